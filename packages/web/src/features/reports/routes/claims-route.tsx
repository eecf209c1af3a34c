import { useSearchParams } from 'react-router';
import { toCompactDate } from '@lotto/contract/wire-dates';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { QuickRangeChips } from '@/components/ui/quick-range-chips';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { useAuth } from '@/lib/auth/auth-store';
import { isOperator } from '@/lib/auth/roles';
import { displayDate } from '@/lib/dates/display-dates';
import { todayIn } from '@/lib/dates/draw-dates';
import { formatWirePoints } from '@/lib/format-points';
import { useClaims } from '@/lib/counter/counter-api';
import { ClaimsList } from '../components/claims-list';
import { SummaryBadges } from '../components/summary-badges';
import { rangeFilterFrom, SPAN_QUICK_RANGES } from '../utils/report-filter';
import '../reports.css';

/**
 * Claims (issue 44): the counter payouts of the viewer's own downline made on ?from=&to= (this
 * week by default), with what was paid, what waits for approval and how many a result correction
 * flagged. Agents and the house only: a player pays no one.
 */
export function ClaimsRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (isOperator(user?.role)) return <ClaimsScreen />;
  // not RequireRole: its refusal texts come with the back office, which a player never loads
  return (
    <Page titleKey="counter.claims.title">
      <EmptyState className="rp-empty" data-testid="claims-refused">
        {t('counter.claims.agentsOnly')}
      </EmptyState>
    </Page>
  );
}

function ClaimsScreen() {
  const { t } = useTranslation();
  const { timeZone } = useAppConfig();
  const today = todayIn(timeZone);
  const [params, setParams] = useSearchParams();
  const { range } = rangeFilterFrom(params, today);
  const query = useClaims({ from: toCompactDate(range.from), to: toCompactDate(range.to) });
  const update = (next: { from: string; to: string }) => setParams(next, { replace: true });
  return (
    <Page titleKey="counter.claims.title">
      <section className="card rp-filter" aria-label={t('reports.filter.title')}>
        <DateRangeFilter value={range} onChange={update} />
        <QuickRangeChips ranges={SPAN_QUICK_RANGES} value={range} today={today} onChange={update} />
      </section>
      <QueryState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState className="rp-empty" data-testid="report-empty">
            {t('counter.claims.empty')}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <SummaryBadges
              label={t('reports.summary')}
              caption={`${displayDate(range.from)} – ${displayDate(range.to)}`}
              badges={[
                {
                  key: 'paid',
                  label: t('counter.claims.totalPaid'),
                  value: <span className="rp-num">{formatWirePoints(data.totalPaid)}</span>,
                },
                {
                  key: 'pending',
                  label: t('counter.claims.totalPending'),
                  value: <span className="rp-num">{formatWirePoints(data.totalPending)}</span>,
                },
                {
                  key: 'flagged',
                  label: t('counter.claims.flagged'),
                  value: <span className="rp-num">{data.flagged}</span>,
                },
              ]}
            />
            <ClaimsList claims={data.items} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
