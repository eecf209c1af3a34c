import { poolByCode, type PoolCode } from '@lotto/domain/pools';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PoolBadge } from '@/components/ui/pool-badge';

/**
 * A pool that draws today and has no result yet (issue 38 item 8): its name and when the result
 * is due, "after 19:00" (its cut-off, the draw follows it).
 */
export function PendingResultCard({ pool, cutoff }: { pool: PoolCode; cutoff: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const info = poolByCode(pool);
  return (
    <article
      className="card rs-mini rs-mini--pending"
      aria-labelledby={titleId}
      data-testid="result-pending"
      data-pool={pool}
    >
      <h2 id={titleId} className="rs-mini__title rs-mini__title--pending">
        <span aria-hidden="true">
          <PoolBadge pool={info} size="small" />
        </span>
        <span>{info.name}</span>
      </h2>
      <p className="rs-mini__due">{t('drawTimes.noResultYet', { time: cutoff })}</p>
    </article>
  );
}
