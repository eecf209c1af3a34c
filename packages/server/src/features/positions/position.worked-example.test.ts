import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DrawResult } from '@lotto/domain/draw-result';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { createReportUsers, reportBrowsers } from '../../test-support/report-world.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { insertScaledPackage } from '../../common/package.repository.js';
import { enterResult } from '../results/result.service.js';

/**
 * Issue 39's two worked examples, end to end (docs/rules.md "Position taking"): takes set by the
 * calls, bets placed, results entered, and every level's result read off GetProfitLoss. The
 * expected figures are the issue's, worked by hand there (not by the code under test):
 *
 * Example 1: house > a1 (2500, 40% of B) > p1 (2500); p1 bets B 1.00 on 1234.
 *   hit (Toto, 1234 1st): p1 +2,499.25, a1 -999.70, house -1,499.55.
 *   miss (Magnum):        p1 -0.75,     a1 +0.30,   house +0.45.
 * Example 2: house > m2 (2500, 80% of B) > a2 (2500, 50% of B, cap 5.00) > p2 (2730); B 20.00.
 *   hit:  p2 +54,585.00, a2 -17,096.25, m2 -27,491.75, house -9,997.00.
 *   miss: p2 -15.00,     a2 +3.75,      m2 +8.25,      house +3.00.
 * The "miss" trees are the same with other names (a1m, m2m, ...), betting on Magnum, whose result
 * has no 1234. Each example's figures add up to 0.
 */
const actor = { id: null, name: 'test' };
const HOUR = 3600_000;
const STARTERS = ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '1010'];
const CONSOLATIONS = ['2020', '3030', '4040', '5050', '6060', '7070', '8080', '9090', '1212', '1313'];
const TOTO: DrawResult = {
  pool: 'tt',
  date: '2026-11-22',
  first: '1234',
  second: '5678',
  third: '9012',
  starters: STARTERS,
  consolations: CONSOLATIONS,
};
const MAGNUM: DrawResult = { ...TOTO, pool: 'mg', first: '4321' };

describe.each(TEST_DIALECTS)("issue 39's worked examples on %s", (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await insertScaledPackage(ctx.db.kysely, '2730', 10_920, ctx.clock());
      await createReportUsers(
        ctx,
        [
          ['house', 'admin'],
          ['ag1', 'agent', 'house'],
          ['pl1', 'player', 'ag1'],
          ['ag1m', 'agent', 'house'],
          ['pl1m', 'player', 'ag1m'],
          ['mg2', 'agent', 'house'],
          ['ag2', 'agent', 'mg2'],
          ['pl2', 'player', 'ag2', '2730'],
          ['mg2m', 'agent', 'house'],
          ['ag2m', 'agent', 'mg2m'],
          ['pl2m', 'player', 'ag2m', '2730'],
        ],
        cents(1_000_00),
      );
    },
  });
  let app: FastifyInstance;
  const names = ['house', 'ag1', 'pl1', 'ag1m', 'pl1m', 'mg2', 'ag2', 'pl2', 'mg2m', 'ag2m', 'pl2m'];
  const browsers = reportBrowsers(names);
  const profitLoss = async (who: string) => {
    const body = { date_from: '20261122', date_to: '20261122', report_type: 'all' };
    const answer = (await browsers.as(who).postForm('/Report/GetProfitLoss', body)).json();
    expect(answer).toMatchObject({ success: true });
    return answer.data;
  };
  /** An agent's whole result; a player's own (the opposite of its row's total). */
  const resultOf = async (who: string): Promise<number> => {
    const data = await profitLoss(who);
    if (who.startsWith('p')) return -data.dl_total;
    return data.position_total.result;
  };
  /** The house's own share of one top agent's stream: that row's total + its position result. */
  const houseShareOf = async (top: string): Promise<number> => {
    const data = await profitLoss('house');
    const i = (data.detail_lst as string[]).findIndex((row) => row.startsWith(`${top}@`));
    const total = Number(data.detail_lst[i].split('@')[4]);
    return Math.round((total + data.position_lst[i].positionResult) * 100) / 100;
  };

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await browsers.logInAll(app);
    const set = async (by: string, body: Record<string, unknown>) =>
      expect((await browsers.as(by).postJson('/Admin/SetPositionTakes', body)).json()).toMatchObject({
        success: true,
      });
    for (const suffix of ['', 'm']) {
      await set('house', { username: `ag1${suffix}`, takes: { B: 40 } });
      await set('house', { username: `mg2${suffix}`, takes: { B: 80 } });
      await set(`mg2${suffix}`, { username: `ag2${suffix}`, takes: { B: 50 }, caps: { B: '5.00' } });
    }
    for (const [who, str2] of [
      ['pl1', 'D\n#3\n1234#1'],
      ['pl1m', 'D\n#1\n1234#1'],
      ['pl2', 'D\n#3\n1234#20'],
      ['pl2m', 'D\n#1\n1234#20'],
    ] as const) {
      const placed = (
        await browsers.as(who).postJson('/Order/MakeOrderAdvanced', { str2, remark: '' })
      ).json();
      expect(placed).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    }
    t.clock.advance(8 * HOUR); // after the cut-offs
    await enterResult(t.ctx, { result: TOTO, source: 'entry', actor, now: t.clock.now });
    await enterResult(t.ctx, { result: MAGNUM, source: 'entry', actor, now: t.clock.now });
    await browsers.logInAll(app);
  });
  afterAll(async () => app?.close());

  it('example 1, 1234 wins 1st: p1 +2,499.25, a1 -999.70, house -1,499.55; the sum is 0', async () => {
    const figures = [await resultOf('pl1'), await resultOf('ag1'), await houseShareOf('ag1')];
    expect(figures).toEqual([2499.25, -999.7, -1499.55]);
    expect(figures.reduce((a, b) => a + b, 0)).toBeCloseTo(0, 9);
    const a1 = await profitLoss('ag1');
    expect(a1.position_lst).toEqual([{ name: 'pl1', kept: 0.4, positionResult: -999.7 }]);
    // Today's figures are unchanged beside them: the margin at equal packages is 0.
    expect(a1).toMatchObject({ net_profit_loss: 0, detail_lst: ['pl1@1.00@2500.00@0.25@-2499.25'] });
  });

  it('example 1, no hit: p1 -0.75, a1 +0.30, house +0.45', async () => {
    const figures = [await resultOf('pl1m'), await resultOf('ag1m'), await houseShareOf('ag1m')];
    expect(figures).toEqual([-0.75, 0.3, 0.45]);
    expect(figures.reduce((a, b) => a + b, 0)).toBeCloseTo(0, 9);
  });

  it('example 2, 1234 wins 1st: p2 +54,585.00, a2 -17,096.25, m2 -27,491.75, house -9,997.00', async () => {
    const figures = [
      await resultOf('pl2'),
      await resultOf('ag2'),
      await resultOf('mg2'),
      await houseShareOf('mg2'),
    ];
    expect(figures).toEqual([54585, -17096.25, -27491.75, -9997]);
    expect(figures.reduce((a, b) => a + b, 0)).toBeCloseTo(0, 9);
    expect((await profitLoss('ag2')).position_lst).toEqual([
      { name: 'pl2', kept: 5, positionResult: -12496.25 },
    ]);
    expect((await profitLoss('mg2')).position_lst).toEqual([
      { name: 'ag2', kept: 11, positionResult: -27491.75 },
    ]);
  });

  it('example 2, no hit: p2 -15.00, a2 +3.75, m2 +8.25, house +3.00', async () => {
    const figures = [
      await resultOf('pl2m'),
      await resultOf('ag2m'),
      await resultOf('mg2m'),
      await houseShareOf('mg2m'),
    ];
    expect(figures).toEqual([-15, 3.75, 8.25, 3]);
    expect(figures.reduce((a, b) => a + b, 0)).toBeCloseTo(0, 9);
  });

  it("the house's own share of the whole day is the sum of its rows', and everything adds up to 0", async () => {
    const house = await profitLoss('house');
    expect(house.position_total.result).toBeCloseTo(-1499.55 + 0.45 - 9997 + 3, 9);
    const everyone = await Promise.all(
      ['pl1', 'ag1', 'pl1m', 'ag1m', 'pl2', 'ag2', 'mg2', 'pl2m', 'ag2m', 'mg2m'].map((who) => resultOf(who)),
    );
    const cents = [...everyone, house.position_total.result].map((value) => Math.round(value * 100));
    expect(cents.reduce((a, b) => a + b, 0)).toBe(0);
  });
});
