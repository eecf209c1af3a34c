import { useQuery } from '@tanstack/react-query';
import { jackpotHistoryAnswer, type JackpotItem } from '@lotto/contract/results';
import type { DateRange } from '@/lib/dates/date-range';
import { toCompactDate } from '@lotto/contract/wire-dates';
import { apiRequest } from '@/lib/api-client';

export type { JackpotItem };

/** GET /Tool/GetJackpotHistory: the jackpots of the draws from..to ('YYYY-MM-DD'), newest first. */
export function getJackpotHistory(range: DateRange, signal?: AbortSignal): Promise<JackpotItem[]> {
  return apiRequest('/Tool/GetJackpotHistory', jackpotHistoryAnswer, {
    query: { date_from: toCompactDate(range.from), date_to: toCompactDate(range.to) },
    ...(signal ? { signal } : {}),
  });
}

export function useJackpotHistory(range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: ['jackpots', 'history', range.from, range.to],
    queryFn: ({ signal }) => getJackpotHistory(range, signal),
    enabled,
  });
}
