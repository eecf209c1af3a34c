import { addDays, weekday } from '@lotto/domain/calendar-dates';
import type { DateRange } from './date-range';

/** The quick date ranges of spec §9, in the spec's order. */
export const QUICK_RANGES = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'prevDay',
  'nextDay',
] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

const day = (date: string): DateRange => ({ from: date, to: date });

/** Monday of the week of `date` (weeks start on Monday in Malaysia). */
function mondayOf(date: string): string {
  return addDays(date, -((weekday(date) + 6) % 7));
}

function firstOfMonth(date: string): string {
  return `${date.slice(0, 8)}01`;
}

/**
 * The range a quick-range button selects. "This week" and "this month" run up to today (a strike
 * report has nothing later); "last week" is Monday to Sunday; Prev Day and Next Day step one day
 * before the current start or after the current end and show that single day.
 */
export function quickRange(name: QuickRange, current: DateRange, today: string): DateRange {
  switch (name) {
    case 'today':
      return day(today);
    case 'yesterday':
      return day(addDays(today, -1));
    case 'thisWeek':
      return { from: mondayOf(today), to: today };
    case 'lastWeek': {
      const monday = addDays(mondayOf(today), -7);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth': {
      const end = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(end), to: end };
    }
    case 'prevDay':
      return day(addDays(current.from, -1));
    case 'nextDay':
      return day(addDays(current.to, 1));
  }
}

/** True when the range is exactly what a fixed quick range (not Prev/Next Day) selects. */
export function isQuickRangeActive(name: QuickRange, current: DateRange, today: string): boolean {
  if (name === 'prevDay' || name === 'nextDay') return false;
  const range = quickRange(name, current, today);
  return range.from === current.from && range.to === current.to;
}

/** The default strike-history range: the last 7 days, today included. */
export function defaultStrikeRange(today: string): DateRange {
  return { from: addDays(today, -6), to: today };
}
