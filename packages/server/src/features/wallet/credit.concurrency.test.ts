import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { findUserByUsername } from '../../common/user.repository.js';
import { createUser } from '../users/user.service.js';

const actor = { id: null, name: 'test' };
const ROUNDS = 3;
const PARALLEL = 24;

/**
 * Issue #20 item 9: a give and a take between the same two wallets at once took their row locks
 * in opposite orders, so PostgreSQL found a deadlock and the loser answered 500. Every call now
 * either succeeds or answers 409 CONCURRENT_UPDATE, and the money adds up.
 */
describe.each(TEST_DIALECTS)('concurrent credit transfers on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, {
        username: 'boss',
        password: 'boss-pass',
        role: 'agent',
        credit: cents(1_000_00),
        actor,
      });
      for (const sub of ['sub1', 'sub2']) {
        await createUser(ctx, {
          username: sub,
          password: 'sub-pass',
          role: 'agent',
          parent: 'boss',
          credit: cents(1_000_00),
          actor,
        });
      }
    },
  });
  let app: FastifyInstance;
  let boss: TestBrowser;
  const balance = async (username: string) =>
    Number((await findUserByUsername(t.db.kysely, username))!.balance_cents);

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    boss = new TestBrowser(app);
    await boss.login('boss', 'boss-pass');
  });
  afterAll(async () => app?.close());

  it('gives and takes at once without a deadlock or a 500, and conserves every cent', async () => {
    const expected = {
      boss: await balance('boss'),
      sub1: await balance('sub1'),
      sub2: await balance('sub2'),
    };
    const statuses = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const calls = Array.from({ length: PARALLEL }, (_, i) => {
        const direction = i % 2 === 0 ? 'give' : 'take';
        const username = i % 4 < 2 ? 'sub1' : 'sub2';
        const amount = 1 + (i % 3);
        return { direction, username, amount };
      });
      const answers = await Promise.all(
        calls.map((call) =>
          boss.postForm('/Admin/TransferCredit', {
            username: call.username,
            amount: String(call.amount),
            direction: call.direction,
            remark: 'race',
          }),
        ),
      );
      for (const [i, answer] of answers.entries()) {
        const body = answer.json();
        const key = `${answer.statusCode} ${body.code ?? 'ok'}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        expect([200, 409], `${answer.statusCode}: ${answer.body}`).toContain(answer.statusCode);
        if (answer.statusCode === 409) {
          expect(body).toMatchObject({ success: false, code: 'CONCURRENT_UPDATE' });
          continue;
        }
        expect(body, answer.body).toMatchObject({ success: true });
        const call = calls[i]!;
        const cents = call.amount * 100 * (call.direction === 'give' ? 1 : -1);
        expected.boss -= cents;
        expected[call.username as 'sub1' | 'sub2'] += cents;
      }
    }
    expect({ boss: await balance('boss'), sub1: await balance('sub1'), sub2: await balance('sub2') }).toEqual(
      expected,
    );
    // Every wallet equals the sum of its ledger entries.
    for (const username of ['boss', 'sub1', 'sub2']) {
      const user = (await findUserByUsername(t.db.kysely, username))!;
      const sum = await t.db.kysely
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.sum<number>('amount_cents').as('total'))
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(Number(sum.total), username).toBe(Number(user.balance_cents));
    }
    expect(statuses.get('200 ok') ?? 0).toBeGreaterThan(0);
  }, 60_000);
});
