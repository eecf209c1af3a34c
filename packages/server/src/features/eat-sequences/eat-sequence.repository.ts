import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { forgetUser } from '../../common/session-cache.js';

type Q = Kysely<Database>;

export async function findEatSequenceId(db: Q, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('eat_sequence_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.eat_sequence_id;
}

export async function updateEatSequenceId(db: Q, userId: number, eatSequenceId: number): Promise<void> {
  await db.updateTable('users').set({ eat_sequence_id: eatSequenceId }).where('id', '=', userId).execute();
  // The session cache holds the user's row: its next request must see the new sequence.
  forgetUser(userId);
}
