import { useQuery } from '@tanstack/react-query';
import {
  packageDetailAnswer,
  type BetTypeRateView,
  type PackageDetail,
  type PackageQueryInput,
} from '@lotto/contract/packages';
import { apiRequest } from '@/lib/api-client';
import { packagesQueryKey } from './get-packages';

export type { BetTypeRateView, PackageDetail };

/** GET /Admin/GetPackage?name=: one package's full rates per game length. */
export function getPackage(name: string, signal?: AbortSignal): Promise<PackageDetail> {
  return apiRequest('/Admin/GetPackage', packageDetailAnswer, {
    query: { name } satisfies PackageQueryInput,
    ...(signal ? { signal } : {}),
  });
}

export function usePackage(name: string) {
  return useQuery({
    queryKey: [...packagesQueryKey, name],
    queryFn: ({ signal }) => getPackage(name, signal),
    enabled: name !== '',
  });
}
