import { CheckCircleFill, CloseCircleFill, ExclamationCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { toast } from '@/components/ui/toast/toast-store';
import { receiptSchema, type Receipt } from '@/lib/orders/receipt';
import '../betting.css';

const ICONS = {
  COMPLETE: CheckCircleFill,
  LIMIT: ExclamationCircleFill,
  SOLD_OUT: CloseCircleFill,
} as const;

function receiptOf(state: unknown): Receipt | null {
  if (typeof state !== 'object' || state === null || !('receipt' in state)) return null;
  const parsed = receiptSchema.safeParse((state as { receipt: unknown }).receipt);
  return parsed.success ? parsed.data : null;
}

/** Share with the device's share sheet, else copy to the clipboard. */
async function shareText(text: string, copied: string, failed: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ text });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return; // the user closed it
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    toast.error(failed);
  }
}

/** Bet success (spec §2): the receipt of every ticket, coloured by the receipt status, and Share. */
export function BetSuccessRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const receipt = receiptOf(location.state);
  if (!receipt) return <Navigate to="/" replace />;

  const status = receipt.betStatus;
  const Icon = ICONS[status];
  const text = receipt.receiptString.join('\n\n');

  return (
    <Page titleKey="screens.betSuccess">
      <div className={`bet-status bet-status--${status}`} role="status" data-testid="bet-status">
        <Icon className="bet-status__icon" aria-hidden="true" />
        <p className="bet-status__text">{t(`betting.success.${status}`)}</p>
      </div>
      <ul className="receipt-list">
        {receipt.receiptString.map((entry, index) => (
          <li key={receipt.ticketXId[index] ?? index} className={`card receipt-card receipt-card--${status}`}>
            <h2 className="receipt-card__title">
              {t('betting.success.ticket', { id: receipt.ticketXId[index] ?? index + 1 })}
            </h2>
            <pre className="receipt-card__text" data-testid="receipt-text">
              {entry}
            </pre>
          </li>
        ))}
      </ul>
      <div className="success-actions">
        <button
          type="button"
          className="btn btn--primary btn--block"
          onClick={() => void shareText(text, t('betting.success.copied'), t('betting.success.shareFailed'))}
        >
          {t('betting.success.share')}
        </button>
        <div className="success-actions__row">
          <button type="button" className="btn btn--ghost" onClick={() => void navigate('/betting')}>
            {t('betting.success.betAgain')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => void navigate('/')}>
            {t('betting.success.home')}
          </button>
        </div>
      </div>
    </Page>
  );
}
