import { toCompactDate } from '@lotto/contract/wire-dates';
import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@/lib/dates/date-range';

interface Props {
  onAdd: (wireDate: string, kind: 'special' | 'closed') => void;
}

/** Adds a special draw date or closes (cancels) a draw on a date. */
export function DrawDateForm({ onAdd }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [date, setDate] = useState('');
  const [kind, setKind] = useState<'special' | 'closed'>('special');
  return (
    <form
      className="ad-row ad-add"
      onSubmit={(event) => {
        event.preventDefault();
        if (isIsoDate(date)) onAdd(toCompactDate(date), kind);
      }}
    >
      <label htmlFor={`${id}-date`} className="visually-hidden">
        {t('adminDraws.date')}
      </label>
      <input
        id={`${id}-date`}
        type="date"
        className="ad-input"
        value={date}
        onChange={(event) => setDate(event.target.value)}
      />
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
      <Button type="submit" size="small" disabled={!isIsoDate(date)}>
        {t('adminDraws.add')}
      </Button>
    </form>
  );
}
