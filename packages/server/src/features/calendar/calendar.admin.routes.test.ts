import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';

const actor = { id: null, name: 'test' };
// The test clock starts Sunday 2026-11-22 12:00 in Kuala Lumpur: Magnum draws today until 19:00.
const TODAY = '20261122';
const TUESDAY = '20261124';

const STARTERS = ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0001'];
const CONSOLATIONS = ['0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011'];
const magnumToday = {
  pool: 'mg',
  date: TODAY,
  first: '1234',
  second: '5678',
  third: '9012',
  starters: STARTERS,
  consolations: CONSOLATIONS,
};

describe.each(TEST_DIALECTS)('back-office draws API on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, { username: 'agent', password: 'agent-pass', role: 'agent', actor });
      await createUser(ctx, {
        username: 'punter',
        password: 'punter-pass',
        role: 'player',
        parent: 'agent',
        credit: cents(100_00),
        actor,
      });
    },
  });
  let app: FastifyInstance;
  let admin: TestBrowser;
  let agent: TestBrowser;
  let punter: TestBrowser;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    admin = new TestBrowser(app);
    await admin.login('house', 'house-pass');
    agent = new TestBrowser(app);
    await agent.login('agent', 'agent-pass');
    punter = new TestBrowser(app);
    await punter.login('punter', 'punter-pass');
  });
  afterAll(async () => app?.close());

  const schedule = async (pool: string) =>
    (await admin.get('/Admin/GetSchedules')).json().data.find((item: { pool: string }) => item.pool === pool);
  const auditCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const bet = () =>
    punter.postJson('/Order/MakeOrder', {
      name: '4D',
      dates: [{ value: TODAY }],
      betList: [
        { number: '1234', pattern: 'NORMAL', betType: [{ shortCode: 'B', amount: '1' }], poolList: [1] },
      ],
      remark: '',
      phone: '',
    });

  it('is for the house only: no session 401, a player or an agent 403', async () => {
    const anonymous = new TestBrowser(app);
    expect((await anonymous.get('/Admin/GetSchedules')).statusCode).toBe(401);
    for (const browser of [punter, agent]) {
      expect((await browser.get('/Admin/GetSchedules')).statusCode).toBe(403);
      const calls = [
        browser.postJson('/Admin/SetSchedule', { pool: 'mg', cutoff: '18:00' }),
        browser.postJson('/Admin/AddDrawDate', { pool: 'mg', date: TODAY, kind: 'closed' }),
        browser.postJson('/Admin/RemoveDrawDate', { pool: 'mg', date: TODAY, kind: 'closed' }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
    }
    expect(await auditCount()).toBe(3); // the three users' creation only
    expect((await schedule('mg')).cutoff).toBe('19:00');
  });

  it("lists every pool's weekdays, cut-off and today's draw", async () => {
    const response = (await admin.get('/Admin/GetSchedules')).json();
    expect(response.success).toBe(true);
    expect(response.data.map((item: { pool: string }) => item.pool)).toContain('sg');
    expect(await schedule('mg')).toEqual({
      pool: 'mg',
      name: 'Magnum 4D',
      weekdays: [0, 3, 6],
      cutoff: '19:00',
      specialDates: [],
      closedDates: [],
      // Sunday noon: Saturday's draw closed last (the result entry opens on it).
      lastClosedDraw: '20261121',
      today: { date: TODAY, drawDay: true, open: true, closedEarly: false },
    });
  });

  it('sets a schedule (form or JSON), refuses bad input naming the field, and audits', async () => {
    const saved = await admin.postForm('/Admin/SetSchedule', {
      pool: 'mg',
      weekdays: '0,3,6,2',
      cutoff: '18:30',
    });
    expect(saved.json()).toMatchObject({ success: true, data: { weekdays: [0, 2, 3, 6], cutoff: '18:30' } });
    expect(await schedule('mg')).toMatchObject({ weekdays: [0, 2, 3, 6], cutoff: '18:30' });

    const before = await auditCount();
    const badCutoff = await admin.postJson('/Admin/SetSchedule', { pool: 'mg', cutoff: '7pm' });
    expect(badCutoff.statusCode).toBe(400);
    expect(badCutoff.json().message).toMatch(/cutoff: expected HH:mm/);
    const badDay = await admin.postJson('/Admin/SetSchedule', { pool: 'mg', weekdays: [1, 9] });
    expect(badDay.json().message).toMatch(/weekdays\.1: expected 0 \(Sunday\) to 6/);
    const badPool = await admin.postJson('/Admin/SetSchedule', { pool: 'xx', cutoff: '18:00' });
    expect(badPool.json().message).toMatch(/pool: expected a pool code/);
    expect(await auditCount()).toBe(before);
    expect(await schedule('mg')).toMatchObject({ weekdays: [0, 2, 3, 6], cutoff: '18:30' });

    await admin.postJson('/Admin/SetSchedule', { pool: 'mg', weekdays: [0, 3, 6], cutoff: '19:00' });
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'draw.schedule')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]!.actor_name).toBe('house');
    expect(JSON.parse(audit[0]!.before_json!)).toEqual({ pool: 'mg', weekdays: [0, 3, 6], cutoff: '19:00' });
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({
      pool: 'mg',
      weekdays: [0, 2, 3, 6],
      cutoff: '18:30',
    });
  });

  it('adds and removes a special draw date; bad kind or date named', async () => {
    const added = await admin.postJson('/Admin/AddDrawDate', { pool: 'mg', date: TUESDAY, kind: 'special' });
    expect(added.json()).toMatchObject({ success: true, data: { changed: true } });
    expect((await schedule('mg')).specialDates).toEqual([TUESDAY]);
    const again = await admin.postJson('/Admin/AddDrawDate', { pool: 'mg', date: TUESDAY, kind: 'special' });
    expect(again.json()).toMatchObject({ success: true, data: { changed: false } });

    const badKind = await admin.postJson('/Admin/AddDrawDate', { pool: 'mg', date: TUESDAY, kind: 'open' });
    expect(badKind.json().message).toMatch(/kind: expected special or closed/);
    const badDate = await admin.postJson('/Admin/AddDrawDate', {
      pool: 'mg',
      date: '2026-11-24',
      kind: 'special',
    });
    expect(badDate.json().message).toMatch(/date: expected YYYYMMDD/);

    const removed = await admin.postJson('/Admin/RemoveDrawDate', {
      pool: 'mg',
      date: TUESDAY,
      kind: 'special',
    });
    expect(removed.json()).toMatchObject({ success: true, data: { changed: true } });
    expect((await schedule('mg')).specialDates).toEqual([]);
  });

  it("closes today's draw at once (bets refused), reopens it, and refuses to reopen one with a result", async () => {
    expect((await bet()).json()).toMatchObject({ success: true });
    const closed = await admin.postJson('/Admin/AddDrawDate', { pool: 'mg', date: TODAY, kind: 'closed' });
    expect(closed.json()).toMatchObject({ success: true, message: 'Draw closed', data: { changed: true } });
    expect((await schedule('mg')).today).toEqual({
      date: TODAY,
      drawDay: true,
      open: false,
      closedEarly: true,
    });
    expect((await schedule('mg')).closedDates).toEqual([TODAY]);
    expect((await bet()).json()).toMatchObject({ success: false });

    const reopened = await admin.postJson('/Admin/RemoveDrawDate', {
      pool: 'mg',
      date: TODAY,
      kind: 'closed',
    });
    expect(reopened.json()).toMatchObject({ success: true, message: 'Draw reopened' });
    expect((await schedule('mg')).today.open).toBe(true);
    expect((await bet()).json()).toMatchObject({ success: true });

    await admin.postJson('/Admin/AddDrawDate', { pool: 'mg', date: TODAY, kind: 'closed' });
    expect((await admin.postJson('/Admin/EnterResult', magnumToday)).json()).toMatchObject({ success: true });
    const refused = await admin.postJson('/Admin/RemoveDrawDate', {
      pool: 'mg',
      date: TODAY,
      kind: 'closed',
    });
    expect(refused.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/already has a result/),
    });
    expect((await schedule('mg')).today.closedEarly).toBe(true);
    const actions = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'draw.%')
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'draw.schedule',
      'draw.schedule',
      'draw.special',
      'draw.special_removed',
      'draw.close',
      'draw.reopen',
      'draw.close',
    ]);
  });
});
