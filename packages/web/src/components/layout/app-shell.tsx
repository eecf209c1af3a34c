import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useSessionSync } from '@/lib/auth/use-session-sync';
import { AppHeader } from './app-header';
import { FloatingMenu } from './floating-menu';
import { SessionExpiryWarning } from './session-expiry-warning';

// The sidebar is antd-mobile's Popup with its animation and gesture libraries (react-spring,
// @use-gesture: 16 KiB over the wire, most of the frame's evaluation): fetched when the menu
// button is first touched or focused, not with every logged-in screen (docs/performance.md, issue 45).
const loadSideMenu = () => import('./side-menu');
const SideMenu = lazy(() => loadSideMenu().then((module) => ({ default: module.SideMenu })));

/**
 * The logged-in page frame: header, sidebar, floating sub-menu, the page itself, and the warning
 * before the session's idle timeout.
 */
export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  useSessionSync();
  return (
    <div className="app-shell">
      <AppHeader
        onPrepareMenu={() => void loadSideMenu()}
        onOpenMenu={() => {
          setMenuUsed(true);
          setMenuOpen(true);
        }}
      />
      <main className="app-main">
        <Outlet />
      </main>
      <FloatingMenu />
      {menuUsed && (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
      <SessionExpiryWarning />
    </div>
  );
}
