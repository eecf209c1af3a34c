import { useTranslation } from 'react-i18next';
import { displayDate, weekdayName } from '@/lib/dates/display-dates';
import { formatWirePoints } from '@/lib/format-points';
import type { DailyFigures } from '../api/get-daily-profit-loss';
import { SignedAmount } from './signed-amount';

/** Profit loss 2: one block per settled draw date with buy, commission, win and nett. */
export function DailyFiguresList({ days }: { days: DailyFigures[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="rp-list" aria-label={t('reports.profitLoss2.list')}>
      {days.map((day) => (
        <li key={day.drawDate} className="rp-item" data-testid="pl-day">
          <div className="rp-item__head">
            <span className="rp-item__name" data-testid="pl-day-date">
              {displayDate(day.drawDate)}
              <span className="rp-item__weekday">{weekdayName(day.drawDate, i18n.language)}</span>
            </span>
            <span className="rp-item__lead">
              <span className="rp-item__lead-label">{t('reports.profitLoss2.nett')}</span>
              <SignedAmount value={day.nett} className="rp-item__lead-value" testId="pl-day-nett" />
            </span>
          </div>
          <dl className="rp-figures">
            <div>
              <dt>{t('reports.profitLoss2.buy')}</dt>
              <dd className="rp-num" data-testid="pl-day-buy">
                {formatWirePoints(day.buy)}
              </dd>
            </div>
            <div>
              <dt>{t('reports.profitLoss2.comm')}</dt>
              <dd className="rp-num" data-testid="pl-day-comm">
                {formatWirePoints(day.comm)}
              </dd>
            </div>
            <div>
              <dt>{t('reports.profitLoss2.win')}</dt>
              <dd className="rp-num" data-testid="pl-day-win">
                {formatWirePoints(day.win)}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
