import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noDataAnswer, type ResetPasswordInput } from '@lotto/contract/users';
import { apiRequest } from '@/lib/api-client';
import { downlineQueryKey } from './get-downline';

/** POST /Admin/ResetPassword (form): the user's sessions end. */
export function resetPassword(input: ResetPasswordInput): Promise<null> {
  return apiRequest('/Admin/ResetPassword', noDataAnswer, { method: 'POST', form: input });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: downlineQueryKey }),
    meta: { handlesOwnError: true },
  });
}
