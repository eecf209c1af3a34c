import { toMonthDay } from '@lotto/contract/wire-dates';
import { useQuery } from '@tanstack/react-query';
import {
  checkTicketAnswer,
  type CheckTicketAnswer,
  type CheckTicketEntry,
  type CheckTicketForm,
} from '@lotto/contract/tickets';
import { apiRequest } from '@/lib/api-client';
import type { CheckTicketFilter } from '../utils/check-ticket-filter';

export type { CheckTicketAnswer, CheckTicketEntry };

/** Every check-ticket answer (invalidate this after a void). */
export const checkTicketBaseKey = ['reports', 'check-ticket'] as const;
export const checkTicketQueryKey = (filter: CheckTicketFilter) => [...checkTicketBaseKey, filter] as const;

/** POST /Report/CheckTicket (form): `date` MMDD, `ticket_id`, `bet_number`, each may be empty. */
export function checkTicket(filter: CheckTicketFilter, signal?: AbortSignal): Promise<CheckTicketAnswer> {
  const form: CheckTicketForm = {
    date: toMonthDay(filter.date),
    ticket_id: filter.ticketId,
    bet_number: filter.betNumber,
  };
  return apiRequest('/Report/CheckTicket', checkTicketAnswer, {
    method: 'POST',
    form,
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
