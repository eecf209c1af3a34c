import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { RangeTooLong } from '@/components/ui/range-too-long';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { useAuth } from '@/lib/auth/auth-store';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { isIsoDate } from '@/lib/dates/date-range';
import { PoolTypeSelector } from '@/components/ui/pool-type-selector';
import { isRangeTooLong, isReportType } from '@/lib/report-types';
import { QuickRanges } from '@/components/ui/quick-ranges';
import { todayIn } from '@/lib/dates/draw-dates';
import { defaultStrikeRange } from '@/lib/dates/quick-ranges';
import { formatWirePoints } from '@/lib/format-points';
import { useWinningReport, type WinningFilter } from '../api/get-winning-report';
import { WinningList } from '../components/winning-list';
import '@/components/ui/win-list.css';
import '../winning.css';

/**
 * The filter lives in the URL (?from=&to=&type=, dates 'YYYY-MM-DD') so a reload or Back keeps it;
 * by default the last 7 days, all pools.
 */
function useWinningFilter(today: string) {
  const [params, setParams] = useSearchParams();
  const fallback = defaultStrikeRange(today);
  const rawFrom = params.get('from');
  const rawTo = params.get('to');
  const rawType = params.get('type');
  const from = isIsoDate(rawFrom) ? rawFrom : fallback.from;
  let to = isIsoDate(rawTo) ? rawTo : fallback.to;
  if (to < from) to = from;
  const filter: WinningFilter = { range: { from, to }, type: isReportType(rawType) ? rawType : 'all' };
  const update = (next: WinningFilter) =>
    setParams({ from: next.range.from, to: next.range.to, type: next.type }, { replace: true });
  return { filter, update };
}

/**
 * Winning (spec §2 /winning): the winning bets of the caller's scope (its own, or its whole
 * downline's for an agent) on the draws of a date range, with the total won and the count.
 */
export function WinningRoute() {
  const { t } = useTranslation();
  const { timeZone } = useAppConfig();
  const { user } = useAuth();
  const today = todayIn(timeZone);
  const { filter, update } = useWinningFilter(today);
  const tooLong = isRangeTooLong(filter.range);
  const query = useWinningReport(filter, !tooLong);

  return (
    <Page titleKey="screens.winning">
      <section className="card rs-filter" aria-label={t('winning.filter')}>
        <DateRangeFilter value={filter.range} onChange={(range) => update({ ...filter, range })} />
        <RangeTooLong range={filter.range} />
        <QuickRanges value={filter.range} today={today} onChange={(range) => update({ ...filter, range })} />
        <PoolTypeSelector value={filter.type} onChange={(type) => update({ ...filter, type })} />
      </section>

      <QueryState
        query={query}
        isEmpty={(data) => data.count === 0}
        empty={
          <EmptyState className="wn-empty" data-testid="winning-empty">
            {t('errorCodes.NO_MORE_RECORDS')}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <section className="card rs-total" aria-label={t('winning.summary')}>
              <div className="rs-total__item">
                <span className="rs-total__label">{t('winning.total')}</span>
                <span className="rs-total__value" data-testid="winning-total">
                  {formatWirePoints(data.total)}
                </span>
              </div>
              <div className="rs-total__item rs-total__item--count">
                <span className="rs-total__label">{t('winning.count')}</span>
                <span className="rs-total__count" data-testid="winning-count">
                  {data.count}
                </span>
              </div>
            </section>
            {data.items.length < data.count && (
              <p className="wn-note" data-testid="winning-capped">
                {t('winning.capped', { shown: data.items.length, count: data.count })}
              </p>
            )}
            <WinningList items={data.items} me={user?.username} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
