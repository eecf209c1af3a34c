import { useQuery } from '@tanstack/react-query';
import { packagesAnswer, type PackageSummary } from '@lotto/contract/packages';
import { apiRequest } from '@/lib/api-client';

export type { PackageSummary };

export const packagesQueryKey = ['admin', 'packages'] as const;

/** GET /Admin/GetPackages: every package with its scale and user count, by name. */
export function getPackages(signal?: AbortSignal): Promise<PackageSummary[]> {
  return apiRequest('/Admin/GetPackages', packagesAnswer, signal ? { signal } : {});
}

export function usePackages() {
  return useQuery({ queryKey: packagesQueryKey, queryFn: ({ signal }) => getPackages(signal) });
}
