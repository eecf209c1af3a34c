import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { drawDateChangedAnswer, type DrawDateInput } from '@lotto/contract/draws';

/** POST /Admin/RemoveDrawDate (JSON): removes a special date, or reopens a closed draw (not once it has a result). */
export function removeDrawDate(input: DrawDateInput) {
  return apiRequest('/Admin/RemoveDrawDate', drawDateChangedAnswer, { method: 'POST', json: input });
}

export function useRemoveDrawDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDrawDate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
    meta: { handlesOwnError: true },
  });
}
