import { dailyFiguresSchema, dailyProfitLossAnswer } from '@lotto/contract/reports';
import { compactDateParam } from '@lotto/contract/wire-date-params';
import { toCompactDate } from '@lotto/contract/wire-dates';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import type { RangeFilter } from '../utils/report-filter';

/** One settled draw date of the caller's tree at its own rates (the contract's; the date read as 'YYYY-MM-DD'). */
const dailyFigures = dailyFiguresSchema.extend({ drawDate: compactDateParam() });
export type DailyFigures = z.infer<typeof dailyFigures>;

const dailyProfitLossSchema = dailyProfitLossAnswer.extend({ detail_list: z.array(dailyFigures) });
export type DailyProfitLoss = z.infer<typeof dailyProfitLossSchema>;

/** POST /Report/GetDailyProfitLoss (form): profit loss 2, one entry per settled draw date. */
export function getDailyProfitLoss(filter: RangeFilter, signal?: AbortSignal): Promise<DailyProfitLoss> {
  return apiRequest('/Report/GetDailyProfitLoss', dailyProfitLossSchema, {
    method: 'POST',
    form: {
      date_from: toCompactDate(filter.range.from),
      date_to: toCompactDate(filter.range.to),
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
