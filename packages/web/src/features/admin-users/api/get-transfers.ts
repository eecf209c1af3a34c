import { useQuery } from '@tanstack/react-query';
import { transfersAnswer, type TransferRow, type TransfersQueryInput } from '@lotto/contract/users';
import { apiRequest } from '@/lib/api-client';

export type { TransferRow };

export const transfersQueryKey = ['admin', 'transfers'] as const;

/** GET /Admin/GetTransfers: the latest 200 transfers in the caller's tree, newest first. */
export function getTransfers(username: string, signal?: AbortSignal): Promise<TransferRow[]> {
  return apiRequest('/Admin/GetTransfers', transfersAnswer, {
    query: { username: username || undefined } satisfies TransfersQueryInput,
    ...(signal ? { signal } : {}),
  });
}

export function useTransfers(username = '') {
  return useQuery({
    queryKey: [...transfersQueryKey, username],
    queryFn: ({ signal }) => getTransfers(username, signal),
  });
}
