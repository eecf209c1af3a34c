import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import {
  CONSOLATIONS,
  createReportUsers,
  HOUR,
  MAGNUM_SUNDAY,
  MONDAY,
  reportBrowsers,
  STARTERS,
  SUNDAY,
} from '../../test-support/report-world.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { MAX_WINNING_ITEMS } from './winning-report.routes.js';

const NINE_LOTTO_MONDAY = {
  pool: 'nl',
  date: MONDAY,
  first: '4321',
  second: '8765',
  third: '2109',
  starters: STARTERS,
  consolations: CONSOLATIONS,
  sixD: '123456',
};

interface Item {
  id: string;
  username: string;
  drawDate: string;
  pool: string;
  poolShortCode: string;
  number: string;
  betType: string;
  prizeName: string;
  stake: number;
  win: number;
  ticketId: string;
}

/** A normal-mode cart of one number: `types` like { B: '2', S: '1' }, `pools` by id (Magnum 1, 9 Lotto 9). */
function cart(date: string, number: string, types: Record<string, string>, pools: number[]) {
  return {
    name: '4D',
    dates: [{ value: date }],
    betList: [
      {
        number,
        pattern: 'NORMAL',
        betType: Object.entries(types).map(([shortCode, amount]) => ({ shortCode, amount })),
        poolList: pools,
      },
    ],
    remark: '',
    phone: '',
  };
}

describe.each(TEST_DIALECTS)('winning report on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) =>
      createReportUsers(ctx, [
        ['house', 'admin'],
        ['agent1', 'agent'],
        ['sub1', 'agent', 'agent1'],
        ['player1', 'player', 'agent1'],
        ['player2', 'player', 'agent1'],
        ['deep', 'player', 'sub1'],
        ['loner', 'player'],
      ]),
  });
  let app: FastifyInstance;
  const tickets = new Map<string, string>();
  const { as, logInAll } = reportBrowsers(['house', 'agent1', 'player1', 'player2', 'deep', 'loner']);
  const report = async (username: string, query: string) =>
    (await as(username).get(`/Report/GetWinningReport?${query}`)).json() as {
      success: boolean;
      data: { total: number; count: number; items: Item[] };
    };

  async function bet(name: string, username: string, body: object) {
    const answer = (await as(username).postJson('/Order/MakeOrder', body)).json();
    expect(answer, JSON.stringify(answer)).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    tickets.set(name, answer.data.ticketXId[0]);
  }

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await logInAll(app);
    await bet('p1-mg', 'player1', cart(SUNDAY, '1234', { B: '2', S: '1' }, [1]));
    await bet('p1-nl', 'player1', cart(MONDAY, '4321', { B: '1' }, [9]));
    await bet('p2-mg', 'player2', cart(SUNDAY, '5678', { B: '1' }, [1]));
    await bet('p2-miss', 'player2', cart(SUNDAY, '0000', { B: '1' }, [1]));
    await bet('deep-mg', 'deep', cart(SUNDAY, '1111', { B: '1' }, [1]));
    await bet('loner-mg', 'loner', cart(SUNDAY, '1234', { B: '1' }, [1]));
    // Monday 20:00: both draws are closed. Sessions end after 20 idle minutes, so log in again.
    t.clock.advance(32 * HOUR);
    await logInAll(app);
    for (const result of [MAGNUM_SUNDAY, NINE_LOTTO_MONDAY]) {
      const entered = (await as('house').postJson('/Result/EnterResult', result)).json();
      expect(entered, JSON.stringify(entered)).toMatchObject({ success: true });
    }
  });
  afterAll(async () => app?.close());

  const both = `date_from=${SUNDAY}&date_to=${MONDAY}`;

  it("lists a player's own wins, newest draw first, with figures worked out by hand", async () => {
    const answer = await report('player1', both);
    expect(answer.success).toBe(true);
    // Default package: Big 1st pays 2,500 per point, Small 1st 3,500.
    expect(answer.data.total).toBe(2 * 2500 + 3500 + 2500);
    expect(answer.data.count).toBe(3);
    expect(answer.data.items.map((item) => item.drawDate)).toEqual([MONDAY, SUNDAY, SUNDAY]);
    const row = (over: Partial<Item>): Item => ({
      id: expect.any(String),
      username: 'player1',
      drawDate: SUNDAY,
      pool: 'mg',
      poolShortCode: 'M',
      number: '1234',
      betType: 'B',
      prizeName: '1st Prize',
      stake: 1,
      win: 2500,
      ticketId: tickets.get('p1-mg')!,
      ...over,
    });
    expect(answer.data.items[0]).toEqual(
      row({
        drawDate: MONDAY,
        pool: 'nl',
        poolShortCode: 'E',
        number: '4321',
        ticketId: tickets.get('p1-nl')!,
      }),
    );
    expect(answer.data.items.slice(1)).toEqual(
      expect.arrayContaining([row({ stake: 2, win: 5000 }), row({ betType: 'S', win: 3500 })]),
    );
  });

  it("player2 sees only its own win (a 2nd prize), not player1's", async () => {
    const answer = await report('player2', both);
    expect(answer.data).toEqual({
      total: 1000,
      count: 1,
      items: [
        {
          id: expect.any(String),
          username: 'player2',
          drawDate: SUNDAY,
          pool: 'mg',
          poolShortCode: 'M',
          number: '5678',
          betType: 'B',
          prizeName: '2nd Prize',
          stake: 1,
          win: 1000,
          ticketId: tickets.get('p2-mg'),
        },
      ],
    });
  });

  it('an agent sees exactly its tree (a sub-agent’s player too), the house everyone', async () => {
    const agent = await report('agent1', both);
    // player1 5,000 + 3,500 + 2,500; player2 2nd 1,000; deep a Starter at 180.
    expect(agent.data.total).toBe(12_180);
    expect(agent.data.count).toBe(5);
    expect(agent.data.items.map((item) => item.username).sort()).toEqual([
      'deep',
      'player1',
      'player1',
      'player1',
      'player2',
    ]);
    expect(agent.data.items.find((item) => item.username === 'deep')).toMatchObject({
      number: '1111',
      prizeName: 'Starter',
      win: 180,
    });
    const house = await report('house', both);
    expect(house.data).toMatchObject({ total: 14_680, count: 6 });
    expect((await report('deep', both)).data).toMatchObject({ total: 180, count: 1 });
  });

  it('filters by report_type and date range, and reads a reversed range the right way round', async () => {
    expect((await report('agent1', `${both}&report_type=ninelotto`)).data).toMatchObject({
      total: 2500,
      count: 1,
      items: [{ pool: 'nl', username: 'player1' }],
    });
    expect((await report('agent1', `${both}&report_type=normal`)).data).toMatchObject({
      total: 9680,
      count: 4,
    });
    expect((await report('agent1', `${both}&report_type=gd`)).data).toEqual({
      total: 0,
      count: 0,
      items: [],
    });
    expect((await report('agent1', `date_from=${MONDAY}&date_to=${SUNDAY}`)).data).toMatchObject({
      total: 12_180,
      count: 5,
    });
    expect((await report('agent1', `date_from=${MONDAY}&date_to=${MONDAY}`)).data.count).toBe(1);
    expect((await report('agent1', 'date_from=20261101&date_to=20261121')).data).toEqual({
      total: 0,
      count: 0,
      items: [],
    });
  });

  it.each([
    ['date_from=2026-11-22&date_to=20261122', /date_from: expected YYYYMMDD, got "2026-11-22"/],
    ['date_from=20261122', /date_to/],
    [`${'date_from=20261122&date_to=20261122'}&report_type=toto`, /report_type: expected one of/],
    ['date_from=20250101&date_to=20261122', /date_from\.\.date_to: at most 366 days/],
  ])('refuses %s, naming the field', async (query, message) => {
    const answer = await as('player1').get(`/Report/GetWinningReport?${query}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(message),
    });
  });

  it('needs a login', async () => {
    const anonymous = new TestBrowser(app);
    expect((await anonymous.get(`/Report/GetWinningReport?${both}`)).statusCode).toBe(401);
  });

  it(`lists at most ${MAX_WINNING_ITEMS} wins, newest first, while total and count cover them all`, async () => {
    // Many wins of an earlier draw, written straight to the strikes table (settling 500 draws
    // through the API would only slow the test down).
    const ticketId = Number(tickets.get('loner-mg'));
    const line = await t.db.kysely
      .selectFrom('ticket_lines')
      .select('id')
      .where('ticket_id', '=', ticketId)
      .executeTakeFirstOrThrow();
    const loner = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'loner')
      .executeTakeFirstOrThrow();
    const rows = Array.from({ length: MAX_WINNING_ITEMS + 10 }, (_, i) => ({
      ticket_id: ticketId,
      line_id: Number(line.id),
      user_id: Number(loner.id),
      pool: 'mg' as const,
      draw_date: '2026-11-15',
      result_version: 1,
      number: String(i).padStart(4, '0'),
      bet_type: 'B' as const,
      tier: 'consolation' as const,
      prize_number: '0000',
      stake_cents: 100,
      win_cents: 60_00,
      created_at: 0,
    }));
    for (let i = 0; i < rows.length; i += 100) {
      await t.db.kysely
        .insertInto('strikes')
        .values(rows.slice(i, i + 100))
        .execute();
    }
    const answer = await report('loner', `date_from=20261115&date_to=${SUNDAY}`);
    expect(answer.data.count).toBe(MAX_WINNING_ITEMS + 11);
    expect(answer.data.total).toBe(2500 + (MAX_WINNING_ITEMS + 10) * 60);
    expect(answer.data.items).toHaveLength(MAX_WINNING_ITEMS);
    expect(answer.data.items[0]).toMatchObject({ drawDate: SUNDAY, number: '1234', win: 2500 });
  });
});
