import { useQuery } from '@tanstack/react-query';
import { POOL_CODES } from '@lotto/domain/pools';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const betDateSchema = z.object({
  /** dd/MM/yyyy */
  date: z.string(),
  /** weekday, 0 = Sunday .. 6 = Saturday */
  id: z.number().int().min(0).max(6),
  /** YYYYMMDD */
  fullDate: z.string().regex(/^\d{8}$/),
  /** the pools with an open draw that day (pool codes); older servers leave it out */
  pools: z.array(z.enum(POOL_CODES)).optional(),
});
export type BetDateOption = z.infer<typeof betDateSchema>;

export const betDatesQueryKey = ['orders', 'bet-dates'] as const;

/** GET /Tool/GetBetDates: the open draw dates, today up to 7 days ahead (docs/api.md). */
export function getBetDates(signal?: AbortSignal): Promise<BetDateOption[]> {
  return apiRequest('/Tool/GetBetDates', z.array(betDateSchema), signal ? { signal } : {});
}

const betDatesQuery = {
  queryKey: betDatesQueryKey,
  queryFn: ({ signal }: { signal?: AbortSignal }) => getBetDates(signal),
  // a draw closes at its cut-off: look again now and then while a form is open
  staleTime: 60_000,
  refetchInterval: 5 * 60_000,
} as const;

export function useBetDates() {
  return useQuery(betDatesQuery);
}

/** 'YYYYMMDD' (the wire) as 'YYYY-MM-DD' (what the order-string parser reads). */
export function isoDate(fullDate: string): string {
  return `${fullDate.slice(0, 4)}-${fullDate.slice(4, 6)}-${fullDate.slice(6, 8)}`;
}

/** The same open dates, sorted, as 'YYYY-MM-DD' (the advanced editor's live preview, exposure). */
export function useOpenDates() {
  return useQuery({
    ...betDatesQuery,
    select: (dates: BetDateOption[]) => dates.map((item) => isoDate(item.fullDate)).sort(),
  });
}
