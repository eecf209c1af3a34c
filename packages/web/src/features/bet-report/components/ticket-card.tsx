import { poolByLetter } from '@lotto/domain/pools';
import { Button } from 'antd-mobile';
import { UploadOutline } from 'antd-mobile-icons';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { PoolBadge } from '@/components/ui/pool-badge';
import type { BetReportTicket } from '../api/get-bet-report';
import { amountsText, ticketDrawDate } from '../utils/bet-report';

function PoolMark({ letter }: { letter: string }) {
  const pool = poolByLetter(letter);
  return pool ? <PoolBadge pool={pool} size="small" /> : <span className="br-line__letter">{letter}</span>;
}

interface Props {
  ticket: BetReportTicket;
  onShare: (ticket: BetReportTicket) => void;
}

/**
 * One ticket (spec §2): its invoice (ticket) number, Share, and every number with one line per
 * pool of bet-type amounts ("M  B 1.00  S 2.00"). Memoised: long lists re-render only new cards.
 */
export const TicketCard = memo(function TicketCard({ ticket, onShare }: Props) {
  const { t } = useTranslation();
  return (
    <article className="card br-ticket" data-testid="bet-report-ticket" data-ticket-id={ticket.ticketXId}>
      <header className="br-ticket__head">
        <div className="br-ticket__title">
          <span className="br-ticket__label">{t('betReport.invoice')}</span>
          <span className="br-ticket__id" data-testid="ticket-invoice">
            #{ticket.ticketXId}
          </span>
        </div>
        <Button
          size="small"
          fill="outline"
          shape="rounded"
          aria-label={t('betReport.shareTicket', { id: ticket.ticketXId })}
          onClick={() => onShare(ticket)}
        >
          <UploadOutline aria-hidden="true" /> {t('betReport.share')}
        </Button>
      </header>
      <p className="br-ticket__meta">
        <span>
          {t('betReport.drawDate')}: {ticketDrawDate(ticket)}
        </span>
        <span>{ticket.datetime}</span>
        <span>{ticket.username}</span>
      </p>
      <dl className="br-lines">
        {ticket.ticketDetails.map((line, index) => (
          <div key={index} className="br-line" data-testid="bet-line">
            <dt className="br-line__number">{line.number}</dt>
            {line.details.map((detail) => (
              <dd key={detail.poolShortCode} className="br-line__pool">
                <PoolMark letter={detail.poolShortCode} />
                <span className="br-line__amounts" data-testid="pool-amounts">
                  {detail.eatTypes.length > 0 ? amountsText(detail.eatTypes) : '–'}
                </span>
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </article>
  );
});
