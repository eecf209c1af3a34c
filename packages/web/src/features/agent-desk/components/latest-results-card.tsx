import { formatDm } from '@lotto/domain/calendar-dates';
import { isPoolCode, poolByCode } from '@lotto/domain/pools';
import { fromCompactDate } from '@lotto/contract/wire-dates';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PoolBadge } from '@/components/ui/pool-badge';

/** One pool's latest result as the desk lists it: its three top prizes. */
export interface DeskResult {
  pool: string;
  /** YYYYMMDD */
  drawDate: string;
  top: readonly string[];
}

/** The latest results (issue 38 item 2): each pool's top three, a tap opens the results screen. */
export function LatestResultsCard({ results }: { results: readonly DeskResult[] | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card desk-card" aria-labelledby="desk-results-title">
      <div className="desk-card__head">
        <h2 id="desk-results-title" className="desk-card__title">
          {t('agentDesk.results.title')}
        </h2>
        <button type="button" className="desk-card__link" onClick={() => void navigate('/result')}>
          {t('agentDesk.results.all')} <RightOutline aria-hidden="true" />
        </button>
      </div>
      {results === undefined ? null : results.length === 0 ? (
        <p className="desk-card__empty">{t('agentDesk.results.none')}</p>
      ) : (
        <ul className="desk-results">
          {results.map((result) => {
            const date = fromCompactDate(result.drawDate);
            return (
              <li key={result.pool} className="desk-result" data-testid="desk-result" data-pool={result.pool}>
                {isPoolCode(result.pool) ? (
                  <PoolBadge pool={poolByCode(result.pool)} size="small" />
                ) : (
                  result.pool
                )}
                <span className="desk-result__date">{date ? formatDm(date) : ''}</span>
                <span className="desk-result__top">
                  {[0, 1, 2].map((index) => (
                    <span key={index}>{result.top[index] || '----'}</span>
                  ))}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
