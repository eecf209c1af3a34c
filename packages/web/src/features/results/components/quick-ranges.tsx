import { useTranslation } from 'react-i18next';
import type { DateRange } from '@/features/betting-history/utils/date-range';
import { isQuickRangeActive, quickRange, QUICK_RANGES } from '../utils/quick-ranges';

interface Props {
  value: DateRange;
  /** 'YYYY-MM-DD' in the draw time zone */
  today: string;
  onChange: (next: DateRange) => void;
}

/** The quick date ranges of spec §9 as a grid of chips; the one matching the range is marked. */
export function QuickRanges({ value, today, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="rs-quick" role="group" aria-label={t('results.strike.quickRanges')}>
      {QUICK_RANGES.map((name) => {
        const active = isQuickRangeActive(name, value, today);
        return (
          <button
            key={name}
            type="button"
            className={`rs-quick__item${active ? ' rs-quick__item--active' : ''}`}
            aria-pressed={active}
            onClick={() => onChange(quickRange(name, value, today))}
          >
            {t(`results.strike.quick.${name}`)}
          </button>
        );
      })}
    </div>
  );
}
