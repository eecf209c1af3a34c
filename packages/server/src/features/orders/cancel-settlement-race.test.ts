import { beforeAll, describe, expect, it } from 'vitest';
import { cents } from '@lotto/domain/money';
import { useTestContext } from '../../test-support/test-db.js';
import { cartOrder } from '../../test-support/cart-order.js';
import { holdMagnumCounter, magnumOrderOn, untilLockWaits } from '../../test-support/lock-race.js';
import { CONSOLATIONS, STARTERS } from '../../test-support/report-world.js';
import { findUserById } from '../../common/user.repository.js';
import { createUser } from '../users/user.service.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { addCalendarDate } from '../calendar/draw-dates.service.js';
import { enterResult } from '../results/result.service.js';
import { cancelTicket } from './cancel.service.js';
import { placeOrder } from './place-order.service.js';

/**
 * PostgreSQL: a ticket is never both refunded and paid. A cancel that read "draw open" before the
 * operator closed the draw early once committed after the draw's result was entered and settled:
 * the cancel checked the early close at its start, then waited (here for a sell-limit counter an
 * order holds, as a batch holds it between its steps); the settlement read the ticket as active
 * and credited its win once the cancel had voided and refunded it. A cancel now holds the draw's
 * lock shared (common/draw-lock.ts) from before its check to its commit, and the result entry
 * takes it exclusively, so the entry waits for the cancel (and settles a voided ticket: nothing).
 *
 * Hand figures (package 2500: B 1st 2,500.00 per 1.00, commission 25%): pl credit 100.00, B 1.00
 * on 1234 for Sunday 22/11 Magnum: 99.00.
 * - cancel wins: 100.00 (nothing settled for it);
 * - settlement wins: 99.00 + 2,500.00 + 0.25 = 2,599.25 (the cancel refused: DRAW_CLOSED).
 */
const actor = { id: null, name: 'test' };
const DRAW_DATE = '2026-11-22';

describe('a cancel racing the early close and the settlement on postgres', () => {
  const t = useTestContext('postgres', {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });
  let player: UserRow;

  beforeAll(async () => {
    const id = await createUser(t.ctx, {
      username: 'racer',
      password: 'racer-pass',
      role: 'player',
      credit: cents(10_000),
      actor,
    });
    player = (await findUserById(t.db.kysely, id))!;
  });

  it('never both pays and refunds a ticket', async () => {
    const receipt = await placeOrder(t.ctx, await cartOrder(t, player, magnumOrderOn('20261122')));
    const ticketId = Number(receipt.ticketXId[0]);

    // An order holds the counter of 1234 (as a batch does between its steps).
    const release = await holdMagnumCounter(t.db.kysely, DRAW_DATE);

    const cancelling = cancelTicket(t.ctx, { ticketId, by: player, now: t.clock.now }).then(
      () => 'cancelled',
      (error: unknown) => (error as { code?: string }).code ?? String(error),
    );
    await untilLockWaits(t.db.kysely, 1, { tries: 200, never: 'the cancel never waited' });

    // The operator closes the draw early and enters its result: 1234 first.
    t.clock.now += 60_000;
    await addCalendarDate(t.ctx, { pool: 'mg', date: DRAW_DATE, kind: 'closed', actor, now: t.clock.now });
    const settling = enterResult(t.ctx, {
      result: {
        pool: 'mg',
        date: DRAW_DATE,
        first: '1234',
        second: '5678',
        third: '9012',
        starters: STARTERS,
        consolations: CONSOLATIONS,
      },
      source: 'entry',
      actor,
      now: t.clock.now,
    });
    settling.catch(() => undefined);
    // Let the settlement read the ticket (still active: the cancel has not committed) and reach
    // the wallet, which it then waits for (the cancel holds a key-share lock on the user row).
    // the settlement did not wait when it finished already
    await untilLockWaits(t.db.kysely, 2, { tries: 80 });
    await release();
    await cancelling; // 'cancelled': the entry waited for it
    await settling;

    const row = await t.db.kysely
      .selectFrom('users')
      .select('balance_cents')
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect([10_000, 259_925]).toContain(Number(row.balance_cents));
  });
});
