import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { fromCompactDate } from '@lotto/contract/wire-dates';

const wireDate = z.string().nullable();
const latestDatesSchema = z.object({ sales: wireDate, settled: wireDate, strikes: wireDate });

/** The latest draw date ('YYYY-MM-DD') with data of each report family for the caller, or null. */
export interface LatestDates {
  /**
   * active tickets of the caller's tree: bet report, daily sales, check ticket. Today (draw time
   * zone) when it has some, else the latest earlier day, else the nearest later one (the server
   * chooses, docs/api.md)
   */
  sales: string | null;
  /** settled draws with figures: profit loss, profit loss 2 */
  settled: string | null;
  /** the caller's own strikes: strike history */
  strikes: string | null;
}

const NONE: LatestDates = { sales: null, settled: null, strikes: null };

/** GET /Report/GetLatestDates (docs/api.md). */
async function getLatestDates(signal?: AbortSignal): Promise<LatestDates> {
  const data = await apiRequest('/Report/GetLatestDates', latestDatesSchema, signal ? { signal } : {});
  const iso = (wire: string | null) => (wire === null ? null : fromCompactDate(wire));
  return { sales: iso(data.sales), settled: iso(data.settled), strikes: iso(data.strikes) };
}

/**
 * Where a report opens (issue 17 item 10): the latest draw date with data rather than an empty
 * today. Asked only when `needed`; `pending` until it is known; a failed read counts as "no data" so the screen still opens
 * on its old default rather than waiting.
 */
export function useLatestDates(needed = true): { pending: boolean; dates: LatestDates } {
  const query = useQuery({
    // not asked when the URL already says which date to show
    enabled: needed,
    queryKey: ['reports', 'latest-dates'],
    queryFn: ({ signal }) => getLatestDates(signal),
    staleTime: 30_000,
    retry: false,
    // a failure is no reason for an alert: the screen opens on its old default
    meta: { silentError: true },
  });
  return { pending: needed && query.isPending, dates: query.data ?? NONE };
}
