import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Q = Kysely<Database>;

// The counter itself lives in common/ so that other features can throttle a secret the same way
// (the claim PIN of issue 44); the auth feature keeps its names.
export {
  claimAttempt,
  refundAttempt,
  resetThrottle,
  type ThrottleRule,
} from '../../common/attempt-throttle.repository.js';

/** Housekeeping at login: counters quiet for longer than any rule keeps them. */
export async function purgeQuietThrottles(db: Q, quietSince: number): Promise<void> {
  await db.deleteFrom('login_throttle').where('updated_at', '<=', quietSince).execute();
}

/** Records a device at a login with it: a new one, or a known one used again (its time restarts). */
export async function insertKnownDevice(
  db: Q,
  input: { id: string; userId: number; now: number },
): Promise<void> {
  await db
    .insertInto('known_devices')
    .values({ id: input.id, user_id: input.userId, created_at: input.now, last_used_at: input.now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ last_used_at: input.now }))
    .execute();
}

/** The user a device cookie (its sha256) was given to, if it was last used after `since`. */
export async function knownDeviceUser(db: Q, id: string, since: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('known_devices')
    .select('user_id')
    .where('id', '=', id)
    .where('last_used_at', '>', since)
    .executeTakeFirst();
  return row ? Number(row.user_id) : undefined;
}

/** Housekeeping at login: devices unused since `before`. */
export async function purgeOldDevices(db: Q, before: number): Promise<void> {
  await db.deleteFrom('known_devices').where('last_used_at', '<=', before).execute();
}
