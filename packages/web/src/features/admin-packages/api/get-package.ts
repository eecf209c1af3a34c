import { useQuery } from '@tanstack/react-query';
import { GAME_LENGTHS, PRIZE_TIERS } from '@lotto/domain/package-rates';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { packagesQueryKey, packageSummarySchema } from './get-packages';

const betTypeRateSchema = z.object({
  betType: z.string(),
  /** percent of turnover */
  commission: z.number(),
  /** points paid per 1.00 bet, per prize tier the bet type wins on */
  payouts: z.array(z.object({ tier: z.enum(PRIZE_TIERS), priceName: z.string(), amount: z.number() })),
});
export type BetTypeRateView = z.infer<typeof betTypeRateSchema>;

export const packageDetailSchema = packageSummarySchema.extend({
  games: z.object(
    Object.fromEntries(GAME_LENGTHS.map((game) => [game, z.array(betTypeRateSchema)])) as Record<
      (typeof GAME_LENGTHS)[number],
      z.ZodArray<typeof betTypeRateSchema>
    >,
  ),
});
export type PackageDetail = z.infer<typeof packageDetailSchema>;

/** GET /Admin/GetPackage?name=: one package's full rates per game length. */
export function getPackage(name: string, signal?: AbortSignal): Promise<PackageDetail> {
  return apiRequest('/Admin/GetPackage', packageDetailSchema, {
    query: { name },
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
