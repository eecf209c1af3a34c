import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdUserAnswer } from '@lotto/contract/users';
import { creditQueryKey } from '@/lib/account/get-my-credit';
import { apiRequest } from '@/lib/api-client';
import { downlineQueryKey } from './get-downline';
import { transfersQueryKey } from './get-transfers';

export interface CreateUserInput {
  username: string;
  password: string;
  role: 'agent' | 'player';
  /** default: the caller */
  parent: string;
  packageName: string;
  /** points as typed; empty for none */
  credit: string;
}

/** POST /Admin/CreateUser (form): an agent's opening credit comes out of its own wallet. */
export function createUser(input: CreateUserInput): Promise<{ username: string }> {
  return apiRequest('/Admin/CreateUser', createdUserAnswer, {
    method: 'POST',
    form: { ...input },
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: downlineQueryKey });
      void queryClient.invalidateQueries({ queryKey: transfersQueryKey });
      void queryClient.invalidateQueries({ queryKey: creditQueryKey });
    },
    meta: { handlesOwnError: true },
  });
}
