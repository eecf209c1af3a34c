/**
 * Pool draw schedules (game-rules §1): which weekdays and special dates each pool draws on, its
 * cut-off, and the operator's closed dates. Operator configuration, so a malformed schedule throws
 * a RangeError naming the pool and the field. The draw calendar (draw-calendar.ts) asks these
 * compiled schedules its questions.
 */

import { requireParts, weekdayOf } from './calendar-dates.js';

/** One pool's draw schedule; operator configuration, so a malformed one throws a RangeError. */
export interface PoolSchedule {
  /** pool code of game-rules §1, e.g. 'mg' */
  pool: string;
  /** regular draw weekdays, 0 = Sunday .. 6 = Saturday */
  weekdays: number[];
  /** betting closes at this local time ('HH:mm') on the draw date; bets are taken strictly before it */
  cutoff: string;
  /** extra draw days 'YYYY-MM-DD' (special draws, usually Tuesdays) */
  specialDates: string[];
  /** 'YYYY-MM-DD' draws the operator closed early or cancelled: no bets, and not a draw day */
  closedDates?: string[];
}

const WED_SAT_SUN = [0, 3, 6];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

function defaultSchedule(pool: string, weekdays: number[], cutoff: string): PoolSchedule {
  // Frozen because the constant is shared by every request: an operator's special date must be
  // added to a copy, never pushed into the defaults.
  return Object.freeze({
    pool,
    weekdays: Object.freeze([...weekdays]) as number[],
    cutoff,
    specialDates: Object.freeze([]) as unknown as string[],
    closedDates: Object.freeze([]) as unknown as string[],
  });
}

/**
 * The default schedules of game-rules §1: the seven 4D pools draw Wednesday, Saturday and Sunday
 * (cut-off 19:00, Singapore 18:00); Grand Dragon and 9 Lotto draw every day (19:00). Special and
 * closed dates are the operator's to add.
 */
export const DEFAULT_POOL_SCHEDULES: readonly PoolSchedule[] = Object.freeze([
  defaultSchedule('mg', WED_SAT_SUN, '19:00'),
  defaultSchedule('kd', WED_SAT_SUN, '19:00'),
  defaultSchedule('tt', WED_SAT_SUN, '19:00'),
  defaultSchedule('sg', WED_SAT_SUN, '18:00'),
  defaultSchedule('sb', WED_SAT_SUN, '19:00'),
  defaultSchedule('sn', WED_SAT_SUN, '19:00'),
  defaultSchedule('sr', WED_SAT_SUN, '19:00'),
  defaultSchedule('gd', EVERY_DAY, '19:00'),
  defaultSchedule('nl', EVERY_DAY, '19:00'),
]);

const HM_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an 'HH:mm' cut-off (00:00-23:59); a RangeError for anything else. */
export function cutoffMinutes(cutoff: string): number {
  const match = typeof cutoff === 'string' ? HM_PATTERN.exec(cutoff) : null;
  if (!match) {
    throw new RangeError(`cut-off must be 'HH:mm' between 00:00 and 23:59: ${JSON.stringify(cutoff)}`);
  }
  return Number(match[1]) * 60 + Number(match[2]);
}

/** A schedule checked once and turned into sets, so the day loops below only look things up. */
export interface CompiledSchedule {
  pool: string;
  weekdays: ReadonlySet<number>;
  specialDates: ReadonlySet<string>;
  closedDates: ReadonlySet<string>;
  cutoffMinutes: number;
}

// A frozen schedule (the defaults, or what the server loaded) cannot change, so it is checked and
// compiled once; a mutable one is compiled on every call, since its caller may still edit it.
const compiledFrozen = new WeakMap<PoolSchedule, CompiledSchedule>();

function isDeepFrozen(schedule: PoolSchedule): boolean {
  return (
    Object.isFrozen(schedule) &&
    Object.isFrozen(schedule.weekdays) &&
    Object.isFrozen(schedule.specialDates) &&
    (schedule.closedDates === undefined || Object.isFrozen(schedule.closedDates))
  );
}

export function compile(schedule: PoolSchedule): CompiledSchedule {
  if (typeof schedule !== 'object' || schedule === null) throw new RangeError('pool schedule missing');
  const known = compiledFrozen.get(schedule);
  if (known) return known;
  const compiled = compileNow(schedule);
  if (isDeepFrozen(schedule)) compiledFrozen.set(schedule, compiled);
  return compiled;
}

function compileNow(schedule: PoolSchedule): CompiledSchedule {
  const { pool } = schedule;
  if (typeof pool !== 'string' || pool.trim() === '' || pool.trim() !== pool) {
    throw new RangeError(`pool schedule: pool code must be a non-empty string: ${JSON.stringify(pool)}`);
  }
  const where = `pool schedule '${pool}'`;
  if (!Array.isArray(schedule.weekdays)) throw new RangeError(`${where}: weekdays must be a list`);
  for (const day of schedule.weekdays) {
    if (!Number.isInteger(day) || day < 0 || day > 6) {
      throw new RangeError(`${where}: weekday must be 0 (Sunday) to 6 (Saturday): ${JSON.stringify(day)}`);
    }
  }
  const dates = (list: readonly string[] | undefined, name: string): ReadonlySet<string> => {
    if (list === undefined) return new Set();
    if (!Array.isArray(list)) throw new RangeError(`${where}: ${name} must be a list`);
    for (const date of list) requireParts(date, `${where}: ${name} entry`);
    return new Set(list);
  };
  let cutoff: number;
  try {
    cutoff = cutoffMinutes(schedule.cutoff);
  } catch (error) {
    throw new RangeError(`${where}: ${(error as Error).message}`, { cause: error });
  }
  return {
    pool,
    weekdays: new Set(schedule.weekdays),
    specialDates: dates(schedule.specialDates, 'specialDates'),
    closedDates: dates(schedule.closedDates, 'closedDates'),
    cutoffMinutes: cutoff,
  };
}

export function compileAll(schedules: readonly PoolSchedule[]): CompiledSchedule[] {
  if (!Array.isArray(schedules)) throw new RangeError('pool schedules must be a list');
  const compiled = schedules.map(compile);
  const seen = new Set<string>();
  for (const { pool } of compiled) {
    // Two schedules for one pool would make "is this draw open" depend on which one is found first.
    if (seen.has(pool)) throw new RangeError(`pool schedule '${pool}' given twice`);
    seen.add(pool);
  }
  return compiled;
}

/**
 * Checks an operator's schedule (pool code, weekdays 0-6, 'HH:mm' cut-off, real dates) and throws a
 * RangeError naming the pool and the field. Every function here checks its schedules too; this is
 * for checking configuration when it is loaded or saved.
 */
export function validatePoolSchedule(schedule: PoolSchedule): void {
  compile(schedule);
}

export function drawsOn(schedule: CompiledSchedule, date: string, dayNumber: number): boolean {
  if (schedule.closedDates.has(date)) return false;
  return schedule.weekdays.has(weekdayOf(dayNumber)) || schedule.specialDates.has(date);
}
