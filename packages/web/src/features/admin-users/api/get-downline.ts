import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const downlineRowSchema = z.object({
  username: z.string(),
  role: z.enum(['admin', 'agent', 'player']),
  status: z.enum(['active', 'suspended']),
  packageName: z.string().nullable(),
  /** points */
  balance: z.number(),
  parent: z.string().nullable(),
  children: z.number(),
  /** 0 for the root (an agent itself; the house's admins) */
  depth: z.number(),
});
export type DownlineRow = z.infer<typeof downlineRowSchema>;

export const downlineQueryKey = ['admin', 'downline'] as const;

/** GET /Admin/GetDownline: the caller's tree, depth first (docs/api.md, Back office). */
export function getDownline(search: string, signal?: AbortSignal): Promise<DownlineRow[]> {
  return apiRequest('/Admin/GetDownline', z.array(downlineRowSchema), {
    query: { search: search.trim() || undefined },
    ...(signal ? { signal } : {}),
  });
}

export function useDownline(search = '') {
  return useQuery({
    queryKey: [...downlineQueryKey, search.trim()],
    queryFn: ({ signal }) => getDownline(search, signal),
  });
}
