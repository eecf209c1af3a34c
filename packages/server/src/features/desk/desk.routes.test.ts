import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { agentDeskAnswer, customersAnswer } from '@lotto/contract/desk';
import { ticketListAnswer } from '@lotto/contract/order';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';

/**
 * Issue 38 items 1-3, the agent's desk: the customers an agent bets for (GetCustomers), its home's
 * figures (GetAgentDesk) and its customers' tickets (GetTicketList scope=customers). Figures are
 * whole cents written out by hand from the orders below.
 *
 * The test clock stands on Sunday 2026-11-22, 12:00 in Kuala Lumpur: Magnum (pool 1, cut-off 19:00)
 * and Singapore (pool 4, cut-off 18:00) draw tonight.
 */
const actor = { id: null, name: 'test' };
const SUNDAY = '20261122';
const LIST = '/Order/GetTicketList?datefrom=11/22/2026&dateto=11/22/2026&targetstatus=1';

function cart(number: string, big: string, extra: Record<string, unknown> = {}) {
  return {
    name: '4D',
    dates: [{ value: SUNDAY }],
    betList: [{ number, pattern: 'NORMAL', betType: [{ shortCode: 'B', amount: big }], poolList: [1] }],
    remark: '',
    phone: '',
    ...extra,
  };
}

describe.each(TEST_DIALECTS)("the agent's desk on %s", (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      // 500.00 created by the house (not a transfer from a wallet)
      await createUser(ctx, {
        username: 'agent',
        password: 'agent-pass',
        role: 'agent',
        credit: cents(50_000),
        actor,
      });
      await createUser(ctx, { username: 'rival', password: 'rival-pass', role: 'agent', actor });
      await createUser(ctx, { username: 'sub', password: 'sub-pass', role: 'agent', parent: 'agent', actor });
      await createUser(ctx, {
        username: 'stranger',
        password: 'pw-stranger',
        role: 'player',
        parent: 'rival',
        actor,
      });
    },
  });
  let app: FastifyInstance;
  let agent: TestBrowser;
  const players: Record<'ann' | 'ben' | 'cat', TestBrowser> = {} as never;

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    agent = new TestBrowser(app);
    await agent.login('agent', 'agent-pass');
    // The agent gives its customers credit from its wallet: 100.00 + 50.00 = 150.00 given; then
    // takes 10.00 back from ben: 140.00 given, 360.00 left (before its own bet below).
    for (const [name, credit, parent] of [
      ['ann', '100', 'agent'],
      ['ben', '50', 'agent'],
      ['cat', '20', 'sub'],
    ] as const) {
      const made = await agent.postJson('/Admin/CreateUser', {
        username: name,
        password: `${name}-pass`,
        role: 'player',
        parent,
      });
      expect(made.json()).toMatchObject({ success: true });
      if (parent === 'agent') {
        const given = await agent.postJson('/Admin/TransferCredit', {
          username: name,
          amount: credit,
          direction: 'give',
          remark: 'float',
        });
        expect(given.json()).toMatchObject({ success: true });
      }
      players[name] = new TestBrowser(app);
      await players[name].login(name, `${name}-pass`);
    }
    // cat is under sub: the house funds it, not the agent
    const house = new TestBrowser(app);
    await house.login('house', 'house-pass');
    const funded = await house.postJson('/Admin/TransferCredit', {
      username: 'cat',
      amount: '20',
      direction: 'give',
      remark: 'float',
    });
    expect(funded.json()).toMatchObject({ success: true });
    const taken = await agent.postJson('/Admin/TransferCredit', {
      username: 'ben',
      amount: '10',
      direction: 'take',
      remark: 'back',
    });
    expect(taken.json()).toMatchObject({ success: true });

    // The day's orders:
    // ann's own 3.00 (remark "Ah Seng", phone 0111); the agent for ann 2.00 (remark "Uncle Lim")
    // the agent for ben 4.00 (phone 0199), then ben's 1.00, which ben cancels
    // the agent for cat (two levels down) 5.00 in advance mode; the agent's own 7.00 (not a
    // customer's); stranger's 9.00 (another tree)
    const sent = [
      await players.ann.postJson('/Order/MakeOrder', cart('1001', '3', { remark: 'Ah Seng', phone: '0111' })),
      await agent.postJson(
        '/Order/MakeOrder',
        cart('1002', '2', { remark: 'Uncle Lim', ForUsername: 'ann' }),
      ),
      await agent.postJson('/Order/MakeOrder', cart('1003', '4', { phone: '0199', ForUsername: 'ben' })),
      await agent.postJson('/Order/MakeOrderAdvanced', { str2: 'D\n#1\n1005#5', ForUsername: 'cat' }),
      await agent.postJson('/Order/MakeOrder', cart('1006', '7')),
    ];
    for (const answer of sent) expect(answer.json()).toMatchObject({ success: true });
    const bens = await players.ben.postJson('/Order/MakeOrder', cart('1004', '1'));
    expect(
      (await players.ben.get(`/Order/CancelOrder?header_id=${bens.json().data.ticketXId[0]}`)).json(),
    ).toMatchObject({ success: true });
    const stranger = new TestBrowser(app);
    await stranger.login('stranger', 'pw-stranger');
    await house.postJson('/Admin/TransferCredit', {
      username: 'stranger',
      amount: '20',
      direction: 'give',
      remark: 'float',
    });
    expect((await stranger.postJson('/Order/MakeOrder', cart('1007', '9'))).json()).toMatchObject({
      success: true,
    });
  });
  afterAll(async () => app?.close());

  it('GetAgentDesk: today’s sales by customer, the credit given and left, the next cut-offs', async () => {
    const answer = (await agent.get('/Report/GetAgentDesk')).json();
    expect(answer).toMatchObject({ success: true });
    const desk = agentDeskAnswer.parse(answer.data);
    expect(desk.date).toBe(SUNDAY);
    expect(desk.now).toBe(t.clock.now);
    // ann 3.00 + 2.00, cat 5.00, ben 4.00 (its cancelled 1.00 is no sale); not the agent's own 7.00
    expect(desk.turnover).toEqual({
      total: 14,
      tickets: 4,
      customers: [
        { username: 'ann', turnover: 5, tickets: 2 },
        { username: 'cat', turnover: 5, tickets: 1 },
        { username: 'ben', turnover: 4, tickets: 1 },
      ],
    });
    // 500.00 - 150.00 given + 10.00 taken back - 7.00 bet
    expect(desk.credit).toEqual({ left: 353, given: 140 });
    // Singapore closes at 18:00 tonight, the other 4D pools and 9 Lotto at 19:00
    expect(desk.cutOffs[0]).toEqual({
      pool: 'sg',
      drawDate: SUNDAY,
      cutoff: '18:00',
      closesAt: Date.UTC(2026, 10, 22, 10, 0),
    });
    expect(desk.cutOffs.find((c) => c.pool === 'mg')).toEqual({
      pool: 'mg',
      drawDate: SUNDAY,
      cutoff: '19:00',
      closesAt: Date.UTC(2026, 10, 22, 11, 0),
    });
    expect(desk.cutOffs.map((c) => c.closesAt)).toEqual([...desk.cutOffs.map((c) => c.closesAt)].sort());

    // the sub-agent sees its own customer only
    const sub = new TestBrowser(app);
    await sub.login('sub', 'sub-pass');
    expect((await sub.get('/Report/GetAgentDesk')).json().data.turnover).toEqual({
      total: 5,
      tickets: 1,
      customers: [{ username: 'cat', turnover: 5, tickets: 1 }],
    });
  });

  it('GetCustomers: the downline players with their latest remark and phone; search; 403 for a player', async () => {
    const all = customersAnswer.parse((await agent.get('/Order/GetCustomers')).json().data);
    // ann's latest ticket with a remark is the agent's "Uncle Lim", its phone ann's own 0111
    expect(all).toEqual({
      customers: [
        { username: 'ann', status: 'active', creditLeft: 95, remark: 'Uncle Lim', phone: '0111' },
        { username: 'ben', status: 'active', creditLeft: 36, remark: '', phone: '0199' },
        { username: 'cat', status: 'active', creditLeft: 15, remark: '', phone: '' },
      ],
      more: false,
    });
    const named = async (search: string) =>
      (await agent.get(`/Order/GetCustomers?search=${encodeURIComponent(search)}`))
        .json()
        .data.customers.map((c: { username: string }) => c.username);
    expect(await named('uncle')).toEqual(['ann']);
    expect(await named('019')).toEqual(['ben']);
    expect(await named('CA')).toEqual(['cat']);
    expect(await named('%')).toEqual([]);
    expect(await named('stranger')).toEqual([]);

    const refused = await players.ann.get('/Order/GetCustomers');
    expect(refused.statusCode).toBe(403);
    expect((await players.ann.get('/Report/GetAgentDesk')).statusCode).toBe(403);
    expect((await agent.get(`/Order/GetCustomers?search=${'x'.repeat(51)}`)).statusCode).toBe(400);
  });

  it('GetTicketList scope=customers: the downline’s tickets with owner and placer; filters; 403 / 404', async () => {
    const rows = ticketListAnswer.parse((await agent.get(`${LIST}&scope=customers`)).json().data);
    expect(rows.map((row) => [row.owner, row.placedBy, row.value, row.remark])).toEqual([
      ['cat', 'agent', 5, ''],
      ['ben', 'agent', 4, ''],
      ['ann', 'agent', 2, 'Uncle Lim'],
      ['ann', 'ann', 3, 'Ah Seng'],
    ]);
    const owners = async (query: string) =>
      (await agent.get(`${LIST}&scope=customers&${query}`))
        .json()
        .data.map((row: { owner: string }) => row.owner);
    expect(await owners('customer=ann')).toEqual(['ann', 'ann']);
    expect(await owners('customer=CAT')).toEqual(['cat']);
    expect(await owners('search=seng')).toEqual(['ann']);
    expect(await owners('search=0199')).toEqual(['ben']);
    expect(await owners('search=be')).toEqual(['ben']);
    expect(await owners('search=%25')).toEqual([]);
    expect(await owners('search=')).toEqual(['cat', 'ben', 'ann', 'ann']);
    const cancelled = (
      await agent.get(`${LIST.replace('targetstatus=1', 'targetstatus=2')}&scope=customers`)
    ).json();
    expect(
      cancelled.data.map((row: { owner: string; placedBy: string }) => [row.owner, row.placedBy]),
    ).toEqual([['ben', 'ben']]);

    // Mine stays the caller's own, without the customers' fields; a player's list is unchanged.
    const mine = (await agent.get(LIST)).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).not.toHaveProperty('owner');
    expect((await agent.get(`${LIST}&scope=mine`)).json().data).toEqual(mine);
    const anns = (await players.ann.get(LIST)).json().data;
    expect(anns.map((row: { value: number }) => row.value)).toEqual([2, 3]);
    expect(Object.keys(anns[0]).sort()).toEqual(
      ['betId', 'cancellable', 'datetime', 'drawDate', 'pool', 'status', 'value'].sort(),
    );

    const forbidden = await players.ann.get(`${LIST}&scope=customers`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    for (const name of ['stranger', 'rival', 'agent', 'nobody']) {
      const outside = await agent.get(`${LIST}&scope=customers&customer=${name}`);
      expect(outside.statusCode, name).toBe(404);
    }
    expect((await agent.get(`${LIST}&scope=everyone`)).statusCode).toBe(400);
    expect((await agent.get(`${LIST}&search=ann`)).statusCode).toBe(400);
  });
});
