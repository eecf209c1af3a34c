import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { limitsQueryKey, limitViewSchema, type LimitView } from './get-limits';

/** POST /Admin/DeleteLimit (form): removes one limit row by id. */
export function deleteLimit(id: number): Promise<LimitView> {
  return apiRequest('/Admin/DeleteLimit', limitViewSchema, { method: 'POST', form: { id: String(id) } });
}

export function useDeleteLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLimit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: limitsQueryKey }),
    meta: { handlesOwnError: true },
  });
}
