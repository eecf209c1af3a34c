import { useQuery } from '@tanstack/react-query';
import {
  ticketDetailsAnswer,
  type TicketDetailsAnswer,
  type TicketDetailsQueryInput,
} from '@lotto/contract/tickets';
import { apiRequest } from '@/lib/api-client';

export type TicketDetails = TicketDetailsAnswer;

export const ticketDetailsQueryKey = (betId: string) => ['orders', 'ticket', betId] as const;

/** GET /Order/GetTicketDetails: used by details, Rebet (normal and advanced) and Edit. */
export function getTicketDetails(betId: string, signal?: AbortSignal): Promise<TicketDetails> {
  return apiRequest('/Order/GetTicketDetails', ticketDetailsAnswer, {
    query: { betId } satisfies TicketDetailsQueryInput,
    ...(signal ? { signal } : {}),
  });
}

export function useTicketDetails(betId: string | undefined) {
  return useQuery({
    queryKey: ticketDetailsQueryKey(betId ?? ''),
    queryFn: ({ signal }) => getTicketDetails(betId!, signal),
    enabled: Boolean(betId),
  });
}
