import { useQuery } from '@tanstack/react-query';
import { BET_TYPE_CODES } from '@lotto/domain/bet-types';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const exposureRowSchema = z.object({
  number: z.string(),
  betType: z.enum(BET_TYPE_CODES),
  /** points sold, the limit now, and what is left of it */
  sold: z.number(),
  limit: z.number(),
  remaining: z.number(),
});
export type ExposureRow = z.infer<typeof exposureRowSchema>;

const exposureSchema = z.object({ pool: z.string(), drawDate: z.string(), rows: z.array(exposureRowSchema) });

/** GET /Admin/GetExposure?pool=&date=: the draw's 100 most sold numbers, most sold first. */
export function getExposure(pool: string, date: string, signal?: AbortSignal) {
  return apiRequest('/Admin/GetExposure', exposureSchema, {
    query: { pool, date },
    silent: true,
    ...(signal ? { signal } : {}),
  });
}

export function useExposure(pool: string, date: string) {
  return useQuery({
    queryKey: ['admin', 'exposure', pool, date],
    queryFn: ({ signal }) => getExposure(pool, date, signal),
    enabled: pool !== '' && date !== '',
    // a live view: sales move while the draw is open
    refetchInterval: 15_000,
  });
}
