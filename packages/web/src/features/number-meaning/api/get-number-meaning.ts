import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** One number's meanings (spec §3): Tua Pek Kong (tpk) and Guan Yin (gy) charts, Chinese and English. */
const meaningItemSchema = z.object({
  number: z.string(),
  tpk_chn: z.string(),
  tpk_eng: z.string(),
  gy_chn: z.string(),
  gy_eng: z.string(),
});
export type MeaningItem = z.infer<typeof meaningItemSchema>;

/** The most items the server answers for one keyword (docs/api.md). */
export const MAX_MEANING_ITEMS = 100;
/** The longest keyword the server takes. */
export const MAX_KEYWORD_CHARS = 50;

/**
 * POST /Tool/GetNumberMeaning (form searchKeyword): digits find the numbers starting with them,
 * a word the meanings containing it; empty lists from 0000. Silent: the screen shows its own
 * loading state, since a page-covering overlay at every pause in typing would only get in the way.
 */
export function getNumberMeaning(keyword: string, signal?: AbortSignal): Promise<MeaningItem[]> {
  return apiRequest('/Tool/GetNumberMeaning', z.array(meaningItemSchema), {
    method: 'POST',
    form: { searchKeyword: keyword },
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
