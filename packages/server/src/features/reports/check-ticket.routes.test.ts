import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';

const actor = { id: null, name: 'test' };
// The test clock starts on Sunday 2026-11-22, 12:00 in Kuala Lumpur: Magnum (M) draws today,
// Wednesday 25 and Saturday 28; 9 Lotto (E) draws every day.
const DAY = 86_400_000;

/**
 * The tree: house > agent_a > (player1, player2, sub_a > player_s), house > agent_b > player_b.
 * Each ticket is placed through MakeOrderAdvanced; its receipt there is what check ticket must show.
 */
const USERS = [
  { username: 'agent_a', role: 'agent', parent: 'house' },
  { username: 'agent_b', role: 'agent', parent: 'house' },
  { username: 'sub_a', role: 'agent', parent: 'agent_a' },
  { username: 'player1', role: 'player', parent: 'agent_a' },
  { username: 'player2', role: 'player', parent: 'agent_a' },
  { username: 'player_s', role: 'player', parent: 'sub_a' },
  { username: 'player_b', role: 'player', parent: 'agent_b' },
] as const;
type Username = 'house' | (typeof USERS)[number]['username'];

/** name, who, order string, accepted total (points) */
const ORDERS = [
  ['a', 'player1', 'D22\n#M\n1234#B1#S1', 2],
  ['b', 'player1', 'D25\n#M\n5678#B2\n4321#B1', 3],
  ['c', 'player1', 'D23\n#E\n1234#B1', 1], // voided below
  ['d', 'player2', 'D22\n#M\n1234#B5', 5],
  ['e', 'player_s', 'D22\n#M\n9999#B1', 1],
  ['f', 'player_b', 'D22\n#M\n1234#B4', 4],
  ['g', 'agent_a', 'D25\n#M\n1111#B1', 1],
  ['h', 'player1', 'D22\n#M\n7777#B1', 0], // sold out (limit 0): failed, never listed
] as const;
type TicketName = (typeof ORDERS)[number][0];

interface Answer {
  success: boolean;
  message: string;
  code?: string;
  data: {
    total: number;
    count: number;
    receipts: string[];
    entries: { ticketId: string; owner: string; cancellable: boolean }[];
  };
}

describe.each(TEST_DIALECTS)('check ticket on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      for (const user of USERS) {
        await createUser(ctx, {
          username: user.username,
          password: 'secret-pass',
          role: user.role,
          parent: user.parent,
          credit: cents(1_000_00),
          actor,
        });
      }
      await ctx.db.kysely
        .insertInto('sell_limits')
        .values({ pool: null, bet_type: 'B', draw_date: null, number: '7777', limit_cents: 0 })
        .execute();
    },
  });
  let app: FastifyInstance;
  const browsers = new Map<Username, TestBrowser>();
  const ids = {} as Record<TicketName, string>;
  const placed = {} as Record<TicketName, string>;

  const as = (username: Username) => browsers.get(username)!;
  const check = async (username: Username, body: Record<string, unknown> = {}): Promise<Answer> =>
    (await as(username).postJson('/Report/CheckTicket', body)).json() as Answer;
  /** The ticket names of the receipts answered, in the order answered. */
  const names = (answer: Answer) =>
    answer.data.receipts.map((text) => {
      const id = /^&?#(\d+) /.exec(text)?.[1];
      const name = (Object.keys(ids) as TicketName[]).find((key) => ids[key] === id);
      if (!name) throw new Error(`unknown receipt ${text}`);
      return name;
    });
  /** The active tickets' accepted total, straight from the table. */
  const activeTotal = async (ticketNames: readonly TicketName[]) => {
    const rows = await t.db.kysely
      .selectFrom('tickets')
      .select(['accepted_cents', 'status'])
      .where(
        'id',
        'in',
        ticketNames.map((name) => Number(ids[name])),
      )
      .execute();
    return (
      rows
        .filter((row) => row.status === 'active')
        .reduce((sum, row) => sum + Number(row.accepted_cents), 0) / 100
    );
  };

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    for (const username of ['house', ...USERS.map((user) => user.username)] as Username[]) {
      const browser = new TestBrowser(app);
      await browser.login(username, username === 'house' ? 'house-pass' : 'secret-pass');
      browsers.set(username, browser);
    }
    for (const [name, username, str2] of ORDERS) {
      const answer = (await as(username).postJson('/Order/MakeOrderAdvanced', { str2, remark: name })).json();
      expect(answer.success, JSON.stringify(answer)).toBe(true);
      ids[name] = answer.data.ticketXId[0];
      placed[name] = answer.data.receiptString[0];
    }
    const cancelled = (await as('player1').get(`/Order/CancelOrder?header_id=${ids.c}`)).json();
    expect(cancelled.success, JSON.stringify(cancelled)).toBe(true);
  });
  afterAll(async () => app?.close());

  it('with no filter lists the placed tickets, newest first, with the texts given at placing', async () => {
    const answer = await check('player1');
    expect(answer).toMatchObject({ success: true });
    expect(names(answer)).toEqual(['c', 'b', 'a']);
    expect(answer.data.receipts).toEqual([`&${placed.c}`, placed.b, placed.a]);
    // the voided ticket is listed (in red on the screen) but not counted in the total
    expect(answer.data).toMatchObject({ count: 3, total: 5 });
    expect(answer.data.total).toBe(await activeTotal(['a', 'b', 'c']));
    // blank fields, form-encoded, mean the same
    const form = (
      await as('player1').postForm('/Report/CheckTicket', { date: '', ticket_id: '', bet_number: '' })
    ).json() as Answer;
    expect(form.data).toEqual(answer.data);
    const nulls = await check('player1', { date: null, ticket_id: null, bet_number: ' ' });
    expect(nulls.data).toEqual(answer.data);
  });

  it('filters by draw date (MMDD, the nearest such day)', async () => {
    expect(names(await check('player1', { date: '1122' }))).toEqual(['a']);
    expect(names(await check('player1', { date: '1125' }))).toEqual(['b']);
    const voided = await check('player1', { date: '1123' });
    expect(voided.data).toMatchObject({ total: 0, count: 1, receipts: [`&${placed.c}`] });
    expect(names(await check('player1', { date: '1124' }))).toEqual([]);
    // form-encoded, as the web app sends it
    const form = (await as('player1').postForm('/Report/CheckTicket', { date: '1125' })).json() as Answer;
    expect(form.data).toMatchObject({ total: 3, count: 1, receipts: [placed.b] });
  });

  it('filters by ticket id, as text or as a JSON number', async () => {
    expect((await check('player1', { ticket_id: ids.b })).data).toMatchObject({
      total: 3,
      count: 1,
      receipts: [placed.b],
    });
    expect(names(await check('player1', { ticket_id: Number(ids.a) }))).toEqual(['a']);
    expect((await check('player1', { ticket_id: '999999' })).data).toMatchObject({
      total: 0,
      count: 0,
      receipts: [],
    });
  });

  it('filters by bet number: tickets having a line with it; failed tickets never show', async () => {
    const answer = await check('player1', { bet_number: '1234' });
    expect(names(answer)).toEqual(['c', 'a']);
    expect(answer.data.total).toBe(2);
    expect(names(await check('player1', { bet_number: '4321' }))).toEqual(['b']);
    expect(names(await check('player1', { bet_number: '7777' }))).toEqual([]);
    expect(names(await check('player1', { bet_number: '123' }))).toEqual([]);
  });

  it('combines the filters (all must match)', async () => {
    expect(names(await check('player1', { date: '1122', bet_number: '1234' }))).toEqual(['a']);
    expect(names(await check('player1', { date: '1125', bet_number: '1234' }))).toEqual([]);
    expect(names(await check('player1', { date: '1122', ticket_id: ids.a, bet_number: '1234' }))).toEqual([
      'a',
    ]);
    expect(names(await check('player1', { date: '1125', ticket_id: ids.a }))).toEqual([]);
    expect(names(await check('player1', { ticket_id: ids.b, bet_number: '5678' }))).toEqual(['b']);
  });

  it('scope: a player sees only its own; an agent exactly its tree; the house everything', async () => {
    expect(names(await check('player2'))).toEqual(['d']);
    expect((await check('player2', { ticket_id: ids.a })).data).toMatchObject({
      total: 0,
      count: 0,
      receipts: [],
    });
    expect(names(await check('player2', { bet_number: '1234' }))).toEqual(['d']);

    const agent = await check('agent_a');
    expect(names(agent)).toEqual(['g', 'e', 'd', 'c', 'b', 'a']);
    expect(agent.data.total).toBe(await activeTotal(['g', 'e', 'd', 'c', 'b', 'a']));
    expect(agent.data.total).toBe(12);
    // Each entry names whose ticket it is (an agent sees its players'), and Cancel is offered only
    // while the draw is open (the voided one: no).
    expect(agent.data.entries.map((entry) => [entry.ticketId, entry.owner, entry.cancellable])).toEqual([
      [ids.g, 'agent_a', true],
      [ids.e, 'player_s', true],
      [ids.d, 'player2', true],
      [ids.c, 'player1', false],
      [ids.b, 'player1', true],
      [ids.a, 'player1', true],
    ]);
    expect(names(await check('agent_a', { ticket_id: ids.f }))).toEqual([]);
    expect(names(await check('agent_a', { bet_number: '1234' }))).toEqual(['d', 'c', 'a']);
    expect(names(await check('sub_a'))).toEqual(['e']);
    expect(names(await check('agent_b'))).toEqual(['f']);

    const house = await check('house');
    expect(names(house)).toEqual(['g', 'f', 'e', 'd', 'c', 'b', 'a']);
    expect(house.data).toMatchObject({ count: 7, total: 16 });
    expect(house.data.total).toBe(await activeTotal(['g', 'f', 'e', 'd', 'c', 'b', 'a']));
  });

  it('scope: the house alone at the top sees everyone; beside another top account, only its own tree', async () => {
    // While the house is the only account without a parent, its tree is every account and the
    // query leaves the tree out; a second top account (and its player's ticket) must stay out.
    await createUser(t.ctx, { username: 'house2', password: 'house-pass', role: 'admin', actor });
    await createUser(t.ctx, {
      username: 'player_x',
      password: 'secret-pass',
      role: 'player',
      parent: 'house2',
      credit: cents(100_00),
      actor,
    });
    const [top2, outsider] = [new TestBrowser(app), new TestBrowser(app)];
    await top2.login('house2', 'house-pass');
    await outsider.login('player_x', 'secret-pass');
    const answer = (await outsider.postJson('/Order/MakeOrderAdvanced', { str2: 'D22\n#M\n1234#B3' })).json();
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    const theirs = answer.data.ticketXId[0] as string;

    const house = await check('house');
    expect(names(house)).toEqual(['g', 'f', 'e', 'd', 'c', 'b', 'a']);
    expect(house.data).toMatchObject({ count: 7, total: 16 });
    expect(names(await check('house', { bet_number: '1234' }))).toEqual(['f', 'd', 'c', 'a']);
    const second = (await top2.postJson('/Report/CheckTicket', {})).json() as Answer;
    expect(second.data).toMatchObject({ count: 1, total: 3 });
    expect(second.data.entries.map((entry) => [entry.ticketId, entry.owner])).toEqual([[theirs, 'player_x']]);
  });

  it.each([
    [{ date: '1340' }, /^date: expected MMDD/],
    [{ date: 'ab' }, /^date: expected MMDD .*got "ab"/],
    [{ date: '0431' }, /^date: expected MMDD/],
    [{ date: '11/22' }, /^date: /],
    [{ date: 1122 }, /^date: /],
    [{ ticket_id: '12a' }, /^ticket_id: expected a ticket id \(digits only\), got "12a"/],
    [{ ticket_id: '-1' }, /^ticket_id: /],
    [{ ticket_id: 1.5 }, /^ticket_id: /],
    [{ bet_number: '1' }, /^bet_number: expected a bet number of 2 to 6 digits/],
    [{ bet_number: '1234567' }, /^bet_number: /],
    [{ bet_number: '12ab' }, /^bet_number: /],
    [{ date: '1340', bet_number: 'x' }, /^date: .*; bet_number: /],
  ])('refuses %j naming the field', async (body, message) => {
    const response = await as('player1').postJson('/Report/CheckTicket', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(message),
    });
  });

  it('refuses a bad form field too, and needs a login', async () => {
    const bad = await as('player1').postForm('/Report/CheckTicket', { date: '0230' });
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(bad.json().message).toMatch(/^date: /);
    const anonymous = new TestBrowser(app);
    expect((await anonymous.postJson('/Report/CheckTicket', {})).statusCode).toBe(401);
  });

  it('answers at most 200 receipts, the newest', async () => {
    // 205 more copies of player_s's ticket, straight into the tables (placing 205 orders is slow)
    const source = await t.db.kysely
      .selectFrom('tickets')
      .selectAll()
      .where('id', '=', Number(ids.e))
      .executeTakeFirstOrThrow();
    const { id: _id, ...row } = source;
    let last = 0;
    for (let i = 0; i < 205; i += 1) {
      const inserted = await t.db.kysely
        .insertInto('tickets')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      last = Number(inserted.id);
      await t.db.kysely
        .insertInto('ticket_lines')
        .values({
          ticket_id: last,
          line_no: 1,
          number: '9999',
          pattern: 'NORMAL',
          requested_json: '{"B":100}',
          accepted_json: '{"B":100}',
        })
        .execute();
    }
    const answer = await check('sub_a');
    expect(answer.data.count).toBe(200);
    expect(answer.data.receipts).toHaveLength(200);
    expect(answer.data.receipts[0]).toMatch(new RegExp(`^#${last} `));
    expect(answer.data.total).toBe(200);
  });

  it('without a date covers the last 31 days (and every later draw); a date still finds older ones', async () => {
    // Friday 2026-12-25: the window starts on Wednesday 2026-11-25
    // sessions expire meanwhile: log in again after each jump
    const later = async (ms: number) => {
      t.clock.advance(ms);
      await as('player1').login('player1', 'secret-pass');
    };
    await later(33 * DAY);
    expect(names(await check('player1'))).toEqual(['b']);
    expect(names(await check('player1', { date: '1122' }))).toEqual(['a']);
    // a day later the 25th falls out too
    await later(DAY);
    expect(names(await check('player1'))).toEqual([]);
  });
});
