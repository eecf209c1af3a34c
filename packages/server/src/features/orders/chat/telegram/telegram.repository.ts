import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema.js';
import { isUniqueViolation } from '../../../../db/transactions.js';

type Q = Kysely<Database>;

/**
 * Stores an update once: false when its update_id or what it is about (dedupe_key) was stored
 * before, i.e. Telegram delivered it again.
 */
export async function storeUpdate(
  db: Q,
  row: { update_id: number; dedupe_key: string; payload: string; received_at: number },
): Promise<boolean> {
  try {
    await db
      .insertInto('chat_updates')
      .values({ ...row, handled_at: null })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function markHandled(db: Q, updateId: number, now: number): Promise<void> {
  await db.updateTable('chat_updates').set({ handled_at: now }).where('update_id', '=', updateId).execute();
}

/** Updates stored but not worked (the server stopped in between), oldest first. */
export function unhandledUpdates(db: Q, limit: number) {
  return db
    .selectFrom('chat_updates')
    .select(['update_id', 'payload'])
    .where('handled_at', 'is', null)
    .orderBy('update_id')
    .limit(limit)
    .execute();
}
