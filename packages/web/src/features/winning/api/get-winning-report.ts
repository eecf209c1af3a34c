import { useQuery } from '@tanstack/react-query';
import { winningReportAnswer, type WinningReportAnswer } from '@lotto/contract/reports';
import type { DateRange } from '@/lib/dates/date-range';
import type { ReportType } from '@/lib/report-types';
import { toCompactDate } from '@lotto/contract/wire-dates';
import { apiRequest } from '@/lib/api-client';

/** The winning bets of the caller's scope (the contract's answer); amounts in points. */
export type WinningReport = WinningReportAnswer;
export type WinningItem = WinningReport['items'][number];

export interface WinningFilter {
  range: DateRange;
  type: ReportType;
}

/** GET /Report/GetWinningReport: the winning bets of the caller's tree on draws from..to. */
export function getWinningReport(filter: WinningFilter, signal?: AbortSignal): Promise<WinningReport> {
  return apiRequest('/Report/GetWinningReport', winningReportAnswer, {
    query: {
      date_from: toCompactDate(filter.range.from),
      date_to: toCompactDate(filter.range.to),
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
