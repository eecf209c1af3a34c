import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const ticketDetailsSchema = z.object({
  betId: z.string(),
  status: z.enum(['Active', 'Voided', 'Failed']),
  datetime: z.string(),
  total: z.number(),
  /** the ticket as an order string (advanced mode); '' when the language cannot express it */
  orderstring: z.string(),
  /** the receipt text; a voided ticket's starts with '&' */
  orderresponse: z.string(),
  remark: z.string(),
  /** the customer's phone given with a normal-mode order ('' when none) */
  phone: z.string().optional(),
  /**
   * whether Cancel (and Edit) can still act: active and its draw open. Absent: decided by the
   * status alone, as before; the server refuses a late cancel either way.
   */
  cancellable: z.boolean().optional(),
  /** the normal-mode cart (spec §3) with this ticket's bet items; null for advanced orders */
  cartObject: z.unknown().nullable(),
  /**
   * Whose ticket it is (its wallet paid), who placed it (the owner, or an upline who edited or
   * reordered it for the owner) and who cancelled it (null while active). Optional so that an
   * answer without them still reads; the screens then name nobody rather than the viewer.
   */
  owner: z.string().optional(),
  placedBy: z.string().optional(),
  voidedBy: z.string().nullable().optional(),
});
export type TicketDetails = z.infer<typeof ticketDetailsSchema>;

export const ticketDetailsQueryKey = (betId: string) => ['orders', 'ticket', betId] as const;

/** GET /Order/GetTicketDetails: used by details, Rebet (normal and advanced) and Edit. */
export function getTicketDetails(betId: string, signal?: AbortSignal): Promise<TicketDetails> {
  return apiRequest('/Order/GetTicketDetails', ticketDetailsSchema, {
    query: { betId },
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
