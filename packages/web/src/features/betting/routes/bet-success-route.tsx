import { CheckCircleFill, CloseCircleFill, ExclamationCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { orderTextOfReceipts } from '@lotto/domain/order-text';
import { toast } from '@/components/ui/toast/toast-store';
import { receiptSchema, type BetSuccessBack, type BetSuccessState, type Receipt } from '@/lib/orders/receipt';
import { SuccessContext } from '../components/success-context';
import { canShareNatively, copyText, openShareLink, telegramUrl, whatsAppUrl } from '@/lib/share';
import '../betting.css';
import { PrintSlipButton } from '@/components/slip/print-slip';

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

/** Whose order it was, what it replaced and where it came from (BetSuccessState), if readable. */
function contextOf(state: unknown): {
  owner: string | null;
  replaced: string | null;
  back: BetSuccessBack | null;
} {
  const { owner, replaced, back } = (state ?? {}) as Partial<Record<keyof BetSuccessState, unknown>>;
  const readBack =
    typeof back === 'object' && back !== null && typeof (back as BetSuccessBack).path === 'string'
      ? { path: (back as BetSuccessBack).path, state: (back as BetSuccessBack).state }
      : null;
  return {
    owner: typeof owner === 'string' && owner !== '' ? owner : null,
    replaced: typeof replaced === 'string' && replaced !== '' ? replaced : null,
    // only a path of this app: a state cannot send Back elsewhere
    back: readBack && readBack.path.startsWith('/') && !readBack.path.startsWith('//') ? readBack : null,
  };
}

/**
 * Bet success (spec §2): titled by what happened (placed, cut, sold out), the one order text for
 * the customer (game-rules §9) with WhatsApp, Telegram and Copy, then the receipt of every ticket.
 */
export function BetSuccessRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const receipt = receiptOf(location.state);
  if (!receipt) return <Navigate to="/" replace />;
  const context = contextOf(location.state);

  const status = receipt.betStatus;
  const Icon = ICONS[status];
  const text = orderTextOfReceipts(receipt.receiptString) ?? receipt.receiptString.join('\n\n');
  const copy = () =>
    void copyText(text).then((copied) =>
      copied ? toast.success(t('betting.success.copied')) : toast.error(t('betting.success.shareFailed')),
    );

  return (
    <Page titleKey={`betting.success.title${status}`}>
      <div className={`bet-status bet-status--${status}`} role="status" data-testid="bet-status">
        <Icon className="bet-status__icon" aria-hidden="true" />
        <p className="bet-status__text">{t(`betting.success.${status}`)}</p>
      </div>
      <SuccessContext {...context} />
      <section className={`card receipt-card receipt-card--${status}`} aria-labelledby="order-text-title">
        <h2 id="order-text-title" className="receipt-card__title">
          {t('betting.success.order')}
        </h2>
        <pre className="receipt-card__text" data-testid="order-text">
          {text}
        </pre>
      </section>
      <div className="success-actions">
        <button
          type="button"
          className="btn btn--primary btn--block"
          onClick={() => openShareLink(whatsAppUrl(text))}
        >
          WhatsApp
        </button>
        <button
          type="button"
          className="btn btn--primary btn--block"
          onClick={() => openShareLink(telegramUrl(text))}
        >
          Telegram
        </button>
        <button type="button" className="btn btn--ghost btn--block" onClick={copy}>
          {t('betting.success.copy')}
        </button>
        {canShareNatively() ? (
          <button
            type="button"
            className="btn btn--ghost btn--block"
            onClick={() => void navigator.share({ text }).catch(() => undefined)}
          >
            {t('betting.success.more')}
          </button>
        ) : null}
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
            {receipt.ticketXId[index] ? <PrintSlipButton betId={receipt.ticketXId[index]} /> : null}
          </li>
        ))}
      </ul>
      <div className="success-actions">
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
