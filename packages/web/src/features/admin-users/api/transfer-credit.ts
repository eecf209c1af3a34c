import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transferResultAnswer, type TransferDirection } from '@lotto/contract/users';
import { creditQueryKey } from '@/lib/account/get-my-credit';
import { apiRequest } from '@/lib/api-client';
import { downlineQueryKey } from './get-downline';
import { transfersQueryKey } from './get-transfers';

export type { TransferDirection };

export interface TransferInput {
  username: string;
  direction: TransferDirection;
  /** points as typed */
  amount: string;
  remark: string;
}

/** POST /Admin/TransferCredit (form): both ledger sides in one transaction. */
export function transferCredit(input: TransferInput) {
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
