import { formatYmdCompact } from '@lotto/domain/calendar-dates';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import type { RangeFilter } from '../utils/report-filter';
import { compactDateSchema } from '../utils/wire-date';
import { parseProfitLossRow, type ProfitLossRow } from '../utils/report-text';

const profitLossRow = z.string().transform((text, issue): ProfitLossRow => {
  const row = parseProfitLossRow(text);
  if (!row) {
    issue.addIssue({ code: 'custom', message: `expected name@turnover@win@commission@total, got "${text}"` });
    return z.NEVER;
  }
  return row;
});

const profitLossSchema = z.object({
  /** the range the figures cover, in order ('YYYY-MM-DD') */
  date_from: compactDateSchema,
  date_to: compactDateSchema,
  /** points: the sum of the rows (what the downlines owe at their rates) */
  dl_total: z.number(),
  /** points: the caller's whole tree at its own rates (what it settles with its upline) */
  ul_total: z.number(),
  net_profit_loss: z.number(),
  /** the caller's own bets, then each direct downline's tree */
  detail_lst: z.array(profitLossRow),
});
export type ProfitLoss = z.infer<typeof profitLossSchema>;

/** POST /Report/GetProfitLoss (form): settled draws only (open draws show in daily sales). */
export function getProfitLoss(filter: RangeFilter, signal?: AbortSignal): Promise<ProfitLoss> {
  return apiRequest('/Report/GetProfitLoss', profitLossSchema, {
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
export function useProfitLoss(filter: RangeFilter, enabled = true) {
  return useQuery({
    queryKey: ['reports', 'profit-loss', filter.range.from, filter.range.to, filter.type],
    queryFn: ({ signal }) => getProfitLoss(filter, signal),
    enabled,
  });
}
