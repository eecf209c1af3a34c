import { useTranslation } from 'react-i18next';
import type { JackpotItem } from '../api/get-jackpot-history';

const points = (value: number) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** One jackpot draw: type, drawn number, date, the pot, the winning units and what was paid. */
export function JackpotCard({ item }: { item: JackpotItem }) {
  const { t } = useTranslation();
  const won = item.unit > 0;
  return (
    <li className={`card jp-card${won ? ' jp-card--won' : ''}`} data-testid="jackpot-card">
      <div className="jp-card__head">
        <span className="jp-card__type" data-testid="jackpot-type">
          {item.jackpotType}
        </span>
        <span className="jp-card__date" data-testid="jackpot-date">
          {item.drawDateString}
        </span>
      </div>
      <div className="jp-card__number" data-testid="jackpot-number" aria-label={t('jackpots.number')}>
        {[...item.jackpotNumber].map((digit, index) => (
          <span key={index} className="jp-ball">
            {digit}
          </span>
        ))}
      </div>
      <dl className="jp-card__figures">
        <div>
          <dt>{t('jackpots.prize')}</dt>
          <dd data-testid="jackpot-prize">{points(item.prize)}</dd>
        </div>
        <div>
          <dt>{t('jackpots.unit')}</dt>
          <dd data-testid="jackpot-unit">{points(item.unit)}</dd>
        </div>
        <div>
          <dt>{t('jackpots.winning')}</dt>
          <dd data-testid="jackpot-winning" className={won ? 'jp-win' : undefined}>
            {won ? points(item.winning) : t('jackpots.rolledOver')}
          </dd>
        </div>
      </dl>
    </li>
  );
}
