import { availablePools, isPoolCode, type PoolCode } from '@lotto/domain/pools';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { useAdjacentDrawDay, type DrawDayDirection } from '../api/get-adjacent-draw-day';
import { useLatestResult, type ResultItem } from '../api/get-latest-result';
import { DrawDayNav } from '../components/draw-day-nav';
import { PoolCarousel } from '../components/pool-carousel';
import { ResultCard } from '../components/result-card';
import { ResultCompactCard } from '../components/result-compact-card';
import { PendingResultCard } from '../components/pending-result-card';
import { useDrawTimes } from '@/lib/orders/get-draw-times';
import { ResultViewToggle, type ResultView } from '../components/result-view-toggle';
import { latestDrawDate, todayIn, validResultDate } from '@/lib/dates/draw-dates';
import { toCompactDate } from '@lotto/contract/wire-dates';
import '../result-screen.css';
import '../result-card.css';

/**
 * The pool to show: the chosen one when it has a result, else the first pool (carousel order)
 * that has one, else the chosen one (its empty state).
 */
function poolToShow(order: readonly PoolCode[], results: ResultItem[], chosen: PoolCode | null) {
  const has = (code: PoolCode) => results.some((result) => result.brand === code);
  if (chosen && has(chosen)) return chosen;
  return order.find(has) ?? chosen ?? order[0] ?? null;
}

/**
 * Results (spec §2): draw date (not after today) with previous/next draw-day arrows, the pools as
 * a carousel of 4, and the chosen pool's prizes; or (?view=all) every pool of the date in one
 * scroll, a compact card each (issue 17 item 9). Date, pool and view live in the URL (?date=&pool=&view=);
 * without a date the screen shows the latest result of every pool and the newest draw date.
 */
export function ResultRoute() {
  const { t } = useTranslation();
  const { appType, timeZone } = useAppConfig();
  const [params, setParams] = useSearchParams();
  const today = todayIn(timeZone);
  const date = validResultDate(params.get('date'), today);
  const rawPool = params.get('pool');
  const chosenPool = isPoolCode(rawPool) ? rawPool : null;
  const view: ResultView = params.get('view') === 'all' ? 'all' : 'one';

  const query = useLatestResult(date);
  const adjacentDrawDay = useAdjacentDrawDay();
  const [stepping, setStepping] = useState(false);

  const pools = useMemo(() => availablePools(appType), [appType]);
  const results = useMemo(() => {
    const offered = new Set<string>(pools.map((pool) => pool.code));
    return (query.data ?? []).filter((result) => offered.has(result.brand));
  }, [query.data, pools]);
  const withResult = useMemo(() => new Set(results.map((result) => result.brand as PoolCode)), [results]);
  const shownDate =
    date ??
    latestDrawDate(
      results.map((result) => result.drawDate),
      today,
    ) ??
    today;
  const selected = poolToShow(
    pools.map((pool) => pool.code),
    results,
    chosenPool,
  );
  const result = results.find((candidate) => candidate.brand === selected);
  // all pools of the shown date, in carousel order (the latest of each pool may be of other dates)
  const ofDate = useMemo(() => {
    const wire = toCompactDate(shownDate);
    return pools.flatMap((pool) =>
      results.filter((candidate) => candidate.brand === pool.code && candidate.drawDate === wire),
    );
  }, [pools, results, shownDate]);

  // Today: every pool that draws today, those without a result yet with their time (issue 38 item 8)
  const drawTimes = useDrawTimes();
  const pending = useMemo(() => {
    if (shownDate !== today || !drawTimes.data) return [];
    const wire = toCompactDate(today);
    const done = new Set(ofDate.map((item) => item.brand));
    return pools.flatMap((pool) => {
      const draw = drawTimes.data.draws.find((item) => item.pool === pool.code && item.drawDate === wire);
      return draw && !done.has(pool.code) ? [{ pool: pool.code, cutoff: draw.cutoff }] : [];
    });
  }, [shownDate, today, drawTimes.data, ofDate, pools]);
  const pendingSelected = pending.find((item) => item.pool === (chosenPool ?? selected));
  const oneResult = result && (!pendingSelected || chosenPool === null) ? result : undefined;
  const pendingPools = useMemo(() => new Map(pending.map((item) => [item.pool, item.cutoff])), [pending]);

  function update(next: { date?: string; pool?: PoolCode; view?: ResultView }) {
    const search: Record<string, string> = {};
    const nextDate = next.date ?? date;
    const nextPool = next.pool ?? chosenPool;
    const nextView = next.view ?? view;
    if (nextDate) search.date = nextDate;
    if (nextPool) search.pool = nextPool;
    if (nextView === 'all') search.view = 'all';
    setParams(search, { replace: true });
  }

  async function step(direction: DrawDayDirection) {
    setStepping(true);
    try {
      const day = await adjacentDrawDay(shownDate, direction);
      if (day && day <= today) update({ date: day });
    } catch {
      // the error alert is shown by the query client
    } finally {
      setStepping(false);
    }
  }

  return (
    <Page titleKey="screens.result">
      <section className="card rs-toolbar">
        <DrawDayNav
          value={shownDate}
          max={today}
          stepping={stepping}
          onChange={(next) => update({ date: next })}
          onStep={(direction) => void step(direction)}
        />
        <ResultViewToggle value={view} onChange={(next) => update({ view: next })} />
        {view === 'one' && (
          <PoolCarousel
            pools={pools}
            withResult={withResult}
            pending={pendingPools}
            selected={pendingSelected && !oneResult ? pendingSelected.pool : selected}
            onSelect={(code) => update({ pool: code })}
          />
        )}
      </section>

      <QueryState
        query={query}
        skeleton={{ title: true, lines: 6 }}
        isEmpty={() =>
          view === 'all' ? ofDate.length + pending.length === 0 : !oneResult && !pendingSelected
        }
        empty={
          <EmptyState className="rs-empty" data-testid="results-empty">
            {t('errorCodes.NO_RESULT_FOUND')}
          </EmptyState>
        }
      >
        {() =>
          view === 'all' ? (
            <div className="rs-mini-list">
              {ofDate.map((item) => (
                <ResultCompactCard
                  key={item.brand}
                  result={item}
                  onOpen={() => update({ pool: item.brand as PoolCode, view: 'one' })}
                />
              ))}
              {pending.map((item) => (
                <PendingResultCard key={item.pool} pool={item.pool} cutoff={item.cutoff} />
              ))}
            </div>
          ) : oneResult ? (
            <ResultCard result={oneResult} />
          ) : (
            pendingSelected && (
              <PendingResultCard pool={pendingSelected.pool} cutoff={pendingSelected.cutoff} />
            )
          )
        }
      </QueryState>
    </Page>
  );
}
