import { plainText } from '@lotto/domain/plain-text';
import { receiptTicketId } from '@lotto/domain/receipt';
import { useTranslation } from 'react-i18next';
import type { ReceiptStatus } from '../api/check-ticket';

interface Props {
  receipts: readonly string[];
  /** each receipt's ticket status, in the same order */
  statuses: readonly ReceiptStatus[];
  onOpen: (receipt: string, status: ReceiptStatus) => void;
}

/**
 * The receipt texts as placed; a cancelled ticket is red. Whether it is cancelled comes from its
 * status only, never from the text (a remark may say "cancelled"); control and bidirectional
 * characters of text stored before they were refused are dropped for display.
 */
export function ReceiptList({ receipts, statuses, onOpen }: Props) {
  const { t } = useTranslation();
  return (
    <ul className="ct-list" aria-label={t('checkTicket.list.title')}>
      {receipts.map((receipt, index) => {
        const betId = receiptTicketId(receipt);
        const status = statuses[index] ?? 'Active';
        const cancelled = status === 'Voided';
        return (
          // a ticket id appears once, but the text is all we have: keep the index in the key
          <li key={`${betId ?? ''}-${index}`}>
            <button
              type="button"
              className={`ct-receipt${cancelled ? ' ct-receipt--cancelled' : ''}`}
              data-testid="receipt"
              data-bet-id={betId ?? undefined}
              data-cancelled={cancelled}
              onClick={() => onOpen(receipt, status)}
            >
              {cancelled && <span className="visually-hidden">{t('checkTicket.list.cancelled')} </span>}
              <span className="ct-receipt__text">{plainText(receipt)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
