import { CalendarOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { isIsoDate } from '@/lib/dates/date-range';
import { displayDate } from '@/lib/dates/display-dates';
import { openDatePicker } from '@/lib/open-date-picker';
import '@/components/ui/date-range-filter.css';

interface Props {
  label: string;
  /** 'YYYY-MM-DD', or '' for none */
  value: string;
  onChange: (value: string) => void;
  /** what '' means, shown in the box and on the button that goes back to it */
  noneText: string;
  textTestId?: string;
}

/**
 * A date that may be left empty: dd/MM/yyyy (the app's format, never the browser's) over an
 * invisible native picker, and a button back to "none".
 */
export function OptionalDateField({ label, value, onChange, noneText, textTestId }: Props) {
  const id = useId();
  return (
    <div className="bh-date">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="admin-date">
        <div className="bh-date__control admin-date__control">
          <CalendarOutline className="bh-date__icon" aria-hidden="true" />
          <span className="bh-date__text" aria-hidden="true" data-testid={textTestId}>
            {value ? displayDate(value) : noneText}
          </span>
          <input
            id={id}
            type="date"
            className="bh-date__input"
            value={value}
            onClick={openDatePicker}
            onChange={(event) => {
              const next = event.target.value;
              if (next === '' || isIsoDate(next)) onChange(next);
            }}
          />
        </div>
        {value && (
          <button type="button" className="admin-link-button" onClick={() => onChange('')}>
            {noneText}
          </button>
        )}
      </div>
    </div>
  );
}
