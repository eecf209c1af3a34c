import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLeft } from '@/lib/auth/session-deadline';

interface Props {
  leftMs: number;
  onStay: () => Promise<unknown>;
  onDismiss: () => void;
}

/** The warning's card: the countdown, "Dismiss" and "Stay logged in" (SessionExpiryWarning). */
export function SessionWarningCard({ leftMs, onStay, onDismiss }: Props) {
  const { t } = useTranslation();
  const [staying, setStaying] = useState(false);

  async function stay() {
    setStaying(true);
    try {
      await onStay();
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
        {t('auth.idleWarning', { time: formatLeft(leftMs) })}
      </p>
      <div className="session-warning__actions">
        <Button fill="none" size="small" onClick={onDismiss}>
          {t('auth.dismiss')}
        </Button>
        <Button color="primary" size="small" shape="rounded" loading={staying} onClick={() => void stay()}>
          {t('auth.stayLoggedIn')}
        </Button>
      </div>
    </div>
  );
}
