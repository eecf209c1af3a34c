import { sql, type Kysely } from 'kysely';
import { weekOf } from '@lotto/domain/weekly-cycle';
import type { Dialect } from '../db/database.js';
import type { Database } from '../db/schema.js';

type Q = Kysely<Database>;

// Shared by the weekly feature, which closes weeks, and the results feature, which must know when
// a draw's week is closed (docs/decisions/025): in weekly mode a correction of a closed week's
// draw moves no wallet, since the Monday reset has already turned that week into cash; the
// difference shows as open on the week's statement instead.

/**
 * Makes a week's close and a draw's correction take turns (PostgreSQL; SQLite writes one at a time
 * already): without it a correction that read "not closed" could move wallets a concurrent close
 * had just reset. A transaction-scoped advisory lock, shared by instances.
 */
export async function lockWeekCloses(trx: Q, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('weekly-close'))`.execute(trx);
}

/** Whether the week of `drawDate` (YYYY-MM-DD) has been closed by the Monday reset. */
export async function isDrawWeekClosed(trx: Q, drawDate: string): Promise<boolean> {
  const row = await trx
    .selectFrom('weekly_closes')
    .select('week_start')
    .where('week_start', '=', weekOf(drawDate))
    .executeTakeFirst();
  return row !== undefined;
}
