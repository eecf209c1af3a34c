import { daysBetween, formatDm, formatDmy, parseYmd } from './calendar-dates.js';

/**
 * The receipt's date forms (game-rules §9): the bet date 'dd/MM/yyyy' and draw dates 'dd/MM'
 * without a year, which take the year that puts them nearest the bet date. Inside, every date is
 * 'YYYY-MM-DD'; these are the only conversions the receipt makes.
 */

/** Draw dates lie within this many days of the bet date (bets are sold at most 7 days ahead). */
export const MAX_DRAW_DISTANCE_DAYS = 182;

/** The bet date as the receipt prints it: 'dd/MM/yyyy'. */
export const receiptBetDate = formatDmy;

/** A draw date as the receipt prints it: 'dd/MM'. */
export const receiptDrawDate = formatDm;

/** A real 'YYYY-MM-DD' date within MAX_DRAW_DISTANCE_DAYS of the real date `betDate`. */
export function isNearDrawDate(date: string, betDate: string): boolean {
  return parseYmd(date) !== null && Math.abs(daysBetween(betDate, date)) <= MAX_DRAW_DISTANCE_DAYS;
}

/** A 'dd/MM/yyyy' bet date as 'YYYY-MM-DD', or null when it is no such day. */
export function readReceiptBetDate(dmy: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dmy);
  const date = m ? `${m[3]}-${m[2]}-${m[1]}` : '';
  return parseYmd(date) ? date : null;
}

/** 'dd/MM' in the year that puts it nearest `near` (within 182 days, so only one year can). */
export function readReceiptDrawDate(dayMonth: string, near: string): string | null {
  const m = /^(\d{2})\/(\d{2})$/.exec(dayMonth);
  if (!m) return null;
  const year = Number(near.slice(0, 4));
  for (const y of [year - 1, year, year + 1]) {
    const candidate = `${String(y).padStart(4, '0')}-${m[2]}-${m[1]}`;
    if (isNearDrawDate(candidate, near)) return candidate;
  }
  return null;
}
