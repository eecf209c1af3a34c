import { describe, expect, it } from 'vitest';
import { cents } from '@lotto/domain/money';
import { useTestContext } from '../../test-support/test-db.js';
import { cartOrder } from '../../test-support/cart-order.js';
import { holdOpen, magnumOrderOn, outcomeOf, untilLockWaits } from '../../test-support/lock-race.js';
import { findUserById } from '../../common/user.repository.js';
import { lockDrawForResult } from '../../common/draw-lock.js';
import { createUser } from '../users/user.service.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { addCalendarDate } from '../calendar/draw-dates.service.js';
import { cancelTicket } from './cancel.service.js';
import { placeOrder } from './place-order.service.js';

/**
 * PostgreSQL: an order or a cancel on an open draw never waits for another draw's correction. A
 * correction of a settled draw is settled whole in its first transaction (result.service.ts),
 * holding the draw's advisory lock exclusively (common/draw-lock.ts) until its commit. Orders and
 * cancels hold their draws' lock shared, but only for draws that passed a first check without it:
 * one on the draw being corrected is refused at once (DRAW_CLOSED) instead of waiting for that
 * commit while it held one of the batcher's two batch slots (every order of its batch waited with
 * it) or one of the two cancel slots (found by a review, 2026-12-05).
 *
 * Held here by a transaction that takes the draw's lock as the correction does and keeps it
 * (standing for a correction of a big draw). Expected (hand): p2's order and cancel on the OPEN draw
 * B answer at once (well under 1.5 s), as before the lock; p1's on the closed draw A: DRAW_CLOSED.
 */
const actor = { id: null, name: 'test' };
const A = { ymd: '20261122', date: '2026-11-22' };
const B = { ymd: '20261125', date: '2026-11-25' };
const A2 = { ymd: '20261128', date: '2026-11-28' };
const B2 = { ymd: '20261129', date: '2026-11-29' };
describe('a draw being corrected holds up no other draw (postgres)', () => {
  const t = useTestContext('postgres', {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });

  async function player(username: string): Promise<UserRow> {
    const id = await createUser(t.ctx, {
      username,
      password: `${username}-pass`,
      role: 'player',
      credit: cents(100_000),
      actor,
    });
    return (await findUserById(t.db.kysely, id))!;
  }

  const holdDrawLock = (pool: string, date: string) =>
    holdOpen(t.db.kysely, (trx) => lockDrawForResult(trx, pool, date));

  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([
      promise,
      new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms)),
    ]);
  async function ticketsOf(user: UserRow, date: string) {
    const rows = await t.db.kysely
      .selectFrom('tickets')
      .select('id')
      .where('user_id', '=', user.id)
      .where('draw_date', '=', date)
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
    return rows.map((row) => Number(row.id));
  }

  it('an order on an open draw, batched with a late order on the draw being corrected, answers at once', async () => {
    const p1 = await player('late1');
    const p2 = await player('open1');
    const lateOrder = await cartOrder(t, p1, magnumOrderOn(A.ymd));
    const openOrder = await cartOrder(t, p2, magnumOrderOn(B.ymd));
    t.clock.now += 60_000;
    await addCalendarDate(t.ctx, { pool: 'mg', date: A.date, kind: 'closed', actor, now: t.clock.now });
    const release = await holdDrawLock('mg', A.date);
    try {
      // Sent in one turn of the event loop: one batch.
      const late = outcomeOf(placeOrder(t.ctx, lateOrder));
      const open = outcomeOf(placeOrder(t.ctx, openOrder));
      const openAnswer = await within(open, 1_500);
      await release();
      expect({ late: await late, open: openAnswer }).toEqual({ late: 'DRAW_CLOSED', open: 'done' });
    } finally {
      await release().catch(() => undefined);
    }
  });

  it('a cancel on an open draw answers at once while two late cancels wait on the draw being corrected', async () => {
    const p1 = await player('late2');
    const p2 = await player('open2');
    // p1: two tickets on A; p2: one on B; then A closes early.
    await placeOrder(t.ctx, await cartOrder(t, p1, magnumOrderOn(A2.ymd)));
    await placeOrder(t.ctx, await cartOrder(t, p1, magnumOrderOn(A2.ymd)));
    await placeOrder(t.ctx, await cartOrder(t, p2, magnumOrderOn(B2.ymd)));
    const [a1, a2] = await ticketsOf(p1, A2.date);
    const [b1] = await ticketsOf(p2, B2.date);
    t.clock.now += 60_000;
    await addCalendarDate(t.ctx, { pool: 'mg', date: A2.date, kind: 'closed', actor, now: t.clock.now });
    const release = await holdDrawLock('mg', A2.date);
    try {
      const late1 = outcomeOf(cancelTicket(t.ctx, { ticketId: a1!, by: p1, now: t.clock.now }));
      const late2 = outcomeOf(cancelTicket(t.ctx, { ticketId: a2!, by: p1, now: t.clock.now }));
      // Let both late cancels take the two slots and reach the lock.
      await untilLockWaits(t.db.kysely, 2, { tries: 80 });
      const open = outcomeOf(cancelTicket(t.ctx, { ticketId: b1!, by: p2, now: t.clock.now }));
      const openAnswer = await within(open, 1_500);
      await release();
      expect({ late1: await late1, late2: await late2, open: openAnswer }).toEqual({
        late1: 'DRAW_CLOSED',
        late2: 'DRAW_CLOSED',
        open: 'done',
      });
    } finally {
      await release().catch(() => undefined);
    }
  });
});
