import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Rows written straight into the tables, bypassing the services: for migration tests, which stop
 * the schema at an earlier migration where the services' queries may not fit. Only the columns
 * every migration since 0002 has.
 */

/** A player with no parent, package or money; answers its id. */
export async function insertRawPlayer(db: Kysely<Database>, username: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username,
      password_hash: 'x',
      role: 'player',
      parent_id: null,
      package_id: null,
      eat_sequence_id: 1,
      status: 'active',
      balance_cents: 0,
      created_at: 0,
      password_changed_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A completed advanced order of `userId` with no Idempotency-Key; answers its id. */
export async function insertRawOrder(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .insertInto('orders')
    .values({
      user_id: userId,
      idempotency_key: null,
      request_hash: 'h',
      source: 'advanced',
      bet_status: 'COMPLETE',
      created_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
