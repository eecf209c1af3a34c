import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

const drawKey = (pool: string, drawDate: string) => `draw-result:${pool}:${drawDate}`;

/**
 * PostgreSQL: entering a draw's result takes this transaction-scoped advisory lock on the draw
 * alone, so entries of one draw take turns and wait for the cancels in flight (below). Instances
 * share it. SQLite runs one write at a time and needs none.
 */
export async function lockDrawForResult(
  trx: Kysely<Database>,
  pool: string,
  drawDate: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${drawKey(pool, drawDate)}))`.execute(trx);
}

/**
 * PostgreSQL: an order (one alone or a batch) holds the lock of every draw it bets on shared until
 * it commits, and reads "open?" again once it holds them, as a cancel does (below): an order that
 * checked "open" before the operator closed the draw early then committed after the result was
 * entered and the draw settled, its ticket debited and never settled. Only draws that passed a
 * first check without the lock are taken (a draw being corrected holds it for its whole settlement:
 * an order on it is refused at once instead of waiting, holding up its batch). Taken before any
 * row lock (counters, wallets), in one statement, sorted; shared locks never wait for each other
 * and an entry takes one draw's alone, so no wait cycle can form.
 */
export async function lockDrawsForBet(
  trx: Kysely<Database>,
  draws: readonly { pool: string; drawDate: string }[],
): Promise<void> {
  const keys = [...new Set(draws.map((draw) => drawKey(draw.pool, draw.drawDate)))].sort();
  if (keys.length === 0) return;
  await sql`select count(pg_advisory_xact_lock_shared(hashtext(k))) from unnest(${keys}::text[]) as k`.execute(
    trx,
  );
}

/**
 * PostgreSQL: a cancel (or an edit's void) of a ticket whose draw is open holds the draw's lock
 * shared until it commits, and checks again once it holds it. Cancels do not wait for each other;
 * a result entry waits for them, and a cancel that comes after an entry waits for it and then
 * reads its result (and is refused). Without it a cancel that checked "open" before the operator closed the draw early
 * committed after the result was entered and settled: the ticket was refunded and paid.
 */
export async function lockDrawForCancel(
  trx: Kysely<Database>,
  pool: string,
  drawDate: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock_shared(hashtext(${drawKey(pool, drawDate)}))`.execute(trx);
}
