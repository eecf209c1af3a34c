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
 * PostgreSQL: a cancel (or an edit's void) holds the draw's lock shared from before it checks that
 * the draw is open until it commits. Cancels do not wait for each other; a result entry waits for
 * them, and a cancel that comes after an entry waits for it and then reads its result (and is
 * refused). Without it a cancel that checked "open" before the operator closed the draw early
 * committed after the result was entered and settled: the ticket was refunded and paid.
 */
export async function lockDrawForCancel(
  trx: Kysely<Database>,
  pool: string,
  drawDate: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock_shared(hashtext(${drawKey(pool, drawDate)}))`.execute(trx);
}
