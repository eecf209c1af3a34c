import { useTranslation } from 'react-i18next';
import { formatWirePoints } from '@/lib/format-points';
import type { GetExposureAnswer } from '../api/exposure';

/** The summary card: kept, passed, gross, the kept payout at stake and the worst net; open or closed. */
export function ExposureSummary({ data, updatedAt }: { data: GetExposureAnswer; updatedAt: number }) {
  const { t } = useTranslation();
  const time = new Date(updatedAt).toLocaleTimeString([], {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return (
    <section className="card ex-summary" data-testid="exposure-summary" aria-label={t('exposure.summary')}>
      <div className="ex-summary__head">
        <span className={`ex-badge${data.open ? ' ex-badge--open' : ''}`} data-testid="exposure-state">
          {data.open ? t('exposure.open') : t('exposure.closed')}
        </span>
        <span className="ex-summary__time">{t('exposure.updated', { time })}</span>
      </div>
      <dl className="ex-summary__grid">
        <div>
          <dt>{t('exposure.view.kept')}</dt>
          <dd data-testid="exposure-total-kept">{formatWirePoints(data.totals.kept)}</dd>
        </div>
        <div>
          <dt>{t('exposure.view.passed')}</dt>
          <dd data-testid="exposure-total-passed">{formatWirePoints(data.totals.passed)}</dd>
        </div>
        <div>
          <dt>{t('exposure.view.gross')}</dt>
          <dd data-testid="exposure-total-gross">{formatWirePoints(data.totals.gross)}</dd>
        </div>
        <div>
          <dt>{t('exposure.maxPayout')}</dt>
          <dd>{formatWirePoints(data.totals.keptPayout)}</dd>
        </div>
        <div className="ex-summary__wide">
          <dt>{t('exposure.worstNet')}</dt>
          <dd className={data.totals.worstNet < 0 ? 'ex-neg' : ''}>
            {formatWirePoints(data.totals.worstNet)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
