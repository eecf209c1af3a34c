import { toUsDate } from '@lotto/contract/wire-dates';
import { useQuery } from '@tanstack/react-query';
import { ticketListAnswer, type TicketListItem, type TicketListQueryInput } from '@lotto/contract/order';
import { apiRequest } from '@/lib/api-client';

/** The three tabs of betting history and their `targetstatus` (spec §7). */
export const TICKET_TABS = ['active', 'cancelled', 'failed'] as const;
export type TicketTab = (typeof TICKET_TABS)[number];
export const TARGET_STATUS: Record<TicketTab, TicketListQueryInput['targetstatus']> = {
  active: '1',
  cancelled: '2',
  failed: '3',
};

export function isTicketTab(value: unknown): value is TicketTab {
  return typeof value === 'string' && (TICKET_TABS as readonly string[]).includes(value);
}

export type { TicketListItem };

export interface TicketListFilter {
  /** 'YYYY-MM-DD' */
  from: string;
  /** 'YYYY-MM-DD' */
  to: string;
  tab: TicketTab;
}

/** Every ticket list (invalidate this after a cancel). */
export const ticketListBaseKey = ['orders', 'ticket-list'] as const;
export const ticketListQueryKey = (filter: TicketListFilter) => [...ticketListBaseKey, filter] as const;

/** GET /Order/GetTicketList: the caller's tickets by draw date range and status. */
export function getTicketList(filter: TicketListFilter, signal?: AbortSignal): Promise<TicketListItem[]> {
  return apiRequest('/Order/GetTicketList', ticketListAnswer, {
    query: {
      datefrom: toUsDate(filter.from),
      dateto: toUsDate(filter.to),
      targetstatus: TARGET_STATUS[filter.tab],
    } satisfies TicketListQueryInput,
    ...(signal ? { signal } : {}),
  });
}

export function useTicketList(filter: TicketListFilter) {
  return useQuery({
    queryKey: ticketListQueryKey(filter),
    queryFn: ({ signal }) => getTicketList(filter, signal),
  });
}
