import { beforeAll, describe, expect, it } from 'vitest';
import { cents } from '@lotto/domain/money';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { poolSchedules } from '../../common/schedule.repository.js';
import { eatSequenceOfUser } from '../../common/eat-sequence.js';
import { findUserById } from '../../common/user.repository.js';
import { createUser } from '../users/user.service.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { makeOrderBody } from '@lotto/contract/order';
import { draftsFromCart, draftsFromOrderString, type OrderCalendar } from './order-input.js';
import { placeOrder, type PlaceOrderInput, type PlaceOrderStep } from './place-order.service.js';

/**
 * Fault injection: placeOrder's test seam `onStep` runs after each step inside the transaction.
 * Throwing there must roll back everything the order wrote so far (game-rules §6: one
 * transaction), including a replaced ticket's void and refund and the idempotency record.
 */

const actor = { id: null, name: 'test' };
const SUNDAY = '20261122';

const NEW_ORDER_STEPS: PlaceOrderStep[] = ['limits', 'order', 'tickets', 'debit', 'usage'];
const EDIT_STEPS: PlaceOrderStep[] = ['replaced', ...NEW_ORDER_STEPS];

class InjectedFault extends Error {
  constructor(readonly step: PlaceOrderStep) {
    super(`injected fault after ${step}`);
  }
}

const failAt = (target: PlaceOrderStep) => (step: PlaceOrderStep) => {
  if (step === target) throw new InjectedFault(step);
};

/** Two pools x two lines: two tickets, four lines, several sell-limit counters. */
const cartBody = {
  name: '4D',
  dates: [{ value: SUNDAY }],
  betList: [
    {
      number: '1234',
      pattern: 'NORMAL',
      betType: [
        { shortCode: 'B', amount: '1' },
        { shortCode: 'S', amount: '2' },
      ],
      poolList: [1, 2],
    },
    { number: '5678', pattern: 'BOX', betType: [{ shortCode: 'B', amount: '1' }], poolList: [1, 2] },
  ],
  remark: 'faults',
  phone: '',
};

describe.each(TEST_DIALECTS)('placing an order under injected faults on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  let user: UserRow;
  let replacedTicketId: number;

  async function calendar(): Promise<OrderCalendar> {
    return {
      appType: t.ctx.env.APP_TYPE,
      schedules: await poolSchedules(t.ctx),
      nowMs: t.ctx.clock(),
      timeZone: t.ctx.env.TZ_DRAWS,
    };
  }

  /** Built like order.routes.ts builds MakeOrder's input. */
  async function newOrderInput(idempotencyKey: string | null): Promise<PlaceOrderInput> {
    const cal = await calendar();
    const cart = makeOrderBody.parse(cartBody);
    return {
      user,
      source: 'normal',
      drafts: draftsFromCart(cart, cal),
      remark: cart.remark,
      phone: cart.phone,
      idempotencyKey,
      body: JSON.stringify(cartBody),
      replacesTicketId: null,
      now: cal.nowMs,
    };
  }

  /** Built like order.routes.ts builds MakeOrderAdvanced's input, optionally as an edit. */
  async function advancedInput(str2: string, replacesTicketId: number | null): Promise<PlaceOrderInput> {
    const cal = await calendar();
    return {
      user,
      source: 'advanced',
      drafts: draftsFromOrderString(str2, eatSequenceOfUser(user), cal),
      remark: '',
      phone: '',
      idempotencyKey: null,
      body: JSON.stringify({ str2, remark: '', existing_ticket_id: replacesTicketId }),
      replacesTicketId,
      now: cal.nowMs,
    };
  }

  async function snapshot() {
    const db = t.db.kysely;
    const usage = await db.selectFrom('limit_usage').selectAll().execute();
    const users = await db.selectFrom('users').select(['id', 'balance_cents']).orderBy('id').execute();
    const replaced = await db
      .selectFrom('tickets')
      .select(['status', 'voided_at'])
      .where('id', '=', replacedTicketId)
      .executeTakeFirstOrThrow();
    return {
      orders: (await db.selectFrom('orders').select('id').execute()).length,
      tickets: (await db.selectFrom('tickets').select('id').execute()).length,
      ticketLines: (await db.selectFrom('ticket_lines').select('id').execute()).length,
      ledgerEntries: (await db.selectFrom('ledger_entries').select('id').execute()).length,
      ledgerSum: (await db.selectFrom('ledger_entries').select('amount_cents').execute()).reduce(
        (sum, row) => sum + Number(row.amount_cents),
        0,
      ),
      usageRows: usage.length,
      usedCents: usage.reduce((sum, row) => sum + Number(row.used_cents), 0),
      balances: users.map((row) => [Number(row.id), Number(row.balance_cents)]),
      replacedStatus: replaced.status,
      replacedVoidedAt: replaced.voided_at,
    };
  }

  beforeAll(async () => {
    const id = await createUser(t.ctx, {
      username: 'faulty',
      password: 'faulty-pass',
      role: 'player',
      credit: cents(100_000),
      actor,
    });
    user = (await findUserById(t.db.kysely, id))!;
    // The ticket every edit below tries to replace.
    const receipt = await placeOrder(t.ctx, await advancedInput('D\n#1\n1234#1#2', null));
    expect(receipt.betStatus).toBe('COMPLETE');
    replacedTicketId = Number(receipt.ticketXId[0]);
  });

  it.each(NEW_ORDER_STEPS)('a new order failing after "%s" leaves no trace', async (step) => {
    const before = await snapshot();
    const input = await newOrderInput('fault-key');
    await expect(placeOrder(t.ctx, input, failAt(step))).rejects.toThrow(new InjectedFault(step));
    expect(await snapshot()).toEqual(before);
  });

  it.each(EDIT_STEPS)('an edit failing after "%s" leaves the old ticket untouched', async (step) => {
    const before = await snapshot();
    expect(before.replacedStatus).toBe('active');
    const input = await advancedInput('D\n#1\n1234#3#3\n9876#1', replacedTicketId);
    await expect(placeOrder(t.ctx, input, failAt(step))).rejects.toThrow(new InjectedFault(step));
    expect(await snapshot()).toEqual(before);
  });

  // The control cases: with a hook that does not throw, every step runs and every count moves, so
  // the "nothing changed" assertions above are not vacuous.
  it('a new order whose hook does not throw passes every step and writes everything', async () => {
    const before = await snapshot();
    const steps: PlaceOrderStep[] = [];
    // The same Idempotency-Key the failed attempts used: none of them left a record to replay.
    const receipt = await placeOrder(t.ctx, await newOrderInput('fault-key'), (step) => steps.push(step));
    expect(steps).toEqual(NEW_ORDER_STEPS);
    expect(receipt.betStatus).toBe('COMPLETE');
    expect(receipt.ticketXId).toHaveLength(2);
    const after = await snapshot();
    // 1234 B1 S2 + BOX 5678 B1 (24 permutations) on two pools: (3 + 24) x 2 = 54.00
    const debit = 5_400;
    expect(after).toMatchObject({
      orders: before.orders + 1,
      tickets: before.tickets + 2,
      ticketLines: before.ticketLines + 4,
      ledgerEntries: before.ledgerEntries + 1,
      ledgerSum: before.ledgerSum - debit,
      usedCents: before.usedCents + debit,
      replacedStatus: 'active',
    });
    expect(after.usageRows).toBeGreaterThan(before.usageRows);
    expect(after.balances).toContainEqual([user.id, 100_000 - 300 - debit]);
  });

  it('an edit whose hook does not throw voids the old ticket and places the new one', async () => {
    const before = await snapshot();
    const steps: PlaceOrderStep[] = [];
    const input = await advancedInput('D\n#1\n1234#3#3\n9876#1', replacedTicketId);
    const receipt = await placeOrder(t.ctx, input, (step) => steps.push(step));
    expect(steps).toEqual(EDIT_STEPS);
    expect(receipt.betStatus).toBe('COMPLETE');
    const after = await snapshot();
    // refund 3.00 (1234 B1 S2), debit 7.00 (1234 B3 S3 + 9876 B1)
    expect(after).toMatchObject({
      orders: before.orders + 1,
      tickets: before.tickets + 1,
      ticketLines: before.ticketLines + 2,
      ledgerEntries: before.ledgerEntries + 2,
      ledgerSum: before.ledgerSum + 300 - 700,
      usedCents: before.usedCents - 300 + 700,
      replacedStatus: 'voided',
    });
    expect(after.replacedVoidedAt).not.toBeNull();
  });
});
