import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Tools for tests that order two transactions on PostgreSQL: hold a lock in one, see another wait
 * for it (pg_stat_activity), then let go. Used by the races of orders and cancels with a draw's
 * result entry (features/orders/*-race.test.ts, draw-lock-head-of-line.test.ts).
 */

/** A cart order of B 1.00 on 1234 at Magnum on `ymd` (YYYYMMDD). */
export const magnumOrderOn = (ymd: string) => ({
  name: '4D',
  dates: [{ value: ymd }],
  betList: [{ number: '1234', pattern: 'NORMAL', betType: [{ shortCode: 'B', amount: '1' }], poolList: [1] }],
  remark: '',
  phone: '',
});

/** How many sessions of this database wait for a lock now. */
export async function lockWaits(db: Kysely<Database>): Promise<number> {
  const waiting = await sql<{ n: number }>`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
  return waiting.rows[0]!.n;
}

/**
 * Polls until at least `count` sessions wait for a lock, every 25 ms, `tries` times; then throws
 * `never` when given (the wait is what the test needs), or goes on (it may have finished already).
 */
export async function untilLockWaits(
  db: Kysely<Database>,
  count: number,
  options: { tries: number; never?: string },
): Promise<void> {
  for (let tries = 0; (await lockWaits(db)) < count; tries += 1) {
    if (tries >= options.tries) {
      if (options.never) throw new Error(options.never);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Runs `take` in a transaction of its own and keeps that transaction open (its locks held) until
 * the answered function is called, which commits it.
 */
export async function holdOpen(
  db: Kysely<Database>,
  take: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const isHeld = new Promise<void>((resolve) => (held = resolve));
  const holder = db.transaction().execute(async (trx) => {
    await take(trx);
    held();
    await released;
  });
  // A `take` that fails ends the transaction before it holds anything: say so, never hang.
  await Promise.race([
    isHeld,
    holder.then(() => Promise.reject(new Error('the holder ended before it held'))),
  ]);
  return async () => {
    release();
    await holder;
  };
}

/** Holds the sell-limit counter of B on 1234 at Magnum on `drawDate`, as a batch holds it between steps. */
export const holdMagnumCounter = (db: Kysely<Database>, drawDate: string) =>
  holdOpen(db, (trx) =>
    sql`update limit_usage set used_cents = used_cents
        where pool = 'mg' and draw_date = ${drawDate} and bet_type = 'B' and number = '1234'`.execute(trx),
  );

/** 'done', or the error's code: what a request answered, for an expectation. */
export const outcomeOf = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'done',
    (error: unknown) => (error as { code?: string }).code ?? String(error),
  );
