import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Cents } from '@lotto/domain/money';
import { buildApp } from '../../http/app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { MAX_BET_REPORT_TICKETS } from './bet-report.repository.js';

const actor = { id: null, name: 'test' };
// The test clock starts on Sunday 2026-11-22, 12:00 in Kuala Lumpur: Magnum draws today and on
// Wednesday 25; 9 Lotto draws every day.
const SUNDAY = '20261122';
const MONDAY = '20261123';
const WEDNESDAY = '20261125';

/** One expected line: the number as the receipt prints it and [label, points] per bet type. */
type Line = [number: string, amounts: [string, number][]];

/** What a placed ticket must look like in the report, written from the order, not the database. */
interface Expected {
  id: string;
  owner: string;
  pool: string;
  letter: string;
  drawDate: string;
  lines: Line[];
  /** the receipt printed it as placed (no sell-limit cut), so its lines can be compared */
  receipt: string | null;
}

interface Answer {
  success: boolean;
  data: {
    ticketXId: string;
    pool: string;
    drawDate: string;
    datetime: string;
    username: string;
    ticketDetails: {
      number: string;
      details: { poolShortCode: string; eatTypes: { type: string; amount: number }[] }[];
    }[];
  }[];
}

function cart(
  group: string,
  date: string,
  items: { number: string; pattern?: string; types: [string, number][]; pools: number[] }[],
) {
  return {
    name: group,
    dates: [{ value: date, label: date, date }],
    betList: items.map((item, i) => ({
      id: i + 1,
      number: item.number,
      pattern: item.pattern ?? 'NORMAL',
      betType: item.types.map(([shortCode, amount]) => ({ shortCode, amount: String(amount) })),
      poolList: item.pools,
    })),
    remark: '',
    phone: '',
  };
}

describe.each(TEST_DIALECTS)('bet report on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      const user = (username: string, role: 'admin' | 'agent' | 'player', parent?: string) =>
        createUser(ctx, {
          username,
          password: 'secret-pass',
          role,
          parent,
          credit: role === 'admin' ? undefined : (100_000_00 as Cents),
          actor,
        });
      await user('house', 'admin');
      await user('agent1', 'agent');
      await user('sub1', 'agent', 'agent1');
      await user('player1', 'player', 'agent1');
      await user('player2', 'player', 'agent1');
      await user('deep', 'player', 'sub1');
      await user('loner', 'player');
      await user('bulk', 'player');
    },
  });
  let app: FastifyInstance;
  const browsers = new Map<string, TestBrowser>();
  const placed: Expected[] = [];

  const as = (username: string) => browsers.get(username)!;
  const report = async (username: string, query: string) =>
    (await as(username).get(`/Report/GetBetReport?${query}`)).json() as Answer;

  /** Places an order and records what each of its tickets must show (one ticket per pool). */
  async function order(
    username: string,
    path: '/Order/MakeOrder' | '/Order/MakeOrderAdvanced',
    body: unknown,
    tickets: { pool: string; letter: string; drawDate: string; lines: Line[] }[],
  ) {
    const answer = (await as(username).postJson(path, body)).json();
    expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
    const ids: string[] = answer.data.ticketXId;
    expect(ids).toHaveLength(tickets.length);
    const complete = answer.data.betStatus === 'COMPLETE';
    tickets.forEach((ticket, i) =>
      placed.push({
        ...ticket,
        id: ids[i]!,
        owner: username,
        receipt: complete ? answer.data.receiptString[i] : null,
      }),
    );
    return ids;
  }

  /** The report an independent reading of the placed orders predicts (newest first). */
  function predicted(owners: readonly string[], drawDate: string, voided: ReadonlySet<string> = new Set()) {
    return placed
      .filter((p) => owners.includes(p.owner) && p.drawDate === drawDate && !voided.has(p.id))
      .sort((a, b) => Number(b.id) - Number(a.id))
      .map((p) => ({
        ticketXId: p.id,
        pool: p.pool,
        drawDate: p.drawDate,
        datetime: '22/11/2026 12:00:00',
        username: p.owner,
        ticketDetails: p.lines.map(([number, amounts]) => ({
          number,
          details: [
            { poolShortCode: p.letter, eatTypes: amounts.map(([type, amount]) => ({ type, amount })) },
          ],
        })),
      }));
  }

  let cancelled = '';

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    for (const username of ['house', 'agent1', 'sub1', 'player1', 'player2', 'deep', 'loner', 'bulk']) {
      const browser = new TestBrowser(app);
      await browser.login(username, 'secret-pass');
      browsers.set(username, browser);
    }
    // player1: a normal 4D bet on Magnum and 9 Lotto (one ticket each) ...
    await order(
      'player1',
      '/Order/MakeOrder',
      cart('4D', SUNDAY, [
        {
          number: '1234',
          types: [
            ['S', 2],
            ['B', 1],
          ],
          pools: [1, 9],
        },
      ]),
      [
        {
          pool: 'mg',
          letter: 'M',
          drawDate: SUNDAY,
          lines: [
            [
              '1234',
              [
                ['B', 1],
                ['S', 2],
              ],
            ],
          ],
        },
        {
          pool: 'nl',
          letter: 'E',
          drawDate: SUNDAY,
          lines: [
            [
              '1234',
              [
                ['B', 1],
                ['S', 2],
              ],
            ],
          ],
        },
      ],
    );
    // ... every pattern and eat type in advanced mode (default eat sequence B-S-A-C-D) ...
    await order(
      'player1',
      '/Order/MakeOrderAdvanced',
      {
        str2: 'D\n#1\n*5678#3\n**1123#0.5#0.5\n9876*#B2#D1\n123#A1#C2\n+234#1\n123+#1\n123*4#1\n1*234#1\n4321##1.5#1#2#3',
        remark: '',
      },
      [
        {
          pool: 'mg',
          letter: 'M',
          drawDate: SUNDAY,
          lines: [
            ['*5678', [['B', 3]]],
            [
              '**1123',
              [
                ['B', 0.5],
                ['S', 0.5],
              ],
            ],
            [
              '9876*',
              [
                ['B', 2],
                ['D', 1],
              ],
            ],
            [
              '123',
              [
                ['A', 1],
                ['C', 2],
              ],
            ],
            ['+234', [['B', 1]]],
            ['123+', [['B', 1]]],
            ['123*4', [['B', 1]]],
            ['1*234', [['B', 1]]],
            [
              '4321',
              [
                ['S', 1.5],
                ['A', 1],
                ['C', 2],
                ['D', 3],
              ],
            ],
          ],
        },
      ],
    );
    // ... 2D types by their codes, a Wednesday ticket, and one cancelled again.
    await order(
      'player1',
      '/Order/MakeOrder',
      cart('2D', SUNDAY, [
        {
          number: '12',
          types: [
            ['2F', 2],
            ['2A', 1],
          ],
          pools: [9],
        },
      ]),
      [
        {
          pool: 'nl',
          letter: 'E',
          drawDate: SUNDAY,
          lines: [
            [
              '12',
              [
                ['2A', 1],
                ['2F', 2],
              ],
            ],
          ],
        },
      ],
    );
    await order(
      'player1',
      '/Order/MakeOrder',
      cart('4D', WEDNESDAY, [{ number: '2468', types: [['B', 4]], pools: [1] }]),
      [{ pool: 'mg', letter: 'M', drawDate: WEDNESDAY, lines: [['2468', [['B', 4]]]] }],
    );
    const [voidMe] = await order(
      'player1',
      '/Order/MakeOrder',
      cart('4D', SUNDAY, [{ number: '1357', types: [['B', 9]], pools: [1] }]),
      [{ pool: 'mg', letter: 'M', drawDate: SUNDAY, lines: [['1357', [['B', 9]]]] }],
    );
    cancelled = voidMe!;
    expect((await as('player1').get(`/Order/CancelOrder?header_id=${cancelled}`)).json()).toMatchObject({
      success: true,
    });
    // A sell limit of 3 points on Big 7777: the first order is cut to B3, the second sells no Big.
    await t.db.kysely
      .insertInto('sell_limits')
      .values({ pool: 'mg', bet_type: 'B', draw_date: null, number: '7777', limit_cents: 300 })
      .execute();
    await order(
      'player1',
      '/Order/MakeOrder',
      cart('4D', SUNDAY, [
        {
          number: '7777',
          types: [
            ['B', 5],
            ['S', 2],
          ],
          pools: [1],
        },
      ]),
      [
        {
          pool: 'mg',
          letter: 'M',
          drawDate: SUNDAY,
          lines: [
            [
              '7777',
              [
                ['B', 3],
                ['S', 2],
              ],
            ],
          ],
        },
      ],
    );
    await order(
      'player1',
      '/Order/MakeOrder',
      cart('4D', SUNDAY, [
        {
          number: '7777',
          types: [
            ['B', 2],
            ['S', 1],
          ],
          pools: [1],
        },
      ]),
      [{ pool: 'mg', letter: 'M', drawDate: SUNDAY, lines: [['7777', [['S', 1]]]] }],
    );
    // The rest of the tree, and someone outside agent1's.
    await order(
      'player2',
      '/Order/MakeOrder',
      cart('4D', SUNDAY, [{ number: '1234', types: [['B', 5]], pools: [1] }]),
      [{ pool: 'mg', letter: 'M', drawDate: SUNDAY, lines: [['1234', [['B', 5]]]] }],
    );
    await order(
      'deep',
      '/Order/MakeOrder',
      cart('4D', SUNDAY, [{ number: '4321', types: [['B', 1]], pools: [4] }]),
      [{ pool: 'sg', letter: 'S', drawDate: SUNDAY, lines: [['4321', [['B', 1]]]] }],
    );
    await order(
      'loner',
      '/Order/MakeOrder',
      cart('4D', SUNDAY, [{ number: '1111', types: [['B', 1]], pools: [1] }]),
      [{ pool: 'mg', letter: 'M', drawDate: SUNDAY, lines: [['1111', [['B', 1]]]] }],
    );
  });
  afterAll(async () => app?.close());

  const voided = () => new Set([cancelled]);

  it("lists a player's active tickets of the draw date, newest first, as the orders placed them", async () => {
    const answer = await report('player1', `DrawDate=${SUNDAY}&ForceSearch=true`);
    expect(answer.success).toBe(true);
    expect(answer.data).toEqual(predicted(['player1'], SUNDAY, voided()));
    expect(answer.data.map((ticket) => ticket.ticketXId)).not.toContain(cancelled);
    expect(answer.data).toHaveLength(6);
  });

  it('prints every line as the receipt does (numbers with pattern marks, amount labels, order)', async () => {
    const answer = await report('house', `DrawDate=${SUNDAY}`);
    let compared = 0;
    for (const ticket of answer.data) {
      const receipt = placed.find((p) => p.id === ticket.ticketXId)?.receipt;
      if (!receipt) continue; // a sell limit cut it: the receipt shows requested>accepted
      const receiptLines = receipt.split('\n').slice(3, -1);
      const ours = ticket.ticketDetails.map((line) =>
        [line.number, ...line.details[0]!.eatTypes.map((eat) => `${eat.type}${eat.amount}`)].join(' '),
      );
      expect(ours).toEqual(receiptLines);
      compared += 1;
    }
    expect(compared).toBeGreaterThanOrEqual(6);
  });

  it('narrows to one ticket by TicketId, within the draw date', async () => {
    const newest = placed.filter((p) => p.owner === 'player1' && p.drawDate === SUNDAY).at(-1)!;
    const answer = await report('player1', `DrawDate=${SUNDAY}&TicketId=${newest.id}&ForceSearch=true`);
    expect(answer.data).toEqual(predicted(['player1'], SUNDAY).filter((p) => p.ticketXId === newest.id));
    expect((await report('player1', `DrawDate=${WEDNESDAY}&TicketId=${newest.id}`)).data).toEqual([]);
    expect((await report('player1', `DrawDate=${SUNDAY}&TicketId=${cancelled}`)).data).toEqual([]);
    expect((await report('player1', `DrawDate=${SUNDAY}&TicketId=99999999`)).data).toEqual([]);
    // a blank box is no filter
    expect((await report('player1', `DrawDate=${SUNDAY}&TicketId=`)).data).toHaveLength(6);
  });

  it('answers an empty list for a date without tickets, and each date its own', async () => {
    expect(await report('player1', 'DrawDate=20261124')).toEqual({ success: true, message: '', data: [] });
    expect((await report('player1', `DrawDate=${WEDNESDAY}`)).data).toEqual(
      predicted(['player1'], WEDNESDAY),
    );
  });

  it("keeps to the caller's scope: own tickets, or an agent's or the house's whole tree", async () => {
    const mine = placed.find((p) => p.owner === 'player1' && p.drawDate === SUNDAY)!;
    expect((await report('player2', `DrawDate=${SUNDAY}`)).data).toEqual(predicted(['player2'], SUNDAY));
    // another player's ticket is not found, exactly like an id that does not exist
    expect((await report('player2', `DrawDate=${SUNDAY}&TicketId=${mine.id}`)).data).toEqual([]);
    expect((await report('sub1', `DrawDate=${SUNDAY}`)).data).toEqual(predicted(['deep'], SUNDAY));
    expect((await report('agent1', `DrawDate=${SUNDAY}`)).data).toEqual(
      predicted(['player1', 'player2', 'deep'], SUNDAY, voided()),
    );
    expect((await report('agent1', `DrawDate=${SUNDAY}&TicketId=${mine.id}`)).data).toHaveLength(1);
    const loners = placed.filter((p) => p.owner === 'loner');
    expect((await report('agent1', `DrawDate=${SUNDAY}&TicketId=${loners[0]!.id}`)).data).toEqual([]);
    expect((await report('house', `DrawDate=${SUNDAY}`)).data).toEqual(
      predicted(['player1', 'player2', 'deep', 'loner'], SUNDAY, voided()),
    );
  });

  it(`answers at most ${MAX_BET_REPORT_TICKETS} tickets, the newest, with their lines from one query`, async () => {
    const bulk = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'bulk')
      .executeTakeFirstOrThrow();
    const now = t.clock.now;
    const rows = Array.from({ length: MAX_BET_REPORT_TICKETS + 5 }, () => ({
      order_id: 1,
      user_id: Number(bulk.id),
      pool: 'nl' as const,
      draw_date: '2026-11-23',
      status: 'active' as const,
      requested_cents: 100,
      accepted_cents: 100,
      remark: '',
      phone: '',
      cart_json: null,
      created_at: now,
      voided_at: null,
      voided_by: null,
    }));
    for (let i = 0; i < rows.length; i += 100) {
      await t.db.kysely
        .insertInto('tickets')
        .values(rows.slice(i, i + 100))
        .execute();
    }
    const ids = (
      await t.db.kysely
        .selectFrom('tickets')
        .select('id')
        .where('user_id', '=', Number(bulk.id))
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => String(row.id));
    await t.db.kysely
      .insertInto('ticket_lines')
      .values(
        ids.map((id, i) => ({
          ticket_id: Number(id),
          line_no: 1,
          number: String(1000 + i),
          pattern: 'NORMAL' as const,
          requested_json: '{"B":100}',
          accepted_json: '{"B":100}',
        })),
      )
      .execute();
    const answer = await report('bulk', `DrawDate=${MONDAY}`);
    expect(answer.data.map((ticket) => ticket.ticketXId)).toEqual(ids.slice(0, MAX_BET_REPORT_TICKETS));
    expect(answer.data[0]!.ticketDetails).toEqual([
      { number: '1000', details: [{ poolShortCode: 'E', eatTypes: [{ type: 'B', amount: 1 }] }] },
    ]);
    expect(answer.data.every((ticket) => ticket.ticketDetails.length === 1)).toBe(true);
  });

  it.each([
    ['', /DrawDate: required, a draw date YYYYMMDD/],
    ['DrawDate=2026-11-22', /DrawDate: .*expected YYYYMMDD, got "2026-11-22"/],
    ['DrawDate=20261131', /DrawDate: .*expected YYYYMMDD/],
    [`DrawDate=${SUNDAY}&TicketId=abc`, /TicketId: expected a ticket number \(digits only\), got "abc"/],
    [`DrawDate=${SUNDAY}&TicketId=-5`, /TicketId/],
    [`DrawDate=${SUNDAY}&TicketId=1234567890123456`, /TicketId/],
    [`DrawDate=${SUNDAY}&ForceSearch=maybe`, /ForceSearch/],
  ])('refuses "%s", naming the field', async (query, message) => {
    const answer = await as('player1').get(`/Report/GetBetReport?${query}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(message),
    });
  });

  it('needs a login', async () => {
    expect((await new TestBrowser(app).get(`/Report/GetBetReport?DrawDate=${SUNDAY}`)).statusCode).toBe(401);
  });
});
