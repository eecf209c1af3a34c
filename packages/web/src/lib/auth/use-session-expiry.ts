import { isLoggedInAnswer } from '@lotto/contract/account';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store';
import { apiRequest } from '@/lib/api-client';
import { endSession, useAuth } from './auth-store';
import { logout } from './logout';
import {
  readSessionDeadline,
  sessionTimer,
  type SessionDeadline,
  type SessionTimer,
} from './session-deadline';

/** How often the countdown is looked at while logged in (it also is when the page shows again). */
export const SESSION_TICK_MS = 1_000;

/**
 * "Stay logged in": any call made with the session restarts its idle time; its answer brings the
 * new deadline (api-client). A session already over answers 401, which ends it here as well.
 */
export function keepSessionAlive(): Promise<unknown> {
  return apiRequest('/Account/IsLoggedIn', isLoggedInAnswer, { silent: true });
}

/**
 * The session's idle countdown (issue 36 item 14): where it stands now, and at its end the session
 * is ended here too: the server is told (it ended it already), the login forgotten with the screen
 * kept to come back to (endSession), and a toast says why. Before, the end was noticed only when
 * a Submit failed.
 */
export function useSessionExpiry(): {
  timer: SessionTimer;
  deadline: SessionDeadline | null;
  stay: () => Promise<void>;
} {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (status !== 'logged-in') return;
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, SESSION_TICK_MS);
    // A phone waking up runs no timer first: look at once.
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [status]);

  const deadline = status === 'logged-in' ? readSessionDeadline() : null;
  const timer = sessionTimer(deadline, now);

  useEffect(() => {
    if (timer.kind !== 'expired') return;
    void logout().catch(() => undefined);
    endSession();
    queryClient.clear();
    toast.warning(t('auth.idleLoggedOut'));
  }, [timer.kind, queryClient, t]);

  const stay = useCallback(async () => {
    try {
      await keepSessionAlive();
    } catch {
      // a 401 ended the session (api client); a network error leaves the countdown running
    }
    setNow(Date.now());
  }, []);

  return { timer, deadline, stay };
}
