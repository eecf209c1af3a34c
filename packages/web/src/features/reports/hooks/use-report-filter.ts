import { useSearchParams } from 'react-router';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { todayIn } from '@/lib/dates/draw-dates';
import { useLatestDates } from '@/lib/reports/latest-dates';
import { isIsoDate } from '@/lib/dates/date-range';
import {
  dayFilterFrom,
  dayFilterParams,
  rangeFilterFrom,
  rangeFilterParams,
  type DayFilter,
  type RangeFilter,
} from '../utils/report-filter';

/*
 * The filters live in the URL, so a reload or Back keeps them; each change replaces the entry
 * rather than piling up history.
 */

/**
 * Daily sales: ?date=YYYY-MM-DD&type=. Without a date in the URL it opens on the latest draw date
 * with sales; `ready` is false until that is known (nothing is asked before).
 */
export function useDayFilter() {
  const { timeZone } = useAppConfig();
  const today = todayIn(timeZone);
  const [params, setParams] = useSearchParams();
  const latest = useLatestDates(!isIsoDate(params.get('date')));
  const filter = dayFilterFrom(params, today, latest.dates.sales);
  const ready = !latest.pending;
  const update = (next: DayFilter) => setParams(dayFilterParams(next), { replace: true });
  return { filter, today, update, ready };
}

/** Profit loss and profit loss 2: ?from=YYYY-MM-DD&to=YYYY-MM-DD&type=. */
/** Without a range in the URL it opens on the week of the latest settled draw date (`ready` once known). */
export function useRangeFilter() {
  const { timeZone } = useAppConfig();
  const today = todayIn(timeZone);
  const [params, setParams] = useSearchParams();
  const latest = useLatestDates(!(isIsoDate(params.get('from')) && isIsoDate(params.get('to'))));
  const filter = rangeFilterFrom(params, today, latest.dates.settled);
  const ready = !latest.pending;
  const update = (next: RangeFilter) => setParams(rangeFilterParams(next), { replace: true });
  return { filter, today, update, ready };
}
