import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getExposureAnswer,
  getExposureDetailAnswer,
  stopNumberAnswer,
  type ExposureView,
  type GetExposureAnswer,
  type GetExposureDetailAnswer,
  type StopNumberInput,
} from '@lotto/contract/exposure';
import { positionTakesAnswer, setPositionTakesAnswer } from '@lotto/contract/positions';
import { downlineAnswer } from '@lotto/contract/users';
import { apiRequest } from '@/lib/api-client';

export type { ExposureView, GetExposureAnswer, GetExposureDetailAnswer };

/** While the draw sells, the report follows it (issue 40: every 15 s). */
export const EXPOSURE_REFRESH_MS = 15_000;

export interface ExposureFilter {
  /** YYYYMMDD */
  date: string;
  pool: string;
  game: string;
  view: ExposureView;
  /** a member of the caller's downline: the report as it sees it (absent: the caller's own) */
  member?: string | undefined;
}

const exposureKey = ['exposure'] as const;

/** GET /Report/GetExposure: the heavy-number report (粗字) of the caller. */
export function useExposure(filter: ExposureFilter) {
  return useQuery({
    queryKey: [...exposureKey, 'report', filter],
    queryFn: ({ signal }) =>
      apiRequest('/Report/GetExposure', getExposureAnswer, {
        query: { ...filter },
        silent: true,
        signal,
      }),
    enabled: filter.date !== '' && filter.pool !== '',
    // refresh while the draw is open; after its cut-off the figures stay as they are
    refetchInterval: (query) => (query.state.data?.open === false ? false : EXPOSURE_REFRESH_MS),
  });
}

/** GET /Report/GetExposureDetail: one number per direct downline. */
export function useExposureDetail(
  key: { date: string; pool: string; betType: string; number: string; member?: string | undefined } | null,
) {
  return useQuery({
    queryKey: [...exposureKey, 'detail', key],
    queryFn: ({ signal }) =>
      apiRequest('/Report/GetExposureDetail', getExposureDetailAnswer, {
        query: key ?? {},
        silent: true,
        signal,
      }),
    enabled: key !== null,
  });
}

/** POST /Report/StopNumber: stop (or free) a number for the caller's downline. */
export function useStopNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StopNumberInput) =>
      apiRequest('/Report/StopNumber', stopNumberAnswer, { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exposureKey }),
  });
}

/** The caller's own eat caps (GET /Admin/GetPositionTakes of itself; the house has none). */
export function useMyCaps(username: string, enabled: boolean) {
  return useQuery({
    queryKey: [...exposureKey, 'my-caps', username],
    queryFn: ({ signal }) =>
      apiRequest('/Admin/GetPositionTakes', positionTakesAnswer, { query: { username }, signal }),
    enabled,
  });
}

/** POST /Admin/SetPositionTakes for the caller's own cap of one bet type ("" removes it). */
export function useSetMyCap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { username: string; betType: string; cap: string }) =>
      apiRequest('/Admin/SetPositionTakes', setPositionTakesAnswer, {
        method: 'POST',
        json: { username: input.username, caps: { [input.betType]: input.cap === '' ? null : input.cap } },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exposureKey }),
  });
}

/**
 * GET /Admin/GetDownline: whom the caller may view the report as (its tree below it, depth first).
 * Asked once per opening and searched here: the server builds the whole tree for a search as well.
 */
export function useViewableMembers(enabled: boolean) {
  return useQuery({
    queryKey: [...exposureKey, 'members'],
    queryFn: ({ signal }) => apiRequest('/Admin/GetDownline', downlineAnswer, { silent: true, signal }),
    enabled,
    staleTime: 30_000,
  });
}
