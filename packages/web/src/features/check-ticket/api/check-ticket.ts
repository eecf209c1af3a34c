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
   * one per receipt: whose ticket it is (an agent's list names its players), whether Void/Edit
   * can still act (its draw is open), and its status: the only source of "cancelled" on screen
   * (the text carries the free-text remark; issue #20 item 12). Optional so an answer without
   * them still reads (then nothing shows as cancelled).
   */
  entries: z
    .array(
      z.object({
        ticketId: z.string(),
        owner: z.string(),
        cancellable: z.boolean(),
        status: z.enum(['Active', 'Voided', 'Failed']).optional(),
      }),
    )
    .optional(),
});
export type CheckTicketEntry = NonNullable<z.infer<typeof checkTicketSchema>['entries']>[number];
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
