import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cents } from '@lotto/domain/money';
import { fromWireError, toWireError } from '../db/write-thread-client.js';
import { poolSchedules } from '../common/schedule.repository.js';
import { makeOrderBody } from '@lotto/contract/order';
import { draftsFromCart } from '../features/orders/order-input.js';
import type { PlaceOrderInput } from '../features/orders/place-order.service.js';
import { findUserById } from '../common/user.repository.js';
import { createUser } from '../features/users/user.service.js';
import type { UserRow } from '../db/tables/user.table.js';
import { AppError } from '../lib/app-error.js';
import { httpStatusOf } from '../http/error-status.js';
import { createTestDb, TestClock, testContext, useTestContext } from '../test-support/test-db.js';
import { runWrite } from '../db/run-write.js';
import { cancelTicketWrite, placeOrderWrite } from '../features/orders/order.writes.js';
import { enterResultWrite } from '../features/results/result.writes.js';
import { advancedOrder } from '../test-support/advanced-order.js';
import { checkMoneyConserved } from '../test-support/money-check.js';
import { realDraws, resultOfRealDraw } from '../test-support/real-draws.js';

const actor = { id: null, name: 'test' };

const cart = (number: string) => ({
  name: '4D',
  dates: [{ value: '20261122' }],
  betList: [{ number, pattern: 'NORMAL', betType: [{ shortCode: 'B', amount: '1' }], poolList: [1] }],
  remark: '',
  phone: '',
});

describe('the SQLite write thread', () => {
  const t = useTestContext('sqlite', {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  let user: UserRow;

  async function orderInput(number: string, idempotencyKey: string | null = null): Promise<PlaceOrderInput> {
    const body = cart(number);
    const calendar = {
      appType: t.ctx.env.APP_TYPE,
      schedules: await poolSchedules(t.ctx),
      nowMs: t.ctx.clock(),
      timeZone: t.ctx.env.TZ_DRAWS,
    };
    return {
      user,
      source: 'normal',
      drafts: draftsFromCart(makeOrderBody.parse(body), calendar),
      remark: '',
      phone: '',
      idempotencyKey,
      body: JSON.stringify(body),
      replacesTicketId: null,
      now: calendar.nowMs,
    };
  }

  const committedOnRequestThread = () => t.db.groupCommit!.stats.units;
  const orderCount = async () => (await t.db.kysely.selectFrom('orders').select('id').execute()).length;

  beforeAll(async () => {
    const id = await createUser(t.ctx, {
      username: 'writer1',
      password: 'writer-pass',
      role: 'player',
      credit: cents(1_000_00),
      actor,
    });
    user = (await findUserById(t.db.kysely, id))!;
  });

  it('places orders on the write thread: answered after COMMIT, visible to the request thread at once', async () => {
    expect(t.db.writer?.alive).toBe(true);
    const before = committedOnRequestThread();
    const receipts = await Promise.all(
      ['1111', '2222', '3333'].map(async (number) =>
        runWrite(t.ctx, placeOrderWrite, await orderInput(number)),
      ),
    );
    expect(receipts.map((receipt) => receipt.betStatus)).toEqual(['COMPLETE', 'COMPLETE', 'COMPLETE']);
    // Nothing ran on the request thread's connection, yet its next read sees all three.
    expect(committedOnRequestThread()).toBe(before);
    expect(await orderCount()).toBe(3);
    const balance = await t.db.kysely
      .selectFrom('users')
      .select('balance_cents')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(balance.balance_cents)).toBe(1_000_00 - 3 * 100);
    expect(t.db.writer?.pending).toBe(0);
  });

  it('answers a replay of an Idempotency-Key with the first receipt', async () => {
    const first = await runWrite(t.ctx, placeOrderWrite, await orderInput('4444', 'writer-key'));
    const again = await runWrite(t.ctx, placeOrderWrite, await orderInput('4444', 'writer-key'));
    expect(again).toEqual(first);
    expect(await orderCount()).toBe(4);
  });

  it('answers the receipt texts unrendered, and the request thread renders them as a replay reads them back', async () => {
    const input = await orderInput('4545', 'writer-texts');
    // What crosses the thread: the tickets and lines, not the texts (issue 45, second pass).
    const answered = await t.db.writer!.call<Record<string, unknown>>(t.ctx.env, 'placeOrder', input);
    expect(answered).not.toHaveProperty('receiptString');
    expect(answered).toMatchObject({ betStatus: 'COMPLETE', unrendered: [expect.anything()] });
    const receipt = placeOrderWrite.finish(t.ctx, answered as never);
    expect(receipt.receiptString).toHaveLength(1);
    expect(receipt.receiptString[0]).toContain('4545');
    // The same key again: the one-order path reads the stored ticket and renders its text there.
    const replay = await runWrite(t.ctx, placeOrderWrite, input);
    expect(replay).toEqual(receipt);
  });

  it("carries a service's AppError back with its code, status and message", async () => {
    const failure = runWrite(t.ctx, cancelTicketWrite, { ticketId: 999_999, by: user, now: t.ctx.clock() });
    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No ticket 999999',
    });
    expect(httpStatusOf((await failure.catch((error: unknown) => error)) as AppError)).toBe(404);
  });

  it('uses the request thread clock passed in the payload, never its own', async () => {
    const input = await orderInput('5555');
    const receipt = await runWrite(t.ctx, placeOrderWrite, input);
    const ticket = await t.db.kysely
      .selectFrom('tickets')
      .select('created_at')
      .where('id', '=', Number(receipt.ticketXId[0]))
      .executeTakeFirstOrThrow();
    expect(Number(ticket.created_at)).toBe(t.clock.now);
  });

  it('a crash rejects what it held, and orders then run on the request thread', async () => {
    const writer = t.db.writer!;
    const before = await orderCount();
    const problems = vi.spyOn(console, 'error').mockImplementation(() => {});
    const held = runWrite(t.ctx, placeOrderWrite, await orderInput('6666'));
    await writer.crashForTest();
    expect(problems).toHaveBeenCalledWith(expect.stringContaining('now run on the request thread'));
    problems.mockRestore();
    // Killed mid-flight: the outcome is unknown to the caller, so it must hear a failure (a
    // retry with the same Idempotency-Key would settle it).
    const outcome = await held.then(
      () => 'answered',
      (error: Error) => error.message,
    );
    expect(outcome === 'answered' || outcome.includes('the write thread stopped')).toBe(true);
    expect(writer.alive).toBe(false);
    expect(writer.pending).toBe(0);

    const committedBefore = committedOnRequestThread();
    const receipt = await runWrite(t.ctx, placeOrderWrite, await orderInput('7777'));
    expect(receipt.betStatus).toBe('COMPLETE');
    expect(committedOnRequestThread()).toBe(committedBefore + 1);
    expect(await orderCount()).toBeGreaterThanOrEqual(before + 1);
  });
});

/**
 * PostgreSQL's write thread runs settlements only (docs/decisions/019): entering a result goes to
 * it, an order stays on the request thread, and a dead thread leaves its work to the request thread.
 */
describe('the PostgreSQL write thread', () => {
  const t = useTestContext('postgres', {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  // The clock starts Sunday 2026-11-22 12:00 in Kuala Lumpur; Magnum and Toto draw at 19:00.
  const DRAW = '2026-11-22';
  const real = realDraws()[0]!;
  const resultOf = (pool: 'mg' | 'tt') => resultOfRealDraw(pool, DRAW, real);

  it('settles a draw on the thread, places orders on the request thread, and falls back when it dies', async () => {
    const id = await createUser(t.ctx, {
      username: 'pgthread',
      password: 'player-pass',
      role: 'player',
      credit: cents(1_000_00),
      actor,
    });
    const player = (await findUserById(t.db.kysely, id))!;
    const writer = t.db.writer!;
    expect(enterResultWrite.threads).toContain('postgres');
    expect(placeOrderWrite.threads).not.toContain('postgres');

    // Big 1.00 on the first prize of Magnum (#1) and of Toto (#3).
    const placing = runWrite(
      t.ctx,
      placeOrderWrite,
      await advancedOrder(t, player, `D\n#13\n${real.first}#1`, ''),
    );
    expect(writer.pending).toBe(0);
    expect((await placing).betStatus).toBe('COMPLETE');
    t.clock.advance(8 * 3600_000);

    const settling = runWrite(t.ctx, enterResultWrite, {
      result: resultOf('mg'),
      source: 'entry',
      actor,
      now: t.clock.now,
    });
    expect(writer.pending).toBe(1);
    const settled = await settling;
    expect(writer.pending).toBe(0);
    expect(settled.settlement).toMatchObject({ settledNow: true, lines: 1 });
    expect(settled.settlement.winCents).toBeGreaterThan(0);
    const afterMg = (await findUserById(t.db.kysely, id))!.balance_cents;

    const problems = vi.spyOn(console, 'error').mockImplementation(() => {});
    await writer.crashForTest();
    expect(problems).toHaveBeenCalledWith(expect.stringContaining('now run on the request thread'));
    problems.mockRestore();
    expect(writer.alive).toBe(false);
    const onRequestThread = await runWrite(t.ctx, enterResultWrite, {
      result: resultOf('tt'),
      source: 'entry',
      actor,
      now: t.clock.now,
    });
    expect(onRequestThread.settlement).toMatchObject({ settledNow: true, lines: 1 });
    // The same bet on the same numbers won the same on both pools' default rates.
    expect(onRequestThread.settlement.winCents).toBe(settled.settlement.winCents);
    expect((await findUserById(t.db.kysely, id))!.balance_cents).toBe(
      afterMg + onRequestThread.settlement.winCents + onRequestThread.settlement.commissionCents,
    );
    await checkMoneyConserved(t.db.kysely);
  });
});

describe('closing the database with calls on the write thread', () => {
  it('answers every pending call before the thread exits', async () => {
    const testDb = await createTestDb('sqlite');
    const ctx = testContext(testDb.db, new TestClock());
    const house = await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
    const by = (await findUserById(testDb.db.kysely, house))!;
    const calls = Array.from({ length: 20 }, (_, i) =>
      runWrite(ctx, cancelTicketWrite, { ticketId: 1_000 + i, by, now: ctx.clock() }).then(
        () => 'cancelled',
        (error: AppError) => error.code,
      ),
    );
    await testDb.cleanup();
    expect(await Promise.all(calls)).toEqual(Array.from({ length: 20 }, () => 'NOT_FOUND'));
  });
});

describe('errors crossing the thread boundary', () => {
  it('rebuild an AppError whole', () => {
    const original = new AppError('VALIDATION_FAILED', 'Line 2: bad number', { line: 2 });
    const rebuilt = fromWireError(structuredClone(toWireError(original)));
    expect(rebuilt).toBeInstanceOf(AppError);
    expect(rebuilt).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Line 2: bad number' });
    expect(httpStatusOf(rebuilt as AppError)).toBe(400);
    expect((rebuilt as AppError).data).toEqual({ line: 2 });
  });

  it('keep a driver error code (isUniqueViolation reads it) and the original stack', () => {
    const original = Object.assign(new Error('UNIQUE constraint failed: orders.user_id'), {
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    });
    const rebuilt = fromWireError(structuredClone(toWireError(original))) as Error & { code?: string };
    expect(rebuilt.message).toBe(original.message);
    expect(rebuilt.code).toBe('SQLITE_CONSTRAINT_UNIQUE');
    expect(rebuilt.stack).toContain('write-thread.test.ts');
    expect(rebuilt.stack).toContain('on the write thread');
  });

  it('turn anything thrown into an Error', () => {
    expect(fromWireError(toWireError('plain text'))).toMatchObject({ message: 'plain text' });
  });
});
