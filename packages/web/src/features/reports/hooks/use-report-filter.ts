import { useSearchParams } from 'react-router';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { todayIn } from '@/lib/dates/draw-dates';
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

/** Daily sales: ?date=YYYY-MM-DD&type=. */
export function useDayFilter() {
  const { timeZone } = useAppConfig();
  const today = todayIn(timeZone);
  const [params, setParams] = useSearchParams();
  const filter = dayFilterFrom(params, today);
  const update = (next: DayFilter) => setParams(dayFilterParams(next), { replace: true });
  return { filter, today, update };
}

/** Profit loss and profit loss 2: ?from=YYYY-MM-DD&to=YYYY-MM-DD&type=. */
export function useRangeFilter() {
  const { timeZone } = useAppConfig();
  const today = todayIn(timeZone);
  const [params, setParams] = useSearchParams();
  const filter = rangeFilterFrom(params, today);
  const update = (next: RangeFilter) => setParams(rangeFilterParams(next), { replace: true });
  return { filter, today, update };
}
