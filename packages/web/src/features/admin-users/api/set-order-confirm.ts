import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noDataAnswer, type SetOrderConfirmInput } from '@lotto/contract/users';
import { apiRequest } from '@/lib/api-client';
import { downlineQueryKey } from './get-downline';

/**
 * POST /Admin/SetOrderConfirm (form): the order total (points, as typed) above which the user is
 * asked once more before an order is placed; '' turns it off (issue 36.3).
 */
export function setOrderConfirm(input: { username: string; confirmOrderAbove: string }): Promise<null> {
  const form = { ...input } satisfies SetOrderConfirmInput;
  return apiRequest('/Admin/SetOrderConfirm', noDataAnswer, { method: 'POST', form });
}

export function useSetOrderConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderConfirm,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: downlineQueryKey }),
    meta: { handlesOwnError: true },
  });
}
