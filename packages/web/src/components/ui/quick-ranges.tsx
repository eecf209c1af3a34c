import { QuickRangeChips } from '@/components/ui/quick-range-chips';
import type { DateRange } from '@/lib/dates/date-range';
import { QUICK_RANGES } from '@/lib/dates/quick-ranges';

interface Props {
  value: DateRange;
  /** 'YYYY-MM-DD' in the draw time zone */
  today: string;
  onChange: (next: DateRange) => void;
}

/** All eight quick date ranges of spec §9, four to a row; the one matching the range is marked. */
export function QuickRanges(props: Props) {
  return <QuickRangeChips ranges={QUICK_RANGES} columns={4} {...props} />;
}
