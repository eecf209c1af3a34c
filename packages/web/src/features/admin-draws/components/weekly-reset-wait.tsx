import { addDays } from '@lotto/domain/calendar-dates';
import { POOL_CODES, poolByCode, type PoolCode } from '@lotto/domain/pools';
import { useTranslation } from 'react-i18next';
import { displayCompactDate } from '@/lib/dates/display-dates';
import { useWeeklyResetWait } from '../api/weekly-reset-wait';

/** 'YYYYMMDD' -> 'YYYY-MM-DD' and 'DD/MM' */
const isoOf = (wire: string) => `${wire.slice(0, 4)}-${wire.slice(4, 6)}-${wire.slice(6, 8)}`;
const dm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

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
  const monday = isoOf(wait.week);
  // Worded in the screen's language (the server's label is English).
  const week = t('adminDraws.resetWaitWeek', { from: dm(monday), to: dm(addDays(monday, 6)) });
  return (
    <section className="card ad-reset-wait" role="alert" data-testid="weekly-reset-wait">
      <h2 className="ad-card-title">{t('adminDraws.resetWaitTitle')}</h2>
      <p>{t('adminDraws.resetWaitText', { week })}</p>
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
