import { POOL_CODES, poolByCode, type PoolCode } from '@lotto/domain/pools';
import { useTranslation } from 'react-i18next';
import { displayCompactDate } from '@/lib/dates/display-dates';
import { useWeeklyResetWait } from '../api/weekly-reset-wait';

const poolName = (pool: string) =>
  (POOL_CODES as readonly string[]).includes(pool) ? poolByCode(pool as PoolCode).name : pool;

/**
 * The weekly cycle (issue 41): the Monday reset closes a week only once every draw of it with
 * tickets is settled, so a missing result keeps every weekly wallet where it is. Names the week
 * and the draws to enter; nothing when nothing waits (or the cycle is off).
 */
export function WeeklyResetWait() {
  const { t } = useTranslation();
  const query = useWeeklyResetWait();
  const wait = query.data;
  if (!wait?.week) return null;
  return (
    <section className="card ad-reset-wait" role="alert" data-testid="weekly-reset-wait">
      <h2 className="ad-card-title">{t('adminDraws.resetWaitTitle')}</h2>
      <p>{t('adminDraws.resetWaitText', { week: wait.label })}</p>
      <ul>
        {wait.draws.map((draw) => (
          <li key={`${draw.pool}|${draw.drawDate}`} data-testid="reset-wait-draw">
            <strong>{poolName(draw.pool)}</strong> {displayCompactDate(draw.drawDate)}
          </li>
        ))}
      </ul>
    </section>
  );
}
