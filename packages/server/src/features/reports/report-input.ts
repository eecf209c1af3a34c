import { daysBetween } from '@lotto/domain/calendar-dates';
import { validationFailed } from '../../lib/app-error.js';

/** The longest date range one report covers. */
export const MAX_REPORT_DAYS = 366;

/** from..to in order (a reversed range is read the right way round), at most MAX_REPORT_DAYS. */
export function orderedRange(from: string, to: string): [string, string] {
  const range: [string, string] = from <= to ? [from, to] : [to, from];
  if (daysBetween(range[0], range[1]) >= MAX_REPORT_DAYS) {
    throw validationFailed(`date_from..date_to: at most ${MAX_REPORT_DAYS} days at a time`);
  }
  return range;
}
