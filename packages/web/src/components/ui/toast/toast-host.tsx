import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseGlyph } from '@/components/ui/glyphs';
import { StatusGlyph } from '@/components/ui/status-glyph';
import { useStore } from '@/lib/create-store';
import { dismissToast, toastStore, type ToastType } from './toast-store';

const ICONS: Record<ToastType, ReactNode> = {
  success: <StatusGlyph kind="success" />,
  info: <StatusGlyph kind="info" />,
  warning: <StatusGlyph kind="warning" />,
  error: <StatusGlyph kind="error" />,
};

/** Toasts stacked at the bottom left (spec §9); antd-mobile's Toast is centred, so this is ours. */
export function ToastHost() {
  const toasts = useStore(toastStore);
  const { t } = useTranslation();
  return (
    <div className="toast-host" aria-live="polite">
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`toast toast--${item.type}`}
          role={item.type === 'error' || item.type === 'warning' ? 'alert' : 'status'}
          data-testid={`toast-${item.type}`}
        >
          <span className="toast__icon" aria-hidden="true">
            {ICONS[item.type]}
          </span>
          <span className="toast__message">{item.message}</span>
          <button
            type="button"
            className="toast__close"
            aria-label={t('common.close')}
            onClick={() => dismissToast(item.id)}
          >
            <CloseGlyph />
          </button>
        </div>
      ))}
    </div>
  );
}
