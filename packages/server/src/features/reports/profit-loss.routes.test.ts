import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DrawResult } from '@lotto/domain/draw-result';
import { cents } from '@lotto/domain/money';
import { BASE_PACKAGE_RATES, type PackageRates } from '@lotto/domain/package-rates';
import { oracleSettleLine } from '@lotto/domain/testing/settlement-oracle';
import type { BetLine } from '@lotto/domain/ticket';
import { buildApp } from '../../app.js';
import { createReportUsers, reportBrowsers } from '../../test-support/report-world.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { enterResult } from '../results/result.service.js';

const actor = { id: null, name: 'test' };
// The test clock starts Sunday 2026-11-22 12:00 in Kuala Lumpur; Toto draws that evening (cut-off 19:00).
const DRAW = '2026-11-22';
const HOUR = 3600_000;
const RESULT: DrawResult = {
  pool: 'tt',
  date: DRAW,
  first: '1234',
  second: '5678',
  third: '9012',
  starters: ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '1010'],
  consolations: ['2020', '3030', '4040', '5050', '6060', '7070', '8080', '9090', '1212', '1313'],
};

/** Commission percentages written out here (game-rules §3), not read from the domain. */
const BASE_PERCENT: Record<string, number> = { B: 25, S: 25, '4A': 25 };
const HIGH_PERCENT: Record<string, number> = { B: 30, S: 30, '4A': 30 };

/** Per line and bet type, rounded down to the cent (game-rules §7). */
function commission(lines: BetLine[], percent: Record<string, number>): number {
  let total = 0;
  for (const line of lines) {
    for (const [type, amount] of Object.entries(line.amounts))
      total += Math.floor((amount * percent[type]!) / 100);
  }
  return total;
}
const turnover = (lines: BetLine[]) =>
  lines.reduce((sum, line) => sum + Object.values(line.amounts).reduce((a, b) => a + b, 0), 0);
const win = (lines: BetLine[]) => lines.reduce((sum, line) => sum + oracleSettleLine(RESULT, line).total, 0);
const line = (number: string, amounts: BetLine['amounts']): BetLine => ({
  number,
  pattern: 'NORMAL',
  amounts,
});
const c = (value: number) => cents(value);
const pts = (cents: number) => (cents / 100).toFixed(2);

/** A package like the base one but paying 30% commission on 4D. */
function highRates(): PackageRates {
  return {
    ...BASE_PACKAGE_RATES,
    '4d': BASE_PACKAGE_RATES['4d'].map((rate) => ({ ...rate, commissionBp: 3000 })),
  };
}

// The tree: house > boss (agent, 30%) > { pone, sub (agent) > ptwo }; house > direct; house > rival > rplay.
const BETS: Record<string, { order: string; lines: BetLine[] }[]> = {
  boss: [{ order: 'D\n#3\n4321#1', lines: [line('4321', { B: c(100) })] }],
  pone: [
    { order: 'D\n#3\n1234#1#2', lines: [line('1234', { B: c(100), S: c(200) })] },
    { order: 'D\n#3\n0000#3', lines: [line('0000', { B: c(300) })] },
  ],
  ptwo: [{ order: 'D\n#3\n1111#1.01', lines: [line('1111', { B: c(101) })] }],
  direct: [{ order: 'D\n#3\n9012#2', lines: [line('9012', { B: c(200) })] }],
  rplay: [{ order: 'D\n#3\n1234#5', lines: [line('1234', { B: c(500) })] }],
};
const linesOf = (...users: string[]) =>
  users.flatMap((user) => (BETS[user] ?? []).flatMap((bet) => bet.lines));
const figures = (lines: BetLine[], percent: Record<string, number>) => {
  const t = turnover(lines);
  const w = win(lines);
  const cm = commission(lines, percent);
  return { turnover: t, win: w, commission: cm, total: t - w - cm };
};
const row = (name: string, f: ReturnType<typeof figures>) =>
  [name, pts(f.turnover), pts(f.win), pts(f.commission), pts(f.total)].join('@');

describe.each(TEST_DIALECTS)('sales and profit-loss reports on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      const now = Date.now();
      await ctx.db.kysely
        .insertInto('packages')
        .values({
          name: 'high',
          scale_per10k: 10_000,
          rates_json: JSON.stringify(highRates()),
          created_at: now,
        })
        .execute();
      await createReportUsers(
        ctx,
        [
          ['house', 'admin'],
          ['boss', 'agent', 'house', 'high'],
          ['pone', 'player', 'boss'],
          ['sub', 'agent', 'boss'],
          ['ptwo', 'player', 'sub'],
          ['direct', 'player', 'house'],
          ['rival', 'agent', 'house'],
          ['rplay', 'player', 'rival'],
        ],
        cents(1_000_00),
      );
    },
  });
  let app: FastifyInstance;
  const { as, logInAll } = reportBrowsers([
    'house',
    'boss',
    'pone',
    'sub',
    'ptwo',
    'direct',
    'rival',
    'rplay',
  ]);
  const report = async (who: string, path: string, body: Record<string, string>) => {
    const response = await as(who).postForm(path, body);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are checked field by field
    const answer = response.json() as { success: boolean; message: string; data: any };
    return { status: response.statusCode, ...answer };
  };
  const range = { date_from: '20261122', date_to: '20261122', report_type: 'all' };
  let openSales: Awaited<ReturnType<typeof report>>;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await logInAll(app);
    for (const [name, bets] of Object.entries(BETS)) {
      for (const bet of bets) {
        const placed = await as(name).postJson('/Order/MakeOrderAdvanced', { str2: bet.order, remark: '' });
        expect(placed.json()).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
      }
    }
    // A cancelled ticket counts nowhere.
    const cancelled = (
      await as('pone').postJson('/Order/MakeOrderAdvanced', { str2: 'D\n#3\n1234#9', remark: '' })
    ).json();
    const ticketId = cancelled.data.ticketXId[0];
    expect((await as('pone').get(`/Order/CancelOrder?header_id=${ticketId}`)).json()).toMatchObject({
      success: true,
    });
    openSales = await report('house', '/Report/GetDailySales', { date_from: '20261122', report_type: 'all' });

    t.clock.advance(8 * HOUR);
    await enterResult(t.ctx, { result: RESULT, source: 'entry', actor, now: t.clock.now });
    await logInAll(app); // sessions idle out over the evening
  });
  afterAll(async () => app?.close());

  it('daily sales: live on an open draw, one block per member (the caller, then each direct downline)', async () => {
    expect(openSales).toMatchObject({ success: true });
    const boss = turnover(linesOf('boss', 'pone', 'ptwo'));
    expect(openSales.data.detail_lst).toEqual([
      'house',
      `boss\nSportsToto 4D: ${pts(boss)}`,
      `direct\nSportsToto 4D: ${pts(turnover(linesOf('direct')))}`,
      `rival\nSportsToto 4D: ${pts(turnover(linesOf('rplay')))}`,
    ]);
    expect(openSales.data.total).toBe(turnover(linesOf('boss', 'pone', 'ptwo', 'direct', 'rplay')) / 100);
  });

  it('daily sales: an agent sees its own tree only, a player itself only; the pool filter applies', async () => {
    const boss = await report('boss', '/Report/GetDailySales', { date_from: '20261122', report_type: 'all' });
    expect(boss.data.detail_lst).toEqual([
      `boss\nSportsToto 4D: ${pts(turnover(linesOf('boss')))}`,
      `pone\nSportsToto 4D: ${pts(turnover(linesOf('pone')))}`,
      `sub\nSportsToto 4D: ${pts(turnover(linesOf('ptwo')))}`,
    ]);
    const p2 = await report('ptwo', '/Report/GetDailySales', { date_from: '20261122', report_type: '' });
    expect(p2.data).toEqual({ total: 1.01, detail_lst: ['ptwo\nSportsToto 4D: 1.01'] });
    const gd = await report('house', '/Report/GetDailySales', { date_from: '20261122', report_type: 'gd' });
    expect(gd.data).toEqual({ total: 0, detail_lst: ['house', 'boss', 'direct', 'rival'] });
  });

  it('profit loss for the house: a row per direct downline at its own rates; UL at the house rates', async () => {
    const answer = await report('house', '/Report/GetProfitLoss', range);
    expect(answer).toMatchObject({ success: true });
    const bossRow = figures(linesOf('boss', 'pone', 'ptwo'), HIGH_PERCENT);
    const directRow = figures(linesOf('direct'), BASE_PERCENT);
    const rivalRow = figures(linesOf('rplay'), BASE_PERCENT);
    const all = figures(linesOf('boss', 'pone', 'ptwo', 'direct', 'rplay'), BASE_PERCENT);
    expect(bossRow.win).toBeGreaterThan(0);
    expect(answer.data.detail_lst).toEqual([
      row('boss', bossRow),
      row('direct', directRow),
      row('rival', rivalRow),
    ]);
    const dl = bossRow.total + directRow.total + rivalRow.total;
    expect(answer.data).toMatchObject({
      date_from: '20261122',
      date_to: '20261122',
      dl_total: dl / 100,
      ul_total: all.total / 100,
      net_profit_loss: (dl - all.total) / 100,
    });
  });

  it('profit loss for an agent: its own bets, its players and sub-agents; nothing of other trees', async () => {
    const answer = await report('boss', '/Report/GetProfitLoss', range);
    const own = figures(linesOf('boss'), HIGH_PERCENT);
    const p1 = figures(linesOf('pone'), BASE_PERCENT);
    const sub = figures(linesOf('ptwo'), BASE_PERCENT);
    const ul = figures(linesOf('boss', 'pone', 'ptwo'), HIGH_PERCENT);
    expect(answer.data.detail_lst).toEqual([row('boss', own), row('pone', p1), row('sub', sub)]);
    const dl = own.total + p1.total + sub.total;
    expect(answer.data.dl_total).toBe(dl / 100);
    expect(answer.data.ul_total).toBe(ul.total / 100);
    expect(answer.data.net_profit_loss).toBe((dl - ul.total) / 100);
  });

  it('profit loss for a player: its own row only, and its figures match its ledger', async () => {
    const answer = await report('pone', '/Report/GetProfitLoss', { ...range, report_type: 'normal' });
    const own = figures(linesOf('pone'), BASE_PERCENT);
    expect(answer.data.detail_lst).toEqual([row('pone', own)]);
    expect(answer.data.net_profit_loss).toBe(0);
    const credited = await t.db.kysely
      .selectFrom('ledger_entries')
      .innerJoin('users', 'users.id', 'ledger_entries.user_id')
      .select(['ledger_entries.kind', 'ledger_entries.amount_cents'])
      .where('users.username', '=', 'pone')
      .where('ledger_entries.kind', 'in', ['win', 'commission'])
      .execute();
    const sum = (kind: string) =>
      credited.filter((e) => e.kind === kind).reduce((acc, e) => acc + Number(e.amount_cents), 0);
    expect([sum('win'), sum('commission')]).toEqual([own.win, own.commission]);
    expect((await report('ptwo', '/Report/GetProfitLoss', range)).data.detail_lst).toEqual([
      row('ptwo', figures(linesOf('ptwo'), BASE_PERCENT)),
    ]);
  });

  it('profit loss 2: the caller tree at its own rates per draw date', async () => {
    const answer = await report('boss', '/Report/GetDailyProfitLoss', {
      date_from: '20261201',
      date_to: '20261101',
      report_type: 'all',
    });
    const ul = figures(linesOf('boss', 'pone', 'ptwo'), HIGH_PERCENT);
    const day = {
      drawDate: '20261122',
      buy: ul.turnover / 100,
      comm: ul.commission / 100,
      win: ul.win / 100,
    };
    expect(answer.data).toEqual({
      buy_total: day.buy,
      comm_total: day.comm,
      win_total: day.win,
      nett_total: ul.total / 100,
      detail_list: [{ ...day, nett: ul.total / 100 }],
    });
    const none = await report('rplay', '/Report/GetDailyProfitLoss', { ...range, report_type: 'ninelotto' });
    expect(none.data).toEqual({ buy_total: 0, comm_total: 0, win_total: 0, nett_total: 0, detail_list: [] });
  });

  it('a corrected result rewrites the figures', async () => {
    await enterResult(t.ctx, {
      result: { ...RESULT, first: '0000', third: '4321' },
      source: 'entry',
      actor,
      now: t.clock.now,
    });
    const answer = await report('house', '/Report/GetDailyProfitLoss', range);
    const corrected: DrawResult = { ...RESULT, first: '0000', third: '4321' };
    const lines = linesOf('boss', 'pone', 'ptwo', 'direct', 'rplay');
    const w = lines.reduce((sum, l) => sum + oracleSettleLine(corrected, l).total, 0);
    expect(answer.data.win_total).toBe(w / 100);
  });

  it('refuses bad input with the field named, for every report', async () => {
    for (const path of ['/Report/GetProfitLoss', '/Report/GetDailyProfitLoss']) {
      const badDate = await report('pone', path, { ...range, date_from: '2026-11-22' });
      expect(badDate).toMatchObject({ status: 400, success: false });
      expect(badDate.message).toContain('date_from');
      const badType = await report('pone', path, { ...range, report_type: 'lotto' });
      expect(badType.message).toContain('report_type');
      const tooLong = await report('pone', path, { ...range, date_from: '20250101' });
      expect(tooLong.message).toContain('366 days');
    }
    const missing = await report('pone', '/Report/GetDailySales', { report_type: 'all' });
    expect(missing).toMatchObject({ status: 400, success: false });
    expect(missing.message).toContain('date_from');
  });
});
