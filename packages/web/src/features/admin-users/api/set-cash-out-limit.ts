import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetCashOutLimitInput } from '@lotto/contract/counter';
import { noDataAnswer } from '@lotto/contract/users';
import { apiRequest } from '@/lib/api-client';
import { downlineQueryKey } from './get-downline';

/**
 * POST /Admin/SetCashOutLimit (form): the most (points, as typed) a downline agent pays for one
 * counter claim without its upline's approval; '' removes the limit (issue 44).
 */
export function setCashOutLimit(input: { username: string; cashOutLimit: string }): Promise<null> {
  return apiRequest('/Admin/SetCashOutLimit', noDataAnswer, {
    method: 'POST',
    form: { ...input } satisfies SetCashOutLimitInput,
  });
}

export function useSetCashOutLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCashOutLimit,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: downlineQueryKey }),
    meta: { handlesOwnError: true },
  });
}
