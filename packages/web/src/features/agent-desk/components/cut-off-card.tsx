import { formatDm } from '@lotto/domain/calendar-dates';
import { isPoolCode, poolByCode } from '@lotto/domain/pools';
import { fromCompactDate } from '@lotto/contract/wire-dates';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PoolBadge } from '@/components/ui/pool-badge';
import type { AgentDesk } from '../api/get-agent-desk';
import { countdown } from '../lib/countdown';

/** The device's clock, corrected by how far it was from the server's when the answer came. */
function useServerNow(serverNow: number): number {
  const [offset] = useState(() => serverNow - Date.now());
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset), 15_000);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
}

/**
 * The next cut-offs (issue 38 item 2): each pool's next open draw, the soonest first, with its
 * closing time and a countdown ("19:00 · 2 h 10 m"); one closing within 10 minutes stands out.
 */
export function CutOffCard({ cutOffs, serverNow }: { cutOffs: AgentDesk['cutOffs']; serverNow: number }) {
  const { t } = useTranslation();
  const now = useServerNow(serverNow);
  return (
    <section className="card desk-card" aria-labelledby="desk-cutoff-title">
      <h2 id="desk-cutoff-title" className="desk-card__title">
        {t('agentDesk.cutOffs.title')}
      </h2>
      <ul className="desk-cutoffs">
        {cutOffs.map((item) => {
          const left = countdown(item.closesAt, now);
          const date = fromCompactDate(item.drawDate);
          return (
            <li
              key={item.pool}
              className={`desk-cutoff${left.soon ? ' desk-cutoff--soon' : ''}${left.closed ? ' desk-cutoff--closed' : ''}`}
              data-testid="desk-cutoff"
              data-pool={item.pool}
            >
              {isPoolCode(item.pool) ? <PoolBadge pool={poolByCode(item.pool)} size="small" /> : item.pool}
              <span className="desk-cutoff__when">
                {date ? `${formatDm(date)} ` : ''}
                {item.cutoff}
              </span>
              <span className="desk-cutoff__left">
                {left.closed
                  ? t('agentDesk.cutOffs.closed')
                  : left.hours > 0
                    ? t('agentDesk.cutOffs.hoursLeft', { hours: left.hours, minutes: left.minutes })
                    : t('agentDesk.cutOffs.minutesLeft', { minutes: left.minutes })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
