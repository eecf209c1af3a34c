import { toUsDate } from '@lotto/contract/wire-dates';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { DateRange } from '@/lib/dates/date-range';
import { apiRequest } from '@/lib/api-client';

/** One ledger entry (spec §3 wallet statement row); amounts in points. */
const statementRowSchema = z.object({
  id: z.string(),
  /** 'dd/MM/yyyy HH:mm:ss' in the draw time zone */
  formattedDate: z.string(),
  remark: z.string(),
  preBalance: z.number(),
  amount: z.number(),
  postBalance: z.number(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

/** GET /Report/GetWalletStatement: the caller's ledger on the local dates from..to, oldest first. */
export function getWalletStatement(range: DateRange, signal?: AbortSignal): Promise<StatementRow[]> {
  return apiRequest('/Report/GetWalletStatement', z.array(statementRowSchema), {
    query: { fromDate: toUsDate(range.from), toDate: toUsDate(range.to) },
    ...(signal ? { signal } : {}),
  });
}

export function useWalletStatement(range: DateRange) {
  return useQuery({
    queryKey: ['reports', 'wallet-statement', range.from, range.to],
    queryFn: ({ signal }) => getWalletStatement(range, signal),
  });
}
