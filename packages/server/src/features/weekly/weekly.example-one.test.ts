import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DrawResult } from '@lotto/domain/draw-result';
import { buildApp } from '../../app.js';
import { createUser } from '../users/user.service.js';
import { CONSOLATIONS, REPORT_PASSWORD, reportBrowsers, STARTERS } from '../../test-support/report-world.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { enterResult } from '../results/result.service.js';
import { runWeeklyReset } from './weekly-reset.service.js';

/**
 * Issue 41's worked example 1 (docs/rules.md "Weekly cycle") and what follows it, on both
 * databases. Figures worked by hand:
 * - Week Mon 23/11 - Sun 29/11/2026. P (limit 1,000.00, 2500 package: B commission 25%) loses B
 *   100.00 on Wednesday 25 (commission 25.00): 925.00. At Sunday 23:59:59 it stakes B 50.00 for
 *   Wednesday 2/12: 875.00, an open stake of the next week. Nothing resets then.
 * - Monday 30/11 00:00:00: target 1,000 - 50 = 950.00, reset +75.00 = P's result of the week;
 *   A's statement row P: total +75.00 (P pays A 75.00), A passes it all up: upline 75.00, net 0.
 * - A receives 25.00 of the 75.00 (partial 结账): 50.00 stays open and is carried.
 * - Wednesday 2/12: P's 50.00 loses (commission 12.50): 950 - 0 + 12.50 = 962.50.
 * - Monday 7/12: P still owes 50.00: target 1,000 - 50 = 950.00 (925.00 had nothing been paid:
 *   the 25.00 paid comes back exactly), reset 950 - 962.50 = -12.50.
 */
const actor = { id: null, name: 'test' };
const miss = (date: string): DrawResult => ({
  pool: 'mg',
  date,
  first: '4321',
  second: '5678',
  third: '9012',
  starters: STARTERS,
  consolations: CONSOLATIONS,
});
/** Kuala Lumpur is UTC+8 all year. */
const kl = (day: number, month: number, hour: number, minute = 0, second = 0) =>
  Date.UTC(2026, month - 1, day, hour - 8, minute, second);

describe.each(TEST_DIALECTS)("issue 41's worked example 1 on %s", (dialect) => {
  const t = useTestContext(dialect, {
    env: { CREDIT_CYCLE: 'weekly' },
    setup: async (ctx) => {
      for (const [username, role, parent] of [
        ['house', 'admin'],
        ['ag1', 'agent', 'house'],
        ['pl1', 'player', 'ag1'],
      ] as const) {
        await createUser(ctx, { username, password: REPORT_PASSWORD, role, parent, actor });
      }
    },
  });
  let app: FastifyInstance;
  const browsers = reportBrowsers(['house', 'ag1', 'pl1']);
  const at = async (instant: number) => {
    t.clock.now = instant;
    await browsers.logInAll(app);
  };
  const credit = async () => (await browsers.as('pl1').get('/Account/GetMyCredit')).json().data;
  const bet = async (str2: string) =>
    expect(
      (await browsers.as('pl1').postJson('/Order/MakeOrderAdvanced', { str2, remark: '' })).json(),
    ).toMatchObject({
      success: true,
      data: { betStatus: 'COMPLETE' },
    });
  const row = async (week: string) =>
    (await browsers.as('ag1').get(`/Report/GetWeeklyStatement?week=${week}`)).json().data.rows[0];

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await browsers.logInAll(app);
    await browsers.as('house').postJson('/Admin/SetWeeklyLimit', { username: 'ag1', limit: 2000 });
    await browsers.as('ag1').postJson('/Admin/SetWeeklyLimit', { username: 'pl1', limit: 1000 });
    await at(kl(23, 11, 0));
    expect(await runWeeklyReset(t.ctx)).toEqual({
      state: 'closed',
      weeks: [{ week: '2026-11-16', resets: 0 }],
    });
  });
  afterAll(async () => app?.close());

  it('P loses B 100.00 on Wednesday (commission 25.00): 925.00', async () => {
    await at(kl(25, 11, 10));
    await bet('D\n#1\n1234#100');
    await at(kl(25, 11, 20));
    await enterResult(t.ctx, { result: miss('2026-11-25'), source: 'entry', actor, now: t.clock.now });
    expect(await credit()).toMatchObject({ creditLeft: 925, weeklyLimit: 1000 });
  });

  it('Sunday 23:59:59: B 50.00 for next Wednesday is an open stake; nothing resets before Monday 00:00:00', async () => {
    await at(kl(29, 11, 23, 59, 59));
    await bet('D02\n#1\n2468#50');
    const ticket = await t.db.kysely
      .selectFrom('tickets')
      .select('draw_date')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(ticket.draw_date).toBe('2026-12-02');
    expect(await runWeeklyReset(t.ctx)).toEqual({ state: 'nothing-due' });
    expect((await credit()).creditLeft).toBe(875);
  });

  it('Monday 00:00:00: target 950.00, reset +75.00; A collects 75.00 from P and passes it up', async () => {
    await at(kl(30, 11, 0));
    expect(await runWeeklyReset(t.ctx)).toEqual({
      state: 'closed',
      weeks: [{ week: '2026-11-23', resets: 1 }],
    });
    await browsers.logInAll(app);
    expect(await credit()).toMatchObject({ creditLeft: 950, weeklyLimit: 1000 });
    expect(await row('20261123')).toMatchObject({
      name: 'pl1',
      turnover: 100,
      dl: { tickets: 100, commission: 25, win: 0, total: 75 },
      own: { kept: 0, commission: 0, win: 0, total: 0 },
      upline: 75,
      net: 0,
      open: 75,
    });
    const ledger = await t.db.kysely
      .selectFrom('ledger_entries as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select(['u.username', 'e.amount_cents'])
      .where('e.kind', '=', 'weekly_reset')
      .orderBy('e.id')
      .execute();
    // A (limit 2,000, gave 1,000) never bet: its wallet is 1,000.00, its target: only P moves.
    expect(ledger.map((entry) => [entry.username, Number(entry.amount_cents)])).toEqual([['pl1', 7_500]]);
  });

  it('a partial 结账 (25.00 of 75.00) leaves 50.00 open, carried into the next week', async () => {
    const paid = await browsers.as('ag1').postJson('/Admin/RecordWeekPayment', {
      username: 'pl1',
      week: '20261123',
      amount: '25.00',
      direction: 'received',
      remark: 'cash',
    });
    expect(paid.json()).toMatchObject({ success: true, data: { open: 50 } });
    expect(await row('20261130')).toMatchObject({ carried: 50, received: 0, paid: 0 });
  });

  it('the unpaid 50.00 lowers the next reset by exactly 50.00: target 950.00, reset -12.50', async () => {
    await at(kl(2, 12, 20));
    await enterResult(t.ctx, { result: miss('2026-12-02'), source: 'entry', actor, now: t.clock.now });
    expect((await credit()).creditLeft).toBe(962.5);
    await at(kl(7, 12, 0));
    expect(await runWeeklyReset(t.ctx)).toMatchObject({ state: 'closed', weeks: [{ week: '2026-11-30' }] });
    await browsers.logInAll(app);
    expect((await credit()).creditLeft).toBe(950);
    expect(await row('20261130')).toMatchObject({ dl: { total: 37.5 }, carried: 50, open: 87.5 });
  });
});
