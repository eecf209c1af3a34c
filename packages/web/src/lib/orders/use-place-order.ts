import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Cents } from '@lotto/domain/money';
import { CREDIT_POLL_MS, creditQueryKey, getMyCredit } from '@/lib/account/get-my-credit';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';
import { orderCall, placeOrder, type OrderMode, type OrderRequest } from './place-order';
import type { Receipt } from './receipt';
import { confirmLargeOrder } from './confirm-large-order';

/*
 * The Idempotency-Key rule, one for both betting modes (docs/api.md): ONE KEY PER ORDER. The first
 * attempt of an order makes its key; every retry of the same order (the same body: a double tap,
 * a lost connection, a server error, a lost session, a refused order tried again) sends the same
 * key, so the server answers the first receipt instead of placing twice (it keeps a key only with
 * a placed order, so a refusal tried again is simply tried again). A changed order gets a new key;
 * a placed order drops it. The key lives in sessionStorage, one per mode, so a reload in the
 * middle of an attempt still retries with it.
 */

export const ORDER_ATTEMPT_STORAGE: Record<OrderMode, string> = {
  normal: 'lotto.order.attempt.normal',
  advanced: 'lotto.order.attempt.advanced',
};

const attemptSchema = z.object({ body: z.string(), key: z.string().min(1) });

/** A fresh Idempotency-Key (docs/api.md: 1-100 of letters, digits, `_`, `-`). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function storedAttempt(mode: OrderMode): z.infer<typeof attemptSchema> | null {
  try {
    const parsed = attemptSchema.safeParse(
      JSON.parse(readStorage('session', ORDER_ATTEMPT_STORAGE[mode]) ?? ''),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The key of this order: the stored one when it is the same order, else a new one (stored). */
export function idempotencyKeyFor(request: OrderRequest): string {
  const body = JSON.stringify(orderCall(request).body);
  const stored = storedAttempt(request.mode);
  if (stored?.body === body) return stored.key;
  const key = newIdempotencyKey();
  writeStorage('session', ORDER_ATTEMPT_STORAGE[request.mode], JSON.stringify({ body, key }));
  return key;
}

/** The order is placed: the next one, even with the same bets, is a new order. */
function forgetAttempt(mode: OrderMode): void {
  removeStorage('session', ORDER_ATTEMPT_STORAGE[mode]);
}

/**
 * Places orders of both betting modes, one at a time: `place` answers the receipt, throws the
 * failure (an OrderRefusedError for a refusal) or answers `undefined` when an order of this screen
 * is already on its way or the user declined to place it. Given the order's `total`, an order above
 * the user's threshold (GetMyCredit's confirmOrderAbove, read at most CREDIT_POLL_MS old) asks once
 * more first (issue 36.3). The balance is read again after every placed order.
 */
export function usePlaceOrder() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: async (request: OrderRequest) => {
      const receipt = await placeOrder(request, idempotencyKeyFor(request));
      forgetAttempt(request.mode);
      return receipt;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: creditQueryKey }),
    meta: { handlesOwnError: true },
  });
  const { mutateAsync } = mutation;

  /** The user's threshold: null when off, or when the credit cannot be read (the order says why). */
  async function threshold(): Promise<number | null> {
    try {
      const credit = await queryClient.fetchQuery({
        queryKey: creditQueryKey,
        queryFn: ({ signal }) => getMyCredit(signal),
        staleTime: CREDIT_POLL_MS,
      });
      return credit.confirmOrderAbove ?? null;
    } catch {
      return null;
    }
  }

  async function place(request: OrderRequest, options: { total?: Cents } = {}): Promise<Receipt | undefined> {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    try {
      if (options.total !== undefined && !(await confirmLargeOrder(t, options.total, await threshold()))) {
        return undefined;
      }
      return await mutateAsync(request);
    } finally {
      inFlight.current = false;
    }
  }

  return { place, isPending: mutation.isPending };
}
