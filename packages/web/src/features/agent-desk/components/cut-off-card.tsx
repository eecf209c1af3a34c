import { formatDm } from '@lotto/domain/calendar-dates';
import { isPoolCode, poolByCode } from '@lotto/domain/pools';
import { fromCompactDate } from '@lotto/contract/wire-dates';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PoolBadge } from '@/components/ui/pool-badge';
import type { AgentDesk } from '../api/get-agent-desk';
import { countdown } from '@/lib/dates/countdown';

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

/** The pools that close at the same moment, as one row. */
function groupsOf(cutOffs: AgentDesk['cutOffs']) {
  const groups: { key: string; drawDate: string; cutoff: string; closesAt: number; pools: string[] }[] = [];
  for (const item of [...cutOffs].sort((a, b) => a.closesAt - b.closesAt)) {
    const last = groups.at(-1);
    if (last && last.closesAt === item.closesAt && last.drawDate === item.drawDate)
      last.pools.push(item.pool);
    else groups.push({ key: `${item.drawDate}|${item.cutoff}`, ...item, pools: [item.pool] });
  }
  return groups;
}

/**
 * The next cut-offs (issue 38 item 2): each pool's next open draw, the soonest first, the pools
 * closing together on one row, with the closing time and a countdown ("19:00 · 2 h 10 m"); a row
 * closing within 10 minutes stands out.
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
        {groupsOf(cutOffs).map((group) => {
          const left = countdown(group.closesAt, now);
          const date = fromCompactDate(group.drawDate);
          return (
            <li
              key={group.key}
              className={`desk-cutoff${left.soon ? ' desk-cutoff--soon' : ''}${left.closed ? ' desk-cutoff--closed' : ''}`}
              data-testid="desk-cutoff"
              data-pools={group.pools.join(' ')}
            >
              <span className="desk-cutoff__when">
                {date ? `${formatDm(date)} ` : ''}
                {group.cutoff}
              </span>
              <span className="desk-cutoff__pools">
                {group.pools.map((pool) =>
                  isPoolCode(pool) ? <PoolBadge key={pool} pool={poolByCode(pool)} size="small" /> : pool,
                )}
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
