import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdUserAnswer, type CreateUserForm } from '@lotto/contract/users';
import { creditQueryKey } from '@/lib/account/get-my-credit';
import { apiRequest } from '@/lib/api-client';
import { downlineQueryKey } from './get-downline';
import { transfersQueryKey } from './get-transfers';

/**
 * POST /Admin/CreateUser (form): parent '' for the caller, packageName '' for the parent's, credit
 * points as typed ('' for none); an agent's opening credit comes out of its own wallet.
 */
export function createUser(input: CreateUserForm): Promise<{ username: string }> {
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
