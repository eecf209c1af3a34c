import { z } from 'zod';
import { ROLES } from '@lotto/domain/roles';
import { optionalPositivePointsInput } from './points.js';

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
});
export type DownlineRow = z.infer<typeof downlineRowSchema>;
export const downlineAnswer = z.array(downlineRowSchema);

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

/** The answer of SetPackage, ResetPassword, SetUserStatus and SetOrderConfirm: nothing but the message. */
export const noDataAnswer = z.null();

export const TRANSFER_DIRECTIONS = ['give', 'take'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

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
