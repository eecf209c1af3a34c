import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { toMmdd, type CheckTicketFilter } from '../utils/check-ticket-filter';

const checkTicketSchema = z.object({
  /** points: the accepted amounts of the active tickets listed */
  total: z.number(),
  count: z.number(),
  /** receipt texts, newest first; a cancelled ticket's starts with '&' */
  receipts: z.array(z.string()),
  /**
   * each receipt's ticket status, in the same order: the only source of "cancelled" on screen
   * (the text carries the free-text remark; issue #20 item 12)
   */
  statuses: z.array(z.enum(['Active', 'Voided', 'Failed'])),
});
export type ReceiptStatus = CheckTicketAnswer['statuses'][number];
export type CheckTicketAnswer = z.infer<typeof checkTicketSchema>;

/** Every check-ticket answer (invalidate this after a void). */
export const checkTicketBaseKey = ['reports', 'check-ticket'] as const;
export const checkTicketQueryKey = (filter: CheckTicketFilter) => [...checkTicketBaseKey, filter] as const;

/** POST /Report/CheckTicket (form): `date` MMDD, `ticket_id`, `bet_number`, each may be empty. */
export function checkTicket(filter: CheckTicketFilter, signal?: AbortSignal): Promise<CheckTicketAnswer> {
  return apiRequest('/Report/CheckTicket', checkTicketSchema, {
    method: 'POST',
    form: { date: toMmdd(filter.date), ticket_id: filter.ticketId, bet_number: filter.betNumber },
    ...(signal ? { signal } : {}),
  });
}

/** Runs only once a search was asked for (Apply, or the list came back from advanced betting). */
export function useCheckTicket(filter: CheckTicketFilter | null) {
  return useQuery({
    queryKey: checkTicketQueryKey(filter ?? { date: '', ticketId: '', betNumber: '' }),
    queryFn: ({ signal }) => checkTicket(filter!, signal),
    enabled: filter !== null,
  });
}
