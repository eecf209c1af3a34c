import { Button } from 'antd-mobile';
import { CalendarOutline, SearchOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { displayDate, isIsoDate } from '@/lib/dates/date-range';
import type { BetReportSearch } from '../api/get-bet-report';
import { openDatePicker } from '@/lib/open-date-picker';

interface Props {
  /** the search shown now; the fields start from it */
  value: BetReportSearch;
  onApply: (next: BetReportSearch) => void;
}

/**
 * Draw date, ticket id and Apply (spec §2). The fields are drafts until Apply; the ticket box
 * keeps digits only, so the server never sees an id it would refuse.
 */
export function BetReportFilter({ value, onApply }: Props) {
  const { t } = useTranslation();
  const dateId = useId();
  const [drawDate, setDrawDate] = useState(value.drawDate);
  const [ticketId, setTicketId] = useState(value.ticketId);
  return (
    <form
      className="card bh-filter br-filter"
      aria-label={t('betReport.filter')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ drawDate, ticketId });
      }}
    >
      <div className="br-filter__fields">
        <div className="bh-date">
          <label htmlFor={dateId} className="field__label">
            {t('betReport.drawDate')}
          </label>
          <div className="bh-date__control">
            <CalendarOutline className="bh-date__icon" aria-hidden="true" />
            <span className="bh-date__text" aria-hidden="true" data-testid="bet-report-date">
              {displayDate(drawDate)}
            </span>
            <input
              id={dateId}
              type="date"
              className="bh-date__input"
              value={drawDate}
              required
              onClick={openDatePicker}
              onChange={(event) => {
                if (isIsoDate(event.target.value)) setDrawDate(event.target.value);
              }}
            />
          </div>
        </div>
        <TextField
          label={t('betReport.ticketId')}
          value={ticketId}
          onValueChange={(next) => setTicketId(next.replace(/\D/g, '').slice(0, 15))}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('betReport.ticketIdHint')}
          icon={<SearchOutline />}
        />
      </div>
      <Button type="submit" color="primary" shape="rounded" block>
        {t('betReport.apply')}
      </Button>
    </form>
  );
}
