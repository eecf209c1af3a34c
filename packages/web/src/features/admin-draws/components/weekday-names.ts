import { fromCompactDate } from '@lotto/contract/wire-dates';
import { displayDate } from '@/lib/dates/date-range';

/** Short weekday names in the user's language, Sunday (0) first, from the browser's own data. */
export function weekdayNames(language: string): string[] {
  // 2026-11-22 is a Sunday.
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2026, 10, 22 + day))));
}

/** 'YYYYMMDD' as 'dd/MM/yyyy' (a value that is no wire date shows as it came). */
export function displayWireDate(wire: string): string {
  const date = fromCompactDate(wire);
  return date ? displayDate(date) : wire;
}
