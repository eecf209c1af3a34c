import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { toast } from '@/components/ui/toast/toast-store';
import { useTicketDetails } from '@/lib/orders/get-ticket-details';
import { readStorage, writeStorage } from '@/lib/storage';
import { itemsFromCartObject } from '../lib/cart';
import { cartActions, getCart } from '../lib/cart-store';

const REBET_DONE_KEY = 'lotto.betting.rebet';

function rebetIdOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('rebetId' in state)) return undefined;
  const id = (state as { rebetId: unknown }).rebetId;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * Rebet (navigation state `{ rebetId }`): the bets of that ticket's cartObject go into the basket,
 * amounts and pools kept; its draw dates may have closed, so the user picks dates again.
 */
export function useRebet(): void {
  const { t } = useTranslation();
  const location = useLocation();
  const rebetId = rebetIdOf(location.state);
  const details = useTicketDetails(rebetId);
  const done = useRef<string | null>(null);
  // The history entry that was handled (its key survives a reload): its bets are in already.
  const entry = `${location.key}:${rebetId ?? ''}`;

  useEffect(() => {
    if (!rebetId || !details.data || done.current === entry) return;
    done.current = entry;
    if (readStorage('session', REBET_DONE_KEY) === entry) return;
    writeStorage('session', REBET_DONE_KEY, entry);
    const items = itemsFromCartObject(details.data.cartObject);
    if (items.length > 0) {
      if (getCart().items.length === 0) cartActions.setDates([]);
      cartActions.addItems(items);
      toast.info(t('betting.rebetLoaded', { id: rebetId }));
    } else {
      void showAlert({ type: 'error', message: t('betting.rebetEmpty', { id: rebetId }) });
    }
  }, [rebetId, details.data, entry, t]);
}
