import { useState } from 'react';
import { Outlet } from 'react-router';
import { useSessionSync } from '@/lib/auth/use-session-sync';
import { AppHeader } from './app-header';
import { FloatingMenu } from './floating-menu';
import { SessionExpiryWarning } from './session-expiry-warning';
import { SideMenu } from './side-menu';

/**
 * The logged-in page frame: header, sidebar, floating sub-menu, the page itself, and the warning
 * before the session's idle timeout.
 */
export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  useSessionSync();
  return (
    <div className="app-shell">
      <AppHeader onOpenMenu={() => setMenuOpen(true)} />
      <main className="app-main">
        <Outlet />
      </main>
      <FloatingMenu />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <SessionExpiryWarning />
    </div>
  );
}
