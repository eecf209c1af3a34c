import { CalendarOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeFrom, changeTo, isIsoDate, type DateRange } from '@/lib/dates/date-range';
import { displayDate } from '@/lib/dates/display-dates';
import { openDatePicker } from '@/lib/open-date-picker';
import './date-range-filter.css';

interface Props {
  value: DateRange;
  onChange: (next: DateRange) => void;
}

interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD' */
  value: string;
  onChange: (value: string) => void;
  /** test id of the shown dd/MM/yyyy text */
  textTestId?: string;
}

/**
 * One date: dd/MM/yyyy over an invisible native picker; a cleared or half-typed value is ignored,
 * so the filter always has a real day.
 */
export function DateField({ label, value, onChange, textTestId }: DateFieldProps) {
  const id = useId();
  return (
    <div className="bh-date">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="bh-date__control">
        <CalendarOutline className="bh-date__icon" aria-hidden="true" />
        <span className="bh-date__text" aria-hidden="true" data-testid={textTestId}>
          {displayDate(value)}
        </span>
        <input
          id={id}
          type="date"
          className="bh-date__input"
          value={value}
          required
          onClick={openDatePicker}
          onChange={(event) => {
            if (isIsoDate(event.target.value)) onChange(event.target.value);
          }}
        />
      </div>
    </div>
  );
}

/** From/to draw dates; changing one pushes the other so from is never after to (spec §5). */
export function DateRangeFilter({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="bh-range" role="group" aria-label={t('bettingHistory.filter.title')}>
      <DateField
        label={t('bettingHistory.filter.from')}
        value={value.from}
        onChange={(from) => onChange(changeFrom(value, from))}
      />
      <span className="bh-range__dash" aria-hidden="true">
        –
      </span>
      <DateField
        label={t('bettingHistory.filter.to')}
        value={value.to}
        onChange={(to) => onChange(changeTo(value, to))}
      />
    </div>
  );
}
