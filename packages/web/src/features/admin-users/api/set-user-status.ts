import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noDataAnswer, type SetUserStatusInput } from '@lotto/contract/users';
import { apiRequest } from '@/lib/api-client';
import { downlineQueryKey } from './get-downline';

/** POST /Admin/SetUserStatus (form): suspending ends the user's sessions at once. */
export function setUserStatus(input: SetUserStatusInput): Promise<null> {
  return apiRequest('/Admin/SetUserStatus', noDataAnswer, { method: 'POST', form: input });
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: downlineQueryKey }),
    meta: { handlesOwnError: true },
  });
}
