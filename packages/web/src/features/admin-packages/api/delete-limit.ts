import { useMutation, useQueryClient } from '@tanstack/react-query';
import { limitViewSchema, type DeleteLimitForm, type LimitView } from '@lotto/contract/packages';
import { apiRequest } from '@/lib/api-client';
import { limitsQueryKey } from './get-limits';

/** POST /Admin/DeleteLimit (form): removes one limit row by id. */
export function deleteLimit(id: number): Promise<LimitView> {
  const form: DeleteLimitForm = { id: String(id) };
  return apiRequest('/Admin/DeleteLimit', limitViewSchema, { method: 'POST', form });
}

export function useDeleteLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLimit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: limitsQueryKey }),
    meta: { handlesOwnError: true },
  });
}
