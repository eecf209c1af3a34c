import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import {
  createReportUsers,
  MONDAY,
  REPORT_PASSWORD,
  reportBrowsers,
  SUNDAY,
  WEDNESDAY,
} from '../../test-support/report-world.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { MAX_BET_REPORT_TICKETS } from './bet-report.repository.js';

/** Pool letters of spec §3, written out here rather than read from the code under test. */
const LETTER: Record<string, string> = { mg: 'M', nl: 'E', sg: 'S' };

/**
 * What a placed ticket must show, written by hand from the order: `lines` in receipt notation,
 * e.g. '*5678 B3' (the number with its pattern marks, then label and accepted points per type).
 */
interface Expected {
  id: string;
  owner: string;
  pool: string;
  drawDate: string;
  lines: string[];
  /** the receipt printed it as placed (no sell-limit cut), so its lines can be compared */
  receipt: string | null;
}
type Ticket = Pick<Expected, 'pool' | 'drawDate' | 'lines'>;

interface Answer {
  success: boolean;
  data: {
    ticketXId: string;
    username?: string;
    ticketDetails: {
      number: string;
      details: { poolShortCode: string; eatTypes: { type: string; amount: number }[] }[];
    }[];
  }[];
}

/** A normal-mode cart of one number: `types` like 'S2 B1', `pools` by id (Magnum 1 .. 9 Lotto 9). */
function cart(group: string, date: string, number: string, types: string, pools: number[]) {
  const betType = types.split(' ').map((token) => {
    const [, shortCode, amount] = /^(\w*?)([\d.]+)$/.exec(token)!;
    return { shortCode, amount };
  });
  return {
    name: group,
    dates: [{ value: date, label: date, date }],
    betList: [{ id: 1, number, pattern: 'NORMAL', betType, poolList: pools }],
    remark: '',
    phone: '',
  };
}

/** '9876* B2 D1' as the report's ticketDetails entry of a pool. */
function detailOf(line: string, pool: string) {
  const [number, ...tokens] = line.split(' ');
  const eatTypes = tokens.map((token) => {
    const [, type, amount] = /^([A-Z]|\d[A-Z]+)([\d.]+)$/.exec(token)!;
    return { type, amount: Number(amount) };
  });
  return { number, details: [{ poolShortCode: LETTER[pool], eatTypes }] };
}

describe.each(TEST_DIALECTS)('bet report on %s', (dialect) => {
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
        ['bulk', 'player'],
      ]),
  });
  let app: FastifyInstance;
  const { as, logInAll } = reportBrowsers([
    'house',
    'agent1',
    'sub1',
    'player1',
    'player2',
    'deep',
    'loner',
    'bulk',
  ]);
  const placed: Expected[] = [];
  let cancelled = '';

  const report = async (username: string, query: string) =>
    (await as(username).get(`/Report/GetBetReport?${query}`)).json() as Answer;

  /** Places an order and records what each of its tickets must show (in the receipt's order). */
  async function order(username: string, body: object, tickets: Ticket[]): Promise<string[]> {
    const path = 'str2' in body ? '/Order/MakeOrderAdvanced' : '/Order/MakeOrder';
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
  function predicted(owners: readonly string[], drawDate: string) {
    return placed
      .filter((p) => owners.includes(p.owner) && p.drawDate === drawDate && p.id !== cancelled)
      .sort((a, b) => Number(b.id) - Number(a.id))
      .map((p) => ({
        ticketXId: p.id,
        pool: p.pool,
        drawDate: p.drawDate,
        datetime: '22/11/2026 12:00:00',
        username: p.owner,
        ticketDetails: p.lines.map((line) => detailOf(line, p.pool)),
      }));
  }

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    await logInAll(app);
    const sunday = (pool: string, ...lines: string[]): Ticket => ({ pool, drawDate: SUNDAY, lines });
    // player1: a normal 4D bet on Magnum and 9 Lotto (one ticket each; amounts in eat order) ...
    await order('player1', cart('4D', SUNDAY, '1234', 'S2 B1', [1, 9]), [
      sunday('mg', '1234 B1 S2'),
      sunday('nl', '1234 B1 S2'),
    ]);
    // ... every pattern and eat type in advanced mode (default eat sequence B-S-A-C-D) ...
    const str2 =
      'D\n#1\n*5678#3\n**1123#0.5#0.5\n9876*#B2#D1\n123#A1#C2\n+234#1\n123+#1\n123*4#1\n1*234#1\n4321##1.5#1#2#3';
    await order('player1', { str2, remark: '' }, [
      sunday(
        'mg',
        '*5678 B3',
        '**1123 B0.5 S0.5',
        '9876* B2 D1',
        '123 A1 C2',
        '+234 B1',
        '123+ B1',
        '123*4 B1',
        '1*234 B1',
        '4321 S1.5 A1 C2 D3',
      ),
    ]);
    // ... other bet types by their codes, a Wednesday ticket, and one cancelled again.
    await order('player1', cart('2D', SUNDAY, '12', '2F2 2A1', [9]), [sunday('nl', '12 2A1 2F2')]);
    await order('player1', cart('4D', WEDNESDAY, '2468', 'B4', [1]), [
      { pool: 'mg', drawDate: WEDNESDAY, lines: ['2468 B4'] },
    ]);
    [cancelled] = (await order('player1', cart('4D', SUNDAY, '1357', 'B9', [1]), [
      sunday('mg', '1357 B9'),
    ])) as [string];
    expect((await as('player1').get(`/Order/CancelOrder?header_id=${cancelled}`)).json()).toMatchObject({
      success: true,
    });
    // A sell limit of 3 points on Big 7777: the first order is cut to B3, the second sells no Big.
    await t.db.kysely
      .insertInto('sell_limits')
      .values({ pool: 'mg', bet_type: 'B', draw_date: null, number: '7777', limit_cents: 300 })
      .execute();
    await order('player1', cart('4D', SUNDAY, '7777', 'B5 S2', [1]), [sunday('mg', '7777 B3 S2')]);
    await order('player1', cart('4D', SUNDAY, '7777', 'B2 S1', [1]), [sunday('mg', '7777 S1')]);
    // The rest of agent1's tree (sub1's player on Singapore), and someone outside it.
    await order('player2', cart('4D', SUNDAY, '1234', 'B5', [1]), [sunday('mg', '1234 B5')]);
    await order('deep', cart('4D', SUNDAY, '4321', 'B1', [4]), [sunday('sg', '4321 B1')]);
    await order('loner', cart('4D', SUNDAY, '1111', 'B1', [1]), [sunday('mg', '1111 B1')]);
  });
  afterAll(async () => app?.close());

  it("lists a player's active tickets of the draw date, newest first, as the orders placed them", async () => {
    const answer = await report('player1', `DrawDate=${SUNDAY}&ForceSearch=true`);
    expect(answer.success).toBe(true);
    expect(answer.data).toEqual(predicted(['player1'], SUNDAY));
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

  it('finds a ticket by TicketId on whatever draw date it is, and names that date', async () => {
    const newest = placed.filter((p) => p.owner === 'player1' && p.drawDate === SUNDAY).at(-1)!;
    const sundayOnly = predicted(['player1'], SUNDAY).filter((p) => p.ticketXId === newest.id);
    expect(sundayOnly).toHaveLength(1);
    const answer = await report('player1', `DrawDate=${SUNDAY}&TicketId=${newest.id}&ForceSearch=true`);
    expect(answer.data).toEqual(sundayOnly);
    // issue 36 item 10: the screen's date (Wednesday, or none at all) does not hide a Sunday ticket
    const elsewhere = await report('player1', `DrawDate=${WEDNESDAY}&TicketId=${newest.id}`);
    expect(elsewhere.data).toEqual(sundayOnly);
    expect(elsewhere.data[0]).toMatchObject({ drawDate: SUNDAY });
    expect((await report('player1', `TicketId=${newest.id}`)).data).toEqual(sundayOnly);
    const wednesday = placed.find((p) => p.owner === 'player1' && p.drawDate === WEDNESDAY)!;
    expect((await report('player1', `DrawDate=${SUNDAY}&TicketId=${wednesday.id}`)).data).toEqual(
      predicted(['player1'], WEDNESDAY),
    );
    // still only active tickets, and only real ones
    expect((await report('player1', `DrawDate=${SUNDAY}&TicketId=${cancelled}`)).data).toEqual([]);
    expect((await report('player1', `TicketId=${cancelled}`)).data).toEqual([]);
    expect((await report('player1', `DrawDate=${SUNDAY}&TicketId=99999999`)).data).toEqual([]);
    // a blank box is no filter: the draw date's tickets
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
      predicted(['player1', 'player2', 'deep'], SUNDAY),
    );
    expect((await report('agent1', `DrawDate=${SUNDAY}&TicketId=${mine.id}`)).data).toHaveLength(1);
    const loners = placed.filter((p) => p.owner === 'loner');
    expect((await report('agent1', `DrawDate=${SUNDAY}&TicketId=${loners[0]!.id}`)).data).toEqual([]);
    // searching every date widens nothing: another tree's ticket stays unfound on any date
    expect((await report('agent1', `TicketId=${loners[0]!.id}`)).data).toEqual([]);
    expect((await report('player2', `DrawDate=${WEDNESDAY}&TicketId=${mine.id}`)).data).toEqual([]);
    expect((await report('house', `DrawDate=${SUNDAY}`)).data).toEqual(
      predicted(['player1', 'player2', 'deep', 'loner'], SUNDAY),
    );
  });

  it('the house alone at the top sees everyone; beside another top account, only its own tree', async () => {
    // While the house is the only account without a parent, its tree is every account and the
    // query leaves the tree out; a second top account (and its player's ticket) must stay out.
    await createReportUsers(t.ctx, [
      ['house2', 'admin'],
      ['outsider', 'player', 'house2'],
    ]);
    const [top2, outsider] = [new TestBrowser(app), new TestBrowser(app)];
    await top2.login('house2', REPORT_PASSWORD);
    await outsider.login('outsider', REPORT_PASSWORD);
    const answer = (
      await outsider.postJson('/Order/MakeOrder', cart('4D', SUNDAY, '1234', 'B3', [1]))
    ).json();
    expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
    const theirs: string = answer.data.ticketXId[0];

    expect((await report('house', `DrawDate=${SUNDAY}`)).data).toEqual(
      predicted(['player1', 'player2', 'deep', 'loner'], SUNDAY),
    );
    expect((await report('house', `TicketId=${theirs}`)).data).toEqual([]);
    const second = (await top2.get(`/Report/GetBetReport?DrawDate=${SUNDAY}`)).json() as Answer;
    expect(second.data.map((ticket) => [ticket.ticketXId, ticket.username])).toEqual([[theirs, 'outsider']]);
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
    await t.db.kysely.insertInto('tickets').values(rows).execute();
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
    ['TicketId=', /DrawDate: required/],
    ['TicketId=12&DrawDate=2026-11-22', /DrawDate: .*expected YYYYMMDD/],
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
