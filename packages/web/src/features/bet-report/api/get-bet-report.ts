import { useQuery } from '@tanstack/react-query';
import { betReportAnswer, type BetReportTicket } from '@lotto/contract/reports';
import { toWireDate } from '@/lib/dates/draw-dates';
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

/** GET /Report/GetBetReport: the active tickets of a draw date the caller may see, newest first. */
export function getBetReport(search: BetReportSearch, signal?: AbortSignal): Promise<BetReportTicket[]> {
  return apiRequest('/Report/GetBetReport', betReportAnswer, {
    query: {
      DrawDate: toWireDate(search.drawDate),
      TicketId: search.ticketId || undefined,
      ForceSearch: 'true',
    },
    ...(signal ? { signal } : {}),
  });
}

/** Runs once the search is known (the default date comes from the bet dates). */
export function useBetReport(search: BetReportSearch | null) {
  return useQuery({
    queryKey: ['reports', 'bet-report', search?.drawDate, search?.ticketId],
    queryFn: ({ signal }) => getBetReport(search!, signal),
    enabled: search !== null,
  });
}
