import { ORDER_ERROR_CODES, type OrderError } from '@lotto/domain/order-string';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { creditQueryKey } from '@/lib/account/get-my-credit';
import { receiptSchema, type Receipt } from '@/lib/orders/receipt';
import { ApiError, apiRequest } from '@/lib/api-client';

export interface AdvancedOrderInput {
  /** the order lines joined by '\n' */
  str2: string;
  remark: string;
  /** Edit: the ticket this order replaces (voided in the same transaction) */
  existingTicketId?: string;
  /** the same key for every retry of one order, so a double tap never places twice */
  idempotencyKey: string;
}

/** A refused order; `lineErrors` are the server's per-line errors (data.errors), if any. */
export class AdvancedOrderError extends ApiError {
  readonly lineErrors: OrderError[];

  constructor(error: ApiError, lineErrors: OrderError[]) {
    super(error.message, { code: error.code, status: error.status, data: error.data });
    this.name = 'AdvancedOrderError';
    this.lineErrors = lineErrors;
  }
}

const lineErrorsSchema = z.object({
  errors: z.array(
    z.object({
      line: z.number().int().positive(),
      column: z.number().int().positive(),
      message: z.string(),
      code: z.enum(ORDER_ERROR_CODES),
    }),
  ),
});

/** The server's line errors: `data.errors`, else the "Line 3, column 5: ..." of its message. */
export function lineErrorsOf(data: unknown, code: string | undefined, message: string): OrderError[] {
  const parsed = lineErrorsSchema.safeParse(data);
  if (parsed.success) return parsed.data.errors;
  const match = /^Line (\d+), column (\d+): (.*)$/s.exec(message);
  const orderCode = ORDER_ERROR_CODES.find((known) => known === code);
  if (!match || !orderCode) return [];
  return [{ line: Number(match[1]), column: Number(match[2]), message: match[3] ?? '', code: orderCode }];
}

/**
 * POST /Order/MakeOrderAdvanced with an Idempotency-Key header. A refusal carries the server's
 * per-line errors (data.errors) so the editor can mark each line.
 */
export async function makeOrderAdvanced(input: AdvancedOrderInput): Promise<Receipt> {
  const body: Record<string, string> = { str2: input.str2, remark: input.remark };
  if (input.existingTicketId) body.existing_ticket_id = input.existingTicketId;
  try {
    return await apiRequest('/Order/MakeOrderAdvanced', receiptSchema, {
      json: body,
      headers: { 'Idempotency-Key': input.idempotencyKey },
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0 || error.status === 401 || error.status === 403) {
      throw error;
    }
    const code = error.code ?? (error.message ? undefined : 'FAILED_TO_PLACE_BET');
    const refused = new ApiError(error.message, { code, status: error.status, data: error.data });
    throw new AdvancedOrderError(refused, lineErrorsOf(error.data, code, error.message));
  }
}

/** Places the order; the credit balance is refreshed after every answer that placed one. */
export function useMakeOrderAdvanced() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeOrderAdvanced,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: creditQueryKey }),
    meta: { handlesOwnError: true },
  });
}
