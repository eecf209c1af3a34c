import { addCents, cents, formatPoints, type Cents } from '@lotto/domain/money';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { isIsoDate, type DateRange } from '@/lib/dates/date-range';
import { useStrikeReport, type StrikeItem } from '../api/get-strike-report';
import { QuickRanges } from '@/components/ui/quick-ranges';
import { StrikeList } from '../components/strike-list';
import { defaultStrikeRange } from '@/lib/dates/quick-ranges';
import { todayIn } from '@/lib/dates/draw-dates';
import { useLatestDates } from '@/lib/reports/latest-dates';
import '../result-screen.css';
import '@/components/ui/win-list.css';

/**
 * The range lives in the URL (?from=&to=, 'YYYY-MM-DD') so a reload or Back keeps it. Without one:
 * the last 7 days, or, when the caller's latest strike is older, the 7 days up to it (issue 17
 * item 10); `ready` once that is known.
 */
function useStrikeRange(today: string) {
  const [params, setParams] = useSearchParams();
  const latest = useLatestDates(!(isIsoDate(params.get('from')) && isIsoDate(params.get('to'))));
  const lastWeek = defaultStrikeRange(today);
  const latestStrike = latest.dates.strikes;
  const fallback =
    latestStrike !== null && latestStrike < lastWeek.from ? defaultStrikeRange(latestStrike) : lastWeek;
  const ready = !latest.pending;
  const rawFrom = params.get('from');
  const rawTo = params.get('to');
  const from = isIsoDate(rawFrom) ? rawFrom : fallback.from;
  let to = isIsoDate(rawTo) ? rawTo : fallback.to;
  if (to < from) to = from;
  const update = (range: DateRange) => setParams({ from: range.from, to: range.to }, { replace: true });
  return { range: { from, to }, update, ready };
}

/** The sum of the wins, added in cents so that 0.10 + 0.20 stays 0.30. */
function totalWin(items: StrikeItem[]): string {
  const total = items.reduce<Cents>(
    (sum, item) => addCents(sum, cents(Math.round(item.totalWin * 100))),
    cents(0),
  );
  return formatPoints(total);
}

/** Strike history (spec §2): the caller's winning bets on the draws of a date range, with the total. */
export function StrikeHistoryRoute() {
  const { t } = useTranslation();
  const { timeZone } = useAppConfig();
  const today = todayIn(timeZone);
  const { range, update, ready } = useStrikeRange(today);
  const query = useStrikeReport(range, ready);

  return (
    <Page titleKey="screens.strikeHistory">
      <section className="card rs-filter">
        <DateRangeFilter value={range} onChange={update} />
        <QuickRanges value={range} today={today} onChange={update} />
      </section>

      <QueryState
        query={query}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState className="rs-empty" data-testid="strikes-empty">
            {t('errorCodes.NO_MORE_RECORDS')}
          </EmptyState>
        }
      >
        {(items) => (
          <>
            <section className="card rs-total" aria-label={t('results.strike.summary')}>
              <div className="rs-total__item">
                <span className="rs-total__label">{t('results.strike.totalWin')}</span>
                <span className="rs-total__value" data-testid="strike-total">
                  {totalWin(items)}
                </span>
              </div>
              <div className="rs-total__item rs-total__item--count">
                <span className="rs-total__label">{t('results.strike.count')}</span>
                <span className="rs-total__count" data-testid="strike-count">
                  {items.length}
                </span>
              </div>
            </section>
            <StrikeList items={items} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
