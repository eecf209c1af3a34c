import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth/auth-store';
import { Page } from '@/components/layout/page';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { useCancelMultipleOrders } from '../api/cancel-multiple-orders';
import {
  isTicketTab,
  ticketListBaseKey,
  TICKET_TABS,
  useTicketList,
  type TicketScope,
  type TicketTab,
} from '@/lib/orders/get-ticket-list';
import { CustomerScope } from '../components/customer-scope';
import type { TicketDetailsState } from './ticket-details-route';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { TicketList } from '../components/ticket-list';
import { defaultRange, isIsoDate, type DateRange } from '@/lib/dates/date-range';
import { todayIn } from '@/lib/dates/draw-dates';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import '../betting-history.css';

/**
 * The filter lives in the URL (?tab=&from=&to=, and for an agent's customers &scope=customers
 * &customer=&q=) so Back from details shows the same list.
 */
function useHistoryFilter(mayScope: boolean) {
  const [params, setParams] = useSearchParams();
  const { timeZone } = useAppConfig();
  // Draw dates are days of the draw time zone, not of the device.
  const fallback = useMemo(() => defaultRange(todayIn(timeZone)), [timeZone]);
  const rawTab = params.get('tab');
  const tab: TicketTab = isTicketTab(rawTab) ? rawTab : 'active';
  const rawFrom = params.get('from');
  const rawTo = params.get('to');
  const from = isIsoDate(rawFrom) ? rawFrom : fallback.from;
  let to = isIsoDate(rawTo) ? rawTo : fallback.to;
  if (to < from) to = from;
  // A player has no customers: its list is its own whatever the link says.
  const scope: TicketScope = mayScope && params.get('scope') === 'customers' ? 'customers' : 'mine';
  const customer = scope === 'customers' ? params.get('customer') || undefined : undefined;
  const search = scope === 'customers' ? (params.get('q') ?? '') : '';

  function update(next: {
    tab?: TicketTab;
    range?: DateRange;
    scope?: TicketScope;
    customer?: string | undefined;
    search?: string;
  }) {
    const range = next.range ?? { from, to };
    const nextScope = next.scope ?? scope;
    const nextCustomer = 'customer' in next ? next.customer : customer;
    const nextSearch = next.search ?? search;
    setParams(
      {
        tab: next.tab ?? tab,
        from: range.from,
        to: range.to,
        ...(nextScope === 'customers'
          ? {
              scope: 'customers',
              ...(nextCustomer ? { customer: nextCustomer } : {}),
              ...(nextSearch ? { q: nextSearch } : {}),
            }
          : {}),
      },
      { replace: true },
    );
  }
  return { tab, range: { from, to }, scope, customer, search, update };
}

/** Betting history (spec §2): draw-date range, Active / Cancelled / Failed tabs, multi-cancel. */
export function BettingHistoryRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const { user } = useAuth();
  const mayScope = Boolean(user && user.role !== 'player');
  const { tab, range, scope, customer, search, update } = useHistoryFilter(mayScope);
  const list = useTicketList({ ...range, tab, scope, customer, search });
  const cancelMany = useCancelMultipleOrders();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [cancelled, setCancelled] = useState<ReadonlySet<string>>(new Set());

  function changeFilter(next: Parameters<typeof update>[0]) {
    setSelected(new Set());
    update(next);
  }

  function toggle(betId: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(betId)) next.delete(betId);
      else next.add(betId);
      return next;
    });
  }

  async function cancelSelected() {
    const ids = [...selected].filter((id) => !cancelled.has(id));
    if (ids.length === 0) {
      await showAlert({ type: 'error', message: t('errorCodes.PLEASE_SELECT_AT_LEAST_ONE_ORDER_TO_CANCEL') });
      return;
    }
    const confirmed = await showAlert({
      type: 'confirm',
      message: t('bettingHistory.list.confirmCancelSelected', { count: ids.length }),
      confirmText: t('bettingHistory.list.cancelOrders'),
      cancelText: t('bettingHistory.keep'),
    });
    if (!confirmed) return;
    let done: string[];
    try {
      done = await cancelMany.mutateAsync(ids);
    } catch {
      return; // the error alert is shown by the query client
    }
    setCancelled((current) => new Set([...current, ...done]));
    setSelected(new Set());
    const skipped = ids.length - done.length;
    await showAlert({
      type: done.length > 0 ? 'success' : 'error',
      message:
        skipped > 0
          ? t('bettingHistory.list.partlyCancelled', { done: done.length, total: ids.length })
          : `${t('bettingHistory.cancelSuccess.title')}\n${done.map((id) => `#${id}`).join(', ')}`,
    });
    await queryClient.invalidateQueries({ queryKey: ticketListBaseKey });
  }

  return (
    <Page titleKey="screens.bettingHistory">
      <section className="card bh-filter">
        {mayScope && (
          <CustomerScope
            scope={scope}
            onScope={(next) => changeFilter({ scope: next })}
            customer={customer}
            onClearCustomer={() => changeFilter({ customer: undefined })}
            search={search}
            onSearch={(next) => changeFilter({ search: next })}
          />
        )}
        <DateRangeFilter value={range} onChange={(next) => changeFilter({ range: next })} />
        <div className="segmented bh-tabs" role="tablist" aria-label={t('bettingHistory.tabs.label')}>
          {TICKET_TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={name === tab}
              className={`segmented__item${name === tab ? ' segmented__item--active' : ''}`}
              onClick={() => changeFilter({ tab: name })}
            >
              {t(`bettingHistory.tabs.${name}`)}
            </button>
          ))}
        </div>
      </section>

      <section role="tabpanel" aria-label={t(`bettingHistory.tabs.${tab}`)} className="bh-panel">
        <QueryState
          query={list}
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState className="bh-empty">{t('errorCodes.NO_MORE_RECORDS')}</EmptyState>}
        >
          {(items) => (
            <>
              {tab === 'active' && (
                <div className="bh-actions">
                  <span className="bh-actions__count">
                    {t('bettingHistory.list.selectedCount', { count: selected.size })}
                  </span>
                  <Button
                    color="danger"
                    fill="outline"
                    shape="rounded"
                    size="small"
                    onClick={() => void cancelSelected()}
                  >
                    {t('bettingHistory.list.cancelSelected')}
                  </Button>
                </div>
              )}
              <TicketList
                items={items}
                selectable={tab === 'active'}
                selected={selected}
                cancelled={cancelled}
                onToggle={toggle}
                onOpen={(betId) => {
                  // Details, and an Edit from it, lead back to this list with its filter.
                  const state: TicketDetailsState = {
                    betId,
                    back: { path: `${location.pathname}${location.search}` },
                  };
                  void navigate(`/betting-history/details?betId=${encodeURIComponent(betId)}`, { state });
                }}
              />
            </>
          )}
        </QueryState>
      </section>
    </Page>
  );
}
