import { fromCompactDate } from '@lotto/contract/wire-dates';
import { localDateTime } from '@lotto/domain/calendar-dates';
import { isIsoDate, toIsoDate } from './date-range';

/**
 * Dates of the result and strike screens. Inside the app they are 'YYYY-MM-DD' (the URL and the
 * native date inputs use them); the wire uses 'YYYYMMDD' (`@lotto/contract/wire-dates` converts).
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

/** A 'date' URL value the result screen may show: a real day, not after today. */
export function validResultDate(raw: string | null, today: string): string | null {
  return isIsoDate(raw) && raw <= today ? raw : null;
}

/** The newest of the wire dates that is not after today, as 'YYYY-MM-DD' (null for none). */
export function latestDrawDate(wireDates: readonly string[], today: string): string | null {
  let latest: string | null = null;
  for (const wire of wireDates) {
    const iso = fromCompactDate(wire);
    if (iso && iso <= today && (latest === null || iso > latest)) latest = iso;
  }
  return latest;
}
