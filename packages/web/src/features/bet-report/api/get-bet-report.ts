import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { toWireDate } from '@/lib/dates/draw-dates';
import { apiRequest } from '@/lib/api-client';

/** One bet type's accepted amount in points; `type` is the receipt's label (B, S, A, C, D, 2A...). */
const eatTypeSchema = z.object({ type: z.string(), amount: z.number() });

/** Spec §3 "Bet report ticket", plus what the card and the share text show (docs/api.md). */
const betReportTicketSchema = z.object({
  ticketXId: z.string(),
  /** pool code, e.g. 'mg' */
  pool: z.string(),
  /** YYYYMMDD */
  drawDate: z.string(),
  /** bet time, 'dd/MM/yyyy HH:mm:ss' in the draw time zone */
  datetime: z.string(),
  username: z.string(),
  ticketDetails: z.array(
    z.object({
      /** with the receipt's pattern marks, e.g. '*1234' */
      number: z.string(),
      details: z.array(z.object({ poolShortCode: z.string(), eatTypes: z.array(eatTypeSchema) })),
    }),
  ),
});
export type BetReportTicket = z.infer<typeof betReportTicketSchema>;

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
  return apiRequest('/Report/GetBetReport', z.array(betReportTicketSchema), {
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
