/**
 * The draw calendar (game-rules §1): on which days each pool draws, until when a draw takes bets,
 * and the date lists built on that: the bet dates (GetBetDates), the result screen's previous/next
 * draw day and the cancel rule (every draw of the ticket still open).
 *
 * Dates are plain 'YYYY-MM-DD' strings in the operator's draw time zone: they compare as strings,
 * print as they are and carry no hidden instant or offset. The only instant is `nowMs` (epoch ms),
 * which becomes a local date and minute through `Intl.DateTimeFormat` with the time zone the caller
 * passes in; nothing here reads the clock or the environment.
 */

import {
  formatYmdCompact,
  fromDayNumber,
  inRange,
  localNow,
  toDayNumber,
  weekday,
  weekdayOf,
  type LocalNow,
} from './calendar-dates.js';
import { compile, compileAll, drawsOn, type CompiledSchedule, type PoolSchedule } from './pool-schedule.js';

// The schedules are their own module (pool-schedule.ts); callers keep asking this one for both.
export {
  cutoffMinutes,
  DEFAULT_POOL_SCHEDULES,
  validatePoolSchedule,
  type PoolSchedule,
} from './pool-schedule.js';

/** The operator's time zone unless configured otherwise (game-rules: UTC+8, no daylight saving). */
export const DEFAULT_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** A ticket can be bought for any open draw from today up to this many days ahead (inclusive). */
export const DRAW_HORIZON_DAYS = 7;

/** How far `nextDrawDay` and `latestDrawDayOnOrBefore` look before answering null. */
export const DRAW_SEARCH_DAYS = 366;

function openOn(schedule: CompiledSchedule, date: string, dayNumber: number, now: LocalNow): boolean {
  const ahead = dayNumber - now.dayNumber;
  if (ahead < 0 || ahead > DRAW_HORIZON_DAYS) return false;
  if (!drawsOn(schedule, date, dayNumber)) return false;
  // Minutes are whole, so 18:59:59 reads 18:59 and is still before a 19:00 cut-off.
  return ahead > 0 || now.minutes < schedule.cutoffMinutes;
}

/**
 * Whether betting on the pool's draw of `date` has ended, so its result may be entered: the date
 * is before today's local date, or it is today at or after the cut-off, or the operator closed it.
 * It does not ask whether `date` is a regular draw day: historical and special draws have results
 * too. A date after today is never closed unless the operator closed it.
 */
export function hasDrawClosed(
  schedule: PoolSchedule,
  date: string,
  nowMs: number,
  timeZone: string,
): boolean {
  const compiled = compile(schedule);
  const dayNumber = toDayNumber(date, 'draw date');
  if (compiled.closedDates.has(date)) return true;
  const now = localNow(nowMs, timeZone);
  return dayNumber < now.dayNumber || (dayNumber === now.dayNumber && now.minutes >= compiled.cutoffMinutes);
}

/**
 * Whether the pool draws on `date`: its weekday is a regular draw weekday or the date is a special
 * draw, and the operator has not closed or cancelled it.
 */
export function isDrawDay(schedule: PoolSchedule, date: string): boolean {
  return drawsOn(compile(schedule), date, toDayNumber(date, 'draw date'));
}

/**
 * Whether the pool holds a draw on `date` at all: its weekday is a regular draw weekday or the date
 * is a special draw. Unlike isDrawDay, a draw the operator closed early (or cancelled) still counts:
 * its result may be entered. A result for any other pool and date is refused (issue 36.1: a Friday
 * Da Ma Cai result was settled as a draw that never took place).
 */
export function holdsDrawOn(schedule: PoolSchedule, date: string): boolean {
  const compiled = compile(schedule);
  const dayNumber = toDayNumber(date, 'draw date');
  return compiled.weekdays.has(weekdayOf(dayNumber)) || compiled.specialDates.has(date);
}

/** A pool's draw whose betting has ended, with the local minute it ended at (its cut-off). */
export interface ClosedDraw {
  pool: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm', the pool's cut-off */
  cutoff: string;
}

/**
 * The pool's most recent draw (holdsDrawOn) whose betting has ended at `nowMs` (hasDrawClosed):
 * today's once past its cut-off or closed early, else the latest earlier one. Looks back at most
 * DRAW_SEARCH_DAYS days; null when there is none. The result entry opens on it.
 */
export function lastClosedDraw(schedule: PoolSchedule, nowMs: number, timeZone: string): ClosedDraw | null {
  const compiled = compile(schedule);
  const now = localNow(nowMs, timeZone);
  for (let offset = 0; offset < DRAW_SEARCH_DAYS; offset += 1) {
    const dayNumber = now.dayNumber - offset;
    if (!inRange(dayNumber)) return null;
    const date = fromDayNumber(dayNumber);
    const held = compiled.weekdays.has(weekdayOf(dayNumber)) || compiled.specialDates.has(date);
    if (!held) continue;
    const closed = offset > 0 || compiled.closedDates.has(date) || now.minutes >= compiled.cutoffMinutes;
    if (closed) return { pool: compiled.pool, date, cutoff: schedule.cutoff };
  }
  return null;
}

/**
 * Of all the pools' last closed draws, the one that closed last: the latest date, then the latest
 * cut-off, then the first pool in the given order. The back office's result entry opens on it.
 */
export function drawClosedLast(
  schedules: readonly PoolSchedule[],
  nowMs: number,
  timeZone: string,
): ClosedDraw | null {
  let best: ClosedDraw | null = null;
  for (const schedule of schedules) {
    const draw = lastClosedDraw(schedule, nowMs, timeZone);
    if (!draw) continue;
    if (!best || draw.date > best.date || (draw.date === best.date && draw.cutoff > best.cutoff)) best = draw;
  }
  return best;
}

/**
 * Whether the pool's draw on `date` takes bets at `nowMs`: a draw day, not in the past, at most
 * DRAW_HORIZON_DAYS after today's local date, and, when it is today, strictly before the cut-off.
 */
export function isDrawOpen(schedule: PoolSchedule, date: string, nowMs: number, timeZone: string): boolean {
  const compiled = compile(schedule);
  const dayNumber = toDayNumber(date, 'draw date');
  return openOn(compiled, date, dayNumber, localNow(nowMs, timeZone));
}

/** For each given pool (every one appears, maybe with no dates), its open draw dates in order. */
export function openDrawDatesByPool(
  schedules: readonly PoolSchedule[],
  nowMs: number,
  timeZone: string,
): Record<string, string[]> {
  const compiled = compileAll(schedules);
  const now = localNow(nowMs, timeZone);
  const window = horizonDates(now);
  return Object.fromEntries(
    compiled.map((schedule) => [
      schedule.pool,
      window.filter(({ date, dayNumber }) => openOn(schedule, date, dayNumber, now)).map(({ date }) => date),
    ]),
  );
}

/** The dates today..today+DRAW_HORIZON_DAYS on which at least one of the pools has an open draw, sorted. */
export function openDrawDates(schedules: readonly PoolSchedule[], nowMs: number, timeZone: string): string[] {
  const compiled = compileAll(schedules);
  const now = localNow(nowMs, timeZone);
  return horizonDates(now)
    .filter(({ date, dayNumber }) => compiled.some((schedule) => openOn(schedule, date, dayNumber, now)))
    .map(({ date }) => date);
}

function horizonDates(now: LocalNow): { date: string; dayNumber: number }[] {
  const window: { date: string; dayNumber: number }[] = [];
  for (let ahead = 0; ahead <= DRAW_HORIZON_DAYS; ahead += 1) {
    const dayNumber = now.dayNumber + ahead;
    if (!inRange(dayNumber)) break;
    window.push({ date: fromDayNumber(dayNumber), dayNumber });
  }
  return window;
}

/** One item of the GetBetDates answer (spec: date, id = weekday, fullDate = YYYYMMDD). */
export interface BetDate {
  /** 'YYYY-MM-DD' */
  date: string;
  /** weekday, 0 = Sunday .. 6 = Saturday */
  id: number;
  /** 'YYYYMMDD' */
  fullDate: string;
}

/** The GetBetDates answer: the open draw dates of the given pools, in order. */
export function betDates(schedules: readonly PoolSchedule[], nowMs: number, timeZone: string): BetDate[] {
  return openDrawDates(schedules, nowMs, timeZone).map((date) => ({
    date,
    id: weekday(date),
    fullDate: formatYmdCompact(date),
  }));
}

/**
 * The spec's `day_number`: 2 is the next draw day after `fromDate`, -2 the previous one (1 and -1
 * are taken as 2 and -2). A draw day is one on which any of the pools draws (isDrawDay); cut-off
 * and horizon do not matter, because the result screen walks through past draws. Looks at most
 * DRAW_SEARCH_DAYS days away; null when there is none.
 */
export function nextDrawDay(
  schedules: readonly PoolSchedule[],
  fromDate: string,
  direction: 2 | -2 | 1 | -1,
): string | null {
  if (direction !== 2 && direction !== -2 && direction !== 1 && direction !== -1) {
    throw new RangeError(`direction must be 2, 1, -1 or -2: ${JSON.stringify(direction)}`);
  }
  const compiled = compileAll(schedules);
  const from = toDayNumber(fromDate, 'date');
  return searchDrawDay(compiled, from + Math.sign(direction), Math.sign(direction));
}

/** The most recent draw day on or before `date` (the result screen's default), or null. */
export function latestDrawDayOnOrBefore(schedules: readonly PoolSchedule[], date: string): string | null {
  return searchDrawDay(compileAll(schedules), toDayNumber(date, 'date'), -1);
}

function searchDrawDay(compiled: readonly CompiledSchedule[], start: number, step: number): string | null {
  if (compiled.length === 0) return null;
  for (let offset = 0; offset < DRAW_SEARCH_DAYS; offset += 1) {
    const dayNumber = start + step * offset;
    if (!inRange(dayNumber)) return null;
    const date = fromDayNumber(dayNumber);
    if (compiled.some((schedule) => drawsOn(schedule, date, dayNumber))) return date;
  }
  return null;
}

/** One draw a ticket is for. */
export interface TicketDraw {
  pool: string;
  /** 'YYYY-MM-DD' */
  date: string;
}

/**
 * Cancel rule (game-rules §6): a ticket may be voided only while every one of its draws is still
 * open (isDrawOpen). A draw of a pool without a schedule is not open, and a ticket with no draws
 * at all is refused rather than allowed by default.
 */
export function mayCancel(
  ticketDrawDates: readonly TicketDraw[],
  schedules: readonly PoolSchedule[],
  nowMs: number,
  timeZone: string,
): boolean {
  const byPool = new Map(compileAll(schedules).map((schedule) => [schedule.pool, schedule]));
  const now = localNow(nowMs, timeZone);
  // Every date is checked before answering, so a malformed one always throws, whatever its place.
  const draws = ticketDrawDates.map(({ pool, date }) => ({
    schedule: byPool.get(pool),
    date,
    dayNumber: toDayNumber(date, 'ticket draw date'),
  }));
  if (draws.length === 0) return false;
  return draws.every(
    ({ schedule, date, dayNumber }) => schedule !== undefined && openOn(schedule, date, dayNumber, now),
  );
}
