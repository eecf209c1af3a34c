import { useMutation, useQueryClient } from '@tanstack/react-query';
import { limitViewSchema, type LimitView, type SetLimitForm } from '@lotto/contract/packages';
import { apiRequest } from '@/lib/api-client';
import { limitsQueryKey } from './get-limits';

/**
 * The form as the screens hold it (the contract's fields, each as text): pool a code or 'all',
 * drawDate 'YYYY-MM-DD' or '' for every date, number '' for every number, limit points as typed.
 */
export type SetLimitInput = SetLimitForm;

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
