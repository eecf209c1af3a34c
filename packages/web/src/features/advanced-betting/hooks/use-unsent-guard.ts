import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';

/** Where a placed order goes: the lines were sent, nothing to ask. */
const PLACED_PATH = '/bet-success';
/** Where an ended session goes: the draft is kept for the same user's next login (issue 36 item 14). */
const LOGIN_PATH = '/login';

/**
 * Leaving the advanced editor with unsent lines asks first (issue 17.1), as normal mode does for
 * its basket. The lines stay in the draft either way; the question only stops an accidental tap.
 * A placed order goes to its receipt, which is never blocked.
 */
export function useUnsentGuard(unsentLines: number): void {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== PLACED_PATH &&
      nextLocation.pathname !== LOGIN_PATH &&
      unsentLines > 0,
  );
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void showAlert({
      type: 'confirm',
      message: t('advancedBetting.leave.message', { count: unsentLines }),
      confirmText: t('advancedBetting.leave.leave'),
      cancelText: t('advancedBetting.leave.stay'),
    }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, t, unsentLines]);
}
