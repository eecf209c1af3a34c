import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noDataAnswer, type SetPackageInput } from '@lotto/contract/users';
import { apiRequest } from '@/lib/api-client';
import { downlineQueryKey } from './get-downline';

/** POST /Admin/SetPackage (form). */
export function setPackage(input: SetPackageInput): Promise<null> {
  return apiRequest('/Admin/SetPackage', noDataAnswer, { method: 'POST', form: input });
}

export function useSetPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPackage,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: downlineQueryKey }),
    meta: { handlesOwnError: true },
  });
}
