import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DrawResult } from '@lotto/domain/draw-result';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import {
  createReportUsers,
  reportBrowsers,
  STARTERS,
  CONSOLATIONS,
} from '../../test-support/report-world.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { insertScaledPackage } from '../../common/package.repository.js';
import { enterResult } from '../results/result.service.js';
import { runWeeklyReset } from './weekly-reset.service.js';

/**
 * KNOWN DEFECT, OPEN (found 2026-12-05 by an audit; not fixed yet: the two tests after the first
 * are `it.fails` and pass while the defect is there; the fix turns them back into `it`).
 * A closed, settled and fully paid week is revalued at today's packages. The statement and the
 * owed balances (weekly-ledger.ts carriedInto, which lowers the next reset's target) value every
 * ticket without a position snapshot at its owner's CURRENT package (weekly-flows.ts), not at the
 * package it was settled (paid) with. Changing a user's package afterwards rewrites a closed
 * week's computed figure, makes a debt that was never incurred, and the next Monday reset takes it
 * from the wallet: what is settled must stay settled. The fix needs each ticket's package recorded
 * when it is sold (or settled), which tickets without a snapshot do not keep today.
 *
 * Hand calculation (no position taking):
 *   house > ag1 (2500) > pl1 (2730: B 1st pays 2,730.00, commission 25%), pl1 limit 1,000.00.
 *   Sunday 22/11: pl1 bets B 1.00 on 1234 at Toto; 1234 is the 1st prize: win 2,730.00, commission
 *   0.25: wallet 1,000 - 1 + 2,730 + 0.25 = 3,729.25.
 *   Monday 23/11: reset to 1,000.00 = -2,729.25; ag1's row pl1: total -2,729.25 (ag1 pays pl1).
 *   ag1 pays pl1 2,729.25 (结账): open 0.
 *   The house then moves pl1 to package 2500. Nothing of week 16/11 may change: its row stays
 *   -2,729.25, open 0.00; week 23/11 (no bets) closes on Monday 30/11 with no reset for pl1.
 */
const actor = { id: null, name: 'test' };
const HOUR = 3600_000;
const TOTO: DrawResult = {
  pool: 'tt',
  date: '2026-11-22',
  first: '1234',
  second: '5678',
  third: '9012',
  starters: STARTERS,
  consolations: CONSOLATIONS,
};

describe.each(TEST_DIALECTS)('a package change after a week closed on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { CREDIT_CYCLE: 'weekly' },
    setup: async (ctx) => {
      await insertScaledPackage(ctx.db.kysely, '2730', 10_920, ctx.clock());
      await createReportUsers(
        ctx,
        [
          ['house', 'admin'],
          ['ag1', 'agent', 'house'],
          ['pl1', 'player', 'ag1', '2730'],
        ],
        cents(0),
      );
    },
  });
  let app: FastifyInstance;
  const browsers = reportBrowsers(['house', 'ag1', 'pl1']);
  const call = browsers.call;
  const rowOf = async (week: string) => {
    const data = (await call('ag1', `/Report/GetWeeklyStatement?week=${week}`)).body.data;
    return data.rows.find((r: { name: string }) => r.name === 'pl1');
  };
  const resets = async () =>
    (
      await t.db.kysely
        .selectFrom('ledger_entries as e')
        .innerJoin('users as u', 'u.id', 'e.user_id')
        .select(['e.amount_cents', 'e.ref_id'])
        .where('u.username', '=', 'pl1')
        .where('e.kind', '=', 'weekly_reset')
        .orderBy('e.id')
        .execute()
    ).map((r) => [r.ref_id, Number(r.amount_cents)]);

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
      (await call('pl1', '/Order/MakeOrderAdvanced', { str2: 'D\n#3\n1234#1', remark: '' })).body,
    ).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    t.clock.advance(8 * HOUR);
    await enterResult(t.ctx, { result: TOTO, source: 'entry', actor, now: t.clock.now });
    t.clock.now = Date.UTC(2026, 10, 22, 16, 0, 0); // Monday 23/11 00:00 in Kuala Lumpur
    expect(await runWeeklyReset(t.ctx)).toMatchObject({ state: 'closed', weeks: [{ week: '2026-11-16' }] });
    await browsers.logInAll(app);
  });
  afterAll(async () => app?.close());

  it('the closed week: reset -2,729.25, row -2,729.25; 结账 of 2,729.25 leaves 0 open', async () => {
    expect(await resets()).toEqual([['2026-11-16', -272_925]]);
    expect(await rowOf('20261116')).toMatchObject({ dl: { total: -2729.25 }, open: -2729.25 });
    const paid = await call('ag1', '/Admin/RecordWeekPayment', {
      username: 'pl1',
      week: '20261116',
      amount: '2729.25',
      direction: 'paid',
      remark: 'cash',
    });
    expect(paid.body).toMatchObject({ success: true, data: { open: 0 } });
  });

  it.fails(
    'a later package change leaves the closed, paid week as it was: row -2,729.25, open 0',
    async () => {
      expect(
        (
          await browsers.as('house').postForm('/Admin/SetPackage', { username: 'pl1', packageName: '2500' })
        ).json(),
      ).toMatchObject({ success: true });
      expect(await rowOf('20261116')).toMatchObject({ dl: { total: -2729.25 }, open: 0 });
    },
  );

  it.fails('and the next Monday (no bets that week) resets nothing for pl1', async () => {
    t.clock.now = Date.UTC(2026, 10, 29, 16, 0, 0); // Monday 30/11 00:00 in Kuala Lumpur
    expect(await runWeeklyReset(t.ctx)).toMatchObject({ state: 'closed', weeks: [{ week: '2026-11-23' }] });
    expect(await resets()).toEqual([['2026-11-16', -272_925]]);
  });
});
