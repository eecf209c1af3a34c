import { formatDmy, formatYmdCompact, parseYmd, parseYmdCompact } from '@lotto/domain/calendar-dates';

/**
 * The wire's date forms and the one place they are converted. Inside the server and the web a
 * date is 'YYYY-MM-DD'; the spec's calls carry it as 'YYYYMMDD' (results, reports, bet dates),
 * 'MM/DD/yyyy' (ticket lists, wallet statement), 'MMDD' (check ticket) and show bet times as
 * 'dd/MM/yyyy HH:mm:ss'. Both sides convert here and nowhere else. This module imports no zod, so
 * the web's first screens can use the converters without it (zod's date fields are in
 * wire-date-params.ts; importing zod here put classic zod in home's download).
 */

/** 'YYYY-MM-DD' as the compact wire form 'YYYYMMDD' (a RangeError for anything else). */
export function toCompactDate(date: string): string {
  return formatYmdCompact(date);
}

/** A compact wire date 'YYYYMMDD' as 'YYYY-MM-DD', or null when it is no real day. */
export function fromCompactDate(text: string): string | null {
  return parseYmdCompact(text);
}

/** 'YYYY-MM-DD' as the wire's 'MM/DD/yyyy' (ticket lists, wallet statement). */
export function toUsDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/** A wire 'MM/DD/yyyy' date as 'YYYY-MM-DD', or null when it is no real day. */
export function fromUsDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const date = match ? `${match[3]}-${match[1]}-${match[2]}` : '';
  return parseYmd(date) ? date : null;
}

/** 'YYYY-MM-DD' as the check-ticket form's 'MMDD' ('' stays ''): the server picks the year. */
export function toMonthDay(date: string): string {
  return date === '' ? '' : `${date.slice(5, 7)}${date.slice(8, 10)}`;
}

// A leap year, so that 0229 counts as a day of the calendar.
const LEAP_YEAR = 2000;

/** Whether a check-ticket 'MMDD' names a day of some year (0229 does; 1340 and 0431 do not). */
export function isMonthDay(text: string): boolean {
  const match = /^(\d{2})(\d{2})$/.exec(text);
  return match !== null && parseYmd(`${LEAP_YEAR}-${match[1]}-${match[2]}`) !== null;
}

/** 'YYYY-MM-DD' as the wire's shown date 'dd/MM/yyyy' (GetBetDates `date`). */
export function toDmyDate(date: string): string {
  return formatDmy(date);
}

/** A local date and time ('YYYY-MM-DD', 'HH:mm:ss') as the wire's 'dd/MM/yyyy HH:mm:ss' (ticket lists). */
export function toDmyDateTime(date: string, time: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time}`;
}
