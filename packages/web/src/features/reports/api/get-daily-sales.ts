import { dailySalesAnswer } from '@lotto/contract/reports';
import { toCompactDate } from '@lotto/contract/wire-dates';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import type { DayFilter } from '../utils/report-filter';
import { parseSalesBlock } from '../utils/report-text';

/** The contract's answer, each member's text block (name, then "Pool: amount" lines) read for the screen. */
const dailySalesSchema = dailySalesAnswer.extend({
  detail_lst: dailySalesAnswer.shape.detail_lst.transform((blocks) => blocks.map(parseSalesBlock)),
});
export type DailySales = z.infer<typeof dailySalesSchema>;

/**
 * POST /Report/GetDailySales (form): the accepted sales of one draw date, open draws included,
 * for the caller and each direct downline's tree.
 */
export function getDailySales(filter: DayFilter, signal?: AbortSignal): Promise<DailySales> {
  return apiRequest('/Report/GetDailySales', dailySalesSchema, {
    method: 'POST',
    form: { date_from: toCompactDate(filter.date), report_type: filter.type },
    ...(signal ? { signal } : {}),
  });
}

/** `enabled` is false until the date the screen opens on is known. */
export function useDailySales(filter: DayFilter, enabled = true) {
  return useQuery({
    queryKey: ['reports', 'daily-sales', filter.date, filter.type],
    queryFn: ({ signal }) => getDailySales(filter, signal),
    enabled,
  });
}
