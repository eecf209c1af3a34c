import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromCompactDate, toCompactDate } from '@lotto/contract/wire-dates';
import { EXPOSURE_VIEWS, type ExposureReportRow } from '@lotto/contract/exposure';
import { GAMES, POOLS, type Game } from '@lotto/domain/pools';
import { Page } from '@/components/layout/page';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { useAuth } from '@/lib/auth/auth-store';
import { isOperator } from '@/lib/auth/roles';
import { shortDate } from '@/lib/dates/display-dates';
import { todayIn } from '@/lib/dates/draw-dates';
import { useBetDates } from '@/lib/orders/get-bet-dates';
import { useExposure, type ExposureView } from '../api/exposure';
import { ExposureRows } from '../components/exposure-rows';
import { ExposureSheet } from '../components/exposure-sheet';
import { ExposureSummary } from '../components/exposure-summary';
import { ExposureViewAs } from '../components/exposure-view-as';
import '../exposure.css';

/**
 * The heavy-number report (粗字, issue 40): for a draw date, a pool and a game, each number's
 * gross (无吃票), what reached the viewer from its downline (下线), what it kept (吃票) and what it
 * passed up (上线), worst "net if it hits 1st" first. Agents and the house only.
 */
export function ExposureRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (isOperator(user?.role))
    return <ExposureScreen username={user?.username ?? ''} house={user?.role === 'admin'} />;
  return (
    <Page titleKey="screens.exposure">
      <EmptyState data-testid="exposure-refused">{t('exposure.agentsOnly')}</EmptyState>
    </Page>
  );
}

function ExposureScreen({ username, house }: { username: string; house: boolean }) {
  const { t, i18n } = useTranslation();
  const { timeZone, appType } = useAppConfig();
  const betDates = useBetDates();
  const [picked, setPicked] = useState('');
  const [poolPicked, setPool] = useState('');
  const [game, setGame] = useState<Game>('4D');
  const [view, setView] = useState<ExposureView>('gross');
  const [selected, setSelected] = useState<ExposureReportRow | null>(null);
  // whose book is shown: null, the viewer's own; else a member of its downline
  const [member, setMember] = useState<string | null>(null);
  const viewAs = (next: string | null) => {
    setSelected(null);
    setMember(next);
  };

  // The open draw dates, the first preselected; a date picked stays readable after its cut-off.
  const openDates = (betDates.data ?? []).map((item) => item.fullDate).sort();
  const today = toCompactDate(todayIn(timeZone));
  const dates = [...new Set([...(picked ? [picked] : []), ...openDates])].sort();
  // Nothing is asked before the open dates are known (today's date only when none is open).
  const date = picked || openDates[0] || (betDates.isPending ? '' : today);
  // Keep the preselected date once known: after its cut-off it leaves the open dates, and the
  // report must stay on it (Closed, still readable) rather than jump to the next draw.
  // (set while rendering, as React advises for state derived from what just arrived)
  if (!picked && date !== '' && !betDates.isPending) setPicked(date);
  const poolsOfDate = betDates.data?.find((item) => item.fullDate === date)?.pools;
  const pools = POOLS.filter(
    (pool) =>
      pool.appTypes.includes(appType) &&
      pool.games.includes(game) &&
      (poolsOfDate === undefined || poolsOfDate.includes(pool.code)),
  );
  const pool = pools.some((p) => p.code === poolPicked) ? poolPicked : (pools[0]?.code ?? 'mg');
  const games = GAMES.filter((g) => POOLS.some((p) => p.appTypes.includes(appType) && p.games.includes(g)));
  const query = useExposure({ date, pool, game, view, member: member ?? undefined });

  return (
    <Page titleKey="screens.exposure">
      <ExposureViewAs member={member} onChoose={viewAs} />
      <section className="card ex-filter" aria-label={t('exposure.filter')}>
        <div className="ex-chips" role="group" aria-label={t('exposure.date')}>
          {dates.map((item) => (
            <button
              key={item}
              type="button"
              className={`ex-chip${item === date ? ' ex-chip--on' : ''}`}
              aria-pressed={item === date}
              data-date={item}
              onClick={() => setPicked(item)}
            >
              {shortDate(fromCompactDate(item) ?? item, i18n.language)}
            </button>
          ))}
        </div>
        <div className="ex-chips" role="group" aria-label={t('exposure.pool')}>
          {pools.map((item) => (
            <button
              key={item.code}
              type="button"
              className={`ex-chip${item.code === pool ? ' ex-chip--on' : ''}`}
              aria-pressed={item.code === pool}
              data-pool={item.code}
              onClick={() => setPool(item.code)}
            >
              {item.name}
            </button>
          ))}
        </div>
        <div className="ex-segment" role="group" aria-label={t('exposure.game')}>
          {games.map((item) => (
            <button
              key={item}
              type="button"
              className={`ex-segment__item${item === game ? ' ex-segment__item--on' : ''}`}
              aria-pressed={item === game}
              onClick={() => setGame(item)}
            >
              {item}
            </button>
          ))}
        </div>
      </section>
      <div className="ex-tabs" role="tablist" aria-label={t('exposure.views')}>
        {EXPOSURE_VIEWS.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={item === view}
            data-testid={`exposure-tab-${item}`}
            className={`ex-tabs__item${item === view ? ' ex-tabs__item--on' : ''}`}
            onClick={() => setView(item)}
          >
            <span className="ex-tabs__local">{t(`exposure.view.${item}`)}</span>
            <span className="ex-tabs__sub">{t(`exposure.viewHint.${item}`)}</span>
          </button>
        ))}
      </div>
      <QueryState query={query} skeleton={{ lines: 4 }}>
        {(data) => (
          <>
            <ExposureSummary data={data} updatedAt={query.dataUpdatedAt} />
            {data.rows.length === 0 ? (
              <EmptyState data-testid="exposure-empty">
                {data.drawn ? t('exposure.empty') : t('exposure.noDraw')}
              </EmptyState>
            ) : (
              <ExposureRows data={data} onPick={setSelected} />
            )}
            <ExposureSheet
              row={selected}
              data={data}
              me={username}
              house={house}
              member={member}
              onViewAs={viewAs}
              onClose={() => setSelected(null)}
            />
          </>
        )}
      </QueryState>
    </Page>
  );
}
