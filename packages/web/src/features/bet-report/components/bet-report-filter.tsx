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
}

/**
 * Draw date, ticket id and Apply (spec §2). The fields are drafts until Apply; the ticket box
 * keeps digits only, so the server never sees an id it would refuse.
 */
export function BetReportFilter({ value, onApply }: Props) {
  const { t } = useTranslation();
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
        <DateField
          label={t('betReport.drawDate')}
          value={drawDate}
          onChange={setDrawDate}
          textTestId="bet-report-date"
        />
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
