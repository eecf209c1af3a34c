import { plainText } from '@lotto/domain/plain-text';
import { receiptTicketId } from '@lotto/domain/receipt';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/auth-store';
import type { CheckTicketEntry } from '../api/check-ticket';
import { formatWirePoints } from '@/lib/format-points';

interface Props {
  receipts: readonly string[];
  /** one per receipt, in the same order */
  entries: readonly CheckTicketEntry[];
  onOpen: (receipt: string, entry: CheckTicketEntry | undefined) => void;
}

/**
 * The receipt texts as placed; a cancelled ticket is red. Whether it is cancelled comes from its
 * entry's status only, never from the text (a remark may say "cancelled"); control and
 * bidirectional characters of text stored before they were refused are dropped for display. An
 * agent's entries for its players' tickets name the player.
 */
export function ReceiptList({ receipts, entries, onOpen }: Props) {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <ul className="ct-list" aria-label={t('checkTicket.list.title')}>
      {receipts.map((receipt, index) => {
        const betId = receiptTicketId(receipt);
        const entry = entries[index];
        const cancelled = entry?.status === 'Voided';
        const owner = entry && entry.owner !== '' && entry.owner !== user?.username ? entry.owner : null;
        return (
          // a ticket id appears once, but the text is all we have: keep the index in the key
          <li key={`${betId ?? ''}-${index}`}>
            <button
              type="button"
              className={`ct-receipt${cancelled ? ' ct-receipt--cancelled' : ''}`}
              data-testid="receipt"
              data-bet-id={betId ?? undefined}
              data-cancelled={cancelled}
              onClick={() => onOpen(receipt, entry)}
            >
              {cancelled && <span className="visually-hidden">{t('checkTicket.list.cancelled')} </span>}
              {owner && (
                <span className="ct-receipt__owner" data-testid="receipt-owner">
                  {owner}
                </span>
              )}
              <span className="ct-receipt__text">{plainText(receipt)}</span>
              {entry?.claim && (
                <span className="ct-receipt__claim" data-testid="receipt-claim">
                  {t('counter.claim.claimedBy', {
                    name: plainText(entry.claim.claimedBy),
                    at: entry.claim.claimedAt,
                  })}
                  {' · '}
                  {t('counter.claim.win')} {formatWirePoints(entry.win ?? 0)}
                  {entry.claim.flagged && ` ⚠ ${t('counter.claim.flagged')}`}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
