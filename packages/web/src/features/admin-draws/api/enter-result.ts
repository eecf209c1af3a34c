import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import type { ResultInput } from './preview-result';

const enteredSchema = z.object({
  change: z.enum(['new', 'corrected', 'unchanged']),
  version: z.number(),
  lines: z.number(),
  winTotal: z.number(),
  commissionTotal: z.number(),
});
export type EnteredResult = z.infer<typeof enteredSchema>;

/** POST /Admin/EnterResult (JSON): stores the result and settles the draw, in one transaction. */
export function enterResult(input: ResultInput): Promise<EnteredResult> {
  return apiRequest('/Admin/EnterResult', enteredSchema, { method: 'POST', json: input });
}

export function useEnterResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterResult,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
    meta: { handlesOwnError: true },
  });
}
