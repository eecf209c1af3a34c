import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrawTimes, useServerClock } from '@/lib/orders/get-draw-times';
import type { Cart } from '../lib/cart';
import { closedDrawsText } from '../lib/closed-draws';

/**
 * For each basket line (by id), what it says of its draws that have closed (issue 38 item 4):
 * read again as the clock passes a cut-off, so the line says so before Confirm.
 */
export function useClosedDraws(cart: Pick<Cart, 'items' | 'dates'>): ReadonlyMap<string, string[]> {
  const { t, i18n } = useTranslation();
  const times = useDrawTimes();
  const now = useServerClock(times.data);
  const draws = times.data?.draws;
  const language = i18n.language;
  return useMemo(() => {
    const closed = new Map<string, string[]>();
    if (!draws) return closed;
    for (const item of cart.items) {
      const texts = closedDrawsText(item, cart.dates, draws, now, t, language);
      if (texts.length > 0) closed.set(item.id, texts);
    }
    return closed;
  }, [cart.items, cart.dates, draws, now, t, language]);
}
