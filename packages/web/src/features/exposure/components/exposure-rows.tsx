import { useTranslation } from 'react-i18next';
import type { ExposureReportRow } from '@lotto/contract/exposure';
import { formatWirePoints } from '@/lib/format-points';
import type { GetExposureAnswer } from '../api/exposure';

/** The rows of the view, 48 px each: number, bet type, the view's stake and the kept payout's bar. */
export function ExposureRows({
  data,
  onPick,
}: {
  data: GetExposureAnswer;
  onPick: (row: ExposureReportRow) => void;
}) {
  const { t } = useTranslation();
  const most = Math.max(1, ...data.rows.map((row) => row.payout));
  return (
    <ul className="ex-rows" data-testid="exposure-rows">
      {data.rows.map((row) => (
        <li key={`${row.betType}|${row.number}`}>
          <button
            type="button"
            className="ex-row"
            data-testid="exposure-row"
            data-number={row.number}
            data-bet-type={row.betType}
            onClick={() => onPick(row)}
          >
            <span className="ex-row__number">{row.number}</span>
            <span className="pill ex-row__type">{row.betType}</span>
            <span className="ex-row__flags">
              {row.stopped && <span className="ex-flag ex-flag--stop">{t('exposure.stopped')}</span>}
              {row.capFull && <span className="ex-flag">{t('exposure.capFull')}</span>}
            </span>
            <span className="ex-row__stake" data-testid="exposure-row-stake">
              {formatWirePoints(row[data.view])}
            </span>
            <span className="ex-row__bar" aria-hidden="true">
              <span style={{ width: `${(row.payout / most) * 100}%` }} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
