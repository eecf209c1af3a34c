import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth/auth-store';
import { clearReturnTo, keepReturnTo, returnPathFor } from '@/lib/auth/return-to';
import { autoLoginInput } from '../utils/auto-login';
import { AutoLogin } from './auto-login';
import { SplashScreen } from './splash-screen';

/**
 * Every route but /login needs a session (spec §2); home may log in from its query string. When
 * the session ended on its own, the screen it ended on is kept for the same user's next login.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const loggedIn = auth.status === 'logged-in';
  // Logged in (again) and on a screen: whatever was kept to return to has served.
  useEffect(() => {
    if (loggedIn) clearReturnTo();
  }, [loggedIn]);
  if (auth.status === 'initialising') return <SplashScreen />;
  const autoLogin = autoLoginInput(location.pathname, location.search);
  if (autoLogin) return <AutoLogin input={autoLogin} />;
  if (auth.status === 'logged-out') {
    // Idempotent (the first screen kept wins), so rendering twice changes nothing.
    if (auth.endedFor) keepReturnTo(auth.endedFor, `${location.pathname}${location.search}`);
    return <Navigate to="/login" replace />;
  }
  return children;
}

/**
 * A logged-in user opening /login goes home (spec §2), or, after logging in again, back to the
 * screen their session ended on (issue 36 item 14). The form shows at once, without waiting for
 * the start-up session check: that check only sends an already logged-in user on.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'logged-in') return <Navigate to={returnPathFor(auth.user.username)} replace />;
  return children;
}
