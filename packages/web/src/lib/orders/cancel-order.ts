import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrderAnswer, type CancelOrderQueryInput } from '@lotto/contract/tickets';
import { creditQueryKey } from '@/lib/account/get-my-credit';
import { ticketDetailsQueryKey } from '@/lib/orders/get-ticket-details';
import { apiRequest } from '@/lib/api-client';
import { ticketListBaseKey } from './get-ticket-list';

/** GET /Order/CancelOrder: voids one ticket and refunds it; answers the cancelled id. */
export function cancelOrder(betId: string): Promise<string[]> {
  return apiRequest('/Order/CancelOrder', cancelOrderAnswer, {
    query: { header_id: betId } satisfies CancelOrderQueryInput,
  }).then((data) => data.cancelled);
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (_cancelled, betId) => {
      void queryClient.invalidateQueries({ queryKey: creditQueryKey });
      void queryClient.invalidateQueries({ queryKey: ticketListBaseKey });
      void queryClient.invalidateQueries({ queryKey: ticketDetailsQueryKey(betId) });
    },
  });
}
