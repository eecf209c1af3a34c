import { defaultTextAnswer } from '@lotto/contract/tools';
import { DEFAULT_ADVANCED_TEXT } from '@lotto/domain/order-string';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const defaultTextQueryKey = ['advanced-betting', 'default-text'] as const;

/** GET /Tool/GetAdvancedBetDefaultText: the text the editor starts with ('D\n#1\n'). */
export function getDefaultText(signal?: AbortSignal): Promise<string> {
  return apiRequest('/Tool/GetAdvancedBetDefaultText', defaultTextAnswer, signal ? { signal } : {});
}

/** The server's start text; the domain's own default when it cannot be loaded. */
export function useDefaultText() {
  return useQuery({
    queryKey: defaultTextQueryKey,
    queryFn: ({ signal }) => getDefaultText(signal),
    staleTime: Infinity,
    meta: { silentError: true },
    select: (text) => text || DEFAULT_ADVANCED_TEXT,
  });
}
