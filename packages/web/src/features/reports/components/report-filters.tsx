import { useTranslation } from 'react-i18next';
import { QuickRangeChips } from '@/components/ui/quick-range-chips';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { PoolTypeSelector } from '@/components/ui/pool-type-selector';
import { RangeTooLong } from '@/components/ui/range-too-long';
import {
  DAY_QUICK_RANGES,
  dayRange,
  SPAN_QUICK_RANGES,
  type DayFilter,
  type RangeFilter,
} from '../utils/report-filter';
import { ReportDateField } from './report-date-field';

/** Daily sales: the draw date, Prev Day / Today / Next Day, and the pool filter. */
export function DayFilters({
  value,
  today,
  onChange,
}: {
  value: DayFilter;
  today: string;
  onChange: (next: DayFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="card rp-filter" aria-label={t('reports.filter.title')}>
      <ReportDateField
        label={t('reports.filter.drawDate')}
        value={value.date}
        onChange={(date) => onChange({ ...value, date })}
      />
      <QuickRangeChips
        ranges={DAY_QUICK_RANGES}
        value={dayRange(value.date)}
        today={today}
        onChange={(range) => onChange({ ...value, date: range.from })}
      />
      <PoolTypeSelector value={value.type} onChange={(type) => onChange({ ...value, type })} />
    </section>
  );
}

/**
 * The profit-loss screens: from/to (changing one pushes the other so from is never after to),
 * the quick spans and the pool filter. A range longer than the server takes is named here.
 */
export function RangeFilters({
  value,
  today,
  onChange,
}: {
  value: RangeFilter;
  today: string;
  onChange: (next: RangeFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="card rp-filter" aria-label={t('reports.filter.title')}>
      <DateRangeFilter value={value.range} onChange={(range) => onChange({ ...value, range })} />
      <RangeTooLong range={value.range} />
      <QuickRangeChips
        ranges={SPAN_QUICK_RANGES}
        value={value.range}
        today={today}
        onChange={(range) => onChange({ ...value, range })}
      />
      <PoolTypeSelector value={value.type} onChange={(type) => onChange({ ...value, type })} />
    </section>
  );
}
