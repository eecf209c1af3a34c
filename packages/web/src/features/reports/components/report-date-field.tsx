import { CalendarOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { displayDate, isIsoDate } from '@/lib/dates/date-range';
import { openDatePicker } from '@/lib/open-date-picker';

interface Props {
  label: string;
  /** 'YYYY-MM-DD' */
  value: string;
  onChange: (date: string) => void;
}

/**
 * One date in betting history's date control (dd/MM/yyyy over an invisible native picker); a
 * cleared or half-typed value is ignored, so the report always has a real day.
 */
export function ReportDateField({ label, value, onChange }: Props) {
  const id = useId();
  return (
    <div className="bh-date">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="bh-date__control">
        <CalendarOutline className="bh-date__icon" aria-hidden="true" />
        <span className="bh-date__text" aria-hidden="true" data-testid="report-date-text">
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
