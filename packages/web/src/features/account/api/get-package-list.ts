import type { CommissionView, PackageListView, PayoutView } from '@lotto/domain/package-rates';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const commissionSchema: z.ZodType<CommissionView> = z.object({ betType: z.string(), amount: z.number() });
const payoutSchema: z.ZodType<PayoutView> = z.object({
  betType: z.string(),
  priceName: z.string(),
  amount: z.number(),
});
const list = <T>(item: z.ZodType<T>) =>
  z
    .array(item)
    .nullish()
    .transform((value) => value ?? []);

const packageListSchema = z.object({
  activatedPackage: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  commissionList2d: list(commissionSchema),
  commissionList3d: list(commissionSchema),
  commissionList4d: list(commissionSchema),
  commissionList5d: list(commissionSchema),
  commissionList6d: list(commissionSchema),
  payoutList2d: list(payoutSchema),
  payoutList3d: list(payoutSchema),
  payoutList4d: list(payoutSchema),
  payoutList5d: list(payoutSchema),
  payoutList6d: list(payoutSchema),
}) satisfies z.ZodType<PackageListView, unknown>;

/** GET /Account/GetPackageList: commission and payout tables per game length (spec §3). */
export function getPackageList(): Promise<PackageListView> {
  return apiRequest('/Account/GetPackageList', packageListSchema);
}

export function usePackageList() {
  return useQuery({ queryKey: ['account', 'package-list'], queryFn: getPackageList, staleTime: 5 * 60_000 });
}
