import { Skeleton } from 'antd-mobile';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast/toast-store';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { useBetDates } from '@/lib/orders/get-bet-dates';
import { isIsoDate } from '@/lib/dates/date-range';
import { fromCompactDate } from '@lotto/contract/wire-dates';
import { canShareNatively, copyText } from '@/lib/share';
import { todayIn } from '@/lib/dates/draw-dates';
import { displayDate } from '@/lib/dates/display-dates';
import { useLatestDates } from '@/lib/reports/latest-dates';
import {
  BET_REPORT_MAX_TICKETS,
  useBetReport,
  type BetReportSearch,
  type BetReportTicket,
} from '../api/get-bet-report';
import { BetReportFilter } from '../components/bet-report-filter';
import { TicketList } from '../components/ticket-list';
import { TypeTotals } from '../components/type-totals';
import {
  betTypeTotals,
  defaultDrawDate,
  forcedSearchOf,
  ticketIdOf,
  ticketShareText,
} from '../utils/bet-report';
import '../bet-report.css';

/**
 * The search lives in the URL (?date=YYYY-MM-DD&ticket=digits) so a reload or Back shows the same
 * list. Without a date: the latest draw date with active tickets, else the nearest open draw date,
 * known once both are in (null until then).
 * A ticket id in the navigation state wins over both and is then written to the URL (spec §2).
 * A ticket id names one ticket of whatever draw date (issue 36 item 10): once found, the URL's
 * date becomes the ticket's own, so the filter shows where it was found.
 */
function useReportSearch() {
  const { timeZone } = useAppConfig();
  const betDates = useBetDates();
  const [params, setParams] = useSearchParams();
  const forced = forcedSearchOf(useLocation().state);
  const rawDate = params.get('date');
  const urlDate = isIsoDate(rawDate) ? rawDate : null;
  const latest = useLatestDates(forced?.drawDate == null && urlDate === null);
  // the latest draw date with active tickets (issue 17 item 10), else the nearest open draw date
  const fallback =
    betDates.isPending || latest.pending
      ? null
      : (latest.dates.sales ?? defaultDrawDate(betDates.data, todayIn(timeZone)));
  const drawDate = forced?.drawDate ?? urlDate ?? fallback;
  const rawTicket = params.get('ticket')?.trim() ?? '';
  const ticketId = forced ? forced.ticketId : ticketIdOf(rawTicket);
  // A link's ticket id that is not 1-15 digits is said, not dropped: dropping it would list every ticket.
  const badTicket = !forced && rawTicket !== '' && ticketId === '' ? rawTicket : null;
  const search = useMemo(
    () => (drawDate && badTicket === null ? { drawDate, ticketId } : null),
    [drawDate, ticketId, badTicket],
  );
  const shown = useMemo(
    () => (drawDate ? { drawDate, ticketId: badTicket ?? ticketId } : null),
    [drawDate, ticketId, badTicket],
  );

  const commit = useCallback(
    (next: BetReportSearch) =>
      setParams(
        { date: next.drawDate, ...(next.ticketId ? { ticket: next.ticketId } : {}) },
        // replacing the entry also drops the navigation state: a reload does not force again
        { replace: true },
      ),
    [setParams],
  );
  const forcedTicket = forced?.ticketId ?? null;
  useEffect(() => {
    if (forcedTicket && search) commit(search);
  }, [forcedTicket, search, commit]);
  return { search, shown, badTicket, commit };
}

/** Share (spec §2): the device's share sheet, else the text is copied. */
async function shareText(text: string, messages: { copied: string; failed: string }): Promise<void> {
  if (canShareNatively()) {
    try {
      await navigator.share({ text });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return; // closed by the user
    }
  }
  if (await copyText(text)) toast.success(messages.copied);
  else toast.error(messages.failed);
}

/** Bet report (spec §2): the active tickets of a draw date, badge totals per bet type, Share. */
export function BetReportRoute() {
  const { t } = useTranslation();
  const { search, shown, badTicket, commit } = useReportSearch();
  const report = useBetReport(search);
  const tickets = useMemo(() => report.data ?? [], [report.data]);
  const totals = useMemo(() => betTypeTotals(tickets), [tickets]);
  const ticketSearch = search?.ticketId ? search : null;
  const found = ticketSearch && report.data?.length === 1 ? report.data[0]! : null;
  const foundDate = found ? fromCompactDate(found.drawDate) : null;
  useEffect(() => {
    // the answer is keyed by the id alone, so this moves the filter's date without asking again
    if (ticketSearch && foundDate && foundDate !== ticketSearch.drawDate)
      commit({ drawDate: foundDate, ticketId: ticketSearch.ticketId });
  }, [ticketSearch, foundDate, commit]);

  function apply(next: BetReportSearch) {
    commit(next);
    // Apply with an unchanged filter still asks the server again
    if (search && next.drawDate === search.drawDate && next.ticketId === search.ticketId)
      void report.refetch();
  }

  const share = useCallback(
    (ticket: BetReportTicket) =>
      void shareText(
        ticketShareText(ticket, {
          ticket: (id) => t('betReport.shareTicketLine', { id }),
          drawDate: (date) => `${t('betReport.drawDate')}: ${date}`,
        }),
        { copied: t('betReport.copied'), failed: t('betReport.copyFailed') },
      ),
    [t],
  );

  const searchKey = shown ? `${shown.drawDate}|${shown.ticketId}` : '';
  return (
    <Page titleKey="screens.betReport">
      {shown ? (
        <BetReportFilter key={searchKey} value={shown} onApply={apply} checked={badTicket !== null} />
      ) : (
        <div className="card" aria-busy="true">
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      )}
      {badTicket !== null ? (
        <p className="card br-bad-ticket" role="alert" data-testid="bet-report-bad-ticket">
          {t('betReport.badTicketLink', { ticket: badTicket })}
        </p>
      ) : (
        <QueryState
          query={report}
          waiting={!search}
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState className="br-empty" data-testid="bet-report-empty">
              {ticketSearch
                ? t('betReport.ticketNotFound', { id: ticketSearch.ticketId })
                : t('errorCodes.NO_RESULT_FOUND')}
            </EmptyState>
          }
        >
          {() => (
            <>
              {found && foundDate && (
                <p className="card br-found" role="status" data-testid="bet-report-found">
                  {t('betReport.foundOn', { id: found.ticketXId, date: displayDate(foundDate) })}
                </p>
              )}
              <TypeTotals totals={totals} ticketCount={tickets.length} />
              {tickets.length >= BET_REPORT_MAX_TICKETS && (
                <p className="br-note" data-testid="bet-report-capped">
                  {t('betReport.capped', { count: BET_REPORT_MAX_TICKETS })}
                </p>
              )}
              <TicketList key={searchKey} tickets={tickets} onShare={share} />
            </>
          )}
        </QueryState>
      )}
    </Page>
  );
}
