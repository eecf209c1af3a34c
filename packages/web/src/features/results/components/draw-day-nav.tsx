import { CalendarOutline, LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@/lib/dates/date-range';
import { displayDate, weekdayName } from '@/lib/dates/display-dates';
import { openDatePicker } from '@/lib/open-date-picker';
// the date box of the shared date filter (bh-date__*)
import '@/components/ui/date-range-filter.css';

interface Props {
  /** 'YYYY-MM-DD' */
  value: string;
  /** 'YYYY-MM-DD': the picker offers no later day (spec §5) */
  max: string;
  /** an arrow's request is under way */
  stepping: boolean;
  onChange: (date: string) => void;
  onStep: (direction: 'previous' | 'next') => void;
}

/** The result screen's draw date: previous / next draw day arrows around a date picker. */
export function DrawDayNav({ value, max, stepping, onChange, onStep }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="rs-day-nav">
      <button
        type="button"
        className="rs-arrow"
        aria-label={t('results.previousDrawDay')}
        disabled={stepping}
        onClick={() => onStep('previous')}
      >
        <LeftOutline aria-hidden="true" />
      </button>
      <div className="bh-date__control rs-date">
        <label htmlFor={id} className="visually-hidden">
          {t('results.drawDate')}
        </label>
        <CalendarOutline className="bh-date__icon" aria-hidden="true" />
        <span className="rs-date__text" aria-hidden="true" data-testid="result-date">
          {displayDate(value)}
        </span>
        <span className="rs-date__weekday" aria-hidden="true">
          {weekdayName(value, i18n.language)}
        </span>
        <input
          id={id}
          type="date"
          className="rs-date__input"
          value={value}
          max={max}
          required
          onClick={openDatePicker}
          onChange={(event) => {
            const next = event.target.value;
            if (isIsoDate(next)) onChange(next > max ? max : next);
          }}
        />
      </div>
      <button
        type="button"
        className="rs-arrow"
        aria-label={t('results.nextDrawDay')}
        disabled={stepping || value >= max}
        onClick={() => onStep('next')}
      >
        <RightOutline aria-hidden="true" />
      </button>
    </div>
  );
}
