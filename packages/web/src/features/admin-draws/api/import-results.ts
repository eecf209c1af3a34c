import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, isApiError } from '@/lib/api-client';

export const IMPORT_FORMATS = ['sportstoto', 'singapore', 'damacai', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
/** The server's limit on the file text. */
export const MAX_IMPORT_CHARS = 5 * 1024 * 1024;

export interface ImportInput {
  format: ImportFormat;
  fileName: string;
  text: string;
}

const summarySchema = z.object({
  draws: z.number(),
  new: z.number(),
  corrected: z.number(),
  unchanged: z.number(),
  winTotal: z.number(),
  commissionTotal: z.number(),
});
export type ImportSummary = z.infer<typeof summarySchema>;

const problemsSchema = z.object({
  problems: z.array(z.object({ file: z.string(), line: z.number(), message: z.string() })),
});
export type ImportProblem = z.infer<typeof problemsSchema>['problems'][number];

/** The problems of a refused import (file:line), or [] when the failure was something else. */
export function importProblems(error: unknown): ImportProblem[] {
  if (!isApiError(error)) return [];
  const parsed = problemsSchema.safeParse(error.data);
  return parsed.success ? parsed.data.problems : [];
}

/** POST /Admin/ImportResults (JSON): a publisher's file, all or nothing. */
export function importResults(input: ImportInput): Promise<ImportSummary> {
  return apiRequest('/Admin/ImportResults', summarySchema, { method: 'POST', json: input });
}

export function useImportResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importResults,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
    meta: { handlesOwnError: true },
  });
}
