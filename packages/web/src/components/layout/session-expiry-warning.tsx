import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLeft } from '@/lib/auth/session-deadline';
import { useSessionExpiry } from '@/lib/auth/use-session-expiry';

/**
 * The warning before the idle timeout ends the session (issue 36 item 14): shown for the last two
 * minutes, with a countdown, "Stay logged in" (one call restarts the idle time) and "Dismiss". It
 * does not take the focus from what the user is typing; dismissed, it stays away until the session
 * ends or a call moves the deadline (and the next warning is shown again).
 */
export function SessionExpiryWarning() {
  const { t } = useTranslation();
  const { timer, deadline, stay } = useSessionExpiry();
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [staying, setStaying] = useState(false);
  if (timer.kind !== 'warn' || !deadline || dismissedAt === deadline.at) return null;

  async function onStay() {
    setStaying(true);
    try {
      await stay();
    } finally {
      setStaying(false);
    }
  }

  return (
    <div
      className="session-warning"
      role="alertdialog"
      aria-labelledby="session-warning-title"
      aria-describedby="session-warning-text"
      data-testid="session-warning"
    >
      <p id="session-warning-title" className="session-warning__title">
        {t('auth.idleWarningTitle')}
      </p>
      <p id="session-warning-text" className="session-warning__text">
        {t('auth.idleWarning', { time: formatLeft(timer.leftMs) })}
      </p>
      <div className="session-warning__actions">
        <Button fill="none" size="small" onClick={() => setDismissedAt(deadline.at)}>
          {t('auth.dismiss')}
        </Button>
        <Button color="primary" size="small" shape="rounded" loading={staying} onClick={() => void onStay()}>
          {t('auth.stayLoggedIn')}
        </Button>
      </div>
    </div>
  );
}
