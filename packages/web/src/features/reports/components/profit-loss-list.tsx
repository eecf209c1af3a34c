import { useTranslation } from 'react-i18next';
import { formatWirePoints } from '@/lib/format-points';
import type { ProfitLossRow } from '../utils/report-text';
import { SignedAmount } from './signed-amount';

/** A row's position (占成, issue 39): the stake the caller kept of it and its result on it, points. */
export interface RowPosition {
  kept: number;
  positionResult: number;
}

/**
 * Profit loss: one entry per member with its turnover, win, commission and total; with position
 * taking in the range, what the caller kept of the member's bets and its result on it.
 */
export function ProfitLossList({
  rows,
  positions,
}: {
  rows: ProfitLossRow[];
  positions?: RowPosition[] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ul className="rp-list" aria-label={t('reports.profitLoss.list')}>
      {rows.map((row, index) => (
        <li key={`${index}-${row.name}`} className="rp-item" data-testid="pl-row">
          <div className="rp-item__head">
            <span className="rp-item__name" data-testid="pl-name">
              {row.name}
            </span>
            <span className="rp-item__lead">
              <span className="rp-item__lead-label">{t('reports.profitLoss.total')}</span>
              <SignedAmount value={row.total} className="rp-item__lead-value" testId="pl-total" />
            </span>
          </div>
          <dl className="rp-figures">
            <div>
              <dt>{t('reports.profitLoss.turnover')}</dt>
              <dd className="rp-num" data-testid="pl-turnover">
                {formatWirePoints(row.turnover)}
              </dd>
            </div>
            <div>
              <dt>{t('reports.profitLoss.win')}</dt>
              <dd className="rp-num" data-testid="pl-win">
                {formatWirePoints(row.win)}
              </dd>
            </div>
            <div>
              <dt>{t('reports.profitLoss.commission')}</dt>
              <dd className="rp-num" data-testid="pl-commission">
                {formatWirePoints(row.commission)}
              </dd>
            </div>
            {positions?.[index] && (
              <>
                <div>
                  <dt>{t('reports.profitLoss.kept')}</dt>
                  <dd className="rp-num" data-testid="pl-kept">
                    {formatWirePoints(positions[index].kept)}
                  </dd>
                </div>
                <div>
                  <dt>{t('reports.profitLoss.positionResult')}</dt>
                  <dd className="rp-num" data-testid="pl-position">
                    <SignedAmount value={positions[index].positionResult} />
                  </dd>
                </div>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
