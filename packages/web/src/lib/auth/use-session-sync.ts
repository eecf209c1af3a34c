import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { toast } from '@/components/ui/toast/toast-store';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { isLoggedIn } from './is-logged-in';
import { authStore, endSession, resetLogin, setLoggedIn, useAuth } from './auth-store';
import { readSessionDeadline, sessionTimer } from './session-deadline';
import { decideSessionSync, SESSION_SYNC_INTERVAL_MS } from './session-sync';

/**
 * Spec §4 multi-tab sync: every 2 s compare the shared (local) and this tab's (session) copy of
 * `username:token`. Another tab's login is adopted (refetch user and credit, go home); another
 * tab's logout shows a blocking dialog whose confirm resets the login here too.
 */
export function useSessionSync(): void {
  const { status } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  useEffect(() => {
    if (status !== 'logged-in') return;
    let stopped = false;
    let busy = false;

    async function check() {
      if (stopped || busy) return;
      const decision = decideSessionSync(
        readStorage('local', STORAGE_KEYS.session),
        readStorage('session', STORAGE_KEYS.session),
      );
      if (decision.kind === 'in-sync') return;
      busy = true;
      try {
        if (decision.kind === 'switched') {
          writeStorage('session', STORAGE_KEYS.session, decision.identity);
          try {
            setLoggedIn(await isLoggedIn());
          } catch {
            resetLogin();
            queryClient.clear();
            return;
          }
          await queryClient.invalidateQueries();
          void navigate('/', { replace: true });
        } else if (sessionTimer(readSessionDeadline(), Date.now()).kind === 'expired') {
          // Not a logout: the session's idle time ran out, seen first by another tab.
          endSession();
          queryClient.clear();
          toast.warning(t('auth.idleLoggedOut'));
        } else {
          await showAlert({ type: 'block', message: t('auth.loggedOutElsewhere') });
          if (authStore.get().status === 'logged-in') resetLogin();
          queryClient.clear();
          void navigate('/login', { replace: true });
        }
      } finally {
        busy = false;
      }
    }

    const timer = setInterval(() => void check(), SESSION_SYNC_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [status, navigate, queryClient, t]);
}
