import { formatYmdCompact } from '@lotto/domain/calendar-dates';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import type { RangeFilter } from '../utils/report-filter';
import { compactDateSchema } from '../utils/wire-date';

/** One settled draw date of the caller's tree at its own rates (points). */
const dailyFiguresSchema = z.object({
  /** 'YYYYMMDD' on the wire, 'YYYY-MM-DD' here */
  drawDate: compactDateSchema,
  buy: z.number(),
  comm: z.number(),
  win: z.number(),
  /** buy - comm - win */
  nett: z.number(),
});
export type DailyFigures = z.infer<typeof dailyFiguresSchema>;

const dailyProfitLossSchema = z.object({
  buy_total: z.number(),
  comm_total: z.number(),
  win_total: z.number(),
  nett_total: z.number(),
  detail_list: z.array(dailyFiguresSchema),
});
export type DailyProfitLoss = z.infer<typeof dailyProfitLossSchema>;

/** POST /Report/GetDailyProfitLoss (form): profit loss 2, one entry per settled draw date. */
export function getDailyProfitLoss(filter: RangeFilter, signal?: AbortSignal): Promise<DailyProfitLoss> {
  return apiRequest('/Report/GetDailyProfitLoss', dailyProfitLossSchema, {
    method: 'POST',
    form: {
      date_from: formatYmdCompact(filter.range.from),
      date_to: formatYmdCompact(filter.range.to),
      report_type: filter.type,
    },
    ...(signal ? { signal } : {}),
  });
}

/** `enabled` is false while the range is one the server would refuse (too long). */
export function useDailyProfitLoss(filter: RangeFilter, enabled = true) {
  return useQuery({
    queryKey: ['reports', 'daily-profit-loss', filter.range.from, filter.range.to, filter.type],
    queryFn: ({ signal }) => getDailyProfitLoss(filter, signal),
    enabled,
  });
}
