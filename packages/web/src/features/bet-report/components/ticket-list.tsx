import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetReportTicket } from '../api/get-bet-report';
import { TicketCard } from './ticket-card';

/** Cards rendered at first and added per step; a phone screen shows about four. */
export const TICKETS_PER_STEP = 30;

interface Props {
  tickets: BetReportTicket[];
  onShare: (ticket: BetReportTicket) => void;
}

/**
 * The ticket cards, rendered progressively: no virtual-list library is installed, and a list of
 * 1,000 tickets needs none. The first step renders at once, the next ones when the end of the list
 * comes near (IntersectionObserver) or Show more is tapped; CSS content-visibility lets the
 * browser skip laying out cards far off screen. Give it a `key` per search to start over.
 */
export function TicketList({ tickets, onShare }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(TICKETS_PER_STEP);
  const sentinel = useRef<HTMLDivElement>(null);
  const more = shown < tickets.length;
  const total = tickets.length;
  const showMore = () => setShown((count) => Math.min(count + TICKETS_PER_STEP, total));

  useEffect(() => {
    const node = sentinel.current;
    if (!more || !node || typeof IntersectionObserver === 'undefined') return;
    // Watched again after every step, so a sentinel still in view keeps loading.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown((count) => Math.min(count + TICKETS_PER_STEP, total));
        }
      },
      { rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [more, shown, total]);

  return (
    <>
      <ol className="br-list" aria-label={t('betReport.list')}>
        {tickets.slice(0, shown).map((ticket) => (
          <li key={ticket.ticketXId} className="br-list__item">
            <TicketCard ticket={ticket} onShare={onShare} />
          </li>
        ))}
      </ol>
      {more && (
        <div ref={sentinel} className="br-more">
          <Button fill="none" color="primary" onClick={showMore}>
            {t('betReport.showMore', { shown, total })}
          </Button>
        </div>
      )}
    </>
  );
}
