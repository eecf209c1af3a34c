import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { toast } from '@/components/ui/toast/toast-store';
import { useCancelOrder } from '@/lib/orders/cancel-order';
import { ShareSheet } from '@/components/ui/share-sheet';
import { formatWirePoints } from '@/lib/format-points';
import { useLatestDates } from '@/lib/reports/latest-dates';
import { checkTicketBaseKey, useCheckTicket, type CheckTicketEntry } from '../api/check-ticket';
import { CheckTicketFilters } from '../components/check-ticket-filters';
import { ReceiptActions, type ReceiptAction } from '../components/receipt-actions';
import { ReceiptList } from '../components/receipt-list';
import {
  backToListOf,
  EMPTY_FILTER,
  normaliseFilter,
  type CheckTicketFilter,
} from '../utils/check-ticket-filter';
import '../check-ticket.css';
import { usePrintSlip } from '@/components/slip/print-slip';

const sameFilter = (a: CheckTicketFilter, b: CheckTicketFilter) =>
  a.date === b.date && a.ticketId === b.ticketId && a.betNumber === b.betNumber;

/**
 * Check ticket (spec §2): filters, Apply, Total and Count badges and the receipts; a receipt opens
 * Details, Reorder, Share, Edit and Void. Reorder and Edit go to advanced betting with `backToList` (the
 * search); coming back with it fills the filters and searches again at once.
 */
export function CheckTicketRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [returned] = useState(() => backToListOf(location.state));
  const [filter, setFilter] = useState<CheckTicketFilter>(returned ?? EMPTY_FILTER);
  // The search asked for (Apply, or the one brought back); nothing is asked before.
  const [search, setSearch] = useState<CheckTicketFilter | null>(returned);
  const query = useCheckTicket(search);
  // Opened afresh, the screen searches the latest draw date with tickets (issue 17 item 10); with
  // none it waits for Apply. Brought back from betting, it searches what it was given instead.
  const latest = useLatestDates();
  const latestSales = latest.dates.sales;
  const [opened, setOpened] = useState(returned !== null);
  // The date the screen put in the filter itself, while the user has not changed it (null then).
  const [screenDate, setScreenDate] = useState<string | null>(null);
  // state adjusted while rendering (not in an effect): once, as soon as the latest date is known
  if (!opened && !latest.pending) {
    setOpened(true);
    // nothing to show, or the user has typed or searched already: what the user did wins
    if (latestSales !== null && search === null && filter === EMPTY_FILTER) {
      const first = { ...EMPTY_FILTER, date: latestSales };
      setFilter(first);
      setSearch(first);
      setScreenDate(latestSales);
    }
  }

  /**
   * A ticket id names one ticket, of whatever date: a date the screen chose would only hide it, so
   * typing one clears that date, visibly ("Any date"). A date the user chose stays.
   */
  function changeFilter(next: CheckTicketFilter) {
    const dateKept = screenDate !== null && next.date === screenDate;
    if (dateKept && filter.ticketId.trim() === '' && next.ticketId.trim() !== '') {
      setFilter({ ...next, date: '' });
      setScreenDate(null);
      return;
    }
    if (!dateKept) setScreenDate(null);
    setFilter(next);
  }
  const cancel = useCancelOrder();
  const [chosen, setChosen] = useState<{ receipt: string; entry?: CheckTicketEntry; open: boolean } | null>(
    null,
  );
  const [sharing, setSharing] = useState<{ text: string; betId: string } | null>(null);

  function apply(next: CheckTicketFilter) {
    const normalised = normaliseFilter(next);
    if (search && sameFilter(search, normalised)) void query.refetch();
    else setSearch(normalised);
  }

  async function voidTicket(betId: string) {
    const confirmed = await showAlert({
      type: 'confirm',
      message: t('checkTicket.void.confirm', { id: betId }),
      confirmText: t('checkTicket.actions.void'),
      cancelText: t('checkTicket.void.keep'),
    });
    if (!confirmed) return;
    try {
      await cancel.mutateAsync(betId);
      toast.success(t('checkTicket.void.done', { id: betId }));
    } catch {
      // the error alert is shown by the query client
    }
    // reload either way: a failed void may mean someone else changed the ticket
    void queryClient.invalidateQueries({ queryKey: checkTicketBaseKey });
  }

  const slip = usePrintSlip();

  function onAction(action: ReceiptAction, receipt: string, betId: string) {
    const backToList = search ?? normaliseFilter(filter);
    switch (action) {
      case 'share':
        setSharing({ text: receipt, betId });
        return;
      case 'details':
        // Back from details (and Bet Success after an Edit there) runs this search again.
        void navigate(`/betting-history/details?betId=${encodeURIComponent(betId)}`, {
          state: { betId, back: { path: '/check-ticket', state: { backToList } } },
        });
        return;
      case 'reorder':
        void navigate('/advance-betting', { state: { betId, backToList } });
        return;
      case 'edit':
        void navigate('/advance-betting', { state: { betId, edit: true, backToList } });
        return;
      case 'void':
        void voidTicket(betId);
        return;
      case 'print':
        slip.print(betId);
        return;
    }
  }

  return (
    <Page titleKey="screens.checkTicket">
      <CheckTicketFilters value={filter} onChange={changeFilter} onApply={apply} busy={query.isFetching} />
      {search === null ? (
        <p className="card ct-empty" data-testid="check-ticket-prompt">
          {t('checkTicket.prompt')}
        </p>
      ) : (
        <QueryState query={query}>
          {(answer) => (
            <>
              <div className="ct-badges" role="group" aria-label={t('checkTicket.summary')}>
                <span className="ct-badge">
                  {t('checkTicket.total')}{' '}
                  <strong data-testid="check-ticket-total">{formatWirePoints(answer.total)}</strong>
                </span>
                <span className="ct-badge">
                  {t('checkTicket.count')} <strong data-testid="check-ticket-count">{answer.count}</strong>
                </span>
              </div>
              {answer.receipts.length === 0 ? (
                <EmptyState className="ct-empty" data-testid="check-ticket-empty">
                  {t('errorCodes.NO_RESULT_FOUND')}
                </EmptyState>
              ) : (
                <ReceiptList
                  receipts={answer.receipts}
                  entries={answer.entries}
                  onOpen={(receipt, entry) => setChosen({ receipt, open: true, ...(entry ? { entry } : {}) })}
                />
              )}
            </>
          )}
        </QueryState>
      )}
      <ReceiptActions
        receipt={chosen?.receipt ?? null}
        entry={chosen?.entry}
        visible={chosen?.open ?? false}
        onAction={onAction}
        onClose={() => setChosen((last) => (last ? { ...last, open: false } : null))}
      />
      {slip.ui}
      <ShareSheet
        visible={sharing !== null}
        onClose={() => setSharing(null)}
        text={sharing?.text ?? ''}
        title={sharing ? `#${sharing.betId}` : ''}
      />
    </Page>
  );
}
