import {
  CheckCircleFill,
  CloseCircleFill,
  CloseOutline,
  ExclamationCircleFill,
  InformationCircleFill,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/create-store';
import { dismissToast, toastStore, type ToastType } from './toast-store';

const ICONS: Record<ToastType, ReactNode> = {
  success: <CheckCircleFill />,
  info: <InformationCircleFill />,
  warning: <ExclamationCircleFill />,
  error: <CloseCircleFill />,
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
            <CloseOutline />
          </button>
        </div>
      ))}
    </div>
  );
}
