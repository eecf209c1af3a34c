import { Button } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-range-filter';
import { TextField } from '@/components/ui/text-field';
import type { BetReportSearch } from '../api/get-bet-report';

interface Props {
  /** the search shown now; the fields start from it */
  value: BetReportSearch;
  onApply: (next: BetReportSearch) => void;
  /** the ticket id is checked from the start (a link brought a wrong one) */
  checked?: boolean;
}

const TICKET_ID = /^\d{1,15}$/;

/**
 * Draw date, ticket id and Apply (spec §2). The fields are drafts until Apply. A ticket id that is
 * not 1-15 digits (`abc`) is named as wrong and not searched: dropping it would search every ticket.
 */
export function BetReportFilter({ value, onApply, checked: checkedAtStart = false }: Props) {
  const { t } = useTranslation();
  const [drawDate, setDrawDate] = useState(value.drawDate);
  const [ticketId, setTicketId] = useState(value.ticketId);
  const [checked, setChecked] = useState(checkedAtStart);
  const trimmed = ticketId.trim();
  const invalid = trimmed !== '' && !TICKET_ID.test(trimmed);
  return (
    <form
      className="card bh-filter br-filter"
      aria-label={t('betReport.filter')}
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (!invalid) onApply({ drawDate, ticketId: trimmed });
      }}
    >
      <div className="br-filter__fields">
        <DateField
          label={t('betReport.drawDate')}
          value={drawDate}
          onChange={setDrawDate}
          textTestId="bet-report-date"
        />
        <TextField
          label={t('betReport.ticketId')}
          value={ticketId}
          onValueChange={setTicketId}
          maxLength={30}
          invalid={checked && invalid}
          hint={checked && invalid ? t('betReport.ticketIdInvalid') : undefined}
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
