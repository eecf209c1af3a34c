import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cents } from '@lotto/domain/money';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { getBalance } from '../../common/ledger.repository.js';

/**
 * Many requests at once (Promise.all over app.inject). On PostgreSQL the pool has 10 connections,
 * so up to 10 transactions really interleave; on SQLite they queue behind BEGIN IMMEDIATE. Either
 * way the invariants below must hold: limits never oversold, wallets equal their ledgers, no
 * negative balance, one refund per cancel, one order per idempotency key.
 */

const actor = { id: null, name: 'test' };
// The test clock: Sunday 2026-11-22, 12:00 in Kuala Lumpur; Magnum (pool 1) draws today until 19:00.
const SUNDAY = '20261122';
const DRAW_DATE = '2026-11-22';

function order(number: string, amount = '1', extra: Record<string, unknown> = {}) {
  return {
    name: '4D',
    dates: [{ value: SUNDAY }],
    betList: [{ number, pattern: 'NORMAL', betType: [{ shortCode: 'B', amount }], poolList: [1] }],
    remark: '',
    phone: '',
    ...extra,
  };
}

interface Receipt {
  receiptString: string[];
  ticketXId: string[];
  betStatus: 'COMPLETE' | 'LIMIT' | 'SOLD_OUT';
}

describe.each(TEST_DIALECTS)('ordering under concurrency on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  let app: FastifyInstance;
  let n = 0;

  async function player(credit: number) {
    n += 1;
    const username = `racer${n}`;
    const id = await createUser(t.ctx, {
      username,
      password: 'racer-pass',
      role: 'player',
      credit: cents(credit),
      actor,
    });
    const browser = new TestBrowser(app);
    expect((await browser.login(username, 'racer-pass')).json()).toMatchObject({ success: true });
    return { id, username, browser };
  }

  const usageOf = async (number: string) => {
    const row = await t.db.kysely
      .selectFrom('limit_usage')
      .select('used_cents')
      .where('pool', '=', 'mg')
      .where('draw_date', '=', DRAW_DATE)
      .where('bet_type', '=', 'B')
      .where('number', '=', number)
      .executeTakeFirst();
    return row ? Number(row.used_cents) : 0;
  };

  const countOf = async (table: 'orders' | 'tickets' | 'ledger_entries', userId: number) =>
    (await t.db.kysely.selectFrom(table).select('id').where('user_id', '=', userId).execute()).length;

  /** Every wallet equals the sum of its ledger, and each ledger is an unbroken chain from 0. */
  async function expectWalletsMatchLedgers() {
    const users = await t.db.kysely.selectFrom('users').select(['id', 'balance_cents']).execute();
    const entries = await t.db.kysely.selectFrom('ledger_entries').selectAll().orderBy('id').execute();
    for (const user of users) {
      const own = entries.filter((entry) => Number(entry.user_id) === Number(user.id));
      let previous = 0;
      for (const entry of own) {
        expect(Number(entry.pre_balance_cents), `ledger chain of user ${user.id}`).toBe(previous);
        expect(Number(entry.post_balance_cents)).toBe(previous + Number(entry.amount_cents));
        expect(Number(entry.post_balance_cents)).toBeGreaterThanOrEqual(0);
        previous = Number(entry.post_balance_cents);
      }
      const sum = own.reduce((total, entry) => total + Number(entry.amount_cents), 0);
      expect(Number(user.balance_cents), `wallet of user ${user.id}`).toBe(sum);
      expect(previous).toBe(sum);
    }
  }

  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => app?.close());

  it('never sells past a sell limit: 200 parallel orders on one number with a 25.00 limit', async () => {
    const number = '7777';
    const limitCents = 2_500;
    await t.db.kysely
      .insertInto('sell_limits')
      .values({ pool: 'mg', bet_type: 'B', draw_date: DRAW_DATE, number, limit_cents: limitCents })
      .execute();
    const credit = 10_000;
    const players = await Promise.all(Array.from({ length: 20 }, () => player(credit)));

    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        players[i % players.length]!.browser.postJson('/Order/MakeOrder', order(number)),
      ),
    );
    const answers = responses.map((response) => {
      expect(response.statusCode).toBe(200);
      const body = response.json<{ success: boolean; data: Receipt }>();
      expect(body.success).toBe(true);
      return body.data;
    });
    const byStatus = (status: string) => answers.filter((answer) => answer.betStatus === status).length;
    expect(byStatus('COMPLETE')).toBe(limitCents / 100);
    expect(byStatus('SOLD_OUT')).toBe(200 - limitCents / 100);
    expect(byStatus('LIMIT')).toBe(0);

    // Usage never passes the limit and equals what the active tickets accepted.
    const used = await usageOf(number);
    expect(used).toBeLessThanOrEqual(limitCents);
    const lines = await t.db.kysely
      .selectFrom('ticket_lines')
      .innerJoin('tickets', 'tickets.id', 'ticket_lines.ticket_id')
      .select(['tickets.status', 'tickets.accepted_cents', 'ticket_lines.accepted_json'])
      .where('ticket_lines.number', '=', number)
      .execute();
    expect(lines).toHaveLength(200);
    const acceptedB = lines
      .filter((line) => line.status === 'active')
      .reduce((sum, line) => sum + ((JSON.parse(line.accepted_json) as { B?: number }).B ?? 0), 0);
    expect(acceptedB).toBe(used);
    expect(used).toBe(limitCents);
    expect(lines.filter((line) => line.status === 'active')).toHaveLength(25);
    expect(lines.filter((line) => line.status === 'failed')).toHaveLength(175);
    expect(
      lines.filter((line) => line.status === 'failed').every((l) => Number(l.accepted_cents) === 0),
    ).toBe(true);

    // Each receipt matches its ticket: COMPLETE -> active, SOLD_OUT -> failed, and the order row
    // records the same status.
    const tickets = await t.db.kysely
      .selectFrom('tickets')
      .innerJoin('orders', 'orders.id', 'tickets.order_id')
      .select(['tickets.id', 'tickets.status', 'tickets.order_id', 'orders.bet_status'])
      .execute();
    const ticketById = new Map(tickets.map((ticket) => [String(ticket.id), ticket]));
    for (const answer of answers) {
      expect(answer.ticketXId).toHaveLength(1);
      const ticket = ticketById.get(answer.ticketXId[0]!)!;
      expect(ticket.status).toBe(answer.betStatus === 'COMPLETE' ? 'active' : 'failed');
      expect(ticket.bet_status).toBe(answer.betStatus);
    }

    // Failed tickets debit nothing: exactly one bet entry per COMPLETE order, none for SOLD_OUT.
    const bets = await t.db.kysely
      .selectFrom('ledger_entries')
      .select(['amount_cents', 'ref_id'])
      .where('kind', '=', 'bet')
      .execute();
    expect(bets).toHaveLength(25);
    expect(bets.every((bet) => Number(bet.amount_cents) === -100)).toBe(true);
    const failedOrders = new Set(
      tickets.filter((ticket) => ticket.status === 'failed').map((ticket) => String(ticket.order_id)),
    );
    expect(bets.filter((bet) => failedOrders.has(String(bet.ref_id)))).toEqual([]);
    const balances = await Promise.all(players.map((p) => getBalance(t.db.kysely, p.id)));
    expect(balances.reduce((sum, balance) => sum + (balance ?? 0), 0)).toBe(20 * credit - limitCents);
    await expectWalletsMatchLedgers();
  });

  it('never spends one balance twice: 30 parallel 1.00 orders on 10.00 of credit', async () => {
    const p = await player(1_000);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => p.browser.postJson('/Order/MakeOrder', order(String(1000 + i)))),
    );
    const bodies = responses.map((response) => response.json<{ success: boolean; code?: string }>());
    expect(bodies.filter((body) => body.success)).toHaveLength(10);
    const refused = bodies.filter((body) => !body.success);
    expect(refused).toHaveLength(20);
    expect(refused.every((body) => body.code === 'INSUFFICIENT_CREDIT')).toBe(true);
    expect(await getBalance(t.db.kysely, p.id)).toBe(0);
    // The refused orders left nothing behind.
    expect(await countOf('orders', p.id)).toBe(10);
    expect(await countOf('tickets', p.id)).toBe(10);
    expect(await countOf('ledger_entries', p.id)).toBe(1 + 10);
    await expectWalletsMatchLedgers();
  });

  it('refunds once when one ticket is cancelled by 20 parallel requests', async () => {
    const number = '5555';
    const owner = await player(10_000);
    const other = await player(10_000);
    const placed = await owner.browser.postJson('/Order/MakeOrder', order(number, '2'));
    const ticketId = placed.json<{ data: Receipt }>().data.ticketXId[0]!;
    await other.browser.postJson('/Order/MakeOrder', order(number, '3'));
    expect(await usageOf(number)).toBe(500);
    expect(await getBalance(t.db.kysely, owner.id)).toBe(9_800);

    // Half from the owner, half from its upline (the house).
    const house = new TestBrowser(app);
    await house.login('house', 'house-pass');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? owner.browser : house).get(`/Order/CancelOrder?header_id=${ticketId}`),
      ),
    );
    const bodies = responses.map((response: LightMyRequestResponse) =>
      response.json<{ success: boolean; code?: string }>(),
    );
    expect(bodies.filter((body) => body.success)).toHaveLength(1);
    expect(bodies.filter((body) => !body.success).every((body) => body.code === 'ALREADY_CANCELLED')).toBe(
      true,
    );

    const refunds = await t.db.kysely
      .selectFrom('ledger_entries')
      .select(['amount_cents', 'user_id'])
      .where('kind', '=', 'refund')
      .where('ref_id', '=', ticketId)
      .execute();
    expect(refunds).toHaveLength(1);
    expect(Number(refunds[0]!.amount_cents)).toBe(200);
    expect(Number(refunds[0]!.user_id)).toBe(owner.id);
    expect(await getBalance(t.db.kysely, owner.id)).toBe(10_000);
    expect(await usageOf(number)).toBe(300);
    const ticket = await t.db.kysely
      .selectFrom('tickets')
      .select('status')
      .where('id', '=', Number(ticketId))
      .executeTakeFirstOrThrow();
    expect(ticket.status).toBe('voided');
    await expectWalletsMatchLedgers();
  });

  it('places one ticket for 50 parallel replays of one Idempotency-Key', async () => {
    const p = await player(10_000);
    const body = order('4321', '2', { remark: 'once only' });
    const headers = { 'idempotency-key': 'replay-key-1' };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => p.browser.postJson('/Order/MakeOrder', body, headers)),
    );
    const answers = responses.map((response) => {
      expect(response.statusCode).toBe(200);
      const answer = response.json<{ success: boolean; data: Receipt }>();
      expect(answer.success).toBe(true);
      return answer.data;
    });
    expect(answers[0]!.betStatus).toBe('COMPLETE');
    for (const answer of answers) expect(answer).toEqual(answers[0]);

    const orders = await t.db.kysely
      .selectFrom('orders')
      .select(['id', 'idempotency_key'])
      .where('user_id', '=', p.id)
      .execute();
    expect(orders).toEqual([{ id: expect.anything(), idempotency_key: 'replay-key-1' }]);
    expect(await countOf('tickets', p.id)).toBe(1);
    expect(await countOf('ledger_entries', p.id)).toBe(2); // opening credit + one debit
    expect(await getBalance(t.db.kysely, p.id)).toBe(9_800);
    expect(await usageOf('4321')).toBe(200);

    // The same key with another body is refused and changes nothing.
    const reused = await p.browser.postJson('/Order/MakeOrder', order('4321', '3'), headers);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await countOf('orders', p.id)).toBe(1);
    expect(await countOf('tickets', p.id)).toBe(1);
    expect(await countOf('ledger_entries', p.id)).toBe(2);
    expect(await getBalance(t.db.kysely, p.id)).toBe(9_800);
    expect(await usageOf('4321')).toBe(200);
    await expectWalletsMatchLedgers();
  });

  it('lets exactly one body win when two bodies race for one Idempotency-Key', async () => {
    const p = await player(10_000);
    const headers = { 'idempotency-key': 'raced-key' };
    const bodies = [order('8642', '1'), order('8642', '4')];
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => p.browser.postJson('/Order/MakeOrder', bodies[i % 2], headers)),
    );
    const answers = responses.map((response, i) => ({
      i,
      status: response.statusCode,
      body: response.json<{ success: boolean; code?: string; data: Receipt }>(),
    }));
    const winners = answers.filter((answer) => answer.body.success);
    const losers = answers.filter((answer) => !answer.body.success);
    // All the winners sent the same body and got the same receipt; all the others got 409.
    expect(new Set(winners.map((answer) => answer.i % 2)).size).toBe(1);
    expect(winners).toHaveLength(20);
    for (const winner of winners) expect(winner.body.data).toEqual(winners[0]!.body.data);
    expect(
      losers.every((answer) => answer.status === 409 && answer.body.code === 'IDEMPOTENCY_KEY_REUSED'),
    ).toBe(true);
    const debit = winners[0]!.i % 2 === 0 ? 100 : 400;
    expect(await countOf('orders', p.id)).toBe(1);
    expect(await countOf('tickets', p.id)).toBe(1);
    expect(await getBalance(t.db.kysely, p.id)).toBe(10_000 - debit);
    expect(await usageOf('8642')).toBe(debit);
    await expectWalletsMatchLedgers();
  });
});
