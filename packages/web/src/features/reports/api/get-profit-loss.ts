import { profitLossAnswer } from '@lotto/contract/reports';
import { compactDateParam } from '@lotto/contract/wire-date-params';
import { toCompactDate } from '@lotto/contract/wire-dates';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import type { RangeFilter } from '../utils/report-filter';
import { parseProfitLossRow, type ProfitLossRow } from '../utils/report-text';

const profitLossRow = z.string().transform((text, issue): ProfitLossRow => {
  const row = parseProfitLossRow(text);
  if (!row) {
    issue.addIssue({ code: 'custom', message: `expected name@turnover@win@commission@total, got "${text}"` });
    return z.NEVER;
  }
  return row;
});

/**
 * The contract's answer, read for the screen: the range as 'YYYY-MM-DD'; each row (the caller's
 * own bets, then each direct downline's tree) split into its figures. Points: dl_total is the sum of
 * the rows (what the downlines owe at their rates), ul_total the caller's whole tree at its own rates.
 */
const profitLossSchema = profitLossAnswer.extend({
  date_from: compactDateParam(),
  date_to: compactDateParam(),
  detail_lst: z.array(profitLossRow),
});
export type ProfitLoss = z.infer<typeof profitLossSchema>;

/** POST /Report/GetProfitLoss (form): settled draws only (open draws show in daily sales). */
export function getProfitLoss(filter: RangeFilter, signal?: AbortSignal): Promise<ProfitLoss> {
  return apiRequest('/Report/GetProfitLoss', profitLossSchema, {
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
export function useProfitLoss(filter: RangeFilter, enabled = true) {
  return useQuery({
    queryKey: ['reports', 'profit-loss', filter.range.from, filter.range.to, filter.type],
    queryFn: ({ signal }) => getProfitLoss(filter, signal),
    enabled,
  });
}
