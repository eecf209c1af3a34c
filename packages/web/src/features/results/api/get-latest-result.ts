import { useQuery } from '@tanstack/react-query';
import { resultItemSchema, type LatestResultQueryInput, type ResultItem } from '@lotto/contract/results';
import { apiRequest } from '@/lib/api-client';
import { toCompactDate } from '@lotto/contract/wire-dates';

/** A draw result (spec §3, game-rules §2): the contract's. Numbers stay strings so leading zeros survive. */
export type { ResultItem };

export const latestResultBaseKey = ['results', 'latest'] as const;

/**
 * GET /Tool/GetLatestResult. Without a date: the latest result of every pool that has one. With
 * a date ('YYYY-MM-DD'): the results of the pools that drew that day ([] for none).
 */
export function getLatestResult(date: string | null, signal?: AbortSignal): Promise<ResultItem[]> {
  return apiRequest('/Tool/GetLatestResult', resultItemSchema.array(), {
    ...(date ? { query: { date: toCompactDate(date) } satisfies LatestResultQueryInput } : {}),
    ...(signal ? { signal } : {}),
  });
}

/** `date` null: the latest results. */
export function useLatestResult(date: string | null) {
  return useQuery({
    queryKey: [...latestResultBaseKey, date ?? 'latest'],
    queryFn: ({ signal }) => getLatestResult(date, signal),
    staleTime: 60_000,
  });
}
