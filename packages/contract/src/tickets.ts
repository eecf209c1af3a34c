import { z } from 'zod';
import { isMonthDay } from './wire-dates.js';
import { claimNoteSchema } from './counter-note.js';

/**
 * A placed ticket on the wire: its details, cancelling it (one or several) and the check-ticket
 * search.
 */

/** A ticket's status as the answers name it. */
export const TICKET_STATUS_NAMES = ['Active', 'Voided', 'Failed'] as const;
export type TicketStatusName = (typeof TICKET_STATUS_NAMES)[number];

/** A ticket id in a query or body: its digits as text or a JSON number; read as a positive integer. */
export const ticketIdParam = (field: string) =>
  z.union([z.string(), z.number()]).transform((value, issue) => {
    const id = Number(value);
    if (!Number.isSafeInteger(id) || id <= 0) {
      issue.addIssue({ code: 'custom', message: `${field}: expected a ticket id` });
      return z.NEVER;
    }
    return id;
  });

/** GET /Order/GetTicketDetails (spec §3); the spec's client sends `dateTime` too, which changes nothing. */
export const ticketDetailsQuery = z.object({
  betId: ticketIdParam('betId'),
  dateTime: z.string().optional(),
});
export type TicketDetailsQueryInput = z.input<typeof ticketDetailsQuery>;

/** The answer of GetTicketDetails: used by details, Rebet (normal and advanced) and Edit. Points. */
export const ticketDetailsAnswer = z.object({
  betId: z.string(),
  status: z.enum(TICKET_STATUS_NAMES),
  /** 'dd/MM/yyyy HH:mm:ss' in the draw time zone */
  datetime: z.string(),
  /** points: what the ticket cost (accepted) */
  total: z.number(),
  /** the ticket as an order string (advanced mode); '' when the language cannot express it */
  orderstring: z.string(),
  /** the receipt text; a voided ticket's starts with '&' */
  orderresponse: z.string(),
  remark: z.string(),
  /** the customer's phone given with a normal-mode order ('' when none) */
  phone: z.string(),
  /** whether Cancel (and Edit) can still act: active and its draw open (the server checks again) */
  cancellable: z.boolean(),
  /**
   * the normal-mode cart (spec §3, as the server read it: MakeOrderCart) with this ticket's bet
   * items; null for advanced orders. Left unknown here: tickets stored before the cart was
   * validated carry other fields, and Rebet reads each item on its own.
   */
  cartObject: z.unknown().nullable(),
  /**
   * Whose ticket it is (its wallet paid), who placed it (the owner, or an upline who edited or
   * reordered it for the owner) and who cancelled it (null while active); null when the user is
   * not found.
   */
  owner: z.string().nullable(),
  placedBy: z.string().nullable(),
  voidedBy: z.string().nullable(),
  /**
   * Issue 44, at the counter (always sent; optional so that a reader of an older answer still
   * parses it): prints of its slip so far (0: never printed; the next print is COPY printCount),
   * the points it won (null while its draw is not settled) and its counter claim, if any.
   */
  printCount: z.number().int().min(0).optional(),
  win: z.number().nullable().optional(),
  claim: claimNoteSchema.nullable().optional(),
});
export type TicketDetailsAnswer = z.infer<typeof ticketDetailsAnswer>;

/** GET /Order/CancelOrder: voids one ticket and refunds it. */
export const cancelOrderQuery = z.object({ header_id: ticketIdParam('header_id') });
export type CancelOrderQueryInput = z.input<typeof cancelOrderQuery>;

/** The answer of CancelOrder: the id of the ticket cancelled. */
export const cancelOrderAnswer = z.object({ cancelled: z.array(z.string()) });
export type CancelOrderAnswer = z.infer<typeof cancelOrderAnswer>;

/** The most tickets one CancelMultipleOrder takes. */
export const MAX_CANCEL_TICKETS = 200;

/** POST /Order/CancelMultipleOrder (JSON); an empty list is refused by the server with its own code. */
export const cancelMultipleOrderBody = z.object({
  header_ids: z.array(ticketIdParam('header_ids')).max(MAX_CANCEL_TICKETS),
});
export type CancelMultipleOrderInput = z.input<typeof cancelMultipleOrderBody>;

/** The answer of CancelMultipleOrder: the ids cancelled now (the others, e.g. a closed draw, are skipped). */
export const cancelMultipleOrderAnswer = z.array(z.string());
export type CancelMultipleOrderAnswer = z.infer<typeof cancelMultipleOrderAnswer>;

/**
 * One optional check-ticket filter: missing, null or blank means "any"; anything else must match
 * `valid`, or the call is refused naming the field. `numbers`: a JSON number is read as its digits
 * (ticket ids); elsewhere a number would lose its leading zeros (0105, 0123), so only text is taken.
 */
function optionalFilter(expected: string, valid: (text: string) => boolean, numbers = false) {
  return (
    z
      .unknown()
      .transform((value, issue) => {
        if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
          return null;
        }
        const text =
          typeof value === 'string'
            ? value.trim()
            : numbers && typeof value === 'number'
              ? String(value)
              : null;
        if (text === null || !valid(text)) {
          issue.addIssue({ code: 'custom', message: `expected ${expected}, got ${JSON.stringify(value)}` });
          return z.NEVER;
        }
        return text;
      })
      // an absent field skips the transform, so it reads as undefined: "any" as well
      .optional()
  );
}

/**
 * POST /Report/CheckTicket (spec §2 check ticket; form-encoded or JSON): `date` MMDD (the draw
 * date nearest today), `ticket_id`, `bet_number`, each may be empty.
 */
export const checkTicketBody = z.object({
  date: optionalFilter('MMDD (month and day of the draw, e.g. 1122)', isMonthDay),
  ticket_id: optionalFilter('a ticket id (digits only)', (text) => /^\d{1,15}$/.test(text), true),
  bet_number: optionalFilter('a bet number of 2 to 6 digits', (text) => /^\d{2,6}$/.test(text)),
});
/** What a form sends: each filter as text, '' for any. */
export type CheckTicketForm = Record<keyof z.input<typeof checkTicketBody>, string>;

/**
 * One receipt's ticket: whose it is (an agent's list names its players), whether Void/Edit can
 * still act (its draw is open), and its status, the only source of "cancelled" on screen (the text
 * carries the free-text remark; issue #20 item 12).
 */
export const checkTicketEntrySchema = z.object({
  ticketId: z.string(),
  owner: z.string(),
  cancellable: z.boolean(),
  status: z.enum(TICKET_STATUS_NAMES),
  /** issue 44: points won (null while the draw is not settled) and its counter claim */
  win: z.number().nullable().optional(),
  claim: claimNoteSchema.nullable().optional(),
});
export type CheckTicketEntry = z.infer<typeof checkTicketEntrySchema>;

/** The answer of CheckTicket: the caller's and its downline's matching tickets, newest first. */
export const checkTicketAnswer = z.object({
  /** points: the accepted amounts of the active tickets listed */
  total: z.number(),
  count: z.number(),
  /** receipt texts as placed, newest first; a cancelled ticket's starts with '&' */
  receipts: z.array(z.string()),
  /** one per receipt, in the same order */
  entries: z.array(checkTicketEntrySchema),
});
export type CheckTicketAnswer = z.infer<typeof checkTicketAnswer>;
