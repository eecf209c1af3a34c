import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  claimsAnswer,
  claimTicketAnswer,
  markPrintedAnswer,
  type Claim,
  type ClaimsAnswer,
  type ClaimsQueryInput,
  type ClaimTicketInput,
  type DecideClaimInput,
  type MarkPrintedAnswer,
  type MarkPrintedInput,
} from '@lotto/contract/counter';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { ticketDetailsQueryKey } from '@/lib/orders/get-ticket-details';

/** POST /Order/MarkPrinted: counts one print; answers the COPY number and, on the original, the PIN. */
export function markPrinted(ticketId: string): Promise<MarkPrintedAnswer> {
  return apiRequest('/Order/MarkPrinted', markPrintedAnswer, {
    method: 'POST',
    json: { ticketId } satisfies MarkPrintedInput,
  });
}

/** POST /Order/ClaimTicket: pays a winning ticket once. */
export function useClaimTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClaimTicketInput): Promise<Claim> =>
      apiRequest('/Order/ClaimTicket', claimTicketAnswer, { method: 'POST', json: input }),
    onSettled: (_claim, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: ticketDetailsQueryKey(String(input.ticketId)) });
      void queryClient.invalidateQueries({ queryKey: claimsKey });
    },
  });
}

const claimsKey = ['counter', 'claims'] as const;

/** GET /Report/GetClaims: claims of the caller's downline made on from..to (YYYYMMDD). */
export function useClaims(range: ClaimsQueryInput) {
  return useQuery({
    queryKey: [...claimsKey, range.from, range.to],
    queryFn: ({ signal }): Promise<ClaimsAnswer> =>
      apiRequest('/Report/GetClaims', claimsAnswer, { query: { ...range }, signal }),
  });
}

/** POST /Order/DecideClaim: an upline approves or refuses a claim above the cash-out limit. */
export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecideClaimInput) =>
      apiRequest('/Order/DecideClaim', z.null(), { method: 'POST', json: input }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: claimsKey }),
  });
}
