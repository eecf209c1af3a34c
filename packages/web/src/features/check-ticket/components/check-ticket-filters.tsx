import { Button } from 'antd-mobile';
import { CalendarOutline, CloseCircleFill } from 'antd-mobile-icons';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { isIsoDate } from '@/lib/dates/date-range';
import { displayDate } from '@/lib/dates/display-dates';
import { filterProblems, type CheckTicketFilter, type FilterProblem } from '../utils/check-ticket-filter';
import { openDatePicker } from '@/lib/open-date-picker';
// the date box of the shared date filter (bh-date__*)
import '@/components/ui/date-range-filter.css';

interface Props {
  value: CheckTicketFilter;
  onChange: (next: CheckTicketFilter) => void;
  /** Apply: called only when the fields are valid */
  onApply: (filter: CheckTicketFilter) => void;
  busy: boolean;
}

/** The draw date, shown dd/MM/yyyy (the shared date filter's box); empty means any recent draw. */
function DrawDateField({ value, onChange }: { value: string; onChange: (date: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="bh-date">
      <label htmlFor={id} className="field__label">
        {t('checkTicket.filter.drawDate')}
      </label>
      <div className="bh-date__control ct-date">
        <CalendarOutline className="bh-date__icon" aria-hidden="true" />
        <span
          className={`bh-date__text${value === '' ? ' ct-date__any' : ''}`}
          aria-hidden="true"
          data-testid="draw-date-text"
        >
          {value === '' ? t('checkTicket.filter.anyDate') : displayDate(value)}
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
        {value !== '' && (
          <button
            type="button"
            className="ct-date__clear"
            aria-label={t('checkTicket.filter.clearDate')}
            onClick={() => onChange('')}
          >
            <CloseCircleFill aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}

/** Draw date, ticket id and bet number (each may be empty) and Apply (spec §2). */
export function CheckTicketFilters({ value, onChange, onApply, busy }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<FilterProblem[]>([]);
  // A problem stays on screen only until the field is changed.
  const problems = shown.filter((field) => filterProblems(value).includes(field));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = filterProblems(value);
    setShown(found);
    if (found.length === 0) onApply(value);
  }

  return (
    <form className="card ct-filters" onSubmit={submit} noValidate aria-label={t('checkTicket.filter.title')}>
      <DrawDateField value={value.date} onChange={(date) => onChange({ ...value, date })} />
      <div className="ct-filters__row">
        <TextField
          label={t('checkTicket.filter.ticketId')}
          name="ticket_id"
          value={value.ticketId}
          onValueChange={(ticketId) => onChange({ ...value, ticketId })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={15}
          invalid={problems.includes('ticketId')}
          hint={problems.includes('ticketId') ? t('checkTicket.filter.ticketIdInvalid') : undefined}
        />
        <TextField
          label={t('checkTicket.filter.betNumber')}
          name="bet_number"
          value={value.betNumber}
          onValueChange={(betNumber) => onChange({ ...value, betNumber })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          invalid={problems.includes('betNumber')}
          hint={problems.includes('betNumber') ? t('checkTicket.filter.betNumberInvalid') : undefined}
        />
      </div>
      <Button type="submit" color="primary" shape="rounded" block loading={busy}>
        {t('checkTicket.filter.apply')}
      </Button>
    </form>
  );
}
