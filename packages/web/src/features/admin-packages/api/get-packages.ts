import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const packageSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** payout scale against the base table, e.g. 1.092 */
  scale: z.number(),
  scalePer10k: z.number(),
  /** users betting under it (an agent counts its own downline) */
  users: z.number(),
});
export type PackageSummary = z.infer<typeof packageSummarySchema>;

export const packagesQueryKey = ['admin', 'packages'] as const;

/** GET /Admin/GetPackages: every package with its scale and user count, by name. */
export function getPackages(signal?: AbortSignal): Promise<PackageSummary[]> {
  return apiRequest('/Admin/GetPackages', z.array(packageSummarySchema), signal ? { signal } : {});
}

export function usePackages() {
  return useQuery({ queryKey: packagesQueryKey, queryFn: ({ signal }) => getPackages(signal) });
}

export { packageSummarySchema };
