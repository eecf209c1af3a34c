import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Q = Kysely<Database>;

/**
 * A throttle rule: `free` attempts in a row are checked at once; from then on each attempt waits
 * for a delay that starts at `baseMs` and doubles up to `capMs`. A key quiet for `resetAfterMs`
 * starts again from zero. Success resets the key (resetThrottle).
 */
export interface ThrottleRule {
  free: number;
  baseMs: number;
  capMs: number;
  resetAfterMs: number;
}

/**
 * Takes one attempt under `key`, atomically, BEFORE the costly check it guards: one upsert
 * (INSERT ... ON CONFLICT DO UPDATE ... WHERE ... RETURNING, the same on SQLite and PostgreSQL)
 * counts the attempt and sets the next allowed instant in the same statement, so N parallel
 * attempts get N distinct counts and at most `free` of them pass at the same instant. Answers
 * false (refused, nothing written) when the key is waiting out its backoff. A key that owes no
 * wait (delay 0: still within its free attempts) is never refused on the clock, so an instance
 * whose clock reads a little earlier than the last attempt's (another instance, an NTP step)
 * does not turn a free attempt into "too many".
 */
export async function claimAttempt(db: Q, key: string, rule: ThrottleRule, now: number): Promise<boolean> {
  const stale = sql<boolean>`login_throttle.updated_at <= ${now - rule.resetAfterMs}`;
  const attempts = sql<number>`(case when ${stale} then 1 else login_throttle.attempts + 1 end)`;
  const delay = sql<number>`(case
    when ${attempts} < ${sql.lit(rule.free)} then 0
    when ${stale} or login_throttle.delay_ms = 0 then ${sql.lit(rule.baseMs)}
    when login_throttle.delay_ms * 2 > ${sql.lit(rule.capMs)} then ${sql.lit(rule.capMs)}
    else login_throttle.delay_ms * 2 end)`;
  const firstDelay = rule.free <= 1 ? rule.baseMs : 0;
  const result = await sql<{ attempts: number }>`
    insert into login_throttle (key, attempts, delay_ms, next_at, updated_at)
    values (${key}, 1, ${firstDelay}, ${now + firstDelay}, ${now})
    on conflict (key) do update set
      attempts = ${attempts},
      delay_ms = ${delay},
      next_at = ${now} + ${delay},
      updated_at = ${now}
    where login_throttle.delay_ms = 0 or login_throttle.next_at <= ${now} or ${stale}
    returning attempts`.execute(db);
  return result.rows.length === 1;
}

/** After a success: the key starts again from zero. */
export async function resetThrottle(db: Q, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}

/**
 * After a success: gives back the attempt just taken. A backoff stays only while the attempts left
 * still exceed the free ones, i.e. it was earned by failures: successes that happened to be counted
 * at the same instant (many people logging in at once behind one address) must not leave one.
 */
export async function refundAttempt(db: Q, key: string, rule: ThrottleRule): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set((eb) => ({
      attempts: eb('attempts', '-', 1),
      delay_ms: sql<number>`case when login_throttle.attempts - 1 < ${sql.lit(rule.free)} then 0 else login_throttle.delay_ms end`,
    }))
    .where('key', '=', key)
    .where('attempts', '>', 0)
    .execute();
}
