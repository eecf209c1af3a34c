import { addDays, parseYmd } from '@lotto/domain/calendar-dates';

/** Draw-date range of betting history: 'YYYY-MM-DD' strings (the URL and the date inputs use them). */
export interface DateRange {
  from: string;
  to: string;
}

/** How far the default range reaches back and ahead (ahead so upcoming draws show). */
export const DEFAULT_RANGE_DAYS = 7;

/** A local calendar day as 'YYYY-MM-DD'. */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** True for a real calendar day written 'YYYY-MM-DD' (the domain's calendar, years 1000-9999). */
export function isIsoDate(text: unknown): text is string {
  return typeof text === 'string' && parseYmd(text) !== null;
}

/** today - 7 .. today + 7; `today` a Date (the device's day) or 'YYYY-MM-DD' (the draw zone's). */
export function defaultRange(today: Date | string = new Date()): DateRange {
  const iso = typeof today === 'string' ? today : toIsoDate(today);
  return { from: addDays(iso, -DEFAULT_RANGE_DAYS), to: addDays(iso, DEFAULT_RANGE_DAYS) };
}

/**
 * Spec §5: changing one date pushes the other so that from is never after to. ISO dates compare
 * as strings.
 */
export function changeFrom(range: DateRange, from: string): DateRange {
  return { from, to: from > range.to ? from : range.to };
}

export function changeTo(range: DateRange, to: string): DateRange {
  return { from: to < range.from ? to : range.from, to };
}
