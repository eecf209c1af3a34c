import type { Kysely } from 'kysely';
import type { DrawResult } from '@lotto/domain/draw-result';
import type { PoolCode } from '@lotto/domain/pools';
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

/**
 * `count` active tickets of `userId` (placed by itself) on one draw, at `cents` each; answers their
 * ids. For migration tests from 0012 on (placed_by) and for tests that need many tickets fast.
 */
export async function insertRawTickets(
  db: Kysely<Database>,
  ticket: { orderId: number; userId: number; pool: PoolCode; drawDate: string; cents: number },
  count = 1,
): Promise<number[]> {
  const rows = await db
    .insertInto('tickets')
    .values(
      Array.from({ length: count }, () => ({
        order_id: ticket.orderId,
        user_id: ticket.userId,
        placed_by: ticket.userId,
        pool: ticket.pool,
        draw_date: ticket.drawDate,
        status: 'active' as const,
        requested_cents: ticket.cents,
        accepted_cents: ticket.cents,
        remark: '',
        phone: '',
        cart_json: null,
        created_at: 0,
        voided_at: null,
        voided_by: null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/** A Magnum result for the small draw's migration tests (only the three prizes). */
export const RAW_DRAW_RESULT: DrawResult = {
  pool: 'mg',
  date: '2026-11-25',
  first: '1234',
  second: '5678',
  third: '9012',
  starters: [],
  consolations: [],
};

/**
 * A small draw: three owners (owner1..owner3) with five tickets of four lines each on `draw`; line
 * `line` of ticket `k` of owner `u` has the number `${u}${k}${line}0` and what `shape` gives it.
 */
export async function insertRawDraw(
  db: Kysely<Database>,
  draw: { pool: PoolCode; date: string },
  shape: (line: number) => { pattern: 'NORMAL' | 'BOX'; acceptedJson: string },
): Promise<void> {
  for (let u = 1; u <= 3; u += 1) {
    const userId = await insertRawPlayer(db, `owner${u}`);
    const orderId = await insertRawOrder(db, userId);
    for (let k = 0; k < 5; k += 1) {
      const [ticketId] = await insertRawTickets(db, {
        orderId,
        userId,
        pool: draw.pool,
        drawDate: draw.date,
        cents: 400,
      });
      await db
        .insertInto('ticket_lines')
        .values(
          [1, 2, 3, 4].map((line) => ({
            ticket_id: ticketId!,
            line_no: line,
            number: `${u}${k}${line}0`,
            pattern: shape(line).pattern,
            requested_json: '{"B":100}',
            accepted_json: shape(line).acceptedJson,
          })),
        )
        .execute();
    }
  }
}
