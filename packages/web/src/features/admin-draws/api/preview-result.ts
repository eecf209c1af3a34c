import {
  resultPreviewAnswer,
  type ResultEntryInput,
  type ResultPreviewAnswer,
} from '@lotto/contract/results';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The numbers of one draw as the server takes them (EnterResult's body, the contract's shape); date 'YYYYMMDD'. */
export type ResultInput = ResultEntryInput;

export type ResultPreview = ResultPreviewAnswer;

/** POST /Admin/PreviewResult (JSON): what settling this result would do; stores nothing. */
export function previewResult(input: ResultInput): Promise<ResultPreview> {
  return apiRequest('/Admin/PreviewResult', resultPreviewAnswer, { method: 'POST', json: input });
}

export function usePreviewResult() {
  return useMutation({ mutationFn: previewResult, meta: { handlesOwnError: true } });
}
