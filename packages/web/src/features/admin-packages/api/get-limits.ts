import { useQuery } from '@tanstack/react-query';
import { BET_TYPE_CODES } from '@lotto/domain/bet-types';
import { POOL_CODES } from '@lotto/domain/pools';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const limitViewSchema = z.object({
  id: z.number(),
  pool: z.enum([...POOL_CODES, 'all']),
  betType: z.enum(BET_TYPE_CODES),
  drawDate: z.string().nullable(),
  number: z.string().nullable(),
  /** points */
  limit: z.number(),
});
export type LimitView = z.infer<typeof limitViewSchema>;

const defaultLimitSchema = z.object({
  pool: z.enum(POOL_CODES),
  betType: z.enum(BET_TYPE_CODES),
  limit: z.number(),
  source: z.enum(['pool', 'all', 'default']),
  id: z.number().nullable(),
});
export type DefaultLimit = z.infer<typeof defaultLimitSchema>;

const limitsSchema = z.object({ defaults: z.array(defaultLimitSchema), overrides: z.array(limitViewSchema) });
export type Limits = z.infer<typeof limitsSchema>;

export const limitsQueryKey = ['admin', 'limits'] as const;

/** GET /Admin/GetLimits: the defaults per pool and bet type, and the date/number overrides. */
export function getLimits(signal?: AbortSignal): Promise<Limits> {
  return apiRequest('/Admin/GetLimits', limitsSchema, signal ? { signal } : {});
}

export function useLimits() {
  return useQuery({ queryKey: limitsQueryKey, queryFn: ({ signal }) => getLimits(signal) });
}
