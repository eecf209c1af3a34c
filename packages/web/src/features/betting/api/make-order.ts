import { receiptSchema, type Receipt } from '@/lib/orders/receipt';
import { apiRequest, ApiError } from '@/lib/api-client';
import type { OrderCart } from '../lib/cart';

/**
 * POST /Order/MakeOrder with the spec §3 cart and an `Idempotency-Key` header: a retry with the
 * same key and body answers the first receipt and places nothing new (docs/api.md).
 */
export async function makeOrder(cart: OrderCart, idempotencyKey: string): Promise<Receipt> {
  try {
    return await apiRequest('/Order/MakeOrder', receiptSchema, {
      json: cart,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  } catch (error) {
    // A refusal without a message reads as the spec's default "Failed to place bet".
    if (error instanceof ApiError && error.status > 0 && !error.code && !error.message) {
      throw new ApiError('', { code: 'FAILED_TO_PLACE_BET', status: error.status, data: error.data });
    }
    throw error;
  }
}

/**
 * A final answer ends the attempt: the key is dropped so that the next submission is a new order.
 * A network failure, a server error or a lost session may have placed the order or not, so the
 * key is kept and a retry answers the first result instead of placing twice.
 */
export function isFinalOrderError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { status } = error;
  return status !== 0 && status < 500 && status !== 401 && status !== 403 && status !== 429;
}
