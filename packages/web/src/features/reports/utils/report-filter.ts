import { isIsoDate, type DateRange } from '@/lib/dates/date-range';
import { quickRange, type QuickRange } from '@/lib/dates/quick-ranges';
import { isReportType, type ReportType } from '@/lib/report-types';

/** Daily sales looks at one draw date: step a day back or forward, or jump to today. */
export const DAY_QUICK_RANGES = ['prevDay', 'today', 'nextDay'] as const satisfies readonly QuickRange[];

/** The profit-loss screens look at spans of settled draws. */
export const SPAN_QUICK_RANGES = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
] as const satisfies readonly QuickRange[];

export interface DayFilter {
  /** 'YYYY-MM-DD' */
  date: string;
  type: ReportType;
}

export interface RangeFilter {
  range: DateRange;
  type: ReportType;
}

/**
 * Daily sales from the URL (?date=&type=): without a date, the latest draw date with sales
 * (`latest`, issue 17 item 10), else today; all pools unless the URL says otherwise.
 */
export function dayFilterFrom(
  params: URLSearchParams,
  today: string,
  latest: string | null = null,
): DayFilter {
  const date = params.get('date');
  const type = params.get('type');
  return { date: isIsoDate(date) ? date : (latest ?? today), type: isReportType(type) ? type : 'all' };
}

/**
 * A profit-loss filter from the URL (?from=&to=&type=). By default this week (Monday to today),
 * the span an agent usually settles; when the latest settled draw date (`latest`) is older than
 * this week, the week of that date up to it instead, so the screen opens on figures rather than
 * an empty week (issue 17 item 10). A reversed range is read with to pushed up to from.
 */
export function rangeFilterFrom(
  params: URLSearchParams,
  today: string,
  latest: string | null = null,
): RangeFilter {
  const thisWeek = quickRange('thisWeek', { from: today, to: today }, today);
  const fallback =
    latest !== null && latest < thisWeek.from ? quickRange('thisWeek', thisWeek, latest) : thisWeek;
  const rawFrom = params.get('from');
  const rawTo = params.get('to');
  const type = params.get('type');
  const from = isIsoDate(rawFrom) ? rawFrom : fallback.from;
  let to = isIsoDate(rawTo) ? rawTo : fallback.to;
  if (to < from) to = from;
  return { range: { from, to }, type: isReportType(type) ? type : 'all' };
}

export function dayFilterParams(filter: DayFilter): Record<string, string> {
  return { date: filter.date, type: filter.type };
}

export function rangeFilterParams(filter: RangeFilter): Record<string, string> {
  return { from: filter.range.from, to: filter.range.to, type: filter.type };
}

/** One day as the range the quick-range chips work on. */
export const dayRange = (date: string): DateRange => ({ from: date, to: date });
