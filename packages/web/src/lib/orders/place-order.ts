import { orderLineErrorsSchema, type MakeOrderInput } from '@lotto/contract/order';
import { ORDER_ERROR_CODES, type OrderError } from '@lotto/domain/order-string';
import { ApiError, apiRequest } from '@/lib/api-client';
import { receiptSchema, type Receipt } from './receipt';

/** An order of either betting mode, as the screens hand it over. */
export type OrderRequest =
  /**
   * normal betting: the spec §3 cart object (built by the betting feature's cart); `forUsername`,
   * an agent's customer the order is for (issue 38)
   */
  | { mode: 'normal'; cart: MakeOrderInput; forUsername?: string | null | undefined }
  /**
   * advanced betting: the order lines joined by '\n'; Edit names the ticket it replaces, Reorder /
   * Rebet the ticket the lines were copied from (the new ticket is its owner's)
   */
  | {
      mode: 'advanced';
      str2: string;
      remark: string;
      existingTicketId?: string | undefined;
      reorderTicketId?: string | undefined;
      forUsername?: string | null | undefined;
    };

export type OrderMode = OrderRequest['mode'];

/** The call and JSON body of an order (docs/api.md: MakeOrder, MakeOrderAdvanced). */
export function orderCall(request: OrderRequest): { path: string; body: object } {
  // An Edit or a Reorder is its ticket's owner's: it names no customer (the server refuses both).
  const forUsername = request.forUsername || undefined;
  if (request.mode === 'normal') {
    return {
      path: '/Order/MakeOrder',
      body: forUsername ? { ...request.cart, ForUsername: forUsername } : request.cart,
    };
  }
  const body: Record<string, string> = { str2: request.str2, remark: request.remark };
  if (request.existingTicketId) body.existing_ticket_id = request.existingTicketId;
  else if (request.reorderTicketId) body.reorder_ticket_id = request.reorderTicketId;
  else if (forUsername) body.ForUsername = forUsername;
  return { path: '/Order/MakeOrderAdvanced', body };
}

/** A refused order; `lineErrors` are the server's per-line errors (data.errors), if any. */
export class OrderRefusedError extends ApiError {
  readonly lineErrors: OrderError[];

  constructor(error: ApiError, lineErrors: OrderError[]) {
    super(error.message, { code: error.code, status: error.status, data: error.data });
    this.name = 'OrderRefusedError';
    this.lineErrors = lineErrors;
  }
}

/** The server's line errors: `data.errors`, else the "Line 3, column 5: ..." of its message. */
export function lineErrorsOf(data: unknown, code: string | undefined, message: string): OrderError[] {
  const parsed = orderLineErrorsSchema.safeParse(data);
  if (parsed.success) return parsed.data.errors;
  const match = /^Line (\d+), column (\d+): (.*)$/s.exec(message);
  const orderCode = ORDER_ERROR_CODES.find((known) => known === code);
  if (!match || !orderCode) return [];
  return [{ line: Number(match[1]), column: Number(match[2]), message: match[3] ?? '', code: orderCode }];
}

/**
 * Sends one order with its Idempotency-Key. A refusal (any answer but a lost connection or a lost
 * session) becomes an OrderRefusedError with the server's line errors; one without a message reads
 * as the spec's default "Failed to place bet".
 */
export async function placeOrder(request: OrderRequest, idempotencyKey: string): Promise<Receipt> {
  const { path, body } = orderCall(request);
  try {
    return await apiRequest(path, receiptSchema, {
      json: body,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0 || error.status === 401 || error.status === 403) {
      throw error;
    }
    const code = error.code ?? (error.message ? undefined : 'FAILED_TO_PLACE_BET');
    const refused = new ApiError(error.message, { code, status: error.status, data: error.data });
    throw new OrderRefusedError(refused, lineErrorsOf(error.data, code, error.message));
  }
}
