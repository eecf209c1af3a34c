import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { toast } from '@/components/ui/toast/toast-store';
import { useBetDates } from '@/lib/orders/get-bet-dates';
import { useTicketDetails } from '@/lib/orders/get-ticket-details';
import { readStorage, writeStorage } from '@/lib/storage';
import { cartDate, datesFromCartObject, itemsFromCartObject } from '../lib/cart';
import { cartActions, getCart } from '../lib/cart-store';

const REBET_DONE_KEY = 'lotto.betting.rebet';

function rebetIdOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('rebetId' in state)) return undefined;
  const id = (state as { rebetId: unknown }).rebetId;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * Rebet (navigation state `{ rebetId }`): the ticket's own bets go into the basket, with its pool
 * and amounts (the server answers each ticket's cartObject narrowed to its own pool and date, issue
 * 36.2), never the pools the form remembers. An empty basket takes the ticket's draw date while it
 * is still open; a closed one leaves the dates to choose (the basket says so). Bets added to a
 * basket that has some already go on the basket's dates.
 */
export function useRebet(): void {
  const { t } = useTranslation();
  const location = useLocation();
  const rebetId = rebetIdOf(location.state);
  const details = useTicketDetails(rebetId);
  const betDates = useBetDates();
  const done = useRef<string | null>(null);
  // The history entry that was handled (its key survives a reload): its bets are in already.
  const entry = `${location.key}:${rebetId ?? ''}`;

  useEffect(() => {
    if (!rebetId || !details.data || !betDates.data || done.current === entry) return;
    done.current = entry;
    if (readStorage('session', REBET_DONE_KEY) === entry) return;
    writeStorage('session', REBET_DONE_KEY, entry);
    const items = itemsFromCartObject(details.data.cartObject);
    if (items.length > 0) {
      let said = t('betting.rebetLoadedBasketDates', { id: rebetId });
      if (getCart().items.length === 0) {
        const own = new Set(datesFromCartObject(details.data.cartObject));
        const dates = betDates.data.filter((option) => own.has(option.fullDate)).map(cartDate);
        cartActions.setDates(dates);
        said =
          dates.length > 0
            ? t('betting.rebetLoadedOnDate', { id: rebetId, date: dates.map((d) => d.date).join(', ') })
            : t('betting.rebetLoaded', { id: rebetId });
      }
      cartActions.addItems(items);
      toast.info(said);
    } else {
      void showAlert({ type: 'error', message: t('betting.rebetEmpty', { id: rebetId }) });
    }
  }, [rebetId, details.data, betDates.data, entry, t]);
}
