import { useMutation, useQueryClient } from '@tanstack/react-query';
import { drawDateChangedAnswer, type DrawDateInput } from '@lotto/contract/draws';
import { apiRequest } from '@/lib/api-client';

export type { DrawDateInput };

/** POST /Admin/AddDrawDate (JSON): a special draw date, or closes a draw at once. */
export function addDrawDate(input: DrawDateInput) {
  return apiRequest('/Admin/AddDrawDate', drawDateChangedAnswer, { method: 'POST', json: input });
}

export function useAddDrawDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDrawDate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
    meta: { handlesOwnError: true },
  });
}
