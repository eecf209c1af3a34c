import { isPoolCode, type PoolCode } from '@lotto/domain/pools';
import { fromCompactDate } from '@lotto/contract/wire-dates';
import type { BetDateOption } from '@/lib/orders/get-bet-dates';

/** Open pools by date ('YYYY-MM-DD' -> pool codes), as GetBetDates names them. */
export type OpenPoolsByDate = Readonly<Record<string, readonly PoolCode[]>>;

/**
 * The pools with an open draw on each offered date, from GetBetDates (the server's draw calendar,
 * operator's special and closed dates included). Undefined when the server does not name them:
 * then the form cannot tell, and the server's own refusal stays the check.
 */
export function openPoolsByDate(options: readonly BetDateOption[] | undefined): OpenPoolsByDate | undefined {
  if (!options || options.some((option) => option.pools === undefined)) return undefined;
  return Object.fromEntries(
    options.map((option) => [
      fromCompactDate(option.fullDate) ?? option.fullDate,
      (option.pools ?? []).filter(isPoolCode),
    ]),
  );
}

/** The chosen dates (YYYYMMDD) on which the pool has no open draw. */
export function datesWithoutDraw(
  pool: PoolCode,
  selected: readonly string[],
  byDate: OpenPoolsByDate | undefined,
): string[] {
  if (!byDate) return [];
  return selected.filter((value) => !(byDate[fromCompactDate(value) ?? value] ?? []).includes(pool));
}

/**
 * The draw to preselect when the form opens with nothing chosen: the first offered date on which
 * every remembered pool draws, else the first offered date.
 */
export function nextDrawFor(
  options: readonly BetDateOption[],
  pools: readonly PoolCode[],
): BetDateOption | undefined {
  const fits = (option: BetDateOption) =>
    option.pools === undefined || pools.every((pool) => option.pools!.includes(pool));
  return (pools.length > 0 ? options.find(fits) : undefined) ?? options[0];
}
