import { useQuery } from '@tanstack/react-query';
import { downlineAnswer, type DownlineQueryInput, type DownlineRow } from '@lotto/contract/users';
import { apiRequest } from '@/lib/api-client';

export type { DownlineRow };

export const downlineQueryKey = ['admin', 'downline'] as const;

/** GET /Admin/GetDownline: the caller's tree, depth first (docs/api.md, Back office). */
export function getDownline(search: string, signal?: AbortSignal): Promise<DownlineRow[]> {
  return apiRequest('/Admin/GetDownline', downlineAnswer, {
    query: { search: search.trim() || undefined } satisfies DownlineQueryInput,
    ...(signal ? { signal } : {}),
  });
}

export function useDownline(search = '') {
  return useQuery({
    queryKey: [...downlineQueryKey, search.trim()],
    queryFn: ({ signal }) => getDownline(search, signal),
  });
}
