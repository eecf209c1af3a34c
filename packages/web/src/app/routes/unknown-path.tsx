import { Navigate, useLocation } from 'react-router';
import { screenFor } from '@/config/screens';
import { ComingSoonRoute } from './coming-soon';

/**
 * A logged-in path no feature serves: a spec §2 screen not built yet shows "coming soon" with its
 * real title; anything else goes to /login (and from there home). Lazy, so the screen list and
 * its icons are not part of the first download.
 */
export function UnknownPathRoute() {
  const { pathname } = useLocation();
  const screen = screenFor(pathname);
  if (!screen || screen === screenFor('/')) return <Navigate to="/login" replace />;
  return <ComingSoonRoute key={screen.path} titleKey={screen.titleKey} />;
}
