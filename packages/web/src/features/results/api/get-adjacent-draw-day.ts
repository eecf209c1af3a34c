import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { betDatesAnswer, type BetDatesQueryInput } from '@lotto/contract/draws';
import { apiRequest } from '@/lib/api-client';
import { fromCompactDate, toCompactDate } from '@lotto/contract/wire-dates';

export type DrawDayDirection = 'previous' | 'next';

/**
 * GET /Tool/GetBetDates?selected_date=YYYYMMDD&day_number=2 (next) or -2 (previous): the nearest
 * day on which any offered pool draws, before or after `date` ('YYYY-MM-DD'); null when there is
 * none (the server answers []).
 */
export async function getAdjacentDrawDay(
  date: string,
  direction: DrawDayDirection,
  signal?: AbortSignal,
): Promise<string | null> {
  const days = await apiRequest('/Tool/GetBetDates', betDatesAnswer, {
    query: {
      selected_date: toCompactDate(date),
      day_number: direction === 'next' ? 2 : -2,
    } satisfies BetDatesQueryInput,
    ...(signal ? { signal } : {}),
  });
  const first = days[0];
  return first ? fromCompactDate(first.fullDate) : null;
}

export const adjacentDrawDayKey = (date: string, direction: DrawDayDirection) =>
  ['results', 'adjacent-draw-day', date, direction] as const;

/** Asks for the previous or next draw day when an arrow is tapped (cached for 5 minutes). */
export function useAdjacentDrawDay(): (date: string, direction: DrawDayDirection) => Promise<string | null> {
  const queryClient = useQueryClient();
  return useCallback(
    (date, direction) =>
      queryClient.fetchQuery({
        queryKey: adjacentDrawDayKey(date, direction),
        queryFn: ({ signal }) => getAdjacentDrawDay(date, direction, signal),
        staleTime: 5 * 60_000,
      }),
    [queryClient],
  );
}
