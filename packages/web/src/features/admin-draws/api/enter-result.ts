import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enterResultAnswer, type EnterResultAnswer } from '@lotto/contract/results';
import { apiRequest } from '@/lib/api-client';
import type { ResultInput } from './preview-result';

export type EnteredResult = EnterResultAnswer;

/** POST /Admin/EnterResult (JSON): stores the result and settles the draw, in one transaction. */
export function enterResult(input: ResultInput): Promise<EnteredResult> {
  return apiRequest('/Admin/EnterResult', enterResultAnswer, { method: 'POST', json: input });
}

export function useEnterResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterResult,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
    meta: { handlesOwnError: true },
  });
}
