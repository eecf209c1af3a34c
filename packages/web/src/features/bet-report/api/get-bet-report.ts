import { useQuery } from '@tanstack/react-query';
import { betReportAnswer, type BetReportTicket } from '@lotto/contract/reports';
import { toCompactDate } from '@lotto/contract/wire-dates';
import { apiRequest } from '@/lib/api-client';

/** Spec §3 "Bet report ticket", plus what the card and the share text show: the contract's shape. */
export type { BetReportTicket };

/** The server answers at most this many tickets, the newest (docs/api.md). */
export const BET_REPORT_MAX_TICKETS = 500;

export interface BetReportSearch {
  /** 'YYYY-MM-DD' */
  drawDate: string;
  /** digits, or '' for every ticket of the date */
  ticketId: string;
}

/**
 * GET /Report/GetBetReport: the active tickets of a draw date the caller may see, newest first.
 * With a ticket id the server looks on every draw date (the date is sent but does not narrow).
 */
export function getBetReport(search: BetReportSearch, signal?: AbortSignal): Promise<BetReportTicket[]> {
  return apiRequest('/Report/GetBetReport', betReportAnswer, {
    query: {
      DrawDate: toCompactDate(search.drawDate),
      TicketId: search.ticketId || undefined,
      ForceSearch: 'true',
    },
    ...(signal ? { signal } : {}),
  });
}

/**
 * Runs once the search is known (the default date comes from the bet dates). A ticket search is
 * keyed by the id alone: the date does not change its answer, so moving the date to the ticket's
 * own asks nothing again.
 */
export function useBetReport(search: BetReportSearch | null) {
  return useQuery({
    queryKey: search?.ticketId
      ? ['reports', 'bet-report', 'ticket', search.ticketId]
      : ['reports', 'bet-report', search?.drawDate, ''],
    queryFn: ({ signal }) => getBetReport(search!, signal),
    enabled: search !== null,
  });
}
