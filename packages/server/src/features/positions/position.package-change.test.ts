import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DrawResult } from '@lotto/domain/draw-result';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { createReportUsers, reportBrowsers } from '../../test-support/report-world.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { insertScaledPackage } from '../../common/package.repository.js';
import type { LedgerKind } from '../../db/tables/ledger.table.js';
import { enterResult } from '../results/result.service.js';
import { runWeeklyReset } from '../weekly/weekly-reset.service.js';

/**
 * A ticket with a position snapshot pays and values exactly as it was sold (decision 020): paid at
 * the owner's rates its snapshot recorded, as the positions, P/L and the weekly statement value it,
 * whatever the owner's package became before the draw settled. Settlement once paid it at the
 * owner's package of settlement time (found by an audit, 2026-12-05), so the payout, the statement
 * and the weekly reset disagreed.
 *
 * Hand calculation (docs/rules.md "Position taking", example 1):
 *   house > ag (2500, takes 40% of B) > pl (2500). pl bets B 1.00 on 1234 (Toto), 1234 wins 1st.
 *   As sold (2500): pl wins 2,500.00 + commission 0.25 - stake 1.00 = +2,499.25.
 *   ag keeps 0.40, passes 0.60: pass-up at 2500 = 0.60 - 1,500.00 - 0.15 = -1,499.55;
 *   ag = -2,499.25 + 1,499.55 = -999.70; house = -1,499.55. Sum 0.
 * Between the sale and the result the house moves pl to package 2730 (B 1st pays 2,730.00).
 * The ticket must still pay as sold: a win of 2,500.00 (250000 cents), commission 0.25.
 */
const actor = { id: null, name: 'test' };
const HOUR = 3600_000;
const TOTO: DrawResult = {
  pool: 'tt',
  date: '2026-11-22',
  first: '1234',
  second: '5678',
  third: '9012',
  starters: ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '1010'],
  consolations: ['2020', '3030', '4040', '5050', '6060', '7070', '8080', '9090', '1212', '1313'],
};

describe.each(TEST_DIALECTS)('owner package changed between sale and settlement on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await insertScaledPackage(ctx.db.kysely, '2730', 10_920, ctx.clock());
      await createReportUsers(
        ctx,
        [
          ['house', 'admin'],
          ['ag1', 'agent', 'house'],
          ['pl1', 'player', 'ag1'],
        ],
        cents(1_000_00),
      );
    },
  });
  let app: FastifyInstance;
  const browsers = reportBrowsers(['house', 'ag1', 'pl1']);

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await browsers.logInAll(app);
    expect(
      (
        await browsers.as('house').postJson('/Admin/SetPositionTakes', { username: 'ag1', takes: { B: 40 } })
      ).json(),
    ).toMatchObject({ success: true });
    expect(
      (
        await browsers.as('pl1').postJson('/Order/MakeOrderAdvanced', { str2: 'D\n#3\n1234#1', remark: '' })
      ).json(),
    ).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    // After the sale, before the result: pl's package changes.
    expect(
      (
        await browsers.as('house').postForm('/Admin/SetPackage', { username: 'pl1', packageName: '2730' })
      ).json(),
    ).toMatchObject({ success: true });
    t.clock.advance(8 * HOUR);
    await enterResult(t.ctx, { result: TOTO, source: 'entry', actor, now: t.clock.now });
    await browsers.logInAll(app);
  });
  afterAll(async () => app?.close());

  const ledgerOf = async (username: string, kind: LedgerKind) => {
    const rows = await t.db.kysely
      .selectFrom('ledger_entries as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select('e.amount_cents')
      .where('u.username', '=', username)
      .where('e.kind', '=', kind)
      .execute();
    return rows.reduce((sum, row) => sum + Number(row.amount_cents), 0);
  };

  it('pays the ticket as it was sold: win 2,500.00, commission 0.25', async () => {
    expect({ win: await ledgerOf('pl1', 'win'), commission: await ledgerOf('pl1', 'commission') }).toEqual({
      win: 250_000,
      commission: 25,
    });
  });
});

/**
 * The same ticket in weekly mode (docs/rules.md "Weekly cycle" rule 5: rows are "valued line by
 * line from the ticket's snapshot"). pl1 (limit 1,000.00) stakes 1.00 and, as sold (2500), wins
 * 2,500.00 + commission 0.25: its week is -2,499.25 (ag1 pays pl1). The Monday reset must move
 * pl1's wallet by exactly what its row on ag1's statement says: -2,499.25, so that 结账 of the
 * statement figure settles the week.
 */
describe.each(TEST_DIALECTS)('weekly: statement vs reset after a package change on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { CREDIT_CYCLE: 'weekly' },
    setup: async (ctx) => {
      await insertScaledPackage(ctx.db.kysely, '2730', 10_920, ctx.clock());
      await createReportUsers(
        ctx,
        [
          ['house', 'admin'],
          ['ag1', 'agent', 'house'],
          ['pl1', 'player', 'ag1'],
        ],
        cents(0),
      );
    },
  });
  let app: FastifyInstance;
  const browsers = reportBrowsers(['house', 'ag1', 'pl1']);
  const call = browsers.call;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await browsers.logInAll(app);
    expect(
      (await call('house', '/Admin/SetWeeklyLimit', { username: 'ag1', limit: '5000' })).body,
    ).toMatchObject({
      success: true,
    });
    expect(
      (await call('ag1', '/Admin/SetWeeklyLimit', { username: 'pl1', limit: '1000' })).body,
    ).toMatchObject({
      success: true,
    });
    expect(
      (await call('house', '/Admin/SetPositionTakes', { username: 'ag1', takes: { B: 40 } })).body,
    ).toMatchObject({
      success: true,
    });
    expect(
      (await call('pl1', '/Order/MakeOrderAdvanced', { str2: 'D\n#3\n1234#1', remark: '' })).body,
    ).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    expect(
      (
        await browsers.as('house').postForm('/Admin/SetPackage', { username: 'pl1', packageName: '2730' })
      ).json(),
    ).toMatchObject({ success: true });
    t.clock.advance(8 * HOUR);
    await enterResult(t.ctx, { result: TOTO, source: 'entry', actor, now: t.clock.now });
    t.clock.now = Date.UTC(2026, 10, 22, 16, 0, 0); // Monday 23/11 00:00 in Kuala Lumpur
    expect(await runWeeklyReset(t.ctx)).toMatchObject({ state: 'closed', weeks: [{ week: '2026-11-16' }] });
    await browsers.logInAll(app);
  });
  afterAll(async () => app?.close());

  it("pl1's reset equals its row on ag1's statement: both -2,499.25", async () => {
    const reset = await t.db.kysely
      .selectFrom('ledger_entries as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select('e.amount_cents')
      .where('u.username', '=', 'pl1')
      .where('e.kind', '=', 'weekly_reset')
      .execute();
    const statement = (await call('ag1', '/Report/GetWeeklyStatement?week=20261116')).body.data;
    const row = statement.rows.find((r: { name: string }) => r.name === 'pl1');
    expect({
      statementRow: Math.round(row.dl.total * 100),
      reset: reset.reduce((sum, r) => sum + Number(r.amount_cents), 0),
    }).toEqual({ statementRow: -249_925, reset: -249_925 });
  });
});
