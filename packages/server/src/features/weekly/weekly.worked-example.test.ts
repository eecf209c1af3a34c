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
 * Issue 41's worked example 2 (docs/rules.md "Weekly cycle"), end to end: the position taking
 * issue's three levels as the week's only draw, P's limit 1,000.00. Every figure is the issue's,
 * worked by hand there (house > M 2500 takes 80% of B > A 2500 takes 50% of B, cap 5.00 > P 2730;
 * P bets B 20.00 on 1234 at Toto on Sunday 22/11/2026 and 1234 is the 1st prize):
 *   P's balance 1,000 - 20 + 54,600 + 5 = 55,585.00; reset -54,585.00 (A pays P).
 *   A's row P: 20.00 | 20.00 / 5.00 / 54,600.00 / -54,585.00 | 5.00 / 1.25 / 12,500.00 /
 *     -12,496.25 | upline -37,488.75 | net -17,096.25.
 *   M's row A: 20.00 | 15.00 / 3.75 / 37,500.00 / -37,488.75 | 11.00 / 2.75 / 27,500.00 /
 *     -27,491.75 | upline -9,997.00 | net -27,491.75.
 *   The house's row M: total -9,997.00, net -9,997.00. Cash: +54,585 - 17,096.25 - 27,491.75 - 9,997 = 0.
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

describe.each(TEST_DIALECTS)("issue 41's worked example 2 on %s", (dialect) => {
  const t = useTestContext(dialect, {
    env: { CREDIT_CYCLE: 'weekly' },
    setup: async (ctx) => {
      await insertScaledPackage(ctx.db.kysely, '2730', 10_920, ctx.clock());
      for (const [username, role, parent, packageName] of [
        ['house', 'admin'],
        ['mg2', 'agent', 'house'],
        ['ag2', 'agent', 'mg2'],
        ['bb2', 'agent', 'mg2'],
        ['pl2', 'player', 'ag2', '2730'],
      ] as const) {
        await createUser(ctx, { username, password: REPORT_PASSWORD, role, parent, packageName, actor });
      }
    },
  });
  let app: FastifyInstance;
  const browsers = reportBrowsers(['house', 'mg2', 'ag2', 'bb2', 'pl2']);
  const call = browsers.call;
  const setLimit = async (by: string, username: string, limit: string | number) =>
    call(by, '/Admin/SetWeeklyLimit', { username, limit });
  const statement = async (who: string) => (await call(who, '/Report/GetWeeklyStatement?week=20261116')).body;
  const balance = async (who: string) =>
    (await call(who, '/Account/GetMyCredit')).body.data as { creditLeft: number; weeklyLimit: number | null };

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await browsers.logInAll(app);
    for (const [by, who, limit] of [
      ['house', 'mg2', '10000'],
      ['mg2', 'ag2', '6000'],
      ['mg2', 'bb2', '4000'],
      ['ag2', 'pl2', '1000.00'],
    ] as const) {
      expect((await setLimit(by, who, limit)).body).toMatchObject({ success: true });
    }
    const take = async (by: string, body: Record<string, unknown>) =>
      expect((await call(by, '/Admin/SetPositionTakes', body)).body).toMatchObject({ success: true });
    await take('house', { username: 'mg2', takes: { B: 80 } });
    await take('mg2', { username: 'ag2', takes: { B: 50 }, caps: { B: '5.00' } });
    const placed = await call('pl2', '/Order/MakeOrderAdvanced', { str2: 'D\n#3\n1234#20', remark: '' });
    expect(placed.body).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    t.clock.advance(8 * HOUR); // Sunday 20:00 in Kuala Lumpur: after the cut-off
    await enterResult(t.ctx, { result: TOTO, source: 'entry', actor, now: t.clock.now });
    await browsers.logInAll(app);
  });
  afterAll(async () => app?.close());

  it('the quota: M (limit 10,000.00) gave A 6,000 and B 4,000, so raising A to 6,500 is refused, naming what is left', async () => {
    const refused = await setLimit('mg2', 'ag2', '6500');
    expect(refused.body).toMatchObject({
      success: false,
      code: 'QUOTA_EXCEEDED',
      message: 'mg2 has 0.00 left to give (limit 10,000.00, given 10,000.00)',
    });
    const limits = (await call('mg2', '/Admin/GetWeeklyLimits')).body.data;
    expect(limits).toMatchObject({ limit: 10000, given: 10000, leftToGive: 0 });
    expect(limits.rows.map((row: { username: string; limit: number }) => [row.username, row.limit])).toEqual([
      ['ag2', 6000],
      ['bb2', 4000],
    ]);
  });

  it("P's balance after the draw is 55,585.00; nothing resets before Monday 00:00:00", async () => {
    expect(await balance('pl2')).toEqual({ creditLeft: 55585, confirmOrderAbove: null, weeklyLimit: 1000 });
    t.clock.now = Date.UTC(2026, 10, 22, 15, 59, 59); // Sunday 23:59:59 in Kuala Lumpur
    // The first close ever closes the week before (nothing moves: P's own draw of this week keeps
    // its result); this week stays open.
    expect(await runWeeklyReset(t.ctx)).toEqual({
      state: 'closed',
      weeks: [{ week: '2026-11-09', resets: 0 }],
    });
    await browsers.logInAll(app);
    expect((await balance('pl2')).creditLeft).toBe(55585);
  });

  it('Monday 00:00:00: the reset is -54,585.00, P is back at 1,000.00; a rerun and a second instance reset nothing', async () => {
    t.clock.now = Date.UTC(2026, 10, 22, 16, 0, 0); // Monday 23/11 00:00 in Kuala Lumpur
    const runs = await Promise.all([runWeeklyReset(t.ctx), runWeeklyReset(t.ctx)]);
    const closes = runs.flatMap((run) => (run.state === 'closed' ? run.weeks : []));
    expect(closes.filter((close) => close.week === '2026-11-16')).toHaveLength(1);
    expect(await runWeeklyReset(t.ctx)).toEqual({ state: 'nothing-due' });
    await browsers.logInAll(app);
    expect((await balance('pl2')).creditLeft).toBe(1000);
    const entries = await t.db.kysely
      .selectFrom('ledger_entries')
      .select(['amount_cents', 'ref_id'])
      .where('kind', '=', 'weekly_reset')
      .execute();
    expect(entries.map((entry) => [Number(entry.amount_cents), entry.ref_id])).toEqual([
      [-5_458_500, '2026-11-16'],
    ]);
  });

  it("A's statement, row P: 20.00 | -54,585.00 | kept 5.00 / -12,496.25 | upline -37,488.75 | net -17,096.25", async () => {
    const a = await statement('ag2');
    expect(a.data).toMatchObject({
      week: '20261116',
      closed: true,
      label: 'Mon 16/11 00:00 – Sun 22/11 24:00',
    });
    expect(a.data.timeZone).toBe('Malaysia time');
    expect(a.data.rows).toEqual([
      {
        name: 'pl2',
        role: 'player',
        turnover: 20,
        dl: { tickets: 20, commission: 5, win: 54600, total: -54585 },
        own: { kept: 5, commission: 1.25, win: 12500, total: -12496.25 },
        upline: -37488.75,
        net: -17096.25,
        carried: 0,
        received: 0,
        paid: 0,
        open: -54585,
      },
    ]);
    expect(a.data.summary).toEqual({ receivable: 37488.75, payable: 54585, net: -17096.25, open: -54585 });
  });

  it("M's row A: 15.00 / 3.75 / 37,500.00 / -37,488.75 | 11.00 / 2.75 / 27,500.00 / -27,491.75 | -9,997.00 | -27,491.75", async () => {
    const m = await statement('mg2');
    expect(m.data.rows).toEqual([
      expect.objectContaining({
        name: 'ag2',
        turnover: 20,
        dl: { tickets: 15, commission: 3.75, win: 37500, total: -37488.75 },
        own: { kept: 11, commission: 2.75, win: 27500, total: -27491.75 },
        upline: -9997,
        net: -27491.75,
      }),
    ]);
  });

  it("the house's row M: -9,997.00; every row's net = total - upline; the tree's cash sums to 0 to the cent", async () => {
    const house = await statement('house');
    expect(house.data.rows).toEqual([
      expect.objectContaining({
        name: 'mg2',
        dl: { tickets: 4, commission: 1, win: 10000, total: -9997 },
        upline: 0,
        net: -9997,
      }),
    ]);
    const rows = [
      ...(await statement('ag2')).data.rows,
      ...(await statement('mg2')).data.rows,
      ...house.data.rows,
    ];
    for (const row of rows)
      expect(Math.round(row.dl.total * 100) - Math.round(row.upline * 100)).toBe(Math.round(row.net * 100));
    const nets = rows.map((row: { net: number }) => Math.round(row.net * 100));
    expect(5_458_500 + nets.reduce((a: number, b: number) => a + b, 0)).toBe(0);
  });

  it('结账: A pays P 50,000.00 then 4,585.00 (partial, then the rest): open goes to 0, audited', async () => {
    const first = await call('ag2', '/Admin/RecordWeekPayment', {
      username: 'pl2',
      week: '20261116',
      amount: '50000',
      direction: 'paid',
      remark: 'cash',
    });
    expect(first.body).toMatchObject({ success: true, data: { open: -4585 } });
    const rest = await call('ag2', '/Admin/RecordWeekPayment', {
      username: 'pl2',
      week: '20261116',
      amount: 4585,
      direction: 'paid',
      remark: 'rest',
    });
    expect(rest.body).toMatchObject({ success: true, data: { open: 0 } });
    const row = (await statement('ag2')).data.rows[0];
    expect(row).toMatchObject({ paid: 54585, open: 0 });
    const audits = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'week.payment')
      .execute();
    expect(audits).toHaveLength(2);
  });

  // In weekly mode a correction of a closed week moves no wallet (the reset has already turned the
  // week into cash): it changes the week's computed figure, so the difference shows as open on that
  // week's statement and is paid through 结账. Oracle: with 1234 not winning, P's week is its
  // stake less its commission, 20.00 - 5.00 = +15.00 (P pays); A already paid P 54,585.00, so P
  // owes 15.00 + 54,585.00 = 54,600.00 (the whole win). Entering 1234 as the 1st prize again
  // brings the open back to 0, and P's wallet never moves (no second payment of the win).
  it('a correction after 结账 moves no wallet and shows as open on its week', async () => {
    const settlementRows = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('ledger_entries')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('ref_type', '=', 'draw')
            .executeTakeFirst()
        )?.n,
      );
    const rowsBefore = await settlementRows();
    const walletBefore = (await balance('pl2')).creditLeft;
    const lowered: DrawResult = { ...TOTO, first: '4321' };
    const corrected = await enterResult(t.ctx, { result: lowered, source: 'entry', actor, now: t.clock.now });
    expect(corrected).toMatchObject({ change: 'corrected', version: 2 });
    await browsers.logInAll(app);
    expect((await balance('pl2')).creditLeft).toBe(walletBefore);
    expect(await settlementRows()).toBe(rowsBefore);
    const a = (await statement('ag2')).data;
    expect(a.rows[0]).toMatchObject({
      name: 'pl2',
      dl: { tickets: 20, commission: 5, win: 0, total: 15 },
      paid: 54585,
      received: 0,
      open: 54600,
    });
    // The tree still sums to 0: P's cash (-its row's total) plus every row's net.
    const rows = [...a.rows, ...(await statement('mg2')).data.rows, ...(await statement('house')).data.rows];
    const toCents = (amount: number) => Math.round(amount * 100);
    const nets = rows.reduce((sum: number, row: { net: number }) => sum + toCents(row.net), 0);
    expect(-toCents(a.rows[0].dl.total) + nets).toBe(0);

    const restored = await enterResult(t.ctx, { result: TOTO, source: 'entry', actor, now: t.clock.now });
    expect(restored).toMatchObject({ change: 'corrected', version: 3 });
    await browsers.logInAll(app);
    expect((await balance('pl2')).creditLeft).toBe(walletBefore);
    expect(await settlementRows()).toBe(rowsBefore);
    expect((await statement('ag2')).data.rows[0]).toMatchObject({
      dl: { tickets: 20, commission: 5, win: 54600, total: -54585 },
      paid: 54585,
      open: 0,
    });
  });

  it.each([
    [
      'a limit with 3 decimals',
      'ag2',
      '/Admin/SetWeeklyLimit',
      { username: 'pl2', limit: '10.005' },
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a limit below 0',
      'ag2',
      '/Admin/SetWeeklyLimit',
      { username: 'pl2', limit: -1 },
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a limit outside the downline',
      'ag2',
      '/Admin/SetWeeklyLimit',
      { username: 'bb2', limit: 1 },
      404,
      'NOT_FOUND',
    ],
    ['a limit on oneself', 'ag2', '/Admin/SetWeeklyLimit', { username: 'ag2', limit: 1 }, 404, 'NOT_FOUND'],
    [
      'a limit on a grandchild',
      'mg2',
      '/Admin/SetWeeklyLimit',
      { username: 'pl2', limit: 1 },
      404,
      'NOT_FOUND',
    ],
    [
      'a raise over the quota',
      'ag2',
      '/Admin/SetWeeklyLimit',
      { username: 'pl2', limit: 6000.01 },
      200,
      'QUOTA_EXCEEDED',
    ],
    [
      'a limit below what the child gave',
      'mg2',
      '/Admin/SetWeeklyLimit',
      { username: 'ag2', limit: 999.99 },
      200,
      'QUOTA_EXCEEDED',
    ],
    [
      '结账 of a week not closed',
      'ag2',
      '/Admin/RecordWeekPayment',
      { username: 'pl2', week: '20261123', amount: 1, direction: 'paid' },
      200,
      'WEEK_NOT_CLOSED',
    ],
    [
      '结账 with 3 decimals',
      'ag2',
      '/Admin/RecordWeekPayment',
      { username: 'pl2', week: '20261116', amount: '1.001', direction: 'paid' },
      400,
      'VALIDATION_FAILED',
    ],
    [
      '结账 of a week that is not a Monday',
      'ag2',
      '/Admin/RecordWeekPayment',
      { username: 'pl2', week: '20261117', amount: 1, direction: 'paid' },
      400,
      'VALIDATION_FAILED',
    ],
    [
      '结账 of a stranger',
      'ag2',
      '/Admin/RecordWeekPayment',
      { username: 'bb2', week: '20261116', amount: 1, direction: 'paid' },
      404,
      'NOT_FOUND',
    ],
  ])('refuses %s and changes nothing', async (_name, who, url, body, status, code) => {
    const before = await t.db.kysely
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    const payments = await t.db.kysely
      .selectFrom('weekly_payments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    const answer = await call(who, url, body);
    expect([answer.status, answer.body.code]).toEqual([status, code]);
    const after = await t.db.kysely
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    const paymentsAfter = await t.db.kysely
      .selectFrom('weekly_payments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    expect([Number(after?.n), Number(paymentsAfter?.n)]).toEqual([Number(before?.n), Number(payments?.n)]);
  });

  it('a statement week that is not a Monday is refused; TransferCredit is refused in weekly mode', async () => {
    expect((await call('ag2', '/Report/GetWeeklyStatement?week=20261118')).body).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    const transfer = await browsers
      .as('ag2')
      .postForm('/Admin/TransferCredit', { username: 'pl2', amount: '1', direction: 'give', remark: 'x' });
    expect(transfer.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});
