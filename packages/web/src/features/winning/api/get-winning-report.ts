import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { DateRange } from '@/lib/dates/date-range';
import type { ReportType } from '@/lib/report-types';
import { toWireDate } from '@/lib/dates/draw-dates';
import { apiRequest } from '@/lib/api-client';

/** One winning bet of the caller's scope (docs/api.md, Reports); amounts in points. */
const winningItemSchema = z.object({
  id: z.string(),
  /** the winner: the caller itself, or a member of its downline */
  username: z.string(),
  /** YYYYMMDD */
  drawDate: z.string(),
  /** pool code, e.g. 'mg' */
  pool: z.string(),
  /** the pool's letter, e.g. 'M' */
  poolShortCode: z.string(),
  number: z.string(),
  /** B, S, 4A, 3C ... */
  betType: z.string(),
  /** "1st Prize" .. "Consolation" */
  prizeName: z.string(),
  stake: z.number(),
  win: z.number(),
  ticketId: z.string(),
});
export type WinningItem = z.infer<typeof winningItemSchema>;

const winningReportSchema = z.object({
  /** points won by every matching win, not only the listed ones */
  total: z.number(),
  count: z.number().int(),
  /** newest draw first, at most 500 */
  items: z.array(winningItemSchema),
});
export type WinningReport = z.infer<typeof winningReportSchema>;

export interface WinningFilter {
  range: DateRange;
  type: ReportType;
}

/** GET /Report/GetWinningReport: the winning bets of the caller's tree on draws from..to. */
export function getWinningReport(filter: WinningFilter, signal?: AbortSignal): Promise<WinningReport> {
  return apiRequest('/Report/GetWinningReport', winningReportSchema, {
    query: {
      date_from: toWireDate(filter.range.from),
      date_to: toWireDate(filter.range.to),
      report_type: filter.type,
    },
    ...(signal ? { signal } : {}),
  });
}

export function useWinningReport(filter: WinningFilter, enabled = true) {
  return useQuery({
    queryKey: ['reports', 'winning', filter.range.from, filter.range.to, filter.type],
    queryFn: ({ signal }) => getWinningReport(filter, signal),
    enabled,
  });
}
