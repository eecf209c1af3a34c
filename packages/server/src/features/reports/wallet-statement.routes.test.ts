import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { adjustCredit } from '../wallet/wallet.service.js';
import { transferCredit } from '../wallet/credit.admin.service.js';
import { findUserByUsername } from '../../common/user.repository.js';
import type { TransferDirection } from '../../common/credit-transfer.repository.js';
import { createReportUsers, MAGNUM_SUNDAY, reportBrowsers, SUNDAY } from '../../test-support/report-world.js';

const actor = { id: null, name: 'test' };
// The test clock starts Sunday 2026-11-22 12:00 in Kuala Lumpur (04:00 UTC).
const HOUR = 3600_000;

describe.each(TEST_DIALECTS)('wallet statement on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, {
        username: 'payer',
        password: 'payer-pass',
        role: 'player',
        credit: cents(100_00),
        actor,
      });
      await createUser(ctx, {
        username: 'other',
        password: 'other-pass',
        role: 'player',
        credit: cents(7_00),
        actor,
      });
    },
  });
  let app: FastifyInstance;
  let payer: TestBrowser;
  const statement = async (from: string, to: string) =>
    (
      await payer.get(
        `/Report/GetWalletStatement?fromDate=${encodeURIComponent(from)}&toDate=${encodeURIComponent(to)}`,
      )
    ).json();

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    // 23:59 in Kuala Lumpur on Sunday 22: still that day's statement.
    t.clock.advance(11 * HOUR + 59 * 60_000);
    await adjustCredit(t.ctx, { username: 'payer', amount: cents(-25_50), remark: 'late Sunday', actor });
    // 00:00 on Monday 23.
    t.clock.advance(60_000);
    await adjustCredit(t.ctx, { username: 'payer', amount: cents(10_00), remark: 'Monday top-up', actor });
    payer = new TestBrowser(app);
    await payer.login('payer', 'payer-pass');
  });
  afterAll(async () => app?.close());

  it("lists the day's entries straight from the ledger, oldest first, with the spec fields", async () => {
    const answer = await statement('11/22/2026', '11/22/2026');
    expect(answer).toMatchObject({ success: true });
    expect(answer.data).toEqual([
      {
        id: expect.any(String),
        formattedDate: '22/11/2026 12:00:00',
        remark: expect.any(String),
        preBalance: 0,
        amount: 100,
        postBalance: 100,
        by: 'test',
        kind: 'credit_add',
        pool: null,
        drawDate: null,
        counterparty: 'test',
      },
      {
        id: expect.any(String),
        formattedDate: '22/11/2026 23:59:00',
        remark: 'late Sunday',
        preBalance: 100,
        amount: -25.5,
        postBalance: 74.5,
        by: 'test',
        kind: 'credit_deduct',
        pool: null,
        drawDate: null,
        counterparty: 'test',
      },
    ]);
  });

  it('cuts days at local midnight, and swaps a reversed range', async () => {
    const monday = await statement('11/23/2026', '11/23/2026');
    expect(monday.data.map((row: { remark: string }) => row.remark)).toEqual(['Monday top-up']);
    expect(monday.data[0].formattedDate).toBe('23/11/2026 00:00:00');
    const both = await statement('11/23/2026', '11/22/2026');
    expect(both.data).toHaveLength(3);
    expect((await statement('11/24/2026', '11/30/2026')).data).toEqual([]);
  });

  it("shows only the caller's own wallet", async () => {
    const other = new TestBrowser(app);
    await other.login('other', 'other-pass');
    const answer = (
      await other.get('/Report/GetWalletStatement?fromDate=11/01/2026&toDate=11/30/2026')
    ).json();
    expect(answer.data.map((row: { amount: number }) => row.amount)).toEqual([7]);
  });

  it.each([
    ['fromDate=2026-11-22&toDate=11/22/2026', /fromDate: expected MM\/DD\/yyyy, got "2026-11-22"/],
    ['fromDate=02/30/2026&toDate=11/22/2026', /fromDate: expected MM\/DD\/yyyy/],
    ['fromDate=11/22/2026', /toDate/],
    ['fromDate=01/01/2025&toDate=11/22/2026', /at most 366 days/],
  ])('refuses %s', async (query, message) => {
    const answer = await payer.get(`/Report/GetWalletStatement?${query}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(message),
    });
  });

  it('needs a login', async () => {
    const anonymous = new TestBrowser(app);
    expect(
      (await anonymous.get('/Report/GetWalletStatement?fromDate=11/22/2026&toDate=11/22/2026')).statusCode,
    ).toBe(401);
  });
});

/**
 * Issue 36 item 12: besides its English remark, each row carries the parts a screen words it from
 * in the user's language: the kind, a settlement's pool and draw date, a credit move's other side.
 * Figures by hand: the base package pays Big 1st 2,500.00 per 1.00 and 25% commission on 4D, so
 * player1's 1234 B1 on Magnum Sunday (1234 is 1st prize) wins 2,500.00 and earns 0.25.
 */
describe.each(TEST_DIALECTS)('wallet statement parts on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) =>
      createReportUsers(
        ctx,
        [
          ['house', 'admin'],
          ['agent1', 'agent'],
          ['player1', 'player', 'agent1'],
        ],
        cents(1_000_00),
      ),
  });
  let app: FastifyInstance;
  const { as, logInAll } = reportBrowsers(['house', 'agent1', 'player1']);
  const statement = async (username: string) =>
    (await as(username).get('/Report/GetWalletStatement?fromDate=11/22/2026&toDate=11/22/2026')).json();
  async function transfer(
    from: string,
    to: string,
    direction: TransferDirection,
    amount: number,
    remark: string,
  ) {
    const upline = (await findUserByUsername(t.db.kysely, from))!;
    await transferCredit(t.ctx, {
      upline,
      username: to,
      amount: cents(amount),
      direction,
      remark,
      actor: { id: upline.id, name: upline.username },
    });
  }

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    // the house gives agent1 more (the house has no wallet: no entry of its own); agent1 gives
    // player1 30.00 and takes 5.00 back
    await transfer('house', 'agent1', 'give', 500_00, 'float');
    await transfer('agent1', 'player1', 'give', 30_00, 'top-up');
    await transfer('agent1', 'player1', 'take', 5_00, 'back');
    await logInAll(app);
    const bet = (
      await as('player1').postJson('/Order/MakeOrder', {
        name: '4D',
        dates: [{ value: SUNDAY }],
        betList: [
          { number: '1234', pattern: 'NORMAL', betType: [{ shortCode: 'B', amount: '1' }], poolList: [1] },
        ],
        remark: '',
        phone: '',
      })
    ).json();
    expect(bet, JSON.stringify(bet)).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    // Sunday 20:00: the Magnum draw is closed, and its result settles it
    t.clock.advance(8 * HOUR);
    await logInAll(app);
    const entered = (await as('house').postJson('/Result/EnterResult', MAGNUM_SUNDAY)).json();
    expect(entered, JSON.stringify(entered)).toMatchObject({ success: true });
  });
  afterAll(async () => app?.close());

  const parts = (rows: Record<string, unknown>[]) =>
    rows.map(({ kind, amount, remark, pool, drawDate, counterparty }) => ({
      kind,
      amount,
      remark,
      pool,
      drawDate,
      counterparty,
    }));

  it("names a transfer's other side on each side, and a settlement's pool and draw date", async () => {
    const answer = await statement('player1');
    expect(answer).toMatchObject({ success: true });
    const none = { pool: null, drawDate: null };
    expect(parts(answer.data)).toEqual([
      // createReportUsers' opening credit: a house adjustment made by 'test'
      { kind: 'credit_add', amount: 1000, remark: 'Opening credit', ...none, counterparty: 'test' },
      { kind: 'transfer_give', amount: 30, remark: 'top-up', ...none, counterparty: 'agent1' },
      { kind: 'transfer_take', amount: -5, remark: 'back', ...none, counterparty: 'agent1' },
      { kind: 'bet', amount: -1, remark: expect.stringMatching(/^Bet #\d+$/), ...none, counterparty: null },
      {
        kind: 'win',
        amount: 2500,
        remark: 'Win M 22/11/2026',
        pool: 'mg',
        drawDate: SUNDAY,
        counterparty: null,
      },
      {
        kind: 'commission',
        amount: 0.25,
        remark: 'Commission M 22/11/2026',
        pool: 'mg',
        drawDate: SUNDAY,
        counterparty: null,
      },
    ]);
  });

  it('names the receiver to the giver, and the house (who acted) where the house gave', async () => {
    const answer = await statement('agent1');
    const none = { pool: null, drawDate: null };
    expect(parts(answer.data)).toEqual([
      // createReportUsers' opening credit: a house adjustment made by 'test'
      { kind: 'credit_add', amount: 1000, remark: 'Opening credit', ...none, counterparty: 'test' },
      { kind: 'transfer_give', amount: 500, remark: 'float', ...none, counterparty: 'house' },
      { kind: 'transfer_give', amount: -30, remark: 'top-up', ...none, counterparty: 'player1' },
      { kind: 'transfer_take', amount: 5, remark: 'back', ...none, counterparty: 'player1' },
    ]);
  });

  it('words a row it cannot read the parts of by its remark alone (an unknown reference)', async () => {
    const player = (await findUserByUsername(t.db.kysely, 'player1'))!;
    const balance = Number(player.balance_cents);
    // as a settlement written under another reference format would be: kind known, draw unknown
    await t.db.kysely
      .insertInto('ledger_entries')
      .values({
        user_id: player.id,
        kind: 'win',
        amount_cents: 0,
        pre_balance_cents: balance,
        post_balance_cents: balance,
        remark: 'Win M 22/11/2026',
        ref_type: 'draw',
        ref_id: 'legacy-42',
        actor_id: null,
        actor_name: 'test',
        created_at: t.clock.now,
      })
      .execute();
    const last = (await statement('player1')).data.at(-1);
    expect(last).toMatchObject({
      kind: 'win',
      remark: 'Win M 22/11/2026',
      pool: null,
      drawDate: null,
      counterparty: null,
    });
  });
});
