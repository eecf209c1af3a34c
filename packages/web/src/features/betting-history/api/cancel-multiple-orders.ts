import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelMultipleOrderAnswer, type CancelMultipleOrderInput } from '@lotto/contract/tickets';
import { creditQueryKey } from '@/lib/account/get-my-credit';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /Order/CancelMultipleOrder: answers the ids cancelled now (the others, e.g. a closed draw,
 * are skipped). The list is refreshed by the screen once the user has seen the result (spec §4).
 */
export function cancelMultipleOrders(betIds: string[]): Promise<string[]> {
  return apiRequest('/Order/CancelMultipleOrder', cancelMultipleOrderAnswer, {
    json: { header_ids: betIds } satisfies CancelMultipleOrderInput,
  });
}

export function useCancelMultipleOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMultipleOrders,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: creditQueryKey });
    },
  });
}
