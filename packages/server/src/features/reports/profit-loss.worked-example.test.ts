import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DrawResult } from '@lotto/domain/draw-result';
import { cents } from '@lotto/domain/money';
import { BASE_PACKAGE_RATES, type PackageRates } from '@lotto/domain/package-rates';
import { buildApp } from '../../app.js';
import { createReportUsers, reportBrowsers } from '../../test-support/report-world.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { insertScaledPackage } from '../../common/package.repository.js';
import { enterResult } from '../results/result.service.js';

/**
 * Issue #16 item 3, a worked example of game-rules §7 with two packages. Every figure below is
 * computed by hand in the comments, not by the code under test.
 *
 * Packages (payouts per 1.00 bet; commission on turnover, rounded down per line and bet type):
 * - "agent30": the base payouts (Big 1st 2500, Big 3rd 500, Small 1st 3500), 30% commission on 4D;
 * - "2730":    the base payouts x 1.092 (Big 1st 2730, Small 1st 3822), 25% commission (base);
 * - none:      the base package "2500" (Big 3rd 500), 25% commission.
 *
 * Tree: house (base) > boss (agent30) > { pone (2730), ptwo (base) }.
 *
 * Bets on Sports Toto, Sunday 22/11/2026; the result's 1st prize is 1234, its 3rd 9012:
 * - pone: 1234 B2 S1 (wins Big 1st and Small 1st) and 4321 B10 (loses): turnover 13.00;
 * - ptwo: 9012 B1.01 (wins Big 3rd): turnover 1.01.
 *
 * pone at its own package (2730, 25%):
 *   win        = 2 x 2730.00 + 1 x 3822.00 = 5460.00 + 3822.00       = 9282.00
 *   commission = 2.00 x 25% + 1.00 x 25% + 10.00 x 25% = 0.50 + 0.25 + 2.50 = 3.25
 *   total      = 13.00 - 9282.00 - 3.25                                = -9272.25
 * pone at boss's package (agent30):
 *   win        = 2 x 2500.00 + 1 x 3500.00 = 5000.00 + 3500.00       = 8500.00
 *   commission = 2.00 x 30% + 1.00 x 30% + 10.00 x 30% = 0.60 + 0.30 + 3.00 = 3.90
 * ptwo at its own package (base, 25%):
 *   win        = 1.01 x 500.00                                       = 505.00
 *   commission = 1.01 x 25% = 0.2525, rounded down                   = 0.25
 *   total      = 1.01 - 505.00 - 0.25                                = -504.24
 * ptwo at boss's package (agent30):
 *   win        = 1.01 x 500.00                                       = 505.00
 *   commission = 1.01 x 30% = 0.303, rounded down                    = 0.30
 *
 * boss's report: DL total = -9272.25 + -504.24                       = -9776.49
 *   UL total (boss's whole tree at agent30) = 14.01 - (8500.00 + 505.00) - (3.90 + 0.30)
 *            = 14.01 - 9005.00 - 4.20                                = -8995.19
 *   net P/L  = DL - UL = -9776.49 - (-8995.19)                       = -781.30
 *   Check: boss pays pone's extra payout 9282.00 - 8500.00 = 782.00 and keeps commission
 *   3.90 - 3.25 = 0.65 on pone and 0.30 - 0.25 = 0.05 on ptwo: -782.00 + 0.65 + 0.05 = -781.30.
 *
 * house's report: its row for boss is boss's tree at agent30        = -8995.19
 *   UL total (the tree at base, 25%) = 14.01 - 9005.00 - (0.50 + 0.25 + 2.50 + 0.25)
 *            = 14.01 - 9005.00 - 3.50                                = -8994.49
 *   net P/L  = -8995.19 - (-8994.49)                                 = -0.70
 */
const actor = { id: null, name: 'test' };
const HOUR = 3600_000;
const RESULT: DrawResult = {
  pool: 'tt',
  date: '2026-11-22',
  first: '1234',
  second: '5678',
  third: '9012',
  starters: ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '1010'],
  consolations: ['2020', '3030', '4040', '5050', '6060', '7070', '8080', '9090', '1212', '1313'],
};

/** The base payouts with 30% commission on every 4D bet type. */
function agent30(): PackageRates {
  return {
    ...BASE_PACKAGE_RATES,
    '4d': BASE_PACKAGE_RATES['4d'].map((rate) => ({ ...rate, commissionBp: 3000 })),
  };
}

describe.each(TEST_DIALECTS)('profit and loss with two packages, worked by hand, on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      const now = ctx.clock();
      await ctx.db.kysely
        .insertInto('packages')
        .values({
          name: 'agent30',
          scale_per10k: 10_000,
          rates_json: JSON.stringify(agent30()),
          created_at: now,
        })
        .execute();
      await insertScaledPackage(ctx.db.kysely, '2730', 10_920, now);
      await createReportUsers(
        ctx,
        [
          ['house', 'admin'],
          ['boss', 'agent', 'house', 'agent30'],
          ['pone', 'player', 'boss', '2730'],
          ['ptwo', 'player', 'boss'],
        ],
        cents(100_00),
      );
    },
  });
  let app: FastifyInstance;
  const browsers = reportBrowsers(['house', 'boss', 'pone', 'ptwo']);
  const logIn = () => browsers.logInAll(app);
  const report = async (who: string, path: string) => {
    const body = { date_from: '20261122', date_to: '20261122', report_type: 'all' };
    const answer = (await browsers.as(who).postForm(path, body)).json();
    expect(answer).toMatchObject({ success: true });
    return answer.data;
  };

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await logIn();
    for (const [who, str2] of [
      ['pone', 'D\n#3\n1234#2#1\n4321#10'],
      ['ptwo', 'D\n#3\n9012#1.01'],
    ] as const) {
      const placed = (
        await browsers.as(who).postJson('/Order/MakeOrderAdvanced', { str2, remark: '' })
      ).json();
      expect(placed).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    }
    t.clock.advance(8 * HOUR); // 20:00, after Toto's cut-off
    await enterResult(t.ctx, { result: RESULT, source: 'entry', actor, now: t.clock.now });
    await logIn();
  });
  afterAll(async () => app?.close());

  it("the agent's report: each row at the downline's package, UL at the agent's own, net = its margin", async () => {
    expect(await report('boss', '/Report/GetProfitLoss')).toEqual({
      date_from: '20261122',
      date_to: '20261122',
      detail_lst: ['pone@13.00@9282.00@3.25@-9272.25', 'ptwo@1.01@505.00@0.25@-504.24'],
      dl_total: -9776.49,
      ul_total: -8995.19,
      net_profit_loss: -781.3,
    });
  });

  it("the house's report: the agent's row is the agent's tree at the agent's package", async () => {
    expect(await report('house', '/Report/GetProfitLoss')).toEqual({
      date_from: '20261122',
      date_to: '20261122',
      detail_lst: ['boss@14.01@9005.00@4.20@-8995.19'],
      dl_total: -8995.19,
      ul_total: -8994.49,
      net_profit_loss: -0.7,
    });
  });

  it("profit loss 2: the agent's tree at its own package", async () => {
    expect(await report('boss', '/Report/GetDailyProfitLoss')).toEqual({
      buy_total: 14.01,
      comm_total: 4.2,
      win_total: 9005,
      nett_total: -8995.19,
      detail_list: [{ drawDate: '20261122', buy: 14.01, comm: 4.2, win: 9005, nett: -8995.19 }],
    });
  });

  it('a player still sees its own figures, which are what its wallet was credited', async () => {
    expect(await report('pone', '/Report/GetProfitLoss')).toMatchObject({
      detail_lst: ['pone@13.00@9282.00@3.25@-9272.25'],
      dl_total: -9272.25,
      ul_total: -9272.25,
      net_profit_loss: 0,
    });
    const credited = await t.db.kysely
      .selectFrom('ledger_entries')
      .innerJoin('users', 'users.id', 'ledger_entries.user_id')
      .select(['ledger_entries.kind', 'ledger_entries.amount_cents'])
      .where('users.username', '=', 'pone')
      .where('ledger_entries.kind', 'in', ['win', 'commission'])
      .orderBy('ledger_entries.id')
      .execute();
    expect(credited.map((row) => [row.kind, Number(row.amount_cents)])).toEqual([
      ['win', 928_200],
      ['commission', 325],
    ]);
  });
});
