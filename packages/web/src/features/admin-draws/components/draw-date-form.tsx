import { toCompactDate } from '@lotto/contract/wire-dates';
import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-range-filter';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { todayIn } from '@/lib/dates/draw-dates';

interface Props {
  onAdd: (wireDate: string, kind: 'special' | 'closed') => void;
}

/** Adds a special draw date or closes (cancels) a draw on a date. */
export function DrawDateForm({ onAdd }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { timeZone } = useAppConfig();
  // dd/MM/yyyy like every date of the app (issue 36.13), starting on today in the draw time zone.
  const [date, setDate] = useState(() => todayIn(timeZone));
  const [kind, setKind] = useState<'special' | 'closed'>('special');
  return (
    <form
      className="ad-row ad-add"
      onSubmit={(event) => {
        event.preventDefault();
        onAdd(toCompactDate(date), kind);
      }}
    >
      <DateField label={t('adminDraws.date')} value={date} onChange={setDate} />
      <label htmlFor={`${id}-kind`} className="visually-hidden">
        {t('adminDraws.kind')}
      </label>
      <select
        id={`${id}-kind`}
        className="ad-input"
        value={kind}
        onChange={(event) => setKind(event.target.value as 'special' | 'closed')}
      >
        <option value="special">{t('adminDraws.kindSpecial')}</option>
        <option value="closed">{t('adminDraws.kindClosed')}</option>
      </select>
      <Button type="submit" size="small">
        {t('adminDraws.add')}
      </Button>
    </form>
  );
}
