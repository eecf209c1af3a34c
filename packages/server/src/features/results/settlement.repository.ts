import { PostgresAdapter, type Insertable, type Kysely, type Updateable } from 'kysely';
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

/** A draw's first settlement claim; a concurrent first claim fails on the primary key. */
export async function insertSettlementClaim(
  trx: Q,
  pool: PoolCode,
  drawDate: string,
  claim: Omit<Insertable<SettlementTable>, 'pool' | 'draw_date'>,
): Promise<void> {
  await trx
    .insertInto('settlements')
    .values({ pool, draw_date: drawDate, ...claim })
    .execute();
}

/**
 * Moves a settled draw's claim to a new result version (a correction). False when the row is no
 * longer the settled `priorVersion`: another run got there first.
 */
export async function reclaimSettlement(
  trx: Q,
  pool: PoolCode,
  drawDate: string,
  priorVersion: number,
  claim: Updateable<SettlementTable>,
): Promise<boolean> {
  const updated = await trx
    .updateTable('settlements')
    .set(claim)
    .where('pool', '=', pool)
    .where('draw_date', '=', drawDate)
    .where('result_version', '=', priorVersion)
    .where('state', '=', 'settled')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Removes a draw's strikes (its winning lines) before a correction settles it again. */
export async function deleteDrawStrikes(trx: Q, pool: PoolCode, drawDate: string): Promise<void> {
  await trx.deleteFrom('strikes').where('pool', '=', pool).where('draw_date', '=', drawDate).execute();
}

/** Each user's win and commission credits written under one settlement reference, per kind. */
export async function creditsOfSettlement(db: Q, ref: string) {
  return db
    .selectFrom('ledger_entries')
    .innerJoin('users', 'users.id', 'ledger_entries.user_id')
    .select((eb) => [
      'users.username',
      'ledger_entries.kind',
      eb.fn.sum<number>('ledger_entries.amount_cents').as('cents'),
    ])
    .where('ledger_entries.ref_type', '=', 'draw')
    .where('ledger_entries.ref_id', '=', ref)
    .where('ledger_entries.kind', 'in', ['win', 'commission'])
    .groupBy(['users.username', 'ledger_entries.kind'])
    .execute();
}
