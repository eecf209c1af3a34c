import { addDays } from '@lotto/domain/calendar-dates';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { isIsoDate, type DateRange } from '@/lib/dates/date-range';
import { todayIn } from '@/lib/dates/draw-dates';
import { useJackpotHistory } from '../api/get-jackpot-history';
import { JackpotCard } from '../components/jackpot-card';
import '../jackpot-history.css';

/** The range lives in the URL (?from=&to=, 'YYYY-MM-DD'); by default the last 7 days. */
function useJackpotRange(today: string) {
  const [params, setParams] = useSearchParams();
  const rawFrom = params.get('from');
  const rawTo = params.get('to');
  const from = isIsoDate(rawFrom) ? rawFrom : addDays(today, -6);
  let to = isIsoDate(rawTo) ? rawTo : today;
  if (to < from) to = from;
  const update = (range: DateRange) => setParams({ from: range.from, to: range.to }, { replace: true });
  return { range: { from, to }, update };
}

/**
 * Jackpot history (spec §2; gd app type only): from/to draw dates and a card per jackpot draw.
 * No loading overlay (spec): the list simply appears; "No more records" when empty.
 */
export function JackpotHistoryRoute() {
  const { t } = useTranslation();
  const { appType, timeZone } = useAppConfig();
  const { range, update } = useJackpotRange(todayIn(timeZone));
  const available = appType === 'gd';
  const query = useJackpotHistory(range, available);

  if (!available) {
    return (
      <Page titleKey="screens.jackpotHistory">
        <p className="card jp-empty" data-testid="jackpots-unavailable">
          {t('jackpots.unavailable')}
        </p>
      </Page>
    );
  }
  return (
    <Page titleKey="screens.jackpotHistory">
      <section className="card">
        <DateRangeFilter value={range} onChange={update} />
      </section>
      <QueryState
        query={query}
        skeleton={false}
        isEmpty={(items) => items.length === 0}
        empty={
          <EmptyState className="jp-empty" data-testid="jackpots-empty">
            {t('errorCodes.NO_MORE_RECORDS')}
          </EmptyState>
        }
      >
        {(items) => (
          <ul className="jp-list" aria-label={t('screens.jackpotHistory')}>
            {items.map((item) => (
              <JackpotCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}
