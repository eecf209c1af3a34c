import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  resultSourcesAnswer,
  savedSourceAnswer,
  syncDrawsAnswer,
  type ConfirmResultInput,
  type DeleteResultSourceInput,
  type ResultSourceItem,
  type SaveResultSourceInput,
  type SyncDraw,
} from '@lotto/contract/result-sources';
import { enterResultAnswer } from '@lotto/contract/results';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';

export type { ResultSourceItem, SaveResultSourceInput, SyncDraw };

/** While a draw's results may still arrive, the screens look again this often. */
const SYNC_REFRESH_MS = 30_000;

/** GET /Admin/GetResultSources: every source with its last fetch, success and error. */
export function useResultSources() {
  return useQuery({
    queryKey: ['admin', 'result-sources'],
    queryFn: ({ signal }) => apiRequest('/Admin/GetResultSources', resultSourcesAnswer, { signal }),
    refetchInterval: SYNC_REFRESH_MS,
  });
}

/** POST /Admin/SaveResultSource: adds (no id) or changes a source. */
export function useSaveResultSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveResultSourceInput) =>
      apiRequest('/Admin/SaveResultSource', savedSourceAnswer, { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
    meta: { handlesOwnError: true },
  });
}

/** POST /Admin/DeleteResultSource: removes a source and its provisional results (audited). */
export function useDeleteResultSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteResultSourceInput) =>
      apiRequest('/Admin/DeleteResultSource', z.null(), { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
    meta: { handlesOwnError: true },
  });
}

/** GET /Admin/GetResultSync: the sources' results and alerts of the draws of `date` ('YYYYMMDD'). */
export function useResultSync(date: string) {
  return useQuery({
    queryKey: ['admin', 'result-sync', date],
    queryFn: ({ signal }) => apiRequest('/Admin/GetResultSync', syncDrawsAnswer, { query: { date }, signal }),
    refetchInterval: (query) =>
      query.state.data?.some((draw) => draw.state !== 'official' && draw.state !== 'gave-up')
        ? SYNC_REFRESH_MS
        : false,
  });
}

/** POST /Admin/ConfirmResult: the house takes one source's numbers; entered and settled, audited. */
export function useConfirmResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmResultInput) =>
      apiRequest('/Admin/ConfirmResult', enterResultAnswer, { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
    meta: { handlesOwnError: true },
  });
}
