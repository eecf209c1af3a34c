import { useTranslation } from 'react-i18next';
import type { BetDateOption } from '@/lib/orders/get-bet-dates';
import { weekdayName } from '../lib/weekday';

interface Props {
  options: BetDateOption[] | undefined;
  loading: boolean;
  selected: readonly string[];
  onToggle: (option: BetDateOption) => void;
}

/** Multi-select of the open draw dates (GetBetDates). */
export function BetDatePicker({ options, loading, selected, onToggle }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <section className="card bet-section" aria-labelledby="bet-dates-title">
      <h2 id="bet-dates-title" className="bet-section__title">
        {t('betting.drawDates')}
      </h2>
      {options && options.length === 0 && <p className="empty-text">{t('betting.noBetDates')}</p>}
      {!options && loading && <p className="empty-text">{t('common.loading')}…</p>}
      {options && options.length > 0 && (
        <div className="bet-chips" data-testid="bet-dates">
          {options.map((option) => {
            const active = selected.includes(option.fullDate);
            return (
              <button
                key={option.fullDate}
                type="button"
                className={`bet-date${active ? ' bet-date--active' : ''}`}
                aria-pressed={active}
                data-value={option.fullDate}
                data-weekday={option.id}
                onClick={() => onToggle(option)}
              >
                <span className="bet-date__weekday">{weekdayName(option.id, i18n.language)}</span>
                <span className="bet-date__day">{option.date.slice(0, 5)}</span>
              </button>
            );
          })}
        </div>
      )}
      {options && options.length > 0 && selected.length === 0 && (
        <p className="bet-hint">{t('betting.selectDate')}</p>
      )}
    </section>
  );
}
