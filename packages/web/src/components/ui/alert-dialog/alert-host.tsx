import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusGlyph } from '@/components/ui/status-glyph';
import { useStore } from '@/lib/create-store';
import { alertStore, closeAlert, isDismissable, type AlertType, type OpenAlert } from './alert-store';

const ICONS: Partial<Record<AlertType, ReactNode>> = {
  success: <StatusGlyph kind="success" />,
  error: <StatusGlyph kind="error" />,
  confirm: <StatusGlyph kind="question" />,
  block: <StatusGlyph kind="warning" />,
};

/** Shows the newest open alert (the others wait underneath). */
export function AlertHost() {
  const alerts = useStore(alertStore);
  const top = alerts.at(-1);
  return top ? <AlertDialog key={top.id} alert={top} /> : null;
}

function AlertDialog({ alert }: { alert: OpenAlert }) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const dismissable = isDismissable(alert.type);

  useEffect(() => {
    confirmRef.current?.focus();
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      if (dismissable) closeAlert(alert.id, false);
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [alert.id, dismissable]);

  const title = alert.title ?? (alert.type === 'none' ? undefined : t(`alert.title.${alert.type}`));
  const icon = ICONS[alert.type];

  return (
    <div
      className="alert-mask"
      data-testid="alert-mask"
      onClick={(event) => {
        if (event.target === event.currentTarget && dismissable) closeAlert(alert.id, false);
      }}
    >
      <div
        className={`alert-dialog alert-dialog--${alert.type}`}
        role={alert.type === 'error' || alert.type === 'block' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-describedby={messageId}
      >
        {icon && (
          <div className="alert-dialog__icon" aria-hidden="true">
            {icon}
          </div>
        )}
        {title && (
          <h2 id={titleId} className="alert-dialog__title">
            {title}
          </h2>
        )}
        <p id={messageId} className="alert-dialog__message">
          {alert.message}
        </p>
        <div className="alert-dialog__actions">
          {alert.type === 'confirm' && (
            <button type="button" className="btn btn--ghost" onClick={() => closeAlert(alert.id, false)}>
              {alert.cancelText ?? t('common.cancel')}
            </button>
          )}
          <button
            ref={confirmRef}
            type="button"
            className="btn btn--primary"
            onClick={() => closeAlert(alert.id, true)}
          >
            {alert.confirmText ?? t('common.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
