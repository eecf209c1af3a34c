import { z } from 'zod';
import { ROLES } from '@lotto/domain/roles';
import { optionalPositivePointsInput, positivePointsInput } from './points.js';
import { compactDateParam, usDateParam } from './wire-date-params.js';

export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** One user of GET /Admin/GetDownline: the caller's tree, depth first. */
export const downlineRowSchema = z.object({
  username: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  packageName: z.string().nullable(),
  /** points */
  balance: z.number(),
  parent: z.string().nullable(),
  children: z.number(),
  /** 0 for the root (an agent itself; the house's admins) */
  depth: z.number(),
  /** points: the order total above which the app asks once more (issue 36.3); null: off */
  confirmOrderAbove: z.number().nullable(),
  /** points: the most an agent pays for one counter claim without approval (issue 44); null: none */
  cashOutLimit: z.number().nullable(),
});
export type DownlineRow = z.infer<typeof downlineRowSchema>;
export const downlineAnswer = z.array(downlineRowSchema);

/** GET /Admin/GetDownline: `search`, part of a username (optional). */
export const downlineQuery = z.object({ search: z.string().max(32).optional() });
export type DownlineQueryInput = z.input<typeof downlineQuery>;

const username = z.string().trim().min(1, 'required');
/** An empty form field means "not given". */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/** The roles an operator creates: the house makes agents and players, an agent its own. */
export const CREATED_ROLES = ['agent', 'player'] as const;

/**
 * POST /Admin/CreateUser (form): `parent` defaults to the caller, `packageName` to the parent's,
 * `credit` (points, optional) is the opening credit. The username and password rules, and who may
 * create what where, are the server's checks.
 */
export const createUserBody = z.object({
  username,
  password: z.string(),
  role: z.enum(CREATED_ROLES),
  parent: optionalText,
  packageName: optionalText,
  credit: optionalPositivePointsInput(),
});
export type CreateUserInput = z.input<typeof createUserBody>;
/** What a form sends: every field as text ('' for none). */
export type CreateUserForm = Record<keyof CreateUserInput, string>;

/** The answer of POST /Admin/CreateUser: the new user's name as stored (lower case). */
export const createdUserAnswer = z.object({ username: z.string() });
export type CreatedUserAnswer = z.infer<typeof createdUserAnswer>;

/**
 * POST /Admin/SetOrderConfirm (form): an upline sets the order total (points) above which the app
 * asks a downline user once more before placing an order; empty or absent turns it off.
 */
export const setOrderConfirmBody = z.object({
  username: z.string().trim().min(1, 'required').max(64),
  confirmOrderAbove: optionalPositivePointsInput(),
});
export type SetOrderConfirmInput = z.input<typeof setOrderConfirmBody>;
/** What a form sends: the threshold as typed ('' turns it off). */
export type SetOrderConfirmForm = Record<keyof SetOrderConfirmInput, string>;

/** POST /Admin/SetPackage (form): the package a downline user bets under. */
export const setPackageBody = z.object({ username, packageName: z.string().trim().min(1, 'required') });
export type SetPackageInput = z.input<typeof setPackageBody>;

/** POST /Admin/ResetPassword (form): the password rules are the server's; the user's sessions end. */
export const resetPasswordBody = z.object({ username, newPassword: z.string() });
export type ResetPasswordInput = z.input<typeof resetPasswordBody>;

/** POST /Admin/SetUserStatus (form): suspending ends the user's sessions at once. */
export const setUserStatusBody = z.object({ username, status: z.enum(USER_STATUSES) });
export type SetUserStatusInput = z.input<typeof setUserStatusBody>;

/** The answer of SetPackage, ResetPassword, SetUserStatus and SetOrderConfirm: nothing but the message. */
export const noDataAnswer = z.null();

export const TRANSFER_DIRECTIONS = ['give', 'take'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

/** The longest remark of a credit move (a transfer, a house adjustment). */
export const CREDIT_REMARK_MAX = 200;

/** POST /Admin/TransferCredit (form): `amount` in points, more than 0; the remark is required. */
export const transferCreditBody = z.object({
  username,
  amount: positivePointsInput(),
  direction: z.enum(TRANSFER_DIRECTIONS),
  remark: z
    .string()
    .trim()
    .min(1, 'required')
    .max(CREDIT_REMARK_MAX, `at most ${CREDIT_REMARK_MAX} characters`),
});
export type TransferCreditInput = z.input<typeof transferCreditBody>;
/** What a form sends: every field as text (the amount in points as typed). */
export type TransferCreditForm = Record<keyof TransferCreditInput, string>;

/** The answer of POST /Admin/TransferCredit; balances in points after the transfer. */
export const transferResultAnswer = z.object({
  ref: z.string(),
  upline: z.string(),
  downline: z.string(),
  /** null for the house, whose wallet is not touched */
  uplineBalance: z.number().nullable(),
  downlineBalance: z.number(),
});
export type TransferResult = z.infer<typeof transferResultAnswer>;

/** One transfer of GET /Admin/GetTransfers, newest first. */
export const transferRowSchema = z.object({
  ref: z.string(),
  /** 'dd/MM/yyyy HH:mm:ss' in the draw time zone */
  formattedDate: z.string(),
  /** null: the house */
  upline: z.string().nullable(),
  downline: z.string(),
  direction: z.enum(TRANSFER_DIRECTIONS),
  /** points, always positive */
  amount: z.number(),
  remark: z.string(),
  by: z.string(),
});
export type TransferRow = z.infer<typeof transferRowSchema>;
export const transfersAnswer = z.array(transferRowSchema);

/**
 * GET /Admin/GetTransfers: one downline user's, on local dates fromDate..toDate (MM/DD/yyyy,
 * swapped if reversed); all optional.
 */
export const transfersQuery = z.object({
  username: optionalText,
  fromDate: usDateParam().optional(),
  toDate: usDateParam().optional(),
});
export type TransfersQueryInput = z.input<typeof transfersQuery>;

/** One entry of GET /Admin/GetAuditLog, newest first. */
export const auditEntrySchema = z.object({
  id: z.string(),
  /** 'dd/MM/yyyy HH:mm:ss' in the draw time zone */
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  /** the user the action was about, if any */
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /Admin/GetAuditLog: one page of entries. */
export const auditPageAnswer = z.object({
  page: z.number(),
  pageSize: z.number(),
  hasMore: z.boolean(),
  items: z.array(auditEntrySchema),
});
export type AuditPage = z.infer<typeof auditPageAnswer>;

/** A blank query value (`?actor=`) is taken as not given. */
const optionalFilter = (max: number) =>
  z.preprocess(
    (value: string | undefined) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max).optional(),
  );
const optionalDate = z.preprocess(
  (value: string | undefined) => (value === '' ? undefined : value),
  compactDateParam().optional(),
);

/**
 * GET /Admin/GetAuditLog: actor and target usernames (exact), action (exact, or a family such as
 * "draw"), text contained in the action or before/after, local dates from..to (YYYYMMDD) and the
 * page (from 1); all optional, a blank one left out.
 */
export const auditLogQuery = z.object({
  actor: optionalFilter(64),
  action: optionalFilter(40),
  target: optionalFilter(64),
  text: optionalFilter(100),
  from: optionalDate,
  to: optionalDate,
  page: z.coerce
    .number<string | number>({ error: 'expected a page number' })
    .int()
    .min(1)
    .max(100_000)
    .default(1),
});
export type AuditLogQueryInput = z.input<typeof auditLogQuery>;
