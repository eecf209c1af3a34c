import { packageListAnswer } from '@lotto/contract/account';
import type { PackageListView } from '@lotto/domain/package-rates';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /Account/GetPackageList: commission and payout tables per game length (spec §3). */
export function getPackageList(): Promise<PackageListView> {
  return apiRequest('/Account/GetPackageList', packageListAnswer);
}

export function usePackageList() {
  return useQuery({ queryKey: ['account', 'package-list'], queryFn: getPackageList, staleTime: 5 * 60_000 });
}
