import { z } from 'zod';
import { BET_GROUP_CODES } from '@lotto/domain/bet-types';
import { ORDER_ERROR_CODES } from '@lotto/domain/order-string';
import { PATTERN_CODES } from '@lotto/domain/patterns';

const amountValue = z.union([z.string().max(20), z.number()]).transform((value) => String(value));

/**
 * POST /Order/MakeOrder: the spec §3 cart object. The server reads the group, the dates' values,
 * and per bet the number, pattern, each bet type's short code and amount, and the pool ids; extra
 * fields a client sends (labels, ids, totals) are accepted and dropped, so what is stored as the
 * ticket's cartObject is this validated cart only (issue #20 item 7: junk was stored once per
 * pool and date).
 */
export const makeOrderBody = z.object({
  name: z.enum(BET_GROUP_CODES),
  dates: z
    .array(z.object({ value: z.string().max(20) }))
    .min(1, 'choose at least one draw date')
    .max(10),
  betList: z
    .array(
      z.object({
        number: z.string().max(10),
        pattern: z.enum(PATTERN_CODES).default('NORMAL'),
        betType: z
          .array(z.object({ shortCode: z.string().max(4), amount: amountValue }))
          .min(1)
          .max(10),
        poolList: z.array(z.coerce.number().int()).min(1).max(10),
        type: z.string().max(10).optional(),
      }),
    )
    .min(1, 'the cart is empty')
    .max(200),
  remark: z.string().max(200).default(''),
  phone: z.string().max(40).default(''),
});
/** What the server reads from a MakeOrder body. */
export type MakeOrderCart = z.infer<typeof makeOrderBody>;
/** What a client may send as a MakeOrder body. */
export type MakeOrderInput = z.input<typeof makeOrderBody>;

/**
 * POST /Order/MakeOrderAdvanced: order lines joined by '\n' (docs/api.md), optionally replacing a
 * ticket (Edit) or copied from one (Reorder).
 */
export const makeOrderAdvancedBody = z.object({
  str2: z.string().max(20_000, 'str2: at most 20,000 characters'),
  remark: z.string().max(200).default(''),
  existing_ticket_id: z.union([z.string().max(20), z.number()]).nullish(),
  /** Reorder: the ticket the order string was copied from (its owner owns the new tickets) */
  reorder_ticket_id: z.union([z.string().max(20), z.number()]).nullish(),
});
export type MakeOrderAdvancedInput = z.input<typeof makeOrderAdvancedBody>;

/** The `Idempotency-Key` header of both order calls: a retry with the same key answers the first receipt. */
export const idempotencyKeyHeader = z
  .string()
  .regex(/^[\w-]{1,100}$/, 'Idempotency-Key: 1 to 100 letters, digits, _ or -')
  .optional();

/** COMPLETE: every bet placed in full; LIMIT: some cut to a sell limit; SOLD_OUT: nothing placed. */
export const BET_STATUSES = ['COMPLETE', 'LIMIT', 'SOLD_OUT'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** The answer of MakeOrder and MakeOrderAdvanced (spec §3): one receipt text and id per ticket. */
export const receiptSchema = z.object({
  receiptString: z.array(z.string()),
  ticketXId: z.array(z.string()),
  betStatus: z.enum(BET_STATUSES),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** One error of an order string, with its 1-based line and column (domain order-string). */
export const orderLineErrorSchema = z.object({
  line: z.number().int().positive(),
  column: z.number().int().positive(),
  message: z.string(),
  code: z.enum(ORDER_ERROR_CODES),
});

/** `data` of a refused MakeOrderAdvanced: every line error, so the editor can mark each line. */
export const orderLineErrorsSchema = z.object({ errors: z.array(orderLineErrorSchema) });
export type OrderLineErrors = z.infer<typeof orderLineErrorsSchema>;
