import { PostgresAdapter, type Kysely, type Updateable } from 'kysely';
import type { PoolCode } from '@lotto/domain/pools';
import type { Database } from '../../db/schema.js';
import type { SettlementTable } from '../../db/tables/result.table.js';

type Q = Kysely<Database>;

/**
 * A draw's settlement row (its claim, cursor and running totals), read to take the next step: on
 * PostgreSQL the row is locked, so two runners of one draw take turns and each continues from
 * what the other committed (SQLite runs one write at a time anyway).
 */
export async function lockSettlement(trx: Q, pool: PoolCode, drawDate: string) {
  let read = trx
    .selectFrom('settlements')
    .selectAll()
    .where('pool', '=', pool)
    .where('draw_date', '=', drawDate);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) read = read.forUpdate();
  return read.executeTakeFirst();
}

/** A draw's settlement row as it stands; absent when the draw was never claimed. */
export async function findSettlement(db: Q, pool: PoolCode, drawDate: string) {
  return db
    .selectFrom('settlements')
    .selectAll()
    .where('pool', '=', pool)
    .where('draw_date', '=', drawDate)
    .executeTakeFirst();
}

/** Where a draw's settlement stands: the last user whose tickets are settled. */
export async function settledUptoUser(db: Q, pool: PoolCode, drawDate: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('settlements')
    .select('settled_upto_user')
    .where('pool', '=', pool)
    .where('draw_date', '=', drawDate)
    .executeTakeFirst();
  return row ? Number(row.settled_upto_user) : undefined;
}

/** Writes one step's totals and cursor (and, for the last step, the settled state). */
export async function recordSettlementStep(
  trx: Q,
  pool: PoolCode,
  drawDate: string,
  step: Updateable<SettlementTable>,
): Promise<void> {
  await trx
    .updateTable('settlements')
    .set(step)
    .where('pool', '=', pool)
    .where('draw_date', '=', drawDate)
    .execute();
}
