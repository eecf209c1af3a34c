import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth/auth-store';
import { autoLoginInput } from '../utils/auto-login';
import { AutoLogin } from './auto-login';
import { SplashScreen } from './splash-screen';

/** Every route but /login needs a session (spec §2); home may log in from its query string. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'initialising') return <SplashScreen />;
  const autoLogin = autoLoginInput(location.pathname, location.search);
  if (autoLogin) return <AutoLogin input={autoLogin} />;
  if (auth.status === 'logged-out') return <Navigate to="/login" replace />;
  return children;
}

/**
 * A logged-in user opening /login goes home (spec §2). The form shows at once, without waiting for
 * the start-up session check: that check only sends an already logged-in user home.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'logged-in') return <Navigate to="/" replace />;
  return children;
}
