import { z } from 'zod';
import { BET_GROUP_CODES } from '@lotto/domain/bet-types';
import {
  DEFAULT_MAX_LINES,
  ORDER_ERROR_CODES,
  ORDER_MESSAGE_KEYS,
  type OrderMessageKey,
} from '@lotto/domain/order-string';
import { PATTERN_CODES } from '@lotto/domain/patterns';
import { usDateParam } from './wire-date-params.js';

/**
 * The size caps of one order (docs/rules.md "Order size caps"), checked before anything is
 * expanded so no order can hold the server: the web checks them too before sending.
 */
export const ORDER_CAPS = Object.freeze({
  /** MakeOrderAdvanced `str2`, in UTF-8 bytes */
  textBytes: 20_000,
  /** order lines of an advanced text (blank lines do not count) */
  textLines: DEFAULT_MAX_LINES,
  /** bet items of a MakeOrder cart */
  cartBets: 200,
  /** draw dates of one order: every open date (today and 7 days ahead) */
  dates: 8,
  /** pools of one bet: all nine */
  pools: 9,
  /**
   * concrete bets of the whole order: for every line, the numbers its pattern bets (BOX 1234 is
   * 24) x its pools x its draw dates, summed
   */
  expandedBets: 10_000,
  /**
   * sell-limit counters of the whole order: the expanded bets above x each line's bet types with an
   * amount, summed. Every counter is a row the order locks and adds to and a cancel frees, so this,
   * not the bets, bounds an order's work (issue #36 item 5: 9,600 bets x 8 bet types at 0.01 each
   * held PostgreSQL for seconds); 200 numbers x BOX x 2 pools x Big and Small (19,200) is legal
   */
  counters: 20_000,
});

/** UTF-8 length of a text, the same in the browser and on the server (a lone surrogate counts 3, as U+FFFD). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Both order calls: the downline customer the order is placed for (issue 38; docs/api.md). Absent,
 * null or blank: the caller's own order. A player naming anyone is refused (403), a name outside
 * the caller's downline is not found (404).
 */
const forUsername = z.string().max(64, 'ForUsername: at most 64 characters').nullish();

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
    .max(ORDER_CAPS.dates, `dates: at most ${ORDER_CAPS.dates} draw dates`),
  betList: z
    .array(
      z.object({
        number: z.string().max(10),
        pattern: z.enum(PATTERN_CODES).default('NORMAL'),
        betType: z
          .array(z.object({ shortCode: z.string().max(4), amount: amountValue }))
          .min(1)
          .max(10),
        poolList: z
          .array(z.coerce.number().int())
          .min(1)
          .max(ORDER_CAPS.pools, `poolList: at most ${ORDER_CAPS.pools} pools`),
        type: z.string().max(10).optional(),
      }),
    )
    .min(1, 'the cart is empty')
    .max(ORDER_CAPS.cartBets, `betList: at most ${ORDER_CAPS.cartBets} bets in one order`),
  remark: z.string().max(200).default(''),
  phone: z.string().max(40).default(''),
  ForUsername: forUsername,
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
  str2: z
    .string()
    .max(ORDER_CAPS.textBytes, `str2: at most ${ORDER_CAPS.textBytes} bytes`)
    .refine((text) => utf8Bytes(text) <= ORDER_CAPS.textBytes, {
      message: `str2: at most ${ORDER_CAPS.textBytes} bytes (UTF-8)`,
    }),
  remark: z.string().max(200).default(''),
  existing_ticket_id: z.union([z.string().max(20), z.number()]).nullish(),
  /** Reorder: the ticket the order string was copied from (its owner owns the new tickets) */
  reorder_ticket_id: z.union([z.string().max(20), z.number()]).nullish(),
  ForUsername: forUsername,
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
  /** what `message` says, as a key and parameters any language can say (domain messages.ts) */
  messageKey: z.enum(ORDER_MESSAGE_KEYS as [OrderMessageKey, ...OrderMessageKey[]]).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** `data` of a refused MakeOrderAdvanced: every line error, so the editor can mark each line. */
export const orderLineErrorsSchema = z.object({ errors: z.array(orderLineErrorSchema) });
export type OrderLineErrors = z.infer<typeof orderLineErrorsSchema>;

/**
 * GET /Order/GetTicketList (spec §3): the caller's tickets on the draw dates datefrom..dateto
 * (MM/DD/yyyy, swapped if reversed), targetstatus 1 active (default), 2 cancelled, 3 failed.
 */

/** One ticket of GET /Order/GetTicketList (spec §3), by draw date range and status. */
export const ticketListItemSchema = z.object({
  betId: z.string(),
  /** 'dd/MM/yyyy HH:mm:ss' in the draw time zone */
  datetime: z.string(),
  /** 'YYYY-MM-DD' */
  drawDate: z.string(),
  /** pool code, e.g. 'mg' */
  pool: z.string(),
  /** points: what the ticket cost (accepted; 0 for a failed ticket) */
  value: z.number(),
  status: z.string(),
  /** false once its draw has closed (or the ticket is not active): no checkbox for multi-cancel */
  cancellable: z.boolean(),
  /** scope=customers only: whose ticket it is, who placed it (the owner or an upline), its remark */
  owner: z.string().optional(),
  placedBy: z.string().optional(),
  remark: z.string().optional(),
});
export type TicketListItem = z.infer<typeof ticketListItemSchema>;
export const ticketListAnswer = z.array(ticketListItemSchema);

/** Whose tickets GetTicketList lists: the caller's own, or its downline customers' (issue 38 item 3). */
export const TICKET_SCOPES = ['mine', 'customers'] as const;
export type TicketScope = (typeof TICKET_SCOPES)[number];

/** A text filter of GetTicketList: trimmed, blank is none. */
const listFilter = (field: string, max: number) =>
  z
    .string()
    .max(max, `${field}: at most ${max} characters`)
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/**
 * GET /Order/GetTicketList (spec §3) beyond the spec's three fields: `scope` (`mine`, the default
 * and what a player gets; `customers`, an agent's downline, 403 for a player), and for customers
 * `customer` (one downline user, exact; 404 outside the downline) and `search` (the owner's name,
 * the remark or the phone contains it, any case).
 */
export const ticketListFilters = z.object({
  scope: z.enum(TICKET_SCOPES, { message: 'scope: expected mine or customers' }).default('mine'),
  customer: listFilter('customer', 64),
  search: listFilter('search', 50),
});
export type TicketListFiltersInput = z.input<typeof ticketListFilters>;

/** GET /Order/GetTicketList: the spec's date range and tab, and the agent's filters above. */
export const ticketListQuery = z
  .object({
    datefrom: usDateParam(),
    dateto: usDateParam(),
    targetstatus: z.enum(['1', '2', '3'], { message: 'targetstatus: expected 1, 2 or 3' }).default('1'),
  })
  .extend(ticketListFilters.shape)
  .refine((query) => query.scope === 'customers' || (!query.customer && !query.search), {
    message: 'customer, search: only with scope=customers',
  });
export type TicketListQueryInput = z.input<typeof ticketListQuery>;
