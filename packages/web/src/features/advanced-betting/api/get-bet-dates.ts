import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const betDatesSchema = z.array(z.object({ date: z.string(), id: z.number(), fullDate: z.string() }));

export const openDatesQueryKey = ['advanced-betting', 'bet-dates'] as const;

/** 'YYYYMMDD' (the wire) as 'YYYY-MM-DD' (what the order-string parser reads). */
export function isoDate(fullDate: string): string {
  return `${fullDate.slice(0, 4)}-${fullDate.slice(4, 6)}-${fullDate.slice(6, 8)}`;
}

/** GET /Tool/GetBetDates: the open draw dates, sorted, as 'YYYY-MM-DD' for the live preview. */
export async function getOpenDates(signal?: AbortSignal): Promise<string[]> {
  const dates = await apiRequest('/Tool/GetBetDates', betDatesSchema, signal ? { signal } : {});
  return dates.map((item) => isoDate(item.fullDate)).sort();
}

export function useOpenDates() {
  return useQuery({
    queryKey: openDatesQueryKey,
    queryFn: ({ signal }) => getOpenDates(signal),
    // a draw closes at its cut-off: keep the preview's dates fresh
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}
