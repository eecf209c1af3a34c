import { z } from 'zod';
import { parsePoints, type Cents } from '@lotto/domain/money';
import { isMonday } from '@lotto/domain/weekly-cycle';
import { positivePointsInput } from './points.js';
import { compactDateParam } from './wire-date-params.js';

/**
 * The weekly cycle (一周限制), issue 41, docs/rules.md "Weekly cycle": weekly limits, the Monday
 * reset, the 7-day statement (7天会员账目) and 结账. Amounts are points on the wire (two
 * decimals), cents inside. Only with CREDIT_CYCLE=weekly; otherwise every call answers
 * VALIDATION_FAILED "the weekly cycle is off".
 */

const username = z.string().trim().min(1, 'required').max(64);

/** A limit in points: 0 or more, at most two decimals. */
const limitInput = () =>
  z.union([z.string(), z.number()]).transform((value, issue): Cents => {
    const parsed = parsePoints(value);
    if (!parsed.ok) {
      issue.addIssue({ code: 'custom', message: parsed.reason });
      return z.NEVER;
    }
    if (parsed.value < 0) {
      issue.addIssue({ code: 'custom', message: 'must be 0 or more' });
      return z.NEVER;
    }
    return parsed.value;
  });

/** A week: YYYYMMDD of its Monday, read as 'YYYY-MM-DD'. */
export const weekParam = () =>
  compactDateParam().refine((date) => isMonday(date), { message: 'expected the Monday a week starts on' });

/** POST /Admin/SetWeeklyLimit (JSON): a direct downline's weekly limit, points. */
export const setWeeklyLimitBody = z.object({ username, limit: limitInput() });
export type SetWeeklyLimitInput = z.input<typeof setWeeklyLimitBody>;

export const setWeeklyLimitAnswer = z.object({
  username: z.string(),
  /** points */
  from: z.number(),
  to: z.number(),
  /** the child's wallet after the difference moved, points */
  creditLeft: z.number(),
});
export type SetWeeklyLimitAnswer = z.infer<typeof setWeeklyLimitAnswer>;

/**
 * What the Monday close does to a downline (rule 4): `reset` its wallet to its target, or `lock` it
 * (no new bets) until its closed weeks are settled through 结账, and only then reset it.
 */
export const WEEKLY_AT_CLOSE = ['reset', 'lock'] as const;
export type WeeklyAtClose = (typeof WEEKLY_AT_CLOSE)[number];

/** POST /Admin/SetWeeklyAtClose (JSON): a direct downline's choice; `reset` also unlocks it now. */
export const setWeeklyAtCloseBody = z.object({ username, atClose: z.enum(WEEKLY_AT_CLOSE) });
export type SetWeeklyAtCloseInput = z.input<typeof setWeeklyAtCloseBody>;

export const setWeeklyAtCloseAnswer = z.object({
  username: z.string(),
  atClose: z.enum(WEEKLY_AT_CLOSE),
  /** YYYYMMDD of the closed week it is locked for; null: it may bet */
  lockedWeek: z.string().nullable(),
  /** its wallet after the call (an unlock resets it), points */
  creditLeft: z.number(),
});
export type SetWeeklyAtCloseAnswer = z.infer<typeof setWeeklyAtCloseAnswer>;

export const weeklyLimitRowSchema = z.object({
  username: z.string(),
  role: z.string(),
  /** points */
  limit: z.number(),
  /** its own stakes on this week's draws, points */
  stakedThisWeek: z.number(),
  /** its wallet, points */
  creditLeft: z.number(),
  atClose: z.enum(WEEKLY_AT_CLOSE),
  /** YYYYMMDD of the closed week it is locked for (no new bets until settled); null: it may bet */
  lockedWeek: z.string().nullable(),
});
export type WeeklyLimitRow = z.infer<typeof weeklyLimitRowSchema>;

/** GET /Admin/GetWeeklyLimits: the caller's limit (null: the house), given, left, and each direct downline. */
export const weeklyLimitsAnswer = z.object({
  limit: z.number().nullable(),
  given: z.number(),
  leftToGive: z.number().nullable(),
  week: z.string(),
  rows: z.array(weeklyLimitRowSchema),
});
export type WeeklyLimitsAnswer = z.infer<typeof weeklyLimitsAnswer>;

/** GET /Report/GetWeeklyStatement?week=YYYYMMDD&member=: week defaults to the current one. */
export const weeklyStatementQuery = z.object({
  week: weekParam().optional(),
  member: username.optional(),
});
export type WeeklyStatementQueryInput = z.input<typeof weeklyStatementQuery>;

const figures = z.object({ tickets: z.number(), commission: z.number(), win: z.number(), total: z.number() });
const keptFigures = z.object({
  kept: z.number(),
  commission: z.number(),
  win: z.number(),
  total: z.number(),
});

/** One row of the statement, points; + means the downline pays. */
export const weeklyStatementRowSchema = z.object({
  name: z.string(),
  role: z.string(),
  turnover: z.number(),
  dl: figures,
  own: keptFigures,
  upline: z.number(),
  /** total - upline */
  net: z.number(),
  /** the balance carried from earlier weeks (+: the downline owes) */
  carried: z.number(),
  received: z.number(),
  paid: z.number(),
  /** computed + carried - received + paid */
  open: z.number(),
});
export type WeeklyStatementRow = z.infer<typeof weeklyStatementRowSchema>;

export const weeklyStatementAnswer = z.object({
  /** YYYYMMDD of the Monday */
  week: z.string(),
  /** "Mon 10/11 00:00 – Sun 16/11 24:00" */
  label: z.string(),
  timeZone: z.string(),
  /** the draw time zone's IANA name (a screen words it in its language) */
  zoneId: z.string(),
  /** true once the week's reset ran: 结账 is possible */
  closed: z.boolean(),
  member: z.string(),
  rows: z.array(weeklyStatementRowSchema),
  /** the member's own bets, passed whole to its upline (null: none) */
  self: weeklyStatementRowSchema.nullable(),
  totals: weeklyStatementRowSchema,
  /** 应收 / 应付 / 净 / 未结, points */
  summary: z.object({ receivable: z.number(), payable: z.number(), net: z.number(), open: z.number() }),
});
export type WeeklyStatementAnswer = z.infer<typeof weeklyStatementAnswer>;

export const WEEK_PAYMENT_DIRECTIONS = ['received', 'paid'] as const;
export const WEEK_PAYMENT_REMARK_MAX = 200;

/** POST /Admin/RecordWeekPayment (JSON): cash received from or paid to a direct downline for a closed week. */
export const recordWeekPaymentBody = z.object({
  username,
  week: weekParam(),
  amount: positivePointsInput(),
  direction: z.enum(WEEK_PAYMENT_DIRECTIONS),
  remark: z
    .string()
    .trim()
    .max(WEEK_PAYMENT_REMARK_MAX, `at most ${WEEK_PAYMENT_REMARK_MAX} characters`)
    .default(''),
});
export type RecordWeekPaymentInput = z.input<typeof recordWeekPaymentBody>;

export const recordWeekPaymentAnswer = z.object({
  id: z.number(),
  /** what stays open on the row after it, points */
  open: z.number(),
  /** true when this payment settled a locked member's closed weeks: it is reset and may bet again */
  unlocked: z.boolean(),
});
export type RecordWeekPaymentAnswer = z.infer<typeof recordWeekPaymentAnswer>;

/**
 * GET /Admin/GetWeeklyResetWait (the house): what holds the Monday reset back, for the Draws and
 * Results screens. `week` null: nothing waits (or the cycle is off).
 */
export const weeklyResetWaitAnswer = z.object({
  /** YYYYMMDD of the Monday of the week that cannot close yet */
  week: z.string().nullable(),
  /** "Mon 10/11 00:00 – Sun 16/11 24:00" */
  label: z.string().nullable(),
  /** its draws with active tickets and no settled result: drawDate YYYYMMDD */
  draws: z.array(z.object({ pool: z.string(), drawDate: z.string() })),
});
export type WeeklyResetWaitAnswer = z.infer<typeof weeklyResetWaitAnswer>;
