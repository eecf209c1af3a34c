import { lazy, Suspense, useState } from 'react';
import { useSessionExpiry } from '@/lib/auth/use-session-expiry';

// The card comes when the warning is due (two minutes before the end), not with every screen
// (home's 160 KiB, issue 45).
const SessionWarningCard = lazy(() =>
  import('./session-warning-card').then((module) => ({ default: module.SessionWarningCard })),
);

/**
 * The warning before the idle timeout ends the session (issue 36 item 14): shown for the last two
 * minutes, with a countdown, "Stay logged in" (one call restarts the idle time) and "Dismiss". It
 * does not take the focus from what the user is typing; dismissed, it stays away until the session
 * ends or a call moves the deadline (and the next warning is shown again).
 */
export function SessionExpiryWarning() {
  const { timer, deadline, stay } = useSessionExpiry();
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  if (timer.kind !== 'warn' || !deadline || dismissedAt === deadline.at) return null;
  return (
    <Suspense fallback={null}>
      <SessionWarningCard leftMs={timer.leftMs} onStay={stay} onDismiss={() => setDismissedAt(deadline.at)} />
    </Suspense>
  );
}
