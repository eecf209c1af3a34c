import { z } from 'zod';
import { daysBetween } from '@lotto/domain/calendar-dates';
import { POOLS, type PoolCode } from '@lotto/domain/pools';
import { validationFailed } from '../../lib/app-error.js';
import { compactDateParam } from '../../http/wire-dates.js';

/** The spec's report pool filter (§3): all pools, the normal pools, Grand Dragon, 9 Lotto. */
export const REPORT_TYPES = ['all', 'normal', 'gd', 'ninelotto'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const reportTypeParam = z
  .string()
  .optional()
  .transform((value, issue): ReportType => {
    const type = (value ?? '').trim().toLowerCase() || 'all';
    if (!(REPORT_TYPES as readonly string[]).includes(type)) {
      issue.addIssue({
        code: 'custom',
        message: `report_type: expected one of ${REPORT_TYPES.join(', ')}, got "${value}"`,
      });
      return z.NEVER;
    }
    return type as ReportType;
  });

/** The pools a report filter covers. */
export function poolsOfReportType(type: ReportType): PoolCode[] {
  return POOLS.filter((pool) => type === 'all' || pool.category === type).map((pool) => pool.code);
}

/** The longest date range one report covers. */
export const MAX_REPORT_DAYS = 366;

export const dateRangeBody = z.object({
  date_from: compactDateParam(),
  date_to: compactDateParam(),
  report_type: reportTypeParam,
});

/** from..to in order (a reversed range is read the right way round), at most MAX_REPORT_DAYS. */
export function orderedRange(from: string, to: string): [string, string] {
  const range: [string, string] = from <= to ? [from, to] : [to, from];
  if (daysBetween(range[0], range[1]) >= MAX_REPORT_DAYS) {
    throw validationFailed(`date_from..date_to: at most ${MAX_REPORT_DAYS} days at a time`);
  }
  return range;
}
