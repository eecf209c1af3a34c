import { DEFAULT_POOL_SCHEDULES, type PoolSchedule } from '@lotto/domain/draw-calendar';
import { availablePools, type PoolCode } from '@lotto/domain/pools';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { preparedQuery, type Bind } from '../db/prepared-query.js';

/**
 * How long a process may answer from its copy of the operator's calendar changes. Closing a draw
 * takes effect at once for orders regardless: placing an order checks `closedDrawsAmong` inside
 * its transaction. The copy only serves listings (open dates, the order form's validation).
 */
const FRESH_MS = 1_000;

interface Cached {
  readAt: number;
  /** the rows it was built from, to keep the same objects when nothing changed */
  key: string;
  schedules: readonly PoolSchedule[];
}

// Per database (tests open several in one process) and app type.
const cache = new WeakMap<Db, Map<string, Cached>>();
// The read under way for a cache entry, if any: concurrent callers share it (single flight), so a
// busy server refreshes once per FRESH_MS instead of once per request that finds the copy stale.
const reading = new WeakMap<Map<string, Cached>, Map<string, Promise<readonly PoolSchedule[]>>>();

/**
 * The draw schedules of the pools this app type offers (game-rules §1): each pool's weekly draw
 * days and cut-off (`pool_schedules`, seeded with the defaults) plus the operator's special and
 * closed dates (`draw_dates`). With APP_TYPE=normal,
 * Grand Dragon is not offered, so its schedule adds no draw dates.
 *
 * The answer is deep-frozen and the same object for as long as nothing changed, so callers (and
 * the domain's compiled-schedule memo) can remember what they computed from it.
 */
export async function poolSchedules(ctx: AppContext): Promise<readonly PoolSchedule[]> {
  let byAppType = cache.get(ctx.db);
  if (!byAppType) {
    byAppType = new Map();
    cache.set(ctx.db, byAppType);
  }
  const known = byAppType.get(ctx.env.APP_TYPE);
  if (known && performance.now() - known.readAt < FRESH_MS) return known.schedules;

  let pending = reading.get(byAppType);
  if (!pending) {
    pending = new Map();
    reading.set(byAppType, pending);
  }
  const underWay = pending.get(ctx.env.APP_TYPE);
  if (underWay) return underWay;
  const read = readSchedules(ctx, byAppType).finally(() => pending.delete(ctx.env.APP_TYPE));
  pending.set(ctx.env.APP_TYPE, read);
  return read;
}

async function readSchedules(
  ctx: AppContext,
  byAppType: Map<string, Cached>,
): Promise<readonly PoolSchedule[]> {
  const now = performance.now();
  const [weekly, rows] = await Promise.all([
    ctx.db.kysely
      .selectFrom('pool_schedules')
      .select(['pool', 'weekdays', 'cutoff'])
      .orderBy('pool')
      .execute(),
    ctx.db.kysely
      .selectFrom('draw_dates')
      .select(['pool', 'draw_date', 'kind'])
      .orderBy('pool')
      .orderBy('draw_date')
      .orderBy('kind')
      .execute(),
  ]);
  const key = [
    ...weekly.map((row) => `${row.pool}|${row.weekdays}|${row.cutoff}`),
    ...rows.map((row) => `${row.pool}|${row.draw_date}|${row.kind}`),
  ].join(',');
  const known = byAppType.get(ctx.env.APP_TYPE);
  if (known && known.key === key) {
    known.readAt = now;
    return known.schedules;
  }
  const offered = new Set<string>(availablePools(ctx.env.APP_TYPE).map((pool) => pool.code));
  const schedules = Object.freeze(
    DEFAULT_POOL_SCHEDULES.filter((schedule) => offered.has(schedule.pool)).map((defaults) => {
      const mine = rows.filter((row) => row.pool === defaults.pool);
      const datesOf = (kind: string) =>
        Object.freeze(mine.filter((row) => row.kind === kind).map((row) => row.draw_date)) as string[];
      const set = weekly.find((row) => row.pool === defaults.pool);
      return Object.freeze({
        pool: defaults.pool,
        weekdays: set ? (Object.freeze(weekdaysOf(set.weekdays)) as number[]) : defaults.weekdays,
        cutoff: set?.cutoff ?? defaults.cutoff,
        specialDates: datesOf('special'),
        closedDates: datesOf('closed'),
      });
    }),
  );
  byAppType.set(ctx.env.APP_TYPE, { readAt: now, key, schedules });
  return schedules;
}

function weekdaysOf(text: string): number[] {
  return text === '' ? [] : text.split(',').map(Number);
}

/** Drops this process's copy after a change it made itself, so its next answer includes it. */
export function forgetSchedules(db: Db): void {
  cache.delete(db);
}

/** Closed dates and drawn results on these dates: one statement, compiled once per count of dates. */
const closedOrDrawnOn = preparedQuery(
  (db, $: Bind<readonly string[]>, sample) => {
    const dates = sample.map((_, i) => $((v) => v[i]!));
    return db
      .selectFrom('draw_dates')
      .select(['pool', 'draw_date'])
      .where('kind', '=', 'closed')
      .where('draw_date', 'in', dates)
      .unionAll(db.selectFrom('draw_results').select(['pool', 'draw_date']).where('draw_date', 'in', dates));
  },
  (dates) => String(dates.length),
);

/**
 * Which of these draws are closed for good, read inside the caller's transaction: the operator
 * closed it, or it has a result. A draw with a result never takes an order, a cancel or an edit
 * again, whatever the calendar says later (a cut-off moved later after the result was entered).
 */
export async function closedDrawsAmong(
  trx: Kysely<Database>,
  draws: readonly { pool: PoolCode; drawDate: string }[],
): Promise<Set<string>> {
  const closed = new Set<string>();
  if (draws.length === 0) return closed;
  const asked = new Set(draws.map((draw) => `${draw.pool}|${draw.drawDate}`));
  const dates = [...new Set(draws.map((draw) => draw.drawDate))];
  const rows = await closedOrDrawnOn.execute(trx, dates);
  // The statement reads every pool of those dates; another pool's closed draw is not an answer.
  for (const row of rows) {
    const key = `${row.pool}|${row.draw_date}`;
    if (asked.has(key)) closed.add(key);
  }
  return closed;
}

/**
 * `created_by` of a closed date that marks a draw past its cut-off for good (the schedule's
 * cut-off moved later after it had passed): such a draw is never reopened.
 */
export const PAST_CUTOFF = 'past-cut-off';

/**
 * Closes a draw for good because it is past its cut-off: a closed date marked PAST_CUTOFF
 * (an operator's early close of the same draw becomes permanent too). Answers true if the mark
 * is new.
 */
export async function markPastCutoff(
  db: Kysely<Database>,
  draw: { pool: PoolCode; drawDate: string; now: number },
): Promise<boolean> {
  const result = await db
    .insertInto('draw_dates')
    .values({
      pool: draw.pool,
      draw_date: draw.drawDate,
      kind: 'closed',
      created_at: draw.now,
      created_by: PAST_CUTOFF,
    })
    .onConflict((oc) =>
      oc
        .columns(['pool', 'draw_date', 'kind'])
        .doUpdateSet({ created_by: PAST_CUTOFF })
        .where('draw_dates.created_by', '<>', PAST_CUTOFF),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Whether a draw was closed for good as past its cut-off (markPastCutoff). */
export async function isMarkedPastCutoff(
  db: Kysely<Database>,
  draw: { pool: PoolCode; drawDate: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('draw_dates')
    .select('created_by')
    .where('pool', '=', draw.pool)
    .where('draw_date', '=', draw.drawDate)
    .where('kind', '=', 'closed')
    .executeTakeFirst();
  return row?.created_by === PAST_CUTOFF;
}

/**
 * Whether the operator added this special draw, read from the table (not the up to a second old
 * copy of poolSchedules): an operator adds a special draw and enters its result at once, maybe
 * through another thread.
 */
export async function isSpecialDrawDate(
  db: Kysely<Database>,
  draw: { pool: PoolCode; drawDate: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('draw_dates')
    .select('pool')
    .where('pool', '=', draw.pool)
    .where('draw_date', '=', draw.drawDate)
    .where('kind', '=', 'special')
    .executeTakeFirst();
  return row !== undefined;
}

export interface DrawDateChange {
  pool: PoolCode;
  drawDate: string;
  kind: 'special' | 'closed';
  by: string;
  now: number;
}

/** Adds a special or closed date; answers false when it was already there. */
export async function addDrawDate(db: Kysely<Database>, change: DrawDateChange): Promise<boolean> {
  const result = await db
    .insertInto('draw_dates')
    .values({
      pool: change.pool,
      draw_date: change.drawDate,
      kind: change.kind,
      created_at: change.now,
      created_by: change.by,
    })
    .onConflict((oc) => oc.columns(['pool', 'draw_date', 'kind']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Removes a special or closed date; answers false when it was not there. */
export async function removeDrawDate(
  db: Kysely<Database>,
  change: Omit<DrawDateChange, 'by' | 'now'>,
): Promise<boolean> {
  const result = await db
    .deleteFrom('draw_dates')
    .where('pool', '=', change.pool)
    .where('draw_date', '=', change.drawDate)
    .where('kind', '=', change.kind)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
