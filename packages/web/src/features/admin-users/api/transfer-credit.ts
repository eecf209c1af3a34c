import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transferResultAnswer, type TransferCreditForm, type TransferDirection } from '@lotto/contract/users';
import { creditQueryKey } from '@/lib/account/get-my-credit';
import { apiRequest } from '@/lib/api-client';
import { downlineQueryKey } from './get-downline';
import { transfersQueryKey } from './get-transfers';

export type { TransferDirection };

/** POST /Admin/TransferCredit (form, the amount in points as typed): both ledger sides in one transaction. */
export function transferCredit(input: TransferCreditForm) {
  return apiRequest('/Admin/TransferCredit', transferResultAnswer, { method: 'POST', form: { ...input } });
}

export function useTransferCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferCredit,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: downlineQueryKey });
      void queryClient.invalidateQueries({ queryKey: transfersQueryKey });
      void queryClient.invalidateQueries({ queryKey: creditQueryKey });
    },
    meta: { handlesOwnError: true },
  });
}
