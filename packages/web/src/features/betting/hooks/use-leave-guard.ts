import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { cartActions, getCart } from '../lib/cart-store';

/** Moving between these keeps the basket; going anywhere else asks first (spec §4 cart flow). */
const BASKET_PATHS = ['/betting', '/betting/summary', '/bet-success', '/login'];

/**
 * Leaving betting with tickets in the basket asks for confirmation; leaving discards the basket.
 * The check reads the store at navigation time, so clearing the basket and navigating in the same
 * tick (after an order) is never blocked.
 */
export function useLeaveGuard(): void {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      !BASKET_PATHS.includes(nextLocation.pathname) &&
      getCart().items.length > 0,
  );
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void showAlert({
      type: 'confirm',
      message: t('betting.leaveConfirm', { count: getCart().items.length }),
      confirmText: t('betting.leave'),
      cancelText: t('betting.stay'),
    }).then((leave) => {
      asking.current = false;
      if (leave) {
        cartActions.reset();
        blocker.proceed();
      } else {
        blocker.reset();
      }
    });
  }, [blocker, t]);
}
