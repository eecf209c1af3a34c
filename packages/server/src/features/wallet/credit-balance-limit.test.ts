import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents, MAX_CENTS } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { findUserByUsername } from '../../common/user.repository.js';
import { applyLedgerEntry, getBalance, ledgerEntriesOf } from '../../common/ledger.repository.js';
import { creditWallets } from '../../common/ledger-batch.repository.js';
import { AppError } from '../../lib/app-error.js';

/**
 * No balance goes above MAX_CENTS (1e13 cents, 100,000,000,000.00), the largest amount the money
 * type holds. The check is in the conditional balance update itself (applyLedgerEntry, and the
 * settlement's creditWallets), on both databases: a credit that would pass the limit is refused
 * with VALIDATION_FAILED naming the amount and the limit, and changes nothing. Before, a transfer
 * was written and its answer then failed to read the new balance back: 500 INTERNAL_ERROR.
 */
const actor = { id: null, name: 'test' };
const LARGEST = '99999999999.99';
const LIMIT_TEXT = '100,000,000,000.00';

describe.each(TEST_DIALECTS)('a balance above MAX_CENTS on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, { username: 'pat', password: 'pat-pass', role: 'player', actor });
      await createUser(ctx, { username: 'win', password: 'win-pass', role: 'player', actor });
      await createUser(ctx, { username: 'low', password: 'low-pass', role: 'player', actor });
    },
  });
  let app: FastifyInstance;
  let house: TestBrowser;
  let pat: TestBrowser;
  const idOf = async (username: string) => (await findUserByUsername(t.db.kysely, username))!.id;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    house = new TestBrowser(app);
    await house.login('house', 'house-pass');
    pat = new TestBrowser(app);
    await pat.login('pat', 'pat-pass');
  });
  afterAll(async () => app?.close());

  const give = (username: string, amount: string) =>
    house.postJson('/Admin/TransferCredit', { username, amount, direction: 'give', remark: 'float' });

  it('TransferCredit: a give past the limit is refused (400), changing nothing; up to it is taken', async () => {
    expect((await give('pat', LARGEST)).json()).toMatchObject({ success: true });
    const second = await give('pat', LARGEST);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(second.json().message).toContain('99,999,999,999.99');
    expect(second.json().message).toContain(LIMIT_TEXT);
    // Nothing written: one entry, the balance as the first give left it.
    expect(await ledgerEntriesOf(t.db.kysely, await idOf('pat'))).toHaveLength(1);
    expect((await pat.get('/Account/GetMyCredit')).json().data.creditLeft).toBe(99_999_999_999.99);

    // 0.01 more lands exactly on the limit: taken, and every reader still answers.
    expect((await give('pat', '0.01')).json()).toMatchObject({
      success: true,
      data: { downlineBalance: 100_000_000_000 },
    });
    expect((await give('pat', '0.01')).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await pat.get('/Account/GetMyCredit')).json().data.creditLeft).toBe(100_000_000_000);
    expect((await house.get('/Admin/GetDownline')).statusCode).toBe(200);
  });

  it('applyLedgerEntry refuses a credit past the limit; a debit short of credit stays INSUFFICIENT_CREDIT', async () => {
    const lowId = await idOf('low');
    const entry = (amount: number) =>
      t.db.kysely.transaction().execute((trx) =>
        applyLedgerEntry(trx, {
          userId: lowId,
          amount: cents(amount),
          kind: amount > 0 ? 'win' : 'bet',
          remark: 'test',
          actor,
          now: t.clock.now,
        }),
      );
    await entry(MAX_CENTS - 100);
    const refused = await entry(101).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((refused as Error).message).toContain(LIMIT_TEXT);
    await expect(entry(-MAX_CENTS)).rejects.toMatchObject({ code: 'INSUFFICIENT_CREDIT' });
    expect(await getBalance(t.db.kysely, lowId)).toBe(MAX_CENTS - 100);
    expect(await ledgerEntriesOf(t.db.kysely, lowId)).toHaveLength(1);
    // Exactly up to the limit, and back down, are taken.
    await entry(100);
    await entry(-1);
    expect(await getBalance(t.db.kysely, lowId)).toBe(MAX_CENTS - 1);
  });

  it("a settlement's batch credit past the limit throws, so its step rolls back whole: no payout lost", async () => {
    const [winId, lowId] = [await idOf('win'), await idOf('low')];
    // low holds MAX_CENTS - 1 (above); win holds nothing.
    const settle = () =>
      t.db.kysely.transaction().execute((trx) =>
        creditWallets(
          trx,
          [
            { userId: winId, kind: 'win', amount: 500, remark: 'Win test' },
            { userId: lowId, kind: 'win', amount: 2, remark: 'Win test' },
          ],
          { refType: 'draw', refId: 'limit', actor, now: t.clock.now },
        ),
      );
    const refused = await settle().catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((refused as Error).message).toContain('low');
    expect((refused as Error).message).toContain(LIMIT_TEXT);
    // The owner that fitted was not paid alone either: the caller's transaction rolled back.
    expect(await getBalance(t.db.kysely, winId)).toBe(0);
    expect(await ledgerEntriesOf(t.db.kysely, winId)).toHaveLength(0);
    expect(await getBalance(t.db.kysely, lowId)).toBe(MAX_CENTS - 1);
  });
});
