import { toUsDate } from '@lotto/contract/wire-dates';
import { walletStatementAnswer, type WalletStatementRow } from '@lotto/contract/reports';
import { useQuery } from '@tanstack/react-query';
import type { DateRange } from '@/lib/dates/date-range';
import { apiRequest } from '@/lib/api-client';

/**
 * One ledger entry (spec §3 wallet statement row), amounts in points, with the parts the screen
 * words it from (kind, a settlement's pool and draw date, a credit move's other side): the
 * contract's shape.
 */
export type StatementRow = WalletStatementRow;

/** GET /Report/GetWalletStatement: the caller's ledger on the local dates from..to, oldest first. */
export function getWalletStatement(range: DateRange, signal?: AbortSignal): Promise<StatementRow[]> {
  return apiRequest('/Report/GetWalletStatement', walletStatementAnswer, {
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
