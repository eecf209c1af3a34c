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

export function useSettlements(from: string, to: string) {
  return useQuery({
    queryKey: ['admin', 'settlements', from, to],
    queryFn: ({ signal }) => getSettlements(from, to, signal),
  });
}
