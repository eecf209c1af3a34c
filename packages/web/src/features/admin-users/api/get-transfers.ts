import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const transferRowSchema = z.object({
  ref: z.string(),
  /** 'dd/MM/yyyy HH:mm:ss' in the draw time zone */
  formattedDate: z.string(),
  /** null: the house */
  upline: z.string().nullable(),
  downline: z.string(),
  direction: z.enum(['give', 'take']),
  /** points, positive */
  amount: z.number(),
  remark: z.string(),
  by: z.string(),
});
export type TransferRow = z.infer<typeof transferRowSchema>;

export const transfersQueryKey = ['admin', 'transfers'] as const;

/** GET /Admin/GetTransfers: the latest 200 transfers in the caller's tree, newest first. */
export function getTransfers(username: string, signal?: AbortSignal): Promise<TransferRow[]> {
  return apiRequest('/Admin/GetTransfers', z.array(transferRowSchema), {
    query: { username: username || undefined },
    ...(signal ? { signal } : {}),
  });
}

export function useTransfers(username = '') {
  return useQuery({
    queryKey: [...transfersQueryKey, username],
    queryFn: ({ signal }) => getTransfers(username, signal),
  });
}
