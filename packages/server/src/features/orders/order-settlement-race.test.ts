import { describe, expect, it } from 'vitest';
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
import { placeOrder } from './place-order.service.js';

/**
 * PostgreSQL: a ticket on a settled draw is either refused or settled, never left active and
 * unsettled. An order that read "draw open" before the operator closed the draw early once
 * committed after the draw's result was entered and settled: it checked the early close at its
 * start (closedDrawsAmong), then waited for a sell-limit counter another transaction held (as a
 * batch holds it between its steps), holding nothing the close or the entry takes; the steps read
 * the draw's lines without its ticket, and the order then inserted its ticket and debited the
 * wallet. Orders now hold the draws they bet on shared (common/draw-lock.ts lockDrawsForBet) from
 * before their check to their commit, so the entry waits for them; one that comes later waits for
 * the entry and reads its result (DRAW_CLOSED).
 *
 * Hand figures (package 2500: B 1st 2,500.00 per 1.00, commission 25%), B 1.00 on 1234 on the
 * draw, result 1234 first:
 * - early (credit 100.00, placed before the race): 99.00 + 2,500.00 + 0.25 = 2,599.25, settled;
 * - racer (credit 100.00), the order that races:
 *   - refused (DRAW_CLOSED): 100.00, no ticket;
 *   - placed and settled: 99.00 + 2,500.00 + 0.25 = 2,599.25, one strike, one win entry;
 *   - never: placed and never settled (99.00, ticket active, no strike, no win entry).
 */
const actor = { id: null, name: 'test' };

describe('an order racing the early close and the settlement on postgres', () => {
  const t = useTestContext('postgres', {
    setup: (ctx) => createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor }),
  });

  async function player(username: string): Promise<UserRow> {
    const id = await createUser(t.ctx, {
      username,
      password: `${username}-pass`,
      role: 'player',
      credit: cents(10_000),
      actor,
    });
    return (await findUserById(t.db.kysely, id))!;
  }

  async function facts(user: UserRow, drawDate: string) {
    const balance = await t.db.kysely
      .selectFrom('users')
      .select('balance_cents')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const tickets = await t.db.kysely
      .selectFrom('tickets')
      .select(['id', 'status'])
      .where('user_id', '=', user.id)
      .where('draw_date', '=', drawDate)
      .execute();
    const strikes = await t.db.kysely
      .selectFrom('strikes')
      .select('win_cents')
      .where('user_id', '=', user.id)
      .where('draw_date', '=', drawDate)
      .execute();
    const wins = await t.db.kysely
      .selectFrom('ledger_entries')
      .select('amount_cents')
      .where('user_id', '=', user.id)
      .where('kind', '=', 'win')
      .execute();
    return {
      balance: Number(balance.balance_cents),
      tickets: tickets.map((row) => row.status),
      strikes: strikes.map((row) => Number(row.win_cents)),
      wins: wins.map((row) => Number(row.amount_cents)),
    };
  }

  it.each([
    { path: 'a batch (the plain order path)', ymd: '20261122', drawDate: '2026-11-22', alone: false },
    { path: 'one order alone', ymd: '20261125', drawDate: '2026-11-25', alone: true },
  ])(
    '$path: a ticket on a settled draw is refused or settled, never left active',
    async ({ ymd, drawDate, alone }) => {
      const early = await player(`early${ymd.slice(-2)}`);
      const racer = await player(`racer${ymd.slice(-2)}`);
      // early's order makes the counter of 1234 B on the draw.
      await placeOrder(t.ctx, await cartOrder(t, early, magnumOrderOn(ymd)));
      const racerOrder = await cartOrder(t, racer, magnumOrderOn(ymd));

      // Another transaction holds that counter (as a batch does between its steps).
      const release = await holdMagnumCounter(t.db.kysely, drawDate);

      // racer orders: it reads "open", then waits for the counter. A step hook sends it alone.
      const ordering = (alone ? placeOrder(t.ctx, racerOrder, () => {}) : placeOrder(t.ctx, racerOrder)).then(
        (receipt) => `placed #${receipt.ticketXId.join(',')}`,
        (error: unknown) => (error as { code?: string }).code ?? String(error),
      );
      await untilLockWaits(t.db.kysely, 1, { tries: 200, never: 'the order never waited' });

      // The operator closes the draw early and enters its result: 1234 first.
      t.clock.now += 60_000;
      await addCalendarDate(t.ctx, { pool: 'mg', date: drawDate, kind: 'closed', actor, now: t.clock.now });
      const result = {
        pool: 'mg' as const,
        date: drawDate,
        first: '1234',
        second: '5678',
        third: '9012',
        starters: STARTERS,
        consolations: CONSOLATIONS,
      };
      const settling = enterResult(t.ctx, { result, source: 'entry', actor, now: t.clock.now });
      settling.catch(() => undefined);
      // Let the entry run (and, without the order holding the draw, settle) while the order waits:
      // it took well under a second so when it did not wait.
      await Promise.race([settling, new Promise((resolve) => setTimeout(resolve, 2_000))]);

      await release();
      await ordering;
      await settling;

      // Entering the same numbers again (what an operator would do to finish a settlement) settles
      // nothing more.
      await enterResult(t.ctx, { result, source: 'entry', actor, now: t.clock.now });

      expect(await facts(early, drawDate)).toEqual({
        balance: 259_925,
        tickets: ['active'],
        strikes: [250_000],
        wins: [250_000],
      });
      // The invariant: refused (100.00, no ticket) or placed and settled (2,599.25, a strike, a win).
      expect([
        { balance: 10_000, tickets: [], strikes: [], wins: [] },
        { balance: 259_925, tickets: ['active'], strikes: [250_000], wins: [250_000] },
      ]).toContainEqual(await facts(racer, drawDate));
    },
  );
});
