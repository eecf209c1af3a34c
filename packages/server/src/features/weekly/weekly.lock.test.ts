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
 * Issue 41 rule 4's other choice (docs/rules.md "Weekly cycle"): A locks P instead of resetting it.
 * Figures worked by hand, as in worked example 1: P (limit 1,000.00, 2500: B commission 25%) loses
 * B 100.00 on Wednesday 25/11 (commission 25.00): 925.00, P owes A 75.00.
 * - Monday 30/11: no reset for P (its wallet stays 925.00), P is locked for the week of 23/11.
 * - A receives 25.00: 50.00 open, still locked. A receives 50.00: nothing open, P is unlocked and
 *   reset to its target 1,000.00 (+75.00, the same entry the Monday reset would have made).
 * - P, unlocked, bets B 100.00 on Monday for Wednesday 2/12 and loses it: 925.00; Monday 7/12 locks it for the week of 30/11.
 *   A switches P back to `reset` unpaid: P is unlocked at once, target 1,000 - 75 owed = 925.00
 *   (a loss not paid is not credit again), so its wallet stays 925.00.
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
const kl = (day: number, month: number, hour: number, minute = 0) =>
  Date.UTC(2026, month - 1, day, hour - 8, minute);

describe.each(TEST_DIALECTS)('locking a member instead of the Monday reset on %s', (dialect) => {
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
  const credit = async () => (await browsers.as('pl1').get('/Account/GetMyCredit')).json().data.creditLeft;
  const order = async () =>
    (
      await browsers.as('pl1').postJson('/Order/MakeOrderAdvanced', { str2: 'D\n#1\n1234#100', remark: '' })
    ).json();
  const loseOn = async (day: number, month: number, date: string) => {
    await at(kl(day, month, 10));
    expect(await order()).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    await at(kl(day, month, 20));
    await enterResult(t.ctx, { result: miss(date), source: 'entry', actor, now: t.clock.now });
  };
  const rowOfP = async () =>
    (await browsers.as('ag1').get('/Admin/GetWeeklyLimits')).json().data.rows[0] as {
      atClose: string;
      lockedWeek: string | null;
    };
  const receive = async (amount: string) =>
    (
      await browsers.as('ag1').postJson('/Admin/RecordWeekPayment', {
        username: 'pl1',
        week: '20261123',
        amount,
        direction: 'received',
        remark: 'cash',
      })
    ).json();
  /** P's reset entries */
  const resets = async () =>
    (
      await t.db.kysely
        .selectFrom('ledger_entries')
        .innerJoin('users', 'users.id', 'ledger_entries.user_id')
        .select(['amount_cents', 'ref_id'])
        .where('kind', '=', 'weekly_reset')
        .where('users.username', '=', 'pl1')
        .orderBy('ledger_entries.id')
        .execute()
    ).map((entry) => [Number(entry.amount_cents), entry.ref_id]);

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await browsers.logInAll(app);
    await browsers.as('house').postJson('/Admin/SetWeeklyLimit', { username: 'ag1', limit: 2000 });
    await browsers.as('ag1').postJson('/Admin/SetWeeklyLimit', { username: 'pl1', limit: 1000 });
    await at(kl(23, 11, 0));
    await runWeeklyReset(t.ctx);
  });
  afterAll(async () => app?.close());

  it('A chooses lock for P; bad choices and strangers are refused', async () => {
    const chosen = await browsers
      .as('ag1')
      .postJson('/Admin/SetWeeklyAtClose', { username: 'pl1', atClose: 'lock' });
    expect(chosen.json()).toMatchObject({
      success: true,
      data: { username: 'pl1', atClose: 'lock', lockedWeek: null, creditLeft: 1000 },
    });
    const bad = await browsers
      .as('ag1')
      .postJson('/Admin/SetWeeklyAtClose', { username: 'pl1', atClose: 'maybe' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const stranger = await browsers
      .as('pl1')
      .postJson('/Admin/SetWeeklyAtClose', { username: 'ag1', atClose: 'lock' });
    expect(stranger.json()).toMatchObject({ success: false });
    expect(await rowOfP()).toMatchObject({ atClose: 'lock', lockedWeek: null });
  });

  it('Monday: P, who lost, is not reset but locked: no new bet (WEEK_LOCKED), wallet unchanged', async () => {
    await loseOn(25, 11, '2026-11-25');
    expect(await credit()).toBe(925);
    await at(kl(30, 11, 0));
    expect(await runWeeklyReset(t.ctx)).toEqual({
      state: 'closed',
      weeks: [{ week: '2026-11-23', resets: 0 }],
    });
    await browsers.logInAll(app);
    expect(await rowOfP()).toMatchObject({ atClose: 'lock', lockedWeek: '20261123' });
    await at(kl(30, 11, 10));
    expect(await order()).toMatchObject({
      success: false,
      code: 'WEEK_LOCKED',
      message: 'pl1 may not bet until the week of 23/11 is settled with its upline (结账)',
    });
    // Nor may its upline bet for it (an order for a customer: the batch on PostgreSQL).
    const forP = await browsers
      .as('ag1')
      .postJson('/Order/MakeOrderAdvanced', { str2: 'D\n#1\n1234#1', remark: '', ForUsername: 'pl1' });
    expect(forP.json()).toMatchObject({ success: false, code: 'WEEK_LOCKED' });
    expect(await credit()).toBe(925);
    expect(await resets()).toEqual([]);
  });

  it('结账 in part keeps P locked; paid in full, P is unlocked and reset to 1,000.00 (+75.00)', async () => {
    expect(await receive('25')).toMatchObject({ success: true, data: { open: 50, unlocked: false } });
    expect((await order()).code).toBe('WEEK_LOCKED');
    expect(await receive('50')).toMatchObject({ success: true, data: { open: 0, unlocked: true } });
    expect(await credit()).toBe(1000);
    expect(await resets()).toEqual([[7_500, '2026-11-23']]);
    expect(await rowOfP()).toMatchObject({ lockedWeek: null });
    expect(await order()).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
  });

  it('a missing result holds the reset back (the house is told which draw); switched back to reset while locked: unlocked at once, what P owes kept out of its credit', async () => {
    // Monday 7/12 with Wednesday's result missing: the reset waits, and the house is told why.
    await at(kl(7, 12, 0));
    const wait = async () => (await browsers.as('house').get('/Admin/GetWeeklyResetWait')).json();
    expect(await wait()).toMatchObject({
      success: true,
      data: {
        week: '20261130',
        label: 'Mon 30/11 00:00 – Sun 06/12 24:00',
        draws: [{ pool: 'mg', drawDate: '20261202' }],
      },
    });
    expect((await browsers.as('ag1').get('/Admin/GetWeeklyResetWait')).json()).toMatchObject({
      success: false,
    });
    expect(await runWeeklyReset(t.ctx)).toMatchObject({ state: 'waiting', week: '2026-11-30' });
    await enterResult(t.ctx, { result: miss('2026-12-02'), source: 'entry', actor, now: t.clock.now });
    await browsers.logInAll(app);
    expect(await credit()).toBe(925);
    expect(await wait()).toMatchObject({ data: { week: null, label: null, draws: [] } });
    // One reset: A's, whose 75.00 owed to the house (P's loss it passed up) is not credit again.
    expect(await runWeeklyReset(t.ctx)).toEqual({
      state: 'closed',
      weeks: [{ week: '2026-11-30', resets: 1 }],
    });
    await browsers.logInAll(app);
    expect(await rowOfP()).toMatchObject({ lockedWeek: '20261130' });
    const back = await browsers
      .as('ag1')
      .postJson('/Admin/SetWeeklyAtClose', { username: 'pl1', atClose: 'reset' });
    expect(back.json()).toMatchObject({
      success: true,
      data: { atClose: 'reset', lockedWeek: null, creditLeft: 925 },
    });
    expect(await resets()).toEqual([[7_500, '2026-11-23']]);
    await at(kl(7, 12, 10));
    expect(await order()).toMatchObject({ success: true });
  });
});
