import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  importProblemsSchema,
  importSummaryAnswer,
  MAX_RESULT_FILE_CHARS,
  RESULT_FORMATS,
  type ImportProblems,
  type ImportResultsInput,
  type ImportSummaryAnswer,
  type ResultFormat,
} from '@lotto/contract/results';
import { apiRequest, isApiError } from '@/lib/api-client';

export const IMPORT_FORMATS = RESULT_FORMATS;
export type ImportFormat = ResultFormat;
/** The server's limit on the file text. */
export const MAX_IMPORT_CHARS = MAX_RESULT_FILE_CHARS;

export type ImportInput = ImportResultsInput;
export type ImportSummary = ImportSummaryAnswer;
export type ImportProblem = ImportProblems['problems'][number];

/** The problems of a refused import (file:line), or [] when the failure was something else. */
export function importProblems(error: unknown): ImportProblem[] {
  if (!isApiError(error)) return [];
  const parsed = importProblemsSchema.safeParse(error.data);
  return parsed.success ? parsed.data.problems : [];
}

/** POST /Admin/ImportResults (JSON): a publisher's file, all or nothing. */
export function importResults(input: ImportInput): Promise<ImportSummary> {
  return apiRequest('/Admin/ImportResults', importSummaryAnswer, { method: 'POST', json: input });
}

export function useImportResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importResults,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
    meta: { handlesOwnError: true },
  });
}
