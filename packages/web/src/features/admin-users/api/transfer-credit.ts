import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { creditQueryKey } from '@/lib/account/get-my-credit';
import { apiRequest } from '@/lib/api-client';
import { downlineQueryKey } from './get-downline';
import { transfersQueryKey } from './get-transfers';

export type TransferDirection = 'give' | 'take';

export interface TransferInput {
  username: string;
  direction: TransferDirection;
  /** points as typed */
  amount: string;
  remark: string;
}

const transferResultSchema = z.object({
  ref: z.string(),
  upline: z.string(),
  downline: z.string(),
  uplineBalance: z.number().nullable(),
  downlineBalance: z.number(),
});

/** POST /Admin/TransferCredit (form): both ledger sides in one transaction. */
export function transferCredit(input: TransferInput) {
  return apiRequest('/Admin/TransferCredit', transferResultSchema, { method: 'POST', form: { ...input } });
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
