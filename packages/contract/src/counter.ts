import { z } from 'zod';
import { ID_KINDS } from '@lotto/domain/id-document';
import { CLAIM_STATUS_NAMES } from './counter-note.js';
import { optionalPositivePointsInput } from './points.js';
import { ticketIdParam } from './tickets.js';
import { compactDateParam } from './wire-date-params.js';

export { CLAIM_STATUS_NAMES, claimNoteSchema, type ClaimNote } from './counter-note.js';

/**
 * At the counter (issue 44): printed slips and their copies, paying a walk-in winner once with an
 * ID check, the cash-out limit and the claims report.
 */

/** POST /Order/MarkPrinted (JSON): counts one print of a ticket's slip. */
export const markPrintedBody = z.object({ ticketId: ticketIdParam('ticketId') });
export type MarkPrintedInput = z.input<typeof markPrintedBody>;

/**
 * The answer of MarkPrinted: the prints so far (this one included); `copy` is 0 for the original
 * and n for "COPY n"; `pin` is the claim PIN, answered on the original print only and never again.
 */
export const markPrintedAnswer = z.object({
  printCount: z.number().int().min(1),
  copy: z.number().int().min(0),
  pin: z
    .string()
    .regex(/^\d{6}$/)
    .nullable(),
});
export type MarkPrintedAnswer = z.infer<typeof markPrintedAnswer>;

/** The largest ID photo a claim takes, in bytes (before base64). */
export const MAX_CLAIM_PHOTO_BYTES = 2 * 1024 * 1024;
export const CLAIM_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

/** An ID photo in a JSON body: its type and its bytes as base64 (checked for size before decoding). */
export const claimPhotoInput = z.object({
  type: z.enum(CLAIM_PHOTO_TYPES, { message: 'a JPEG or PNG image only' }),
  data: z
    .string()
    .max(Math.ceil(MAX_CLAIM_PHOTO_BYTES / 3) * 4 + 4, 'at most 2 MB')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'expected base64'),
});

/**
 * POST /Order/ClaimTicket (JSON): pays a winning ticket at the counter. `amount` (points) defaults
 * to the ticket's win; the ID number is checked by its kind (an IC: 12 digits with a plausible
 * birth date).
 */
export const claimTicketBody = z.object({
  ticketId: ticketIdParam('ticketId'),
  pin: z.string().regex(/^\d{6}$/, 'six digits'),
  customerName: z.string().trim().min(1, 'required').max(100, 'at most 100 characters'),
  idKind: z.enum(ID_KINDS, { message: 'ic or passport' }),
  idNumber: z.string().trim().min(1, 'required').max(30, 'at most 30 characters'),
  amount: optionalPositivePointsInput(),
  remark: z.string().trim().max(200, 'at most 200 characters').optional().default(''),
  photo: claimPhotoInput.nullable().optional(),
});
export type ClaimTicketInput = z.input<typeof claimTicketBody>;

/** One claim as the answers show it. Amounts in points; times 'dd/MM/yyyy HH:mm:ss' (draw zone). */
export const claimSchema = z.object({
  claimId: z.string(),
  ticketId: z.string(),
  owner: z.string(),
  drawDate: z.string(),
  pool: z.string(),
  /** who paid (the agent at the counter) and when */
  claimedBy: z.string(),
  claimedAt: z.string(),
  customerName: z.string(),
  idKind: z.enum(ID_KINDS),
  /** the ID number, all but its last four characters masked */
  idNumber: z.string(),
  amount: z.number(),
  /** the ticket's win when it was claimed */
  win: z.number(),
  /** the ticket's win now: lower than `win` when a result correction lowered it (flagged) */
  winNow: z.number(),
  flagged: z.boolean(),
  remark: z.string(),
  hasPhoto: z.boolean(),
  status: z.enum(CLAIM_STATUS_NAMES),
  /** who approved a claim above the cash-out limit, and when (null otherwise) */
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export type Claim = z.infer<typeof claimSchema>;

/** The answer of ClaimTicket: the claim stored (Pending when it waits for the upline). */
export const claimTicketAnswer = claimSchema;

/** The data of an ALREADY_CLAIMED failure: who claimed the ticket and when. */
export const alreadyClaimedData = z.object({ claimedBy: z.string(), claimedAt: z.string() });

/** GET /Report/GetClaims?from=YYYYMMDD&to=YYYYMMDD: claims made on those days (draw time zone). */
export const claimsQuery = z.object({ from: compactDateParam(), to: compactDateParam() });
export type ClaimsQueryInput = z.input<typeof claimsQuery>;

/**
 * A claim of the Claims report: `canDecide` when it waits for approval and the viewer may decide it
 * (an upline of the agent who claimed, never that agent itself), so screens offer Approve / Refuse
 * only where DecideClaim would take them.
 */
export const claimsItemSchema = claimSchema.extend({ canDecide: z.boolean() });
export type ClaimsItem = z.infer<typeof claimsItemSchema>;

export const claimsAnswer = z.object({
  /** points paid (Paid claims) and waiting (Pending claims) */
  totalPaid: z.number(),
  totalPending: z.number(),
  count: z.number(),
  flagged: z.number(),
  items: z.array(claimsItemSchema),
});
export type ClaimsAnswer = z.infer<typeof claimsAnswer>;

/** POST /Order/DecideClaim (JSON): an upline approves (or refuses: the claim is dropped) a pending claim. */
export const decideClaimBody = z.object({
  claimId: ticketIdParam('claimId'),
  approve: z.boolean(),
});
export type DecideClaimInput = z.input<typeof decideClaimBody>;

/**
 * POST /Admin/SetCashOutLimit (form or JSON): an upline sets the most (points) a downline agent
 * pays for one claim without approval; empty or absent removes the limit.
 */
export const setCashOutLimitBody = z.object({
  username: z.string().trim().min(1, 'required').max(64),
  cashOutLimit: optionalPositivePointsInput(),
});
export type SetCashOutLimitInput = z.input<typeof setCashOutLimitBody>;
