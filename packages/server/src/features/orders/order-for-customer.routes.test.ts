import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { cartOrder } from '../../test-support/cart-order.js';
import { checkMoneyConserved } from '../../test-support/money-check.js';
import { getBalance } from '../../common/ledger.repository.js';
import { findUserByUsername } from '../../common/user.repository.js';
import { createUser } from '../users/user.service.js';
import { orderBatcherOf } from './place-order.batch.js';
import { placeOrder } from './place-order.service.js';

/**
 * Issue 38 item 1: an agent bets for a customer (`ForUsername`). The order is the customer's: its
 * wallet pays, its credit decides, the ticket says the agent placed it, the ledger and the audit
 * log name the agent; the agent's wallet never moves. Refused with 404 outside the downline, 403
 * for a player. Amounts are whole cents written out by hand.
 *
 * The test clock starts on Sunday 2026-11-22, 12:00 in Kuala Lumpur: Magnum (pool 1) draws tonight.
 * On PostgreSQL an order sent over HTTP joins the order batch (place-order.batch.ts); the service
 * called with a step hook takes the one-order path: both are checked to write the same rows.
 */
const actor = { id: null, name: 'test' };
const SUNDAY = '20261122';

function cart(number: string, big: string, extra: Record<string, unknown> = {}) {
  return {
    name: '4D',
    dates: [{ value: SUNDAY }],
    betList: [{ number, pattern: 'NORMAL', betType: [{ shortCode: 'B', amount: big }], poolList: [1] }],
    remark: 'Ah Seng',
    phone: '0123',
    ...extra,
  };
}

describe.each(TEST_DIALECTS)('orders for a customer on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, {
        username: 'agent',
        password: 'agent-pass',
        role: 'agent',
        credit: cents(50_000),
        actor,
      });
      await createUser(ctx, { username: 'sub', password: 'sub-pass', role: 'agent', parent: 'agent', actor });
      await createUser(ctx, { username: 'rival', password: 'rival-pass', role: 'agent', actor });
      await createUser(ctx, {
        username: 'stranger',
        password: 'stranger-pass',
        role: 'player',
        parent: 'rival',
        credit: cents(10_000),
        actor,
      });
    },
  });
  let app: FastifyInstance;
  let agent: TestBrowser;
  let agentId: number;
  let n = 0;

  async function customer(credit: number, parent = 'agent') {
    n += 1;
    const username = `cust${n}`;
    const id = await createUser(t.ctx, {
      username,
      password: 'cust-pass',
      role: 'player',
      parent,
      credit: cents(credit),
      actor,
    });
    return { id, username, balance: () => getBalance(t.db.kysely, id) };
  }

  const counts = async () => ({
    tickets: (await t.db.kysely.selectFrom('tickets').select('id').execute()).length,
    ledger: (await t.db.kysely.selectFrom('ledger_entries').select('id').execute()).length,
    orders: (await t.db.kysely.selectFrom('orders').select('id').execute()).length,
    audit: (await t.db.kysely.selectFrom('audit_log').select('id').execute()).length,
  });
  const ticketRow = (id: string) =>
    t.db.kysely.selectFrom('tickets').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
  const ledgerOf = async (userId: number) =>
    (
      await t.db.kysely
        .selectFrom('ledger_entries')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute()
    ).map((row) => ({
      kind: row.kind,
      amount: Number(row.amount_cents),
      post: Number(row.post_balance_cents),
      by: row.actor_name,
      remark: row.remark,
    }));
  const auditOf = (userId: number) =>
    t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'ticket.place_for')
      .where('target_user_id', '=', userId)
      .execute();

  beforeAll(async () => {
    app = await buildApp(t.ctx);
    agent = new TestBrowser(app);
    await agent.login('agent', 'agent-pass');
    agentId = Number((await findUserByUsername(t.db.kysely, 'agent'))!.id);
    // 7777 Big on Magnum may sell 5.00 in all on this draw.
    await t.db.kysely
      .insertInto('sell_limits')
      .values({ pool: 'mg', bet_type: 'B', draw_date: null, number: '7777', limit_cents: 500 })
      .execute();
  });
  afterAll(async () => app?.close());
  afterEach(async () => {
    await checkMoneyConserved(t.db.kysely);
  });

  it('MakeOrder for a customer: the customer owns and pays, the agent placed it, the ledger and the audit say so', async () => {
    const c = await customer(10_000); // 100.00
    const answer = await agent.postJson('/Order/MakeOrder', cart('1234', '2', { ForUsername: c.username }));
    expect(answer.json()).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
    const ticketId = answer.json().data.ticketXId[0] as string;

    expect(await c.balance()).toBe(9_800); // 100.00 - 2.00
    expect(await getBalance(t.db.kysely, agentId)).toBe(50_000);
    expect(await ticketRow(ticketId)).toMatchObject({
      user_id: c.id,
      placed_by: agentId,
      remark: 'Ah Seng',
      phone: '0123',
    });
    // whom it was placed for is the owner, not part of the cart a rebet copies
    expect(JSON.parse((await ticketRow(ticketId)).cart_json!)).not.toHaveProperty('ForUsername');
    expect(await ledgerOf(c.id)).toEqual([
      { kind: 'credit_add', amount: 10_000, post: 10_000, by: 'test', remark: expect.any(String) },
      { kind: 'bet', amount: -200, post: 9_800, by: 'agent', remark: `Bet #${ticketId} by agent` },
    ]);
    expect((await ledgerOf(agentId)).map((entry) => entry.kind)).toEqual(['credit_add']);
    const audit = await auditOf(c.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: agentId, actor_name: 'agent', before_json: null });
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({
      ticketIds: [Number(ticketId)],
      total: '2.00',
      betStatus: 'COMPLETE',
    });

    // Ticket details name the owner and the placer; the orders row is the agent's (its key).
    expect((await agent.get(`/Order/GetTicketDetails?betId=${ticketId}`)).json().data).toMatchObject({
      owner: c.username,
      placedBy: 'agent',
    });
    const order = await t.db.kysely
      .selectFrom('orders')
      .select('user_id')
      .where('id', '=', (await ticketRow(ticketId)).order_id)
      .executeTakeFirstOrThrow();
    expect(Number(order.user_id)).toBe(agentId);
  });

  it('MakeOrderAdvanced for a customer two levels down, on two pools: each ticket the customer’s', async () => {
    const c = await customer(10_000, 'sub'); // agent > sub > customer
    const answer = await agent.postJson('/Order/MakeOrderAdvanced', {
      str2: 'D\n#12\n2345#1#2',
      remark: '',
      ForUsername: c.username.toUpperCase(), // names are case-insensitive
    });
    expect(answer.json()).toMatchObject({ success: true });
    const ids = answer.json().data.ticketXId as string[];
    expect(ids).toHaveLength(2);
    // B1 + S2 = 3.00 a pool, on Magnum and Damacai: 6.00
    expect(await c.balance()).toBe(9_400);
    expect(await getBalance(t.db.kysely, agentId)).toBe(50_000);
    for (const id of ids) expect(await ticketRow(id)).toMatchObject({ user_id: c.id, placed_by: agentId });
    expect((await ledgerOf(c.id)).at(-1)).toMatchObject({ amount: -600, by: 'agent' });
    expect(await auditOf(c.id)).toHaveLength(1);
  });

  it("the credit is the customer's: an order it cannot pay is refused though the agent could", async () => {
    const c = await customer(100); // 1.00
    const before = await counts();
    const answer = await agent.postJson('/Order/MakeOrder', cart('3456', '2', { ForUsername: c.username }));
    expect(answer.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_CREDIT' });
    expect(answer.json().message).toContain('balance 1.00, order 2.00, short 1.00');
    expect(await counts()).toEqual(before);
    expect(await c.balance()).toBe(100);
  });

  it('sell limits cut a customer’s order as any order; the customer pays what was accepted', async () => {
    const c = await customer(10_000);
    const answer = await agent.postJson('/Order/MakeOrder', cart('7777', '8', { ForUsername: c.username }));
    expect(answer.json()).toMatchObject({ success: true, data: { betStatus: 'LIMIT' } });
    expect(await c.balance()).toBe(9_500); // 5.00 of 8.00 accepted
    expect(await getBalance(t.db.kysely, agentId)).toBe(50_000);
  });

  it('404 outside the downline (another tree, the upline, nobody), 403 for a player; nothing changes', async () => {
    const c = await customer(10_000);
    const before = await counts();
    for (const name of ['stranger', 'house', 'rival', 'nobody']) {
      const answer = await agent.postJson('/Order/MakeOrder', cart('1111', '1', { ForUsername: name }));
      expect(answer.statusCode, name).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(answer.json().message).toBe(`No user named ${name} in your downline`);
    }
    // a sub-agent cannot reach its upline's other customers
    const sub = new TestBrowser(app);
    await sub.login('sub', 'sub-pass');
    const up = await sub.postJson('/Order/MakeOrderAdvanced', {
      str2: 'D\n#1\n1111#1',
      ForUsername: c.username,
    });
    expect(up.statusCode).toBe(404);

    const player = new TestBrowser(app);
    await player.login(c.username, 'cust-pass');
    for (const name of ['stranger', c.username]) {
      const answer = await player.postJson('/Order/MakeOrder', cart('1111', '1', { ForUsername: name }));
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    expect(await counts()).toEqual(before);
  });

  it('a suspended customer gets nothing placed; its own name is the agent’s own order', async () => {
    const c = await customer(10_000);
    await t.db.kysely.updateTable('users').set({ status: 'suspended' }).where('id', '=', c.id).execute();
    const before = await counts();
    const refused = await agent.postJson('/Order/MakeOrder', cart('1212', '1', { ForUsername: c.username }));
    expect(refused.json()).toMatchObject({ success: false, code: 'ACCOUNT_SUSPENDED' });
    expect(refused.json().message).toBe(`${c.username} is suspended: no bet can be placed for this account`);
    expect(await counts()).toEqual(before);

    const own = await agent.postJson('/Order/MakeOrder', cart('1212', '1', { ForUsername: 'Agent' }));
    expect(own.json()).toMatchObject({ success: true });
    expect(await ticketRow(own.json().data.ticketXId[0])).toMatchObject({
      user_id: agentId,
      placed_by: agentId,
    });
    expect(await getBalance(t.db.kysely, agentId)).toBe(49_900);
    // give the agent its 1.00 back for the other tests' figures: cancel it
    expect(
      (await agent.get(`/Order/CancelOrder?header_id=${own.json().data.ticketXId[0]}`)).json(),
    ).toMatchObject({ success: true });
  });

  it('a customer below a suspended sub-agent gets nothing placed, the message naming both (batch and alone)', async () => {
    // sub (between the agent and the customer) is suspended; the agent itself is not: on
    // PostgreSQL the order joins the batch, which words it as the one-order path does.
    const c = await customer(10_000, 'sub');
    await t.db.kysely
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('username', '=', 'sub')
      .execute();
    try {
      const before = await counts();
      const refused = await agent.postJson(
        '/Order/MakeOrder',
        cart('1313', '1', { ForUsername: c.username }),
      );
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'UPLINE_SUSPENDED',
        message: `${c.username} cannot bet while sub above it is suspended`,
      });
      expect(await counts()).toEqual(before);
      expect(await c.balance()).toBe(10_000);
    } finally {
      await t.db.kysely
        .updateTable('users')
        .set({ status: 'active' })
        .where('username', '=', 'sub')
        .execute();
    }
  });

  it('an Edit or a Reorder names no customer (400)', async () => {
    const c = await customer(10_000);
    const placed = await agent.postJson('/Order/MakeOrder', cart('1313', '1', { ForUsername: c.username }));
    const id = placed.json().data.ticketXId[0] as string;
    for (const field of ['existing_ticket_id', 'reorder_ticket_id']) {
      const answer = await agent.postJson('/Order/MakeOrderAdvanced', {
        str2: 'D\n#1\n1313#2',
        [field]: id,
        ForUsername: c.username,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('an idempotent retry places once (again, and at once); the key with another customer is 409', async () => {
    const c = await customer(10_000);
    const other = await customer(10_000);
    const body = cart('1414', '3', { ForUsername: c.username });
    const headers = { 'idempotency-key': `for-${dialect}-1` };
    const before = await counts();
    const [first, second] = await Promise.all([
      agent.postJson('/Order/MakeOrder', body, headers),
      agent.postJson('/Order/MakeOrder', body, headers),
    ]);
    const third = await agent.postJson('/Order/MakeOrder', body, headers);
    expect(first.json()).toMatchObject({ success: true });
    expect(second.json().data).toEqual(first.json().data);
    expect(third.json().data).toEqual(first.json().data);
    expect(await counts()).toEqual({
      tickets: before.tickets + 1,
      ledger: before.ledger + 1,
      orders: before.orders + 1,
      audit: before.audit + 1,
    });
    expect(await c.balance()).toBe(9_700); // 3.00 once

    // The customer suspended since: the retry still answers the first receipt.
    await t.db.kysely.updateTable('users').set({ status: 'suspended' }).where('id', '=', c.id).execute();
    expect((await agent.postJson('/Order/MakeOrder', body, headers)).json().data).toEqual(first.json().data);

    const reused = await agent.postJson(
      '/Order/MakeOrder',
      cart('1414', '3', { ForUsername: other.username }),
      headers,
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await other.balance()).toBe(10_000);
  });

  it('the one-order path writes what the batch writes (PostgreSQL has both; SQLite the one)', async () => {
    const c = await customer(10_000);
    const agentRow = (await findUserByUsername(t.db.kysely, 'agent'))!;
    const batcher = orderBatcherOf(t.ctx);
    const batchedBefore = batcher?.stats.orders ?? 0;
    const batched = await placeOrder(t.ctx, {
      ...(await cartOrder(t, agentRow, cart('1515', '1'))),
      forUsername: c.username,
    });
    // On PostgreSQL the customer's order was placed by a batch, not alone.
    expect(batcher?.stats.orders ?? 0).toBe(dialect === 'postgres' ? batchedBefore + 1 : 0);
    const alone = await placeOrder(
      t.ctx,
      { ...(await cartOrder(t, agentRow, cart('1516', '1'))), forUsername: c.username },
      () => {}, // a step hook: the one-order path
    );
    expect(batcher?.stats.orders ?? 0).toBe(dialect === 'postgres' ? batchedBefore + 1 : 0);
    for (const receipt of [batched, alone]) {
      const ticketId = receipt.ticketXId[0]!;
      expect(await ticketRow(ticketId)).toMatchObject({ user_id: c.id, placed_by: agentId });
    }
    expect((await ledgerOf(c.id)).slice(1)).toEqual([
      {
        kind: 'bet',
        amount: -100,
        post: 9_900,
        by: 'agent',
        remark: `Bet #${batched.ticketXId[0]} by agent`,
      },
      { kind: 'bet', amount: -100, post: 9_800, by: 'agent', remark: `Bet #${alone.ticketXId[0]} by agent` },
    ]);
    const audits = await auditOf(c.id);
    expect(audits.map((row) => [row.actor_name, row.before_json, JSON.parse(row.after_json!)])).toEqual([
      ['agent', null, { ticketIds: [Number(batched.ticketXId[0])], total: '1.00', betStatus: 'COMPLETE' }],
      ['agent', null, { ticketIds: [Number(alone.ticketXId[0])], total: '1.00', betStatus: 'COMPLETE' }],
    ]);
  });

  it('orders arriving together: each customer pays its own, a suspended one is refused, the rest go on', async () => {
    // They may be decided in any order (the customer is looked up first): 11.00 pays all three.
    const a = await customer(1_100); // 11.00
    const b = await customer(1_000);
    const agentRow = (await findUserByUsername(t.db.kysely, 'agent'))!;
    const aRow = (await findUserByUsername(t.db.kysely, a.username))!;
    await t.db.kysely.updateTable('users').set({ status: 'suspended' }).where('id', '=', b.id).execute();
    const outcomes = await Promise.all(
      [
        { ...(await cartOrder(t, agentRow, cart('1616', '4'))), forUsername: a.username },
        { ...(await cartOrder(t, agentRow, cart('1617', '1'))), forUsername: b.username },
        await cartOrder(t, aRow, cart('1618', '5')), // a's own
        { ...(await cartOrder(t, agentRow, cart('1619', '2'))), forUsername: a.username },
      ].map((input) =>
        placeOrder(t.ctx, input).then(
          (receipt) => receipt.betStatus,
          (error: { code: string }) => error.code,
        ),
      ),
    );
    expect(outcomes).toEqual(['COMPLETE', 'ACCOUNT_SUSPENDED', 'COMPLETE', 'COMPLETE']);
    expect(await a.balance()).toBe(0); // 11.00 - 4.00 - 5.00 - 2.00
    expect(await b.balance()).toBe(1_000);
    expect(await getBalance(t.db.kysely, agentId)).toBe(50_000);
    const moves = (await ledgerOf(a.id)).slice(1).map((entry) => [entry.amount, entry.by]);
    expect(moves.sort()).toEqual([
      [-200, 'agent'],
      [-400, 'agent'],
      [-500, a.username],
    ]);
    expect(await auditOf(a.id)).toHaveLength(2);
    expect(await auditOf(b.id)).toHaveLength(0);
  });
});
