import { daysBetween } from '@lotto/domain/calendar-dates';
import type { DateRange } from '@/lib/dates/date-range';

/*
 * What every report filter shares (profit loss, daily sales, winning): the pool filter and the
 * longest range the server takes.
 */

/** The report pool filter of spec §3 (the server's `report_type`); `all` is the default (§9). */
export const REPORT_TYPES = ['all', 'normal', 'gd', 'ninelotto'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export function isReportType(value: unknown): value is ReportType {
  return typeof value === 'string' && (REPORT_TYPES as readonly string[]).includes(value);
}

/**
 * The longest range one profit-loss request may cover; the server refuses longer ones
 * (MAX_REPORT_DAYS in packages/server/src/features/reports/report-input.ts), so the screen says so
 * before asking.
 */
export const MAX_REPORT_DAYS = 366;

export function isRangeTooLong(range: DateRange): boolean {
  return daysBetween(range.from, range.to) >= MAX_REPORT_DAYS;
}
