import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { getBalance } from '../../common/ledger.repository.js';

const actor = { id: null, name: 'test' };
// The test clock starts Sunday 2026-11-22 12:00 in Kuala Lumpur; Magnum draws today until 19:00.
const SUNDAY = '20261122';
const AFTER_CUTOFF_MS = 8 * 3600_000;

const STARTERS = ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0001'];
const CONSOLATIONS = ['0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011'];
const magnum = (first: string) => ({
  pool: 'mg',
  date: SUNDAY,
  first,
  second: '5678',
  third: '9012',
  starters: STARTERS,
  consolations: CONSOLATIONS,
});

describe.each(TEST_DIALECTS)('results API on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, {
        username: 'punter',
        password: 'punter-pass',
        role: 'player',
        credit: cents(1_000_00),
        actor,
      });
      await createUser(ctx, { username: 'other', password: 'other-pass', role: 'player', actor });
    },
  });
  let app: FastifyInstance;
  let admin: TestBrowser;
  let punter: TestBrowser;
  let other: TestBrowser;

  // Sessions end after 20 idle minutes: log in again after moving the clock past the cut-off.
  async function logInAll() {
    admin = new TestBrowser(app);
    await admin.login('house', 'house-pass');
    punter = new TestBrowser(app);
    await punter.login('punter', 'punter-pass');
    other = new TestBrowser(app);
    await other.login('other', 'other-pass');
  }

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await logInAll();
  });
  afterAll(async () => app?.close());

  it('answers no results and no strikes before any draw', async () => {
    expect((await punter.get('/Tool/GetLatestResult')).json()).toMatchObject({ success: true, data: [] });
    const strikes = await punter.get(`/Order/GetStrikeReport?date_from=${SUNDAY}&date_to=${SUNDAY}`);
    expect(strikes.json()).toMatchObject({ success: true, data: [] });
  });

  it('refuses a result before the cut-off, from a player, and with bad numbers (naming the field)', async () => {
    const bet = await punter.postJson('/Order/MakeOrder', {
      name: '4D',
      dates: [{ value: SUNDAY }],
      betList: [
        { number: '1234', pattern: 'NORMAL', betType: [{ shortCode: 'B', amount: '2' }], poolList: [1] },
      ],
      remark: 'lucky',
      phone: '',
    });
    expect(bet.json()).toMatchObject({ success: true });

    expect((await admin.postJson('/Result/EnterResult', magnum('1234'))).json()).toMatchObject({
      success: false,
      code: 'DRAW_NOT_CLOSED',
    });
    t.clock.advance(AFTER_CUTOFF_MS);
    await logInAll();
    const forbidden = await punter.postJson('/Result/EnterResult', magnum('1234'));
    expect(forbidden.statusCode).toBe(403);
    const bad = await admin.postJson('/Result/EnterResult', {
      ...magnum('12a4'),
      starters: STARTERS.slice(1),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/first: expected 4 digits, got '12a4'/);
    expect(bad.json().message).toMatch(/starters/);
    expect((await punter.get('/Tool/GetLatestResult')).json().data).toEqual([]);
  });

  it('enters the result, settles the draw, and shows the result and the strike', async () => {
    const before = await getBalance(t.db.kysely, 2);
    const entered = await admin.postJson('/Result/EnterResult', magnum('1234'));
    expect(entered.json()).toMatchObject({
      success: true,
      data: { change: 'new', version: 1, lines: 1, winTotal: 5000, commissionTotal: 0.5 },
    });
    // Big 2.00 on the 1st prize pays 2 x 2500; commission 25% of 2.00.
    expect(await getBalance(t.db.kysely, 2)).toBe(cents(before! + 5000_00 + 50));

    const latest = (await punter.get('/Tool/GetLatestResult')).json();
    expect(latest.data).toEqual([
      {
        brand: 'mg',
        drawDate: SUNDAY,
        topPrize: ['1234', '5678', '9012'],
        specialPrize: STARTERS,
        consolationPrize: CONSOLATIONS,
      },
    ]);
    expect((await punter.get(`/Tool/GetLatestResult?date=${SUNDAY}`)).json().data).toHaveLength(1);
    expect((await punter.get('/Tool/GetLatestResult?date=20261121')).json().data).toEqual([]);
    expect((await punter.get('/Tool/GetLatestResult?date=2026-11-22')).json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/date: expected YYYYMMDD/),
    });

    const strikes = (await punter.get(`/Order/GetStrikeReport?date_from=${SUNDAY}&date_to=${SUNDAY}`)).json();
    expect(strikes.data).toEqual([
      {
        id: expect.any(String),
        poolId: 1,
        betNumber: '1234',
        betId: expect.any(String),
        drawDate: SUNDAY,
        prizeName: expect.stringMatching(/1st/),
        betType: 'B',
        stock: 2,
        remark: 'lucky',
        totalWin: 5000,
      },
    ]);
    // Another player sees none of it.
    expect(
      (await other.get(`/Order/GetStrikeReport?date_from=${SUNDAY}&date_to=${SUNDAY}`)).json().data,
    ).toEqual([]);
  });

  it('an operator closes a draw early and reopens it; players may not', async () => {
    expect((await punter.postJson('/Result/CloseDraw', { pool: 'mg', date: '20261125' })).statusCode).toBe(
      403,
    );
    const closed = await admin.postJson('/Result/CloseDraw', { pool: 'mg', date: '20261125' });
    expect(closed.json()).toMatchObject({ success: true, data: { changed: true } });
    const bet = await punter.postJson('/Order/MakeOrder', {
      name: '4D',
      dates: [{ value: '20261125' }],
      betList: [
        { number: '1234', pattern: 'NORMAL', betType: [{ shortCode: 'B', amount: '1' }], poolList: [1] },
      ],
      remark: '',
      phone: '',
    });
    expect(bet.json()).toMatchObject({ success: false });
    const reopened = await admin.postJson('/Result/CloseDraw', {
      pool: 'mg',
      date: '20261125',
      reopen: true,
    });
    expect(reopened.json()).toMatchObject({ success: true, data: { changed: true } });
    const bad = await admin.postJson('/Result/CloseDraw', { pool: 'zz', date: '20261125' });
    expect(bad.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/pool: expected a pool code/),
    });
  });

  it('a result may be entered the moment the draw is closed (the write thread reads it fresh)', async () => {
    const saturday = '20261128';
    // Warm every calendar copy first, so a stale copy would still call the draw open.
    await admin.postJson('/Result/EnterResult', { ...magnum('1234'), date: saturday });
    expect((await admin.postJson('/Result/CloseDraw', { pool: 'mg', date: saturday })).json().success).toBe(
      true,
    );
    const entered = await admin.postJson('/Result/EnterResult', { ...magnum('1234'), date: saturday });
    expect(entered.json()).toMatchObject({ success: true, data: { change: 'new', lines: 0 } });
  });

  it('the same result again changes nothing; a correction takes the win back', async () => {
    expect((await admin.postJson('/Result/EnterResult', magnum('1234'))).json().data).toMatchObject({
      change: 'unchanged',
    });
    const before = await getBalance(t.db.kysely, 2);
    const corrected = (await admin.postJson('/Result/EnterResult', magnum('4321'))).json();
    expect(corrected.data).toMatchObject({ change: 'corrected', version: 2, winTotal: 0 });
    expect(await getBalance(t.db.kysely, 2)).toBe(cents(before! - 5000_00));
    const strikes = (await punter.get(`/Order/GetStrikeReport?date_from=${SUNDAY}&date_to=${SUNDAY}`)).json();
    expect(strikes.data).toEqual([]);
  });
});
