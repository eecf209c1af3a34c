import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DrawResult } from '@lotto/domain/draw-result';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { createReportUsers, reportBrowsers } from '../../test-support/report-world.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import type { LedgerKind } from '../../db/tables/ledger.table.js';
import { enterResult } from './result.service.js';

/**
 * A ticket pays as it was sold (decision 020, docs/rules.md "Position taking", Snapshot): a ticket
 * with a position snapshot is paid at the owner's rates its snapshot recorded, whatever the
 * owner's package became before the draw settled; a ticket without one at the package of
 * settlement. Both kinds of one owner in one draw, a line that strikes (read one by one) and lines
 * that cannot (summed by the database, decision 026) of the same amounts, so the sums are split.
 *
 * Hand figures. house > ag1 > pl1, all on 2500 (B 1st pays 2,500.00, B commission 25%).
 *   T1, before any take: 4321 B 2.00 (no snapshot).
 *   ag1 then takes 40% of B. T2: 1234 B 1.00, 4321 B 2.00 (snapshot: pl1 at 2500).
 *   pl1 moves to package p30 (the base payouts, B commission 30%). Toto: 1234 is the 1st prize,
 *   4321 strikes nothing.
 *   T1 at p30: commission floor(2.00 x 30%) = 0.60.
 *   T2 at 2500: win 2,500.00; commission floor(1.00 x 25%) + floor(2.00 x 25%) = 0.25 + 0.50.
 *   pl1: win 2,500.00, commission 1.35; its own rollup the same, turnover 5.00.
 *   ag1's rollup values the subtree at ag1's package (2500): win 2,500.00, commission
 *   0.50 + 0.25 + 0.50 = 1.25, turnover 5.00.
 */
const TOTO: DrawResult = {
  pool: 'tt',
  date: '2026-11-22',
  first: '1234',
  second: '5678',
  third: '9012',
  starters: ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '1010'],
  consolations: ['2020', '3030', '4040', '5050', '6060', '7070', '8080', '9090', '1212', '1313'],
};
const HOUR = 3600_000;
const actor = { id: null, name: 'test' };

describe.each(TEST_DIALECTS)('tickets paid at the rates they were sold at, on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
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
  const ok = { success: true };

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await browsers.logInAll(app);
    const house = browsers.as('house');
    const pl1 = browsers.as('pl1');
    expect(
      (await house.postJson('/Admin/SavePackage', { name: 'p30', scale: 1, commission: { B: 30 } })).json(),
    ).toMatchObject(ok);
    expect(
      (await pl1.postJson('/Order/MakeOrderAdvanced', { str2: 'D\n#3\n4321#2', remark: 'T1' })).json(),
    ).toMatchObject(ok);
    expect(
      (await house.postJson('/Admin/SetPositionTakes', { username: 'ag1', takes: { B: 40 } })).json(),
    ).toMatchObject(ok);
    expect(
      (
        await pl1.postJson('/Order/MakeOrderAdvanced', { str2: 'D\n#3\n1234#1\n4321#2', remark: 'T2' })
      ).json(),
    ).toMatchObject(ok);
    expect(
      (await house.postForm('/Admin/SetPackage', { username: 'pl1', packageName: 'p30' })).json(),
    ).toMatchObject(ok);
    t.clock.advance(8 * HOUR);
    await enterResult(t.ctx, { result: TOTO, source: 'entry', actor, now: t.clock.now });
  });
  afterAll(async () => app?.close());

  const ledgerOf = async (kind: LedgerKind) => {
    const rows = await t.db.kysely
      .selectFrom('ledger_entries as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select('e.amount_cents')
      .where('u.username', '=', 'pl1')
      .where('e.kind', '=', kind)
      .execute();
    return rows.reduce((sum, row) => sum + Number(row.amount_cents), 0);
  };
  const rollupOf = async (username: string) => {
    const row = await t.db.kysely
      .selectFrom('draw_rollups as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .selectAll('r')
      .where('u.username', '=', username)
      .executeTakeFirstOrThrow();
    return {
      turnover: Number(row.turnover_cents),
      win: Number(row.win_cents),
      commission: Number(row.commission_cents),
      ownTurnover: Number(row.own_turnover_cents),
      ownWin: Number(row.own_win_cents),
      ownCommission: Number(row.own_commission_cents),
    };
  };

  it('pays the snapshot ticket at 2500 and the other at p30: win 2,500.00, commission 1.35', async () => {
    expect({ win: await ledgerOf('win'), commission: await ledgerOf('commission') }).toEqual({
      win: 2_500_00,
      commission: 135,
    });
  });

  it("pl1's own rollup says what its wallet was credited", async () => {
    expect(await rollupOf('pl1')).toEqual({
      turnover: 500,
      win: 2_500_00,
      commission: 135,
      ownTurnover: 500,
      ownWin: 2_500_00,
      ownCommission: 135,
    });
  });

  it("ag1's rollup values the subtree at ag1's own package", async () => {
    expect(await rollupOf('ag1')).toMatchObject({ turnover: 500, win: 2_500_00, commission: 125 });
  });
});
