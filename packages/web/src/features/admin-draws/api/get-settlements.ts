import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const settlementSchema = z.object({
  pool: z.string(),
  poolName: z.string(),
  /** 'YYYYMMDD' */
  drawDate: z.string(),
  state: z.enum(['settled', 'awaiting result', 'unsettled', 'open']),
  resultVersion: z.number().nullable(),
  /** 'dd/MM/yyyy HH:mm:ss' */
  settledAt: z.string().nullable(),
  lines: z.number(),
  win: z.number(),
  commission: z.number(),
});
export type DrawSettlement = z.infer<typeof settlementSchema>;

/** GET /Admin/GetSettlements: each draw from..to ('YYYYMMDD'), newest first. */
export function getSettlements(from: string, to: string, signal?: AbortSignal): Promise<DrawSettlement[]> {
  return apiRequest('/Admin/GetSettlements', z.array(settlementSchema), {
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
