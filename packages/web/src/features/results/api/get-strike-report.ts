import { useQuery } from '@tanstack/react-query';
import { strikeReportAnswer, type StrikeItem, type StrikeReportQueryInput } from '@lotto/contract/results';
import type { DateRange } from '@/lib/dates/date-range';
import { apiRequest } from '@/lib/api-client';
import { toCompactDate } from '@lotto/contract/wire-dates';

export type { StrikeItem };

export const strikeReportBaseKey = ['results', 'strike-report'] as const;

/** GET /Order/GetStrikeReport: the caller's winning bets on draws from..to ('YYYY-MM-DD'). */
export function getStrikeReport(range: DateRange, signal?: AbortSignal): Promise<StrikeItem[]> {
  return apiRequest('/Order/GetStrikeReport', strikeReportAnswer, {
    query: {
      date_from: toCompactDate(range.from),
      date_to: toCompactDate(range.to),
    } satisfies StrikeReportQueryInput,
    ...(signal ? { signal } : {}),
  });
}

/** `enabled` is false until the range the screen opens on is known. */
export function useStrikeReport(range: DateRange, enabled = true) {
  return useQuery({
    queryKey: [...strikeReportBaseKey, range.from, range.to],
    queryFn: ({ signal }) => getStrikeReport(range, signal),
    enabled,
  });
}
