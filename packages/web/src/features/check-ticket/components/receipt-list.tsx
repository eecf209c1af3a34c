import { isCancelledReceipt, receiptTicketId } from '@lotto/domain/receipt';
import { useTranslation } from 'react-i18next';

interface Props {
  receipts: readonly string[];
  onOpen: (receipt: string) => void;
}

/** The receipt texts as placed; a cancelled one (starts with '&' or says cancelled) is red. */
export function ReceiptList({ receipts, onOpen }: Props) {
  const { t } = useTranslation();
  return (
    <ul className="ct-list" aria-label={t('checkTicket.list.title')}>
      {receipts.map((receipt, index) => {
        const betId = receiptTicketId(receipt);
        const cancelled = isCancelledReceipt(receipt);
        return (
          // a ticket id appears once, but the text is all we have: keep the index in the key
          <li key={`${betId ?? ''}-${index}`}>
            <button
              type="button"
              className={`ct-receipt${cancelled ? ' ct-receipt--cancelled' : ''}`}
              data-testid="receipt"
              data-bet-id={betId ?? undefined}
              data-cancelled={cancelled}
              onClick={() => onOpen(receipt)}
            >
              {cancelled && <span className="visually-hidden">{t('checkTicket.list.cancelled')} </span>}
              <span className="ct-receipt__text">{receipt}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
