import { useTranslation } from 'react-i18next';
import type { DateRange } from '@/lib/dates/date-range';
import { isRangeTooLong, MAX_REPORT_DAYS } from '@/lib/report-types';
import './range-too-long.css';

/** Says so when a range is longer than one report request may cover (nothing is asked then). */
export function RangeTooLong({ range }: { range: DateRange }) {
  const { t } = useTranslation();
  if (!isRangeTooLong(range)) return null;
  return (
    <p className="rp-filter__problem" role="alert" data-testid="range-too-long">
      {t('reports.filter.tooLong', { days: MAX_REPORT_DAYS })}
    </p>
  );
}
