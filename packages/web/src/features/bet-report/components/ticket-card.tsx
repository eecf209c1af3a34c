import { poolByLetter } from '@lotto/domain/pools';
import { Button } from 'antd-mobile';
import { UploadOutline } from 'antd-mobile-icons';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { PoolBadge } from '@/components/ui/pool-badge';
import { PrintSlipButton } from '@/components/slip/print-slip';
import { formatWirePoints } from '@/lib/format-points';
import type { BetReportTicket } from '../api/get-bet-report';

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
        <PrintSlipButton betId={ticket.ticketXId} size="small" />
      </header>
      {/* the draw date is the filter's; who placed it (an agent sees its downline's) and when */}
      <p className="br-ticket__meta" data-testid="ticket-meta">
        <span>{ticket.username}</span>
        <span>{ticket.datetime}</span>
      </p>
      <dl className="br-lines">
        {ticket.ticketDetails.map((line, index) => (
          <div key={index} className="br-line" data-testid="bet-line">
            <dt className="br-line__number">{line.number}</dt>
            {line.details.map((detail) => (
              <dd key={detail.poolShortCode} className="br-line__pool">
                <PoolMark letter={detail.poolShortCode} />
                <span className="br-line__amounts" data-testid="pool-amounts">
                  {detail.eatTypes.length === 0
                    ? '–'
                    : detail.eatTypes.map((eat, i) => (
                        <span key={eat.type} className="br-amount">
                          {i > 0 && ' '}
                          <span className="br-amount__type">{eat.type}</span> {formatWirePoints(eat.amount)}
                        </span>
                      ))}
                </span>
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </article>
  );
});
