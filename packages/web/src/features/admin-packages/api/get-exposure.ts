import { useQuery } from '@tanstack/react-query';
import { exposureAnswer, type ExposureQueryInput, type ExposureRow } from '@lotto/contract/packages';
import { apiRequest } from '@/lib/api-client';

export type { ExposureRow };

/** GET /Admin/GetExposure?pool=&date=: the draw's 100 most sold numbers, most sold first. */
export function getExposure(pool: string, date: string, signal?: AbortSignal) {
  return apiRequest('/Admin/GetExposure', exposureAnswer, {
    // the pool as picked: the server refuses a code it does not know
    query: { pool, date } satisfies Record<keyof ExposureQueryInput, string>,
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
