import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { DateRange } from '@/lib/dates/date-range';
import { toWireDate } from '@/lib/dates/draw-dates';
import { apiRequest } from '@/lib/api-client';

/** One jackpot at one draw (spec §3 jackpot history item; game-rules §8). */
const jackpotItemSchema = z.object({
  id: z.string(),
  /** "Dragon Jackpot" or "Bonus Jackpot" */
  jackpotType: z.string(),
  /** the drawn number that could win it */
  jackpotNumber: z.string(),
  /** dd/MM/yyyy */
  drawDateString: z.string(),
  /** points: the pot at that draw */
  prize: z.number(),
  /** points: the winning stakes that shared it; 0 when it rolled over */
  unit: z.number(),
  /** points paid out */
  winning: z.number(),
});
export type JackpotItem = z.infer<typeof jackpotItemSchema>;

/** GET /Tool/GetJackpotHistory: the jackpots of the draws from..to ('YYYY-MM-DD'), newest first. */
export function getJackpotHistory(range: DateRange, signal?: AbortSignal): Promise<JackpotItem[]> {
  return apiRequest('/Tool/GetJackpotHistory', z.array(jackpotItemSchema), {
    query: { date_from: toWireDate(range.from), date_to: toWireDate(range.to) },
    ...(signal ? { signal } : {}),
  });
}

export function useJackpotHistory(range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: ['jackpots', 'history', range.from, range.to],
    queryFn: ({ signal }) => getJackpotHistory(range, signal),
    enabled,
  });
}
