import { Button, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatWirePoints } from '@/lib/format-points';
import type { Customer } from '@/lib/orders/get-customers';
import type { ChatPreviewAnswer, ChatReceipt } from '../api/chat-orders';
import { PreviewLines } from './preview-lines';

export interface SenderMessage {
  sender: string;
  text: string;
  username: string;
  preview: ChatPreviewAnswer | null;
  receipt: ChatReceipt | null;
}

interface Props {
  message: SenderMessage;
  customers: readonly Customer[];
  active: boolean;
  onChange: (next: Partial<SenderMessage>) => void;
  onPreview: () => void;
  onReply: () => void;
  onCopy: () => void;
}

/** One sender's order: who it is for, the text (editable), its preview or its receipt. */
export function SenderCard({ message, customers, active, onChange, onPreview, onReply, onCopy }: Props) {
  const { t } = useTranslation();
  const preview = message.preview;
  return (
    <section
      className={`chat-inbox__card${active ? ' chat-inbox__card--active' : ''}`}
      aria-label={message.sender || t('chatInbox.pasted')}
    >
      <header className="chat-inbox__card-head">
        <strong>{message.sender || t('chatInbox.pasted')}</strong>
        <label className="chat-inbox__for">
          {t('chatInbox.customer')}
          <select
            value={message.username}
            disabled={message.receipt !== null}
            onChange={(event) => onChange({ username: event.target.value, preview: null })}
          >
            <option value="">{t('chatInbox.pickCustomer')}</option>
            {customers.map((customer) => (
              <option key={customer.username} value={customer.username}>
                {customer.username}
              </option>
            ))}
          </select>
        </label>
      </header>
      {message.receipt ? (
        <div className="chat-inbox__receipt">
          <pre>{message.receipt.receipt}</pre>
          <p>
            {t('chatInbox.total')} <strong>{formatWirePoints(message.receipt.total)}</strong> ·{' '}
            {t('chatInbox.deleteCode')}{' '}
            <strong className="chat-inbox__code">{message.receipt.deleteCode}</strong>
          </p>
          <div className="chat-inbox__actions">
            <Button color="success" onClick={onReply}>
              {t('chatInbox.replyWhatsApp')}
            </Button>
            <Button onClick={onCopy}>{t('chatInbox.copy')}</Button>
          </div>
        </div>
      ) : (
        <>
          <TextArea
            aria-label={t('chatInbox.message')}
            value={message.text}
            autoSize={{ minRows: 2, maxRows: 10 }}
            onChange={(text) => onChange({ text, preview: null })}
          />
          <Button block disabled={message.username === '' || message.text.trim() === ''} onClick={onPreview}>
            {t('chatInbox.preview')}
          </Button>
          {preview ? <PreviewLines lines={preview.lines} /> : null}
          {preview?.ok ? (
            <dl className="chat-inbox__figures">
              <div>
                <dt>{t('chatInbox.total')}</dt>
                <dd>{formatWirePoints(preview.total)}</dd>
              </div>
              <div>
                <dt>{t('chatInbox.maxWin')}</dt>
                <dd>{formatWirePoints(preview.maxWin)}</dd>
              </div>
              <div>
                <dt>{t('chatInbox.commission')}</dt>
                <dd>{formatWirePoints(preview.commission)}</dd>
              </div>
            </dl>
          ) : null}
        </>
      )}
    </section>
  );
}
