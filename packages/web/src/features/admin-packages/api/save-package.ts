import { useMutation, useQueryClient } from '@tanstack/react-query';
import { packageDetailAnswer, type RateEditInput, type SavePackageInput } from '@lotto/contract/packages';
import { apiRequest } from '@/lib/api-client';
import { packagesQueryKey } from './get-packages';
import type { PackageDetail } from './get-package';

/** One bet type's edit: commission % and/or payouts (points per 1.00) by prize tier. */
export type RateEdit = RateEditInput;
/** A new name with a scale creates; an existing name with rates edits (docs/api.md). */
export type { SavePackageInput };

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
