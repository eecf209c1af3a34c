import { useTranslation } from 'react-i18next';
import type { DateRange } from '@/lib/dates/date-range';
import { isQuickRangeActive, quickRange, type QuickRange } from '@/lib/dates/quick-ranges';
import './quick-range-chips.css';

interface Props {
  /** which of the spec §9 quick ranges this screen offers, in display order */
  ranges: readonly QuickRange[];
  value: DateRange;
  /** 'YYYY-MM-DD' in the draw time zone */
  today: string;
  onChange: (next: DateRange) => void;
  /** chips per row: 3 (one day, or a span) or 4 (all eight ranges) */
  columns?: 3 | 4;
}

/**
 * A row of quick date-range chips (spec §9) for any date filter; the chip matching the current
 * range is marked. The ranges are computed once (lib/dates/quick-ranges.ts), so every screen
 * computes "this week" or "prev day" the same way.
 */
export function QuickRangeChips({ ranges, value, today, onChange, columns = 3 }: Props) {
  const { t } = useTranslation();
  return (
    <div
      className={`quick-chips${columns === 4 ? ' quick-chips--4' : ''}`}
      role="group"
      aria-label={t('results.strike.quickRanges')}
    >
      {ranges.map((name) => {
        const active = isQuickRangeActive(name, value, today);
        return (
          <button
            key={name}
            type="button"
            className={`quick-chips__item${active ? ' quick-chips__item--active' : ''}`}
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
