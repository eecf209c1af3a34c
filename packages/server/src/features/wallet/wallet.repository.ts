import type { Kysely } from 'kysely';
import { readCents, type Cents } from '@lotto/domain/money';
import type { Database } from '../../db/schema.js';

/** A user's weekly credit limit (weekly cycle), or null when none is set. */
export async function findWeeklyLimit(db: Kysely<Database>, userId: number): Promise<Cents | null> {
  const row = await db
    .selectFrom('users')
    .select('weekly_limit_cents')
    .where('id', '=', userId)
    .executeTakeFirst();
  const limit = row?.weekly_limit_cents ?? null;
  return limit === null ? null : readCents(limit);
}
