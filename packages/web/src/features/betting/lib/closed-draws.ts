import type { DrawTime } from '@lotto/contract/draws';
import { fromCompactDate } from '@lotto/contract/wire-dates';
import { poolById, poolByCode, type PoolCode } from '@lotto/domain/pools';
import type { TFunction } from 'i18next';
import { shortDate } from '@/lib/dates/display-dates';
import { cutOffsOn } from '@/lib/orders/get-draw-times';
import type { CartDate, CartItem } from './cart';

/** Whether a draw has stopped taking bets at `now` (its cut-off passed, or closed early). */
const isClosed = (draw: DrawTime, now: number) => !draw.open || draw.closesAt <= now;

/**
 * What a basket line says when one of its draws (a pool on a chosen date) has closed since it was
 * added (issue 38 item 4): the pools, the cut-off and the day, one sentence per day and cut-off.
 * Empty when every draw is open, or when the server did not name it (it still decides on Submit).
 */
export function closedDrawsText(
  item: CartItem,
  dates: readonly CartDate[],
  draws: readonly DrawTime[],
  now: number,
  t: TFunction,
  language: string,
): string[] {
  const pools = item.poolList.flatMap((id) => poolById(id)?.code ?? []) as PoolCode[];
  const closed = draws.filter((draw) => isClosed(draw, now));
  return dates.flatMap((date) =>
    cutOffsOn(closed, date.value, pools).map((group) =>
      t('drawTimes.drawClosed', {
        pools: group.pools.map((code) => poolByCode(code).name).join(', '),
        time: group.cutoff,
        date: shortDate(fromCompactDate(date.value) ?? date.value, language),
      }),
    ),
  );
}
