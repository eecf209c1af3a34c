import { fromCompactDate } from '@lotto/contract/wire-dates';
import { formatDm, formatDmy, parseYmd, weekday } from '@lotto/domain/calendar-dates';

/**
 * How the app shows a date: every screen calls these, never its own formatter. Dates inside the
 * app are 'YYYY-MM-DD'; the wire's forms convert in `@lotto/contract/wire-dates`; the calendar's
 * arithmetic (addDays, weekday) is the domain's.
 */

/** 'YYYY-MM-DD' as the product shows dates, dd/MM/yyyy (spec §9); anything else shows as it came. */
export function displayDate(iso: string): string {
  return parseYmd(iso) ? formatDmy(iso) : iso;
}

/** A compact wire date 'YYYYMMDD' shown dd/MM/yyyy; a value that is no such day shows as it came. */
export function displayCompactDate(compact: string): string {
  const iso = fromCompactDate(compact);
  return iso ? displayDate(iso) : compact;
}

/** Short weekday names in English, Sunday (0) first: the cart's labels and the fallback below. */
export const WEEKDAYS_EN: readonly string[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// A handful of languages: keep each one's names rather than build a formatter per call.
const NAMES_CACHE_LIMIT = 16;
const namesByLanguage = new Map<string, readonly string[]>();

function readWeekdayNames(language: string): readonly string[] {
  try {
    const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
    // 2026-11-22 is a Sunday.
    return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2026, 10, 22 + day))));
  } catch {
    return WEEKDAYS_EN;
  }
}

/**
 * The short weekday names in the language, Sunday (0) first ("Sun", "周日"), from the browser's
 * own data; English for a language Intl cannot read.
 */
export function weekdayNames(language: string): readonly string[] {
  let names = namesByLanguage.get(language);
  if (!names) {
    names = readWeekdayNames(language);
    if (namesByLanguage.size >= NAMES_CACHE_LIMIT) namesByLanguage.clear();
    namesByLanguage.set(language, names);
  }
  return names;
}

/** The short weekday name of an ISO date in the language ('' for a value that is no date). */
export function weekdayName(iso: string, language: string): string {
  return parseYmd(iso) ? (weekdayNames(language)[weekday(iso)] ?? '') : '';
}

/** 'Wed 25/11': an ISO date's weekday in the language and its day and month (draw-date chips). */
export function shortDate(iso: string, language: string): string {
  return parseYmd(iso) ? `${weekdayName(iso, language)} ${formatDm(iso)}` : iso;
}
