import { useQuery } from '@tanstack/react-query';
import { packagesAnswer } from '@lotto/contract/packages';
import { apiRequest } from '@/lib/api-client';

/** GET /Admin/GetPackages, read for the package pickers: only the names matter here. */
export function getPackageNames(signal?: AbortSignal): Promise<string[]> {
  return apiRequest('/Admin/GetPackages', packagesAnswer, signal ? { signal } : {}).then((rows) =>
    rows.map((row) => row.name),
  );
}

export function usePackageNames() {
  return useQuery({ queryKey: ['admin', 'package-names'], queryFn: ({ signal }) => getPackageNames(signal) });
}
