import { fromCompactDate, toCompactDate } from '@lotto/contract/wire-dates';
import { localDateTime } from '@lotto/domain/calendar-dates';
import { isIsoDate, toIsoDate } from './date-range';

/**
 * Dates of the result and strike screens. Inside the app they are 'YYYY-MM-DD' (the URL and the
 * native date inputs use them); the wire uses 'YYYYMMDD'.
 */

/** Today as 'YYYY-MM-DD' in the draw time zone when the server names one, else the device's day. */
export function todayIn(timeZone: string | undefined, nowMs: number = Date.now()): string {
  if (timeZone) {
    try {
      return localDateTime(nowMs, timeZone).date;
    } catch {
      // an unknown zone name: fall back to the device's calendar day
    }
  }
  return toIsoDate(new Date(nowMs));
}

/** 'YYYY-MM-DD' to the wire's 'YYYYMMDD'. */
export function toWireDate(iso: string): string {
  return toCompactDate(iso);
}

/** The wire's 'YYYYMMDD' to 'YYYY-MM-DD', or null when it is not a real day. */
export function fromWireDate(compact: string): string | null {
  return fromCompactDate(compact);
}

/** A 'date' URL value the result screen may show: a real day, not after today. */
export function validResultDate(raw: string | null, today: string): string | null {
  return isIsoDate(raw) && raw <= today ? raw : null;
}

/** The newest of the wire dates that is not after today, as 'YYYY-MM-DD' (null for none). */
export function latestDrawDate(wireDates: readonly string[], today: string): string | null {
  let latest: string | null = null;
  for (const wire of wireDates) {
    const iso = fromWireDate(wire);
    if (iso && iso <= today && (latest === null || iso > latest)) latest = iso;
  }
  return latest;
}

/** The short weekday name of an ISO date in the language ("Sun", "周日"). */
export function weekdayName(iso: string, language: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  try {
    return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(date);
  } catch {
    return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][date.getUTCDay()] ?? '';
  }
}
