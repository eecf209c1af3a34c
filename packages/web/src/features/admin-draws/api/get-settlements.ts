import { useQuery } from '@tanstack/react-query';
import { settlementsAnswer, type DrawSettlement } from '@lotto/contract/draws';
import { apiRequest } from '@/lib/api-client';

export type { DrawSettlement };

/** GET /Admin/GetSettlements: each draw from..to ('YYYYMMDD'), newest first. */
export function getSettlements(from: string, to: string, signal?: AbortSignal): Promise<DrawSettlement[]> {
  return apiRequest('/Admin/GetSettlements', settlementsAnswer, {
    query: { from, to },
    ...(signal ? { signal } : {}),
  });
}

/** How often the status is read again while a draw is settling, until it is settled. */
export const SETTLING_REFRESH_MS = 3_000;

export function useSettlements(from: string, to: string) {
  return useQuery({
    queryKey: ['admin', 'settlements', from, to],
    queryFn: ({ signal }) => getSettlements(from, to, signal),
    // A draw settling (or resumed by the server's job after a stop) moves on by itself: follow it.
    refetchInterval: (query) =>
      query.state.data?.some((row) => row.state === 'settling') ? SETTLING_REFRESH_MS : false,
  });
}
