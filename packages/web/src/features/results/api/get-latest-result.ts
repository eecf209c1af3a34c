import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { toCompactDate } from '@lotto/contract/wire-dates';

const digits = z.string();

/** A draw result (spec §3, game-rules §2). Numbers stay strings so leading zeros survive. */
const resultItemSchema = z.object({
  /** pool code: mg kd tt sg sb sn sr gd nl */
  brand: z.string(),
  /** YYYYMMDD */
  drawDate: z.string().regex(/^\d{8}$/),
  /** 1st, 2nd, 3rd */
  topPrize: z.array(digits),
  /** the starters ("Special"), usually 10 */
  specialPrize: z.array(digits),
  /** usually 10 */
  consolationPrize: z.array(digits),
  /** Toto only: 5D 1st, 2nd, 3rd */
  fiveD: z.array(digits).nullish(),
  /** Toto, Grand Dragon, 9 Lotto: the 6D 1st prize */
  sixD: digits.nullish(),
});
export type ResultItem = z.infer<typeof resultItemSchema>;

export const latestResultBaseKey = ['results', 'latest'] as const;

/**
 * GET /Tool/GetLatestResult. Without a date: the latest result of every pool that has one. With
 * a date ('YYYY-MM-DD'): the results of the pools that drew that day ([] for none).
 */
export function getLatestResult(date: string | null, signal?: AbortSignal): Promise<ResultItem[]> {
  return apiRequest('/Tool/GetLatestResult', z.array(resultItemSchema), {
    ...(date ? { query: { date: toCompactDate(date) } } : {}),
    ...(signal ? { signal } : {}),
  });
}

/** `date` null: the latest results. */
export function useLatestResult(date: string | null) {
  return useQuery({
    queryKey: [...latestResultBaseKey, date ?? 'latest'],
    queryFn: ({ signal }) => getLatestResult(date, signal),
    staleTime: 60_000,
  });
}
