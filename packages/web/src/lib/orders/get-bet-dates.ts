import { fromCompactDate } from '@lotto/contract/wire-dates';
import { useQuery } from '@tanstack/react-query';
import { betDatesAnswer, type BetDateItem } from '@lotto/contract/draws';
import { POOL_CODES, type PoolCode } from '@lotto/domain/pools';
import { apiRequest } from '@/lib/api-client';

/** One open draw date of GetBetDates (the contract's item). */
export type BetDateOption = BetDateItem;

export const betDatesQueryKey = ['orders', 'bet-dates'] as const;

/** GET /Tool/GetBetDates: the open draw dates, today up to 7 days ahead (docs/api.md). */
export function getBetDates(signal?: AbortSignal): Promise<BetDateOption[]> {
  return apiRequest('/Tool/GetBetDates', betDatesAnswer, signal ? { signal } : {});
}

const betDatesQuery = {
  queryKey: betDatesQueryKey,
  queryFn: ({ signal }: { signal?: AbortSignal }) => getBetDates(signal),
  // a draw closes at its cut-off: look again now and then while a form is open
  staleTime: 60_000,
  refetchInterval: 5 * 60_000,
} as const;

export function useBetDates() {
  return useQuery(betDatesQuery);
}

/** The same open dates, sorted, as 'YYYY-MM-DD' (the advanced editor's live preview, exposure). */
export function useOpenDates() {
  return useQuery({
    ...betDatesQuery,
    select: (dates: BetDateOption[]) =>
      dates.map((item) => fromCompactDate(item.fullDate) ?? item.fullDate).sort(),
  });
}

/** The open draws as the order-string parser reads them: the dates, and each pool's own dates. */
export interface OpenDraws {
  /** sorted 'YYYY-MM-DD' */
  dates: string[];
  /** each pool's open dates, when the server named the pools of each date */
  byPool?: Partial<Record<PoolCode, string[]>>;
}

const isPoolCode = (code: string): code is PoolCode => (POOL_CODES as readonly string[]).includes(code);

/** 'YYYY-MM-DD' dates and, per pool, the dates it draws on (the list's `pools`). */
export function openDrawsOf(options: readonly BetDateOption[]): OpenDraws {
  const sorted = [...options].sort((a, b) => a.fullDate.localeCompare(b.fullDate));
  const dates = sorted.map((item) => fromCompactDate(item.fullDate) ?? item.fullDate);
  if (sorted.some((item) => item.pools === undefined)) return { dates };
  const byPool: Partial<Record<PoolCode, string[]>> = {};
  for (const item of sorted) {
    for (const code of item.pools ?? []) {
      if (isPoolCode(code)) (byPool[code] ??= []).push(fromCompactDate(item.fullDate) ?? item.fullDate);
    }
  }
  return { dates, byPool };
}

/**
 * The open draws for the advanced editor's live reading: a date line reads against the pools of
 * its own block, as the server reads it (docs/rules.md, issue 22.2).
 */
export function useOpenDraws() {
  return useQuery({ ...betDatesQuery, select: openDrawsOf });
}
