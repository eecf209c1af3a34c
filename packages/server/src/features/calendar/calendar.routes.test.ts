import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { NO_CENTS } from '@lotto/domain/money';
import { DEFAULT_POOL_SCHEDULES, openDrawDates, type PoolSchedule } from '@lotto/domain/draw-calendar';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext, type TestHarness } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { poolSchedules } from '../../common/schedule.repository.js';

const actor = { id: null, name: 'test' };

/** Sunday 2026-11-22 23:30 UTC is Monday 2026-11-23 07:30 in Kuala Lumpur (UTC+8). */
const MONDAY_0730_KL = Date.UTC(2026, 10, 22, 23, 30);
/** Monday 2026-11-23 18:59 in Kuala Lumpur: every pool but Singapore (18:00) still open today. */
const MONDAY_1859_KL = Date.UTC(2026, 10, 23, 10, 59);

const NORMAL_POOLS = ['mg', 'kd', 'tt', 'sg', 'sb', 'sn', 'sr', 'nl'];
const ALL_POOLS = [...NORMAL_POOLS, 'gd'];

const monday = { date: '23/11/2026', id: 1, fullDate: '20261123' };
const tuesday = { date: '24/11/2026', id: 2, fullDate: '20261124' };
const sunday = { date: '22/11/2026', id: 0, fullDate: '20261122' };

/**
 * The bet-dates answer built straight from the domain for the named pools: each date with the
 * pools that have an open draw on it (each pool's schedule read alone).
 */
function expectedBetDates(pools: string[], nowMs: number) {
  const schedules = DEFAULT_POOL_SCHEDULES.filter((schedule) => pools.includes(schedule.pool));
  const openOf = (schedule: PoolSchedule) => openDrawDates([schedule], nowMs, 'Asia/Kuala_Lumpur');
  return openDrawDates(schedules, nowMs, 'Asia/Kuala_Lumpur').map((date) => {
    const [year, month, day] = date.split('-');
    return {
      date: `${day}/${month}/${year}`,
      id: new Date(`${date}T00:00:00Z`).getUTCDay(),
      fullDate: date.replaceAll('-', ''),
      pools: schedules
        .filter((schedule) => openOf(schedule).includes(date))
        .map((schedule) => schedule.pool)
        .sort(),
    };
  });
}

/** A fresh player logged in at `nowMs` (the session starts on the test clock). */
function browserFactory(t: TestHarness, app: () => FastifyInstance) {
  let n = 0;
  return async (nowMs: number): Promise<TestBrowser> => {
    t.clock.now = nowMs;
    n += 1;
    const username = `dates${n}`;
    await createUser(t.ctx, { username, password: `secret-${n}`, role: 'player', credit: NO_CENTS, actor });
    const browser = new TestBrowser(app());
    expect((await browser.login(username, `secret-${n}`)).json()).toMatchObject({ success: true });
    return browser;
  };
}

describe.each(TEST_DIALECTS)('GetBetDates (APP_TYPE=normal) on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  let app: FastifyInstance;
  const loggedIn = browserFactory(t, () => app);

  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());

  it('takes the schedules of the offered pools only: no Grand Dragon', async () => {
    expect((await poolSchedules(t.ctx)).map((schedule) => schedule.pool)).toEqual(NORMAL_POOLS);
  });

  it("lists the open draw dates from today's date in Kuala Lumpur, not UTC's", async () => {
    const browser = await loggedIn(MONDAY_0730_KL);
    const response = await browser.get('/Tool/GetBetDates');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: '' });
    // 9 Lotto draws every day: today and the 7 days after it.
    expect(body.data).toHaveLength(8);
    expect(body.data[0]).toMatchObject(monday);
    expect(body.data[7]).toMatchObject({ date: '30/11/2026', id: 1, fullDate: '20261130' });
    expect(body.data).toEqual(expectedBetDates(NORMAL_POOLS, MONDAY_0730_KL));
  });

  it('names the pools with an open draw on each date (a Monday: 9 Lotto only; a Wednesday: all)', async () => {
    const browser = await loggedIn(MONDAY_0730_KL);
    const data = (await browser.get('/Tool/GetBetDates')).json().data;
    expect(data[0]).toEqual({ ...monday, pools: ['nl'] });
    expect(data[2]).toEqual({
      date: '25/11/2026',
      id: 3,
      fullDate: '20261125',
      pools: ['kd', 'mg', 'nl', 'sb', 'sg', 'sn', 'sr', 'tt'],
    });
  });

  it("drops today's date at the 19:00 cut-off in Kuala Lumpur", async () => {
    const browser = await loggedIn(MONDAY_1859_KL);
    const before = (await browser.get('/Tool/GetBetDates')).json().data;
    expect(before[0]).toMatchObject(monday);
    expect(before).toHaveLength(8);
    t.clock.advance(60_000);
    const after = (await browser.get('/Tool/GetBetDates')).json().data;
    expect(after[0]).toMatchObject(tuesday);
    expect(after).toHaveLength(7);
    expect(after).toEqual(expectedBetDates(NORMAL_POOLS, MONDAY_1859_KL + 60_000));
  });

  it('answers the next or previous draw day of selected_date', async () => {
    const browser = await loggedIn(MONDAY_0730_KL);
    const next = await browser.get('/Tool/GetBetDates?selected_date=20261123&day_number=2');
    expect(next.json()).toEqual({ success: true, message: '', data: [tuesday] });
    const previous = await browser.get('/Tool/GetBetDates?selected_date=20261123&day_number=-2');
    expect(previous.json()).toEqual({ success: true, message: '', data: [sunday] });
    // 'YYYY-MM-DD' and 1 / -1 are accepted too.
    const dashed = await browser.get('/Tool/GetBetDates?selected_date=2026-11-23&day_number=1');
    expect(dashed.json().data).toEqual([tuesday]);
    const back = await browser.get('/Tool/GetBetDates?selected_date=2026-11-23&day_number=-1');
    expect(back.json().data).toEqual([sunday]);
  });

  it("counts day_number without selected_date from today's date in Kuala Lumpur", async () => {
    const browser = await loggedIn(MONDAY_0730_KL);
    expect((await browser.get('/Tool/GetBetDates?day_number=2')).json().data).toEqual([tuesday]);
    expect((await browser.get('/Tool/GetBetDates?day_number=-2')).json().data).toEqual([sunday]);
  });

  it('answers [] when there is no draw day that way', async () => {
    const browser = await loggedIn(MONDAY_0730_KL);
    const response = await browser.get('/Tool/GetBetDates?selected_date=99991231&day_number=2');
    expect(response.json()).toEqual({ success: true, message: '', data: [] });
  });

  it('takes blank parameters as not given', async () => {
    const browser = await loggedIn(MONDAY_0730_KL);
    const response = await browser.get('/Tool/GetBetDates?selected_date=&day_number=');
    expect(response.json().data).toEqual(expectedBetDates(NORMAL_POOLS, MONDAY_0730_KL));
  });

  it.each([
    ['day_number=3&selected_date=20261123', 'day_number: expected 2 or -2'],
    ['day_number=0', 'day_number: expected 2 or -2'],
    ['day_number=two', 'day_number: expected 2 or -2'],
    ['day_number=2&day_number=-2', 'day_number: expected 2 or -2'],
    ['selected_date=20261131&day_number=2', 'selected_date: expected a date YYYYMMDD'],
    ['selected_date=23/11/2026&day_number=2', 'selected_date: expected a date YYYYMMDD'],
    ['selected_date=2026112&day_number=2', 'selected_date: expected a date YYYYMMDD'],
    ['selected_date=20261123', 'day_number: required with selected_date (2 or -2)'],
  ])('refuses %s with 400 naming the field', async (query, message) => {
    const browser = await loggedIn(MONDAY_0730_KL);
    const response = await browser.get(`/Tool/GetBetDates?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message, data: null });
  });

  it("GetDrawTimes: today's draws closed ones included, then the open ones, each with its cut-off instant", async () => {
    // Wednesday 2026-11-25 18:30 in Kuala Lumpur: Singapore closed at 18:00, the others close at 19:00.
    const wednesday1830 = Date.UTC(2026, 10, 25, 10, 30);
    const browser = await loggedIn(wednesday1830);
    const response = await browser.get('/Tool/GetDrawTimes');
    expect(response.statusCode).toBe(200);
    const { today, now, draws } = response.json().data;
    expect({ today, now }).toEqual({ today: '20261125', now: wednesday1830 });
    const wednesday = draws.filter((draw: { drawDate: string }) => draw.drawDate === '20261125');
    expect(wednesday).toEqual([
      {
        pool: 'sg',
        drawDate: '20261125',
        cutoff: '18:00',
        closesAt: Date.UTC(2026, 10, 25, 10, 0),
        open: false,
      },
      ...['kd', 'mg', 'nl', 'sb', 'sn', 'sr', 'tt'].map((pool) => ({
        pool,
        drawDate: '20261125',
        cutoff: '19:00',
        closesAt: Date.UTC(2026, 10, 25, 11, 0),
        open: true,
      })),
    ]);
    // Thursday: 9 Lotto only; Saturday: every pool, Singapore at 18:00 KL (10:00 UTC).
    expect(draws.filter((draw: { drawDate: string }) => draw.drawDate === '20261126')).toEqual([
      {
        pool: 'nl',
        drawDate: '20261126',
        cutoff: '19:00',
        closesAt: Date.UTC(2026, 10, 26, 11, 0),
        open: true,
      },
    ]);
    const saturday = draws.filter((draw: { drawDate: string }) => draw.drawDate === '20261128');
    expect(saturday.map((draw: { pool: string }) => draw.pool)).toEqual([
      'sg',
      'kd',
      'mg',
      'nl',
      'sb',
      'sn',
      'sr',
      'tt',
    ]);
    expect(saturday[0]).toMatchObject({ closesAt: Date.UTC(2026, 10, 28, 10, 0), open: true });
    expect(draws.every((draw: { pool: string }) => draw.pool !== 'gd')).toBe(true);
    expect((await new TestBrowser(app).get('/Tool/GetDrawTimes')).statusCode).toBe(401);
  });

  it('answers 401 without a session', async () => {
    const response = await new TestBrowser(app).get('/Tool/GetBetDates');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    const withDate = await new TestBrowser(app).get('/Tool/GetBetDates?selected_date=20261123&day_number=2');
    expect(withDate.statusCode).toBe(401);
  });
});

describe.each(TEST_DIALECTS)('GetBetDates (APP_TYPE=gd) on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { APP_TYPE: 'gd' },
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  let app: FastifyInstance;
  const loggedIn = browserFactory(t, () => app);

  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());

  it('takes the schedules of every pool, Grand Dragon included', async () => {
    expect((await poolSchedules(t.ctx)).map((schedule) => schedule.pool).sort()).toEqual(
      [...ALL_POOLS].sort(),
    );
  });

  it('lists the open draw dates of every pool', async () => {
    const browser = await loggedIn(MONDAY_0730_KL);
    const data = (await browser.get('/Tool/GetBetDates')).json().data;
    expect(data[0]).toEqual({ ...monday, pools: ['gd', 'nl'] });
    expect(data).toEqual(expectedBetDates(ALL_POOLS, MONDAY_0730_KL));
    const next = await browser.get('/Tool/GetBetDates?selected_date=20261123&day_number=2');
    expect(next.json().data).toEqual([tuesday]);
  });
});
