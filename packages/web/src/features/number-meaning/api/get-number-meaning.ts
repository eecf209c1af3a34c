import { numberMeaningAnswer, type MeaningItem, type NumberMeaningInput } from '@lotto/contract/tools';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type { MeaningItem };
/** The most items the server answers for one keyword, and the longest keyword it takes. */
export { MAX_KEYWORD_CHARS, MAX_MEANING_ITEMS } from '@lotto/contract/tools';

/**
 * POST /Tool/GetNumberMeaning (form searchKeyword): digits find the numbers starting with them,
 * a word the meanings containing it; empty lists from 0000. Silent: the screen shows its own
 * loading state, since a page-covering overlay at every pause in typing would only get in the way.
 */
export function getNumberMeaning(keyword: string, signal?: AbortSignal): Promise<MeaningItem[]> {
  return apiRequest('/Tool/GetNumberMeaning', numberMeaningAnswer, {
    method: 'POST',
    form: { searchKeyword: keyword } satisfies NumberMeaningInput,
    silent: true,
    ...(signal ? { signal } : {}),
  });
}

/** Keeps the previous list on screen while the next keyword's answer is on its way. */
export function useNumberMeaning(keyword: string) {
  return useQuery({
    queryKey: ['tools', 'number-meaning', keyword],
    queryFn: ({ signal }) => getNumberMeaning(keyword, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
