import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { DateRange } from '@/lib/dates/date-range';
import { apiRequest } from '@/lib/api-client';
import { toWireDate } from '@/lib/dates/draw-dates';

/** A winning bet (spec §3 strike item). */
const strikeItemSchema = z.object({
  id: z.string(),
  /** 1..9, game-rules §1 id column */
  poolId: z.number().int(),
  betNumber: z.string(),
  /** the ticket id */
  betId: z.string(),
  /** YYYYMMDD */
  drawDate: z.string(),
  /** "1st Prize" .. "6th Prize", "Starter", "Consolation" */
  prizeName: z.string(),
  /** B, S, 4A, 3C ... */
  betType: z.string(),
  /** points staked on that bet type */
  stock: z.number(),
  remark: z.string().nullish(),
  /** points won */
  totalWin: z.number(),
});
export type StrikeItem = z.infer<typeof strikeItemSchema>;

export const strikeReportBaseKey = ['results', 'strike-report'] as const;

/** GET /Order/GetStrikeReport: the caller's winning bets on draws from..to ('YYYY-MM-DD'). */
export function getStrikeReport(range: DateRange, signal?: AbortSignal): Promise<StrikeItem[]> {
  return apiRequest('/Order/GetStrikeReport', z.array(strikeItemSchema), {
    query: { date_from: toWireDate(range.from), date_to: toWireDate(range.to) },
    ...(signal ? { signal } : {}),
  });
}

/** `enabled` is false until the range the screen opens on is known. */
export function useStrikeReport(range: DateRange, enabled = true) {
  return useQuery({
    queryKey: [...strikeReportBaseKey, range.from, range.to],
    queryFn: ({ signal }) => getStrikeReport(range, signal),
    enabled,
  });
}
