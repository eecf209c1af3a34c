import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Cents } from '@lotto/domain/money';
import { DEFAULT_POOL_SCHEDULES, openDrawDates } from '@lotto/domain/draw-calendar';
import { buildApp } from '../../http/app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext, type TestHarness } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { poolSchedules } from '../../common/schedule.repository.js';
import { addCalendarDate, removeCalendarDate } from './draw-dates.service.js';

const actor = { id: null, name: 'test' };

/** Sunday 2026-11-22 23:30 UTC is Monday 2026-11-23 07:30 in Kuala Lumpur (UTC+8). */
const MONDAY_0730_KL = Date.UTC(2026, 10, 22, 23, 30);
/** Monday 2026-11-23 18:59 in Kuala Lumpur: every pool but Singapore (18:00) still open today. */
const MONDAY_1859_KL = Date.UTC(2026, 10, 23, 10, 59);

const NORMAL_POOLS = ['mg', 'kd', 'tt', 'sg', 'sb', 'sn', 'sr', 'nl'];
const ALL_POOLS = ['mg', 'kd', 'tt', 'sg', 'sb', 'sn', 'sr', 'gd', 'nl'];

const monday = { date: '23/11/2026', id: 1, fullDate: '20261123' };
const tuesday = { date: '24/11/2026', id: 2, fullDate: '20261124' };
const sunday = { date: '22/11/2026', id: 0, fullDate: '20261122' };

/**
 * The pools drawing on a weekday by game-rules §1, written out (not the calendar's code): the seven
 * 4D pools on Wednesday, Saturday and Sunday, Grand Dragon and 9 Lotto every day.
 */
function poolsDrawingOn(weekday: number, pools: string[]): string[] {
  const fourD = ['mg', 'kd', 'tt', 'sg', 'sb', 'sn', 'sr'];
  const drawing = [0, 3, 6].includes(weekday) ? [...fourD, 'gd', 'nl'] : ['gd', 'nl'];
  return ALL_POOLS.filter((pool) => pools.includes(pool) && drawing.includes(pool));
}

/** The bet-dates answer built straight from the domain for the named pools. */
function expectedBetDates(pools: string[], nowMs: number) {
  const schedules = DEFAULT_POOL_SCHEDULES.filter((schedule) => pools.includes(schedule.pool));
  return openDrawDates(schedules, nowMs, 'Asia/Kuala_Lumpur').map((date) => {
    const [year, month, day] = date.split('-');
    const id = new Date(`${date}T00:00:00Z`).getUTCDay();
    return {
      date: `${day}/${month}/${year}`,
      id,
      fullDate: date.replaceAll('-', ''),
      pools: poolsDrawingOn(id, pools),
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
    await createUser(t.ctx, { username, password: `secret-${n}`, role: 'player', credit: 0 as Cents, actor });
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
    expect(body.data[0]).toEqual({ ...monday, pools: ['nl'] });
    expect(body.data[7]).toEqual({ date: '30/11/2026', id: 1, fullDate: '20261130', pools: ['nl'] });
    // Wednesday: the seven 4D pools and 9 Lotto (no Grand Dragon in the normal app)
    expect(body.data[2]).toEqual({
      date: '25/11/2026',
      id: 3,
      fullDate: '20261125',
      pools: ['mg', 'kd', 'tt', 'sg', 'sb', 'sn', 'sr', 'nl'],
    });
    expect(body.data).toEqual(expectedBetDates(NORMAL_POOLS, MONDAY_0730_KL));
  });

  it("drops today's date at the 19:00 cut-off in Kuala Lumpur", async () => {
    const browser = await loggedIn(MONDAY_1859_KL);
    const before = (await browser.get('/Tool/GetBetDates')).json().data;
    expect(before[0]).toEqual({ ...monday, pools: ['nl'] });
    expect(before).toHaveLength(8);
    t.clock.advance(60_000);
    const after = (await browser.get('/Tool/GetBetDates')).json().data;
    expect(after[0]).toEqual({ ...tuesday, pools: ['nl'] });
    expect(after).toHaveLength(7);
    expect(after).toEqual(expectedBetDates(NORMAL_POOLS, MONDAY_1859_KL + 60_000));
  });

  it("names each date's pools: Singapore leaves today at its 18:00 cut-off, a closed draw leaves its day (issue 16.10)", async () => {
    // Wednesday 2026-11-25 18:00 in Kuala Lumpur
    const browser = await loggedIn(Date.UTC(2026, 10, 25, 10, 0));
    const closing = {
      pool: 'mg',
      date: '2026-11-28',
      kind: 'closed' as const,
      actor: { id: null, name: 'house' },
      now: t.clock.now,
    };
    await addCalendarDate(t.ctx, closing);
    const data = (await browser.get('/Tool/GetBetDates')).json().data;
    await removeCalendarDate(t.ctx, closing);
    expect(data[0]).toEqual({
      date: '25/11/2026',
      id: 3,
      fullDate: '20261125',
      pools: ['mg', 'kd', 'tt', 'sb', 'sn', 'sr', 'nl'],
    });
    const saturday = data.find((item: { fullDate: string }) => item.fullDate === '20261128');
    expect(saturday.pools).toEqual(['kd', 'tt', 'sg', 'sb', 'sn', 'sr', 'nl']);
    const sundayNext = data.find((item: { fullDate: string }) => item.fullDate === '20261129');
    expect(sundayNext.pools).toEqual(['mg', 'kd', 'tt', 'sg', 'sb', 'sn', 'sr', 'nl']);
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
