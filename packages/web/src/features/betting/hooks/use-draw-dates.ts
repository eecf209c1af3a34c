import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { toast } from '@/components/ui/toast/toast-store';
import { useBetDates, type BetDateOption } from '@/lib/orders/get-bet-dates';
import { cartDate, type CartDate } from '../lib/cart';
import { cartActions, getCart } from '../lib/cart-store';
import { nextDrawFor } from '../lib/draw-pools';
import { readLastTicket } from '../lib/last-ticket';

/**
 * The basket's draw dates: the open dates offered (GetBetDates), the next draw preselected when the
 * form opens with nothing chosen, a toggle that asks before moving a basket to other dates, and
 * dates that close at their cut-off leaving the basket.
 */
export function useDrawDates(dates: readonly CartDate[]) {
  const { t } = useTranslation();
  const betDates = useBetDates();
  const selected = dates.map((date) => date.value);
  const preselected = useRef(false);

  // Issue 17.7: once per visit, an empty form starts on the next open draw of the remembered pools
  // (or the next open draw); a basket (kept, or from Rebet) keeps its own dates.
  useEffect(() => {
    if (preselected.current || !betDates.data) return;
    preselected.current = true;
    const current = getCart();
    if (current.dates.length > 0 || current.items.length > 0) return;
    const next = nextDrawFor(betDates.data, readLastTicket().pools);
    if (next) cartActions.setDates([cartDate(next)]);
  }, [betDates.data]);

  // Draws close at their cut-off: dates no longer offered leave the basket.
  useEffect(() => {
    if (!betDates.data) return;
    const open = new Set(betDates.data.map((option) => option.fullDate));
    const kept = dates.filter((date) => open.has(date.value));
    if (kept.length !== dates.length) {
      cartActions.setDates(kept);
      toast.warning(t('betting.datesClosed'));
    }
  }, [betDates.data, dates, t]);

  /** Answers whether the dates changed (the user may keep the old ones). */
  async function toggle(option: BetDateOption): Promise<boolean> {
    const values = new Set(selected);
    if (values.has(option.fullDate)) values.delete(option.fullDate);
    else values.add(option.fullDate);
    const next = (betDates.data ?? []).filter((o) => values.has(o.fullDate)).map(cartDate);
    const current = getCart();
    if (current.items.length > 0 && current.dates.length > 0) {
      const confirmed = await showAlert({
        type: 'confirm',
        message: t('betting.BET_DATE_CHANGE_DESC', {
          dates: next.map((date) => date.date).join(', ') || t('betting.noDates'),
        }),
      });
      if (!confirmed) return false;
    }
    cartActions.setDates(next);
    return true;
  }

  return { betDates, selected, toggle };
}
