import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DrawResult } from '@lotto/domain/draw-result';
import { buildApp } from '../../app.js';
import { createUser } from '../users/user.service.js';
import { REPORT_PASSWORD, reportBrowsers, STARTERS, CONSOLATIONS } from '../../test-support/report-world.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { insertScaledPackage } from '../../common/package.repository.js';
import { enterResult } from '../results/result.service.js';
import { runWeeklyReset } from './weekly-reset.service.js';

/**
 * Jackpot payouts in the weekly cycle (APP_TYPE=gd; docs/rules.md "Weekly cycle" item 12). The
 * house bears a jackpot payout whole (the pots are the house's, position taking keeps none of it),
 * so each level on the winner's path passes it up: it is in the winner's week result, in every
 * row's win and total and upline on the way, in the house's net, and in the reset; no level's net
 * changes. Worked by hand (worked example 2 of the rules, at Grand Dragon, with Q of position
 * taking's example 2): house > M 2500 takes 80% of B > A 2500 takes 50% of B, cap 5.00 > P 2730
 * (limit 1,000.00) and Q 2500 (limit 100.00). Sunday 22/11/2026: P bets B 20.00 on 1234 (A keeps
 * 5.00, M 11.00, the house 4.00), then Q B 3.00 on 1234 (A's cap is spent: A 0, M 2.40, the house
 * 0.60). 1234 is the 1st prize.
 *   Dragon Jackpot: seed 100,000.00 + 1% of 23.00 = 100,000.23 = 10,000,023 cents, shared 20:3.
 *     P: floor(10,000,023 x 20 / 23) = floor(8,695,672.17) = 86,956.72;
 *     Q: floor(10,000,023 x 3 / 23) = floor(1,304,350.83) = 13,043.50; 0.01 stays in the pot.
 *   P: -20.00 + 5.00 + 54,600.00 (20 x 2,730) + 86,956.72 = +141,541.72, balance 142,541.72,
 *     reset -141,541.72. Q: -3.00 + 0.75 + 7,500.00 + 13,043.50 = +20,541.25, reset -20,541.25.
 *   A's row P: 20 | 20 / 5 / 141,556.72 (54,600 + 86,956.72) / -141,541.72 | own 5 / 1.25 /
 *     12,500 / -12,496.25 | upline 15 - 3.75 - 37,500 - 86,956.72 = -124,445.47 | net -17,096.25.
 *   A's row Q: 3 | 3 / 0.75 / 20,543.50 / -20,541.25 | own 0 | upline -20,541.25 | net 0.
 *   M's row A: 20+3 | 18 / 4.50 / 145,000.22 (37,500 + 7,500 + 100,000.22) / -144,986.72 | own
 *     13.40 / 3.35 / 33,500 / -33,489.95 | upline (4 - 1 - 10,000 - 86,956.72) + (0.60 - 0.15 -
 *     1,500 - 13,043.50) = -111,496.77 | net -33,489.95.
 *   The house's row M: 4.60 / 1.15 / 111,500.22 / -111,496.77, net -111,496.77.
 *   Cash: +141,541.72 + 20,541.25 - 17,096.25 - 33,489.95 - 111,496.77 = 0.
 */
const actor = { id: null, name: 'test' };
const HOUR = 3600_000;
const DRAGON: DrawResult = {
  pool: 'gd',
  date: '2026-11-22',
  first: '1234',
  second: '5678',
  third: '9012',
  starters: STARTERS,
  consolations: CONSOLATIONS,
};
const toCents = (amount: number) => Math.round(amount * 100);

describe.each(TEST_DIALECTS)('jackpot payouts in the weekly cycle on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { CREDIT_CYCLE: 'weekly', APP_TYPE: 'gd' },
    setup: async (ctx) => {
      await insertScaledPackage(ctx.db.kysely, '2730', 10_920, ctx.clock());
      for (const [username, role, parent, packageName] of [
        ['house', 'admin'],
        ['mg3', 'agent', 'house'],
        ['ag3', 'agent', 'mg3'],
        ['pl3', 'player', 'ag3', '2730'],
        ['ql3', 'player', 'ag3'],
      ] as const) {
        await createUser(ctx, { username, password: REPORT_PASSWORD, role, parent, packageName, actor });
      }
    },
  });
  let app: FastifyInstance;
  const browsers = reportBrowsers(['house', 'mg3', 'ag3', 'pl3', 'ql3']);
  const call = browsers.call;
  const statement = async (who: string) => (await call(who, '/Report/GetWeeklyStatement?week=20261116')).body;
  const credit = async (who: string) =>
    (await call(who, '/Account/GetMyCredit')).body.data.creditLeft as number;
  const drawEntries = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('ledger_entries')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('ref_type', '=', 'draw')
          .executeTakeFirst()
      )?.n,
    );

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await browsers.logInAll(app);
    for (const [by, who, limit] of [
      ['house', 'mg3', '10000'],
      ['mg3', 'ag3', '6000'],
      ['ag3', 'pl3', '1000'],
      ['ag3', 'ql3', '100'],
    ] as const) {
      expect((await call(by, '/Admin/SetWeeklyLimit', { username: who, limit })).body).toMatchObject({
        success: true,
      });
    }
    const take = async (by: string, body: Record<string, unknown>) =>
      expect((await call(by, '/Admin/SetPositionTakes', body)).body).toMatchObject({ success: true });
    await take('house', { username: 'mg3', takes: { B: 80 } });
    await take('mg3', { username: 'ag3', takes: { B: 50 }, caps: { B: '5.00' } });
    for (const [who, str2] of [
      ['pl3', 'D\n#8\n1234#20'],
      ['ql3', 'D\n#8\n1234#3'],
    ] as const) {
      const placed = await call(who, '/Order/MakeOrderAdvanced', { str2, remark: '' });
      expect(placed.body).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    }
    t.clock.advance(8 * HOUR); // Sunday 20:00 in Kuala Lumpur: after Grand Dragon's cut-off
    await enterResult(t.ctx, { result: DRAGON, source: 'entry', actor, now: t.clock.now });
    await browsers.logInAll(app);
  });
  afterAll(async () => app?.close());

  it('the draw pays P 86,956.72 and Q 13,043.50 of the 100,000.23 pot; P holds 142,541.72, Q 20,641.25', async () => {
    const jackpots = await t.db.kysely
      .selectFrom('ledger_entries')
      .innerJoin('users', 'users.id', 'ledger_entries.user_id')
      .select(['users.username', 'ledger_entries.amount_cents'])
      .where('ledger_entries.kind', '=', 'jackpot')
      .orderBy('users.username')
      .execute();
    expect(jackpots.map((row) => [row.username, Number(row.amount_cents)])).toEqual([
      ['pl3', 8_695_672],
      ['ql3', 1_304_350],
    ]);
    expect(await credit('pl3')).toBe(142_541.72);
    expect(await credit('ql3')).toBe(20_641.25);
  });

  it('Monday 00:00: the reset takes back P -141,541.72 and Q -20,541.25, the jackpot included', async () => {
    t.clock.now = Date.UTC(2026, 10, 22, 16, 0, 0); // Monday 23/11 00:00 in Kuala Lumpur
    expect(await runWeeklyReset(t.ctx)).toEqual({
      state: 'closed',
      weeks: [{ week: '2026-11-16', resets: 2 }],
    });
    const resets = await t.db.kysely
      .selectFrom('ledger_entries')
      .innerJoin('users', 'users.id', 'ledger_entries.user_id')
      .select(['users.username', 'ledger_entries.amount_cents'])
      .where('ledger_entries.kind', '=', 'weekly_reset')
      .orderBy('users.username')
      .execute();
    expect(resets.map((row) => [row.username, Number(row.amount_cents)])).toEqual([
      ['pl3', -14_154_172],
      ['ql3', -2_054_125],
    ]);
    await browsers.logInAll(app);
    expect([await credit('pl3'), await credit('ql3')]).toEqual([1000, 100]);
  });

  it("A's statement counts the jackpot in its players' wins, totals and upline; A's net stays -17,096.25", async () => {
    const a = (await statement('ag3')).data;
    expect(a.rows).toEqual([
      {
        name: 'pl3',
        role: 'player',
        turnover: 20,
        dl: { tickets: 20, commission: 5, win: 141_556.72, total: -141_541.72 },
        own: { kept: 5, commission: 1.25, win: 12_500, total: -12_496.25 },
        upline: -124_445.47,
        net: -17_096.25,
        carried: 0,
        received: 0,
        paid: 0,
        // + the reset: what A still pays P is what P's week computed
        open: -141_541.72,
      },
      {
        name: 'ql3',
        role: 'player',
        turnover: 3,
        dl: { tickets: 3, commission: 0.75, win: 20_543.5, total: -20_541.25 },
        own: { kept: 0, commission: 0, win: 0, total: 0 },
        upline: -20_541.25,
        net: 0,
        carried: 0,
        received: 0,
        paid: 0,
        open: -20_541.25,
      },
    ]);
    expect(a.totals).toMatchObject({
      turnover: 23,
      dl: { tickets: 23, commission: 5.75, win: 162_100.22, total: -162_082.97 },
      own: { kept: 5, commission: 1.25, win: 12_500, total: -12_496.25 },
      upline: -144_986.72,
      net: -17_096.25,
    });
    // A pays its players 162,082.97 and receives 144,986.72 from M.
    expect(a.summary).toEqual({
      receivable: 144_986.72,
      payable: 162_082.97,
      net: -17_096.25,
      open: -162_082.97,
    });
  });

  it("M's row A and the house's row M pass the jackpot up; the tree's cash sums to 0 to the cent", async () => {
    const m = (await statement('mg3')).data;
    expect(m.rows).toEqual([
      expect.objectContaining({
        name: 'ag3',
        turnover: 23,
        dl: { tickets: 18, commission: 4.5, win: 145_000.22, total: -144_986.72 },
        own: { kept: 13.4, commission: 3.35, win: 33_500, total: -33_489.95 },
        upline: -111_496.77,
        net: -33_489.95,
      }),
    ]);
    const house = (await statement('house')).data;
    expect(house.rows).toEqual([
      expect.objectContaining({
        name: 'mg3',
        dl: { tickets: 4.6, commission: 1.15, win: 111_500.22, total: -111_496.77 },
        upline: 0,
        net: -111_496.77,
      }),
    ]);
    const a = (await statement('ag3')).data;
    const rows = [...a.rows, ...m.rows, ...house.rows];
    for (const row of rows) expect(toCents(row.dl.total) - toCents(row.upline)).toBe(toCents(row.net));
    // The players' cash (what they receive: 141,541.72 + 20,541.25) plus every level's net.
    const nets = rows.reduce((sum: number, row: { net: number }) => sum + toCents(row.net), 0);
    expect(14_154_172 + 2_054_125 + nets).toBe(0);
  });

  // A correction of the closed week moves no wallet, the jackpot included (decision 025): it shows
  // as open on the week's statement. A pays P its week (141,541.72) through 结账; 1234 is then
  // corrected to lose (P's week: 20.00 - 5.00 = +15.00, so P owes 15.00 + 141,541.72 =
  // 141,556.72, the win and the jackpot), and corrected back: the jackpot is shared again as
  // before, but no wallet moves and the open goes back to 0.
  it('a correction of the closed week pays no jackpot into a wallet; the difference shows as open', async () => {
    const paid = await call('ag3', '/Admin/RecordWeekPayment', {
      username: 'pl3',
      week: '20261116',
      amount: '141541.72',
      direction: 'paid',
      remark: 'cash',
    });
    expect(paid.body).toMatchObject({ success: true, data: { open: 0 } });
    const before = { entries: await drawEntries(), p: await credit('pl3'), q: await credit('ql3') };

    const lost = await enterResult(t.ctx, {
      result: { ...DRAGON, first: '4321' },
      source: 'entry',
      actor,
      now: t.clock.now,
    });
    expect(lost).toMatchObject({ change: 'corrected', version: 2 });
    await browsers.logInAll(app);
    expect({ entries: await drawEntries(), p: await credit('pl3'), q: await credit('ql3') }).toEqual(before);
    expect((await statement('ag3')).data.rows).toEqual([
      expect.objectContaining({
        name: 'pl3',
        dl: { tickets: 20, commission: 5, win: 0, total: 15 },
        paid: 141_541.72,
        open: 141_556.72,
      }),
      expect.objectContaining({
        name: 'ql3',
        dl: { tickets: 3, commission: 0.75, win: 0, total: 2.25 },
        open: 2.25,
      }),
    ]);

    const restored = await enterResult(t.ctx, { result: DRAGON, source: 'entry', actor, now: t.clock.now });
    expect(restored).toMatchObject({ change: 'corrected', version: 3 });
    await browsers.logInAll(app);
    expect({ entries: await drawEntries(), p: await credit('pl3'), q: await credit('ql3') }).toEqual(before);
    expect((await statement('ag3')).data.rows).toEqual([
      expect.objectContaining({
        name: 'pl3',
        dl: { tickets: 20, commission: 5, win: 141_556.72, total: -141_541.72 },
        paid: 141_541.72,
        open: 0,
      }),
      expect.objectContaining({
        name: 'ql3',
        dl: { tickets: 3, commission: 0.75, win: 20_543.5, total: -20_541.25 },
        open: -20_541.25,
      }),
    ]);
    // The pot is settled as always: shared again, the remainder cent carried on.
    const pot = await t.db.kysely
      .selectFrom('jackpot_draws')
      .select(['result_version', 'prize_cents', 'paid_cents', 'carried_out_cents'])
      .where('type', '=', 'dragon')
      .executeTakeFirstOrThrow();
    expect([
      pot.result_version,
      Number(pot.prize_cents),
      Number(pot.paid_cents),
      Number(pot.carried_out_cents),
    ]).toEqual([3, 10_000_023, 10_000_022, 10_000_001]);
  });

  // A close delayed by a missing result (rule 4) keeps a later draw's result in the wallet, its
  // jackpot as its win. Week 23/11: P stakes B 1.00 on 4321 for Sunday 29/11 (loses: -1.00 +
  // 0.25 commission). Week 30/11: B 1.00 on 1234 for Monday 30/11, which wins 2,730.00 + 0.25
  // and the Dragon Jackpot alone: carried in 100,000.01 (22/11's remainder) + 1% of 1.00 =
  // 100,000.02. 30/11 settles first, then 29/11, then the close of week 23/11: P's balance
  // 1,000 - 1 + 0.25 - 1 + 2,730.25 + 100,000.02 = 103,728.52; target 1,000 - (1.00 - 2,730.25 -
  // 100,000.02) = 103,729.27; reset +0.75, P's loss of week 23/11 (without the later jackpot the
  // reset would take it back: -99,999.27).
  it("a close delayed past a later draw leaves that draw's jackpot in the wallet: the reset is the week's own +0.75", async () => {
    t.clock.now = Date.UTC(2026, 10, 29, 4, 0, 0); // Sunday 29/11 12:00 in Kuala Lumpur
    await browsers.logInAll(app);
    expect(await credit('pl3')).toBe(1000);
    const bet = async (str2: string) =>
      expect((await call('pl3', '/Order/MakeOrderAdvanced', { str2, remark: '' })).body).toMatchObject({
        success: true,
        data: { betStatus: 'COMPLETE' },
      });
    await bet('D\n#8\n4321#1');
    t.clock.now = Date.UTC(2026, 10, 30, 4, 0, 0); // Monday 30/11 12:00
    await browsers.logInAll(app);
    await bet('D\n#8\n1234#1');
    t.clock.now = Date.UTC(2026, 10, 30, 12, 0, 0); // Monday 30/11 20:00
    await enterResult(t.ctx, {
      result: { ...DRAGON, date: '2026-11-30' },
      source: 'entry',
      actor,
      now: t.clock.now,
    });
    const jackpot = await t.db.kysely
      .selectFrom('ledger_entries')
      .select('amount_cents')
      .where('kind', '=', 'jackpot')
      .where('ref_id', '=', 'gd:2026-11-30:v1')
      .executeTakeFirstOrThrow();
    expect(Number(jackpot.amount_cents)).toBe(10_000_002);
    expect(await runWeeklyReset(t.ctx)).toMatchObject({ state: 'waiting', week: '2026-11-23' });
    await enterResult(t.ctx, {
      result: { ...DRAGON, date: '2026-11-29' },
      source: 'entry',
      actor,
      now: t.clock.now,
    });
    expect(await runWeeklyReset(t.ctx)).toEqual({
      state: 'closed',
      weeks: [{ week: '2026-11-23', resets: 1 }],
    });
    const reset = await t.db.kysely
      .selectFrom('ledger_entries')
      .select(['amount_cents', 'post_balance_cents'])
      .where('kind', '=', 'weekly_reset')
      .where('ref_id', '=', '2026-11-23')
      .execute();
    expect(reset.map((row) => [Number(row.amount_cents), Number(row.post_balance_cents)])).toEqual([
      [75, 10_372_927],
    ]);
  });
});
