import { useQuery } from '@tanstack/react-query';
import {
  limitsAnswer,
  type DefaultLimitView,
  type LimitsAnswer,
  type LimitView,
} from '@lotto/contract/packages';
import { apiRequest } from '@/lib/api-client';

export type { LimitView };
export type DefaultLimit = DefaultLimitView;
export type Limits = LimitsAnswer;

export const limitsQueryKey = ['admin', 'limits'] as const;

/** GET /Admin/GetLimits: the defaults per pool and bet type, and the date/number overrides. */
export function getLimits(signal?: AbortSignal): Promise<Limits> {
  return apiRequest('/Admin/GetLimits', limitsAnswer, signal ? { signal } : {});
}

export function useLimits() {
  return useQuery({ queryKey: limitsQueryKey, queryFn: ({ signal }) => getLimits(signal) });
}
