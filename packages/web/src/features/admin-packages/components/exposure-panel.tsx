import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { displayDate } from '@/lib/dates/display-dates';
import { useOpenDates } from '@/lib/orders/get-bet-dates';
import { formatWirePoints } from '@/lib/format-points';
import { useExposure } from '../api/get-exposure';
import { adminErrorText } from './admin-error-text';
import { PoolSelect } from './pool-select';

/** Exposure: an open draw's most sold numbers with sold / limit bars (refreshes by itself). */
export function ExposurePanel() {
  const { t } = useTranslation();
  const dates = useOpenDates();
  const [pool, setPool] = useState('mg');
  const [picked, setDate] = useState('');
  // Until the operator picks one, the first open draw date.
  const date = picked || (dates.data?.[0] ?? '');
  const query = useExposure(pool, date);

  return (
    <section className="card admin-stack" aria-labelledby="exposure-title">
      <h2 id="exposure-title" className="section-title section-title--flush">
        {t('adminPackages.exposure')}
      </h2>
      <div className="admin-form admin-form--row">
        <PoolSelect label={t('adminPackages.pool')} value={pool} onChange={setPool} />
        <label className="field">
          <span className="field__label">{t('adminPackages.drawDate')}</span>
          <span className="field__control">
            <select className="admin-select" value={date} onChange={(e) => setDate(e.target.value)}>
              {(dates.data ?? []).map((item) => (
                <option key={item} value={item}>
                  {displayDate(item)}
                </option>
              ))}
            </select>
          </span>
        </label>
      </div>
      <QueryState
        query={query}
        bare
        skeleton={{ lines: 3 }}
        errorText={(error) => adminErrorText(t, error)}
        isEmpty={(data) => data.rows.length === 0}
        empty={<p className="empty-text">{t('adminPackages.nothingSold')}</p>}
      >
        {(data) => (
          <ul className="admin-rows" data-testid="exposure-rows">
            {data.rows.map((row) => {
              const share = row.limit > 0 ? Math.min(1, row.sold / row.limit) : 1;
              return (
                <li key={`${row.betType}|${row.number}`} className="exposure-row" data-testid="exposure-row">
                  <span className="exposure-row__head">
                    <strong className="exposure-row__number">{row.number}</strong>
                    <span className="pill">{row.betType}</span>
                    <span className="exposure-row__figures">
                      {t('adminPackages.soldOfLimit', {
                        sold: formatWirePoints(row.sold),
                        limit: formatWirePoints(row.limit),
                      })}
                    </span>
                  </span>
                  <span
                    className={`exposure-bar${share >= 1 ? ' exposure-bar--full' : ''}`}
                    role="meter"
                    aria-valuemin={0}
                    aria-valuemax={row.limit}
                    aria-valuenow={row.sold}
                    aria-label={t('adminPackages.soldOf', { number: row.number, betType: row.betType })}
                  >
                    <span className="exposure-bar__fill" style={{ width: `${share * 100}%` }} />
                  </span>
                  <span className="exposure-row__remaining">
                    {t('adminPackages.remaining', { amount: formatWirePoints(row.remaining) })}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
