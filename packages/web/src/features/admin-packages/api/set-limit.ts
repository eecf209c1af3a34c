import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { limitsQueryKey, limitViewSchema, type LimitView } from './get-limits';

export interface SetLimitInput {
  /** a pool code, or 'all' */
  pool: string;
  betType: string;
  /** 'YYYY-MM-DD', or '' for every date */
  drawDate: string;
  /** '' for every number */
  number: string;
  /** points, as typed */
  limit: string;
}

/** POST /Admin/SetLimit (form): sets the limit of one scope, replacing the one it had. */
export function setLimit(input: SetLimitInput): Promise<LimitView> {
  return apiRequest('/Admin/SetLimit', limitViewSchema, { method: 'POST', form: { ...input } });
}

export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLimit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: limitsQueryKey }),
    meta: { handlesOwnError: true },
  });
}
