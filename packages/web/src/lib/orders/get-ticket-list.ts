import { toUsDate } from '@lotto/contract/wire-dates';
import { useQuery } from '@tanstack/react-query';
import {
  ticketListAnswer,
  type TicketListItem,
  type TicketListQueryInput,
  type TicketScope,
} from '@lotto/contract/order';
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

export type { TicketListItem, TicketScope };

export interface TicketListFilter {
  /** 'YYYY-MM-DD' */
  from: string;
  /** 'YYYY-MM-DD' */
  to: string;
  tab: TicketTab;
  /** whose tickets: the caller's own (default) or its customers' (agents; issue 38 item 3) */
  scope?: TicketScope | undefined;
  /** customers only: one customer's (exact name) */
  customer?: string | undefined;
  /** customers only: the owner's name, the remark or the phone contains it */
  search?: string | undefined;
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
      // a player's call stays the spec's three fields
      ...(filter.scope === 'customers'
        ? {
            scope: 'customers',
            ...(filter.customer ? { customer: filter.customer } : {}),
            ...(filter.search ? { search: filter.search } : {}),
          }
        : {}),
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
