import { z } from 'zod/mini';

/**
 * The account calls: logging in and out, the session check, a password change, the credit and the
 * package list. zod/mini, as the login screen loads this module (docs/decisions/010): its
 * functions are marked free of side effects, so what a screen does not use stays out of its chunk.
 */

/** POST /Account/Login (form): a username and password, or a one-time `token`. */
export const loginBody = z.union([
  z.object({
    username: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    password: z.string().check(z.minLength(1), z.maxLength(128)),
  }),
  z.object({ token: z.string().check(z.minLength(1), z.maxLength(128)) }),
]);
export type LoginInput = z.input<typeof loginBody>;

/**
 * The user of Login and IsLoggedIn (spec §3): the name, the session's public id as `token`, and
 * the role.
 */
export const userAnswer = z.object({
  username: z.string().check(z.minLength(1)),
  token: z.string().check(z.minLength(1)),
  role: z.string(),
});
export type UserAnswer = z.infer<typeof userAnswer>;
export const loginAnswer = userAnswer;
export type LoginAnswer = UserAnswer;
/** GET /Account/IsLoggedIn: the start-up session check (401 when logged out). */
export const isLoggedInAnswer = userAnswer;
export type IsLoggedInAnswer = UserAnswer;

/** POST /Account/Logout: always succeeds, nothing but the message. */
export const logoutAnswer = z.null();
export type LogoutAnswer = z.infer<typeof logoutAnswer>;

/** POST /Tool/ChangePassword (form): success ends every session of the user. */
export const changePasswordBody = z.object({
  oldPassword: z.string().check(z.minLength(1, 'required'), z.maxLength(128)),
  newPassword: z.string().check(z.minLength(1, 'required'), z.maxLength(128)),
});
export type ChangePasswordInput = z.input<typeof changePasswordBody>;
export const changePasswordAnswer = z.null();
export type ChangePasswordAnswer = z.infer<typeof changePasswordAnswer>;

/**
 * GET /Account/GetMyCredit: the caller's balance in points, and the order total (points) above
 * which the app asks once more before placing an order (set by the upline, issue 36.3; null: off).
 */
export const creditAnswer = z.object({
  creditLeft: z.number(),
  confirmOrderAbove: z.nullable(z.number()),
  /** the weekly limit, points (issue 41); present only with CREDIT_CYCLE=weekly */
  weeklyLimit: z.optional(z.nullable(z.number())),
});
export type CreditAnswer = z.infer<typeof creditAnswer>;

/**
 * `data` of an INSUFFICIENT_CREDIT refusal of an order (issue 36.3), in points: the balance, what
 * the order costs at most, and how much is missing (order - balance), so any language can say it.
 */
export const insufficientCreditData = z.object({
  balance: z.number(),
  order: z.number(),
  short: z.number(),
});
export type InsufficientCreditData = z.infer<typeof insufficientCreditData>;

/** One bet type's commission in GetPackageList: percent of turnover. */
export const commissionViewSchema = z.object({ betType: z.string(), amount: z.number() });
/** One bet type's payout for one prize in GetPackageList: points per 1.00 bet. */
export const payoutViewSchema = z.object({ betType: z.string(), priceName: z.string(), amount: z.number() });

/**
 * GET /Account/GetPackageList: the caller's package, commission and payout tables per game length
 * (every table sent, [] for a game length without bet types).
 */
export const packageListAnswer = z.object({
  activatedPackage: z.string(),
  commissionList2d: z.array(commissionViewSchema),
  commissionList3d: z.array(commissionViewSchema),
  commissionList4d: z.array(commissionViewSchema),
  commissionList5d: z.array(commissionViewSchema),
  commissionList6d: z.array(commissionViewSchema),
  payoutList2d: z.array(payoutViewSchema),
  payoutList3d: z.array(payoutViewSchema),
  payoutList4d: z.array(payoutViewSchema),
  payoutList5d: z.array(payoutViewSchema),
  payoutList6d: z.array(payoutViewSchema),
});
/** What the server sends (the same as what a reader gets: nothing is transformed). */
export type PackageListAnswerInput = z.input<typeof packageListAnswer>;
export type PackageListAnswer = z.output<typeof packageListAnswer>;
