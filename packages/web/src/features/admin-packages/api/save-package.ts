import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packageDetailAnswer } from '@lotto/contract/packages';
import type { GameLength, PrizeTier } from '@lotto/domain/package-rates';
import { apiRequest } from '@/lib/api-client';
import { packagesQueryKey } from './get-packages';
import type { PackageDetail } from './get-package';

export interface RateEdit {
  commission?: number;
  payouts?: Partial<Record<PrizeTier, number>>;
}

/** A new name with a scale creates; an existing name with rates edits (docs/api.md). */
export interface SavePackageInput {
  name: string;
  scale?: number;
  commission?: Record<string, number>;
  rates?: Partial<Record<GameLength, Record<string, RateEdit>>>;
}

/** POST /Admin/SavePackage (JSON): answers the saved package in full. */
export function savePackage(input: SavePackageInput): Promise<PackageDetail> {
  return apiRequest('/Admin/SavePackage', packageDetailAnswer, { method: 'POST', json: input });
}

export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePackage,
    onSuccess: (saved) => {
      queryClient.setQueryData([...packagesQueryKey, saved.name], saved);
      void queryClient.invalidateQueries({ queryKey: packagesQueryKey, exact: true });
    },
    meta: { handlesOwnError: true },
  });
}
