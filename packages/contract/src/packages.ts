import { z } from 'zod';
import { BET_TYPE_CODES } from '@lotto/domain/bet-types';
import { inputYearMessage, isInputDate, parseYmd } from '@lotto/domain/calendar-dates';
import { GAME_LENGTHS, PRIZE_TIERS } from '@lotto/domain/package-rates';
import { POOL_CODES } from '@lotto/domain/pools';

/** One package of GET /Admin/GetPackages, by name. */
export const packageSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** payout scale against the base table, e.g. 1.092 */
  scale: z.number(),
  scalePer10k: z.number(),
  /** users betting under it (an agent counts its own downline) */
  users: z.number(),
});
export type PackageSummary = z.infer<typeof packageSummarySchema>;
export const packagesAnswer = z.array(packageSummarySchema);

/** GET /Admin/GetPackage: one package by name. */
export const packageQuery = z.object({ name: z.string().trim().min(1) });
export type PackageQueryInput = z.input<typeof packageQuery>;

/** One bet type's rates in a package. */
export const betTypeRateSchema = z.object({
  betType: z.string(),
  /** percent of turnover */
  commission: z.number(),
  /** points paid per 1.00 bet, per prize tier the bet type wins on */
  payouts: z.array(z.object({ tier: z.enum(PRIZE_TIERS), priceName: z.string(), amount: z.number() })),
});
export type BetTypeRateView = z.infer<typeof betTypeRateSchema>;

/** GET /Admin/GetPackage and the answer of POST /Admin/SavePackage: the rates per game length. */
export const packageDetailAnswer = packageSummarySchema.extend({
  games: z.object(
    Object.fromEntries(GAME_LENGTHS.map((game) => [game, z.array(betTypeRateSchema)])) as Record<
      (typeof GAME_LENGTHS)[number],
      z.ZodArray<typeof betTypeRateSchema>
    >,
  ),
});
export type PackageDetail = z.infer<typeof packageDetailAnswer>;

const PACKAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9 _.-]{0,39}$/;

/** One bet type's edit: its commission % and/or payouts (points per 1.00) per prize tier. */
const rateEdit = z.strictObject({
  commission: z.number().optional(),
  payouts: z.record(z.string(), z.number()).optional(),
});
export type RateEditInput = z.input<typeof rateEdit>;

/**
 * POST /Admin/SavePackage (JSON). A new name creates a package from the base table scaled by
 * `scale` (1.092) or `scalePer10k` (10920); an existing name edits that package's rates.
 * `commission` overrides the commission % of any bet type; `rates` (edit only) sets payouts and
 * commission per game length. The server checks each bet type, prize and amount by field.
 */
export const savePackageBody = z.strictObject({
  name: z.string().trim().regex(PACKAGE_NAME, '1 to 40 letters, digits, spaces, _ . or -'),
  scale: z.number().positive().max(10).optional(),
  scalePer10k: z.number().int().positive().max(100_000).optional(),
  commission: z.record(z.string(), z.number()).optional(),
  rates: z.partialRecord(z.enum(GAME_LENGTHS), z.record(z.string(), rateEdit)).optional(),
});
export type SavePackageInput = z.input<typeof savePackageBody>;

/** A limit row (SetLimit and DeleteLimit answer one); points. */
export const limitViewSchema = z.object({
  id: z.number(),
  /** a pool code, or 'all' */
  pool: z.enum([...POOL_CODES, 'all']),
  betType: z.enum(BET_TYPE_CODES),
  /** 'YYYY-MM-DD', or null for every date */
  drawDate: z.string().nullable(),
  /** null for every number */
  number: z.string().nullable(),
  limit: z.number(),
});
export type LimitView = z.infer<typeof limitViewSchema>;

// Form bodies send '' for a field left empty: read it as "not given".
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));
// A limit's draw date is a draw date like any other: only the input years (calendar-dates.ts).
const ymd = z.string().superRefine((value, issue) => {
  if (parseYmd(value) === null) issue.addIssue({ code: 'custom', message: 'expected YYYY-MM-DD' });
  else if (!isInputDate(value)) issue.addIssue({ code: 'custom', message: inputYearMessage(value) });
});

/**
 * POST /Admin/SetLimit (form): the limit of one scope, replacing the one it had. The server checks
 * besides that the pool runs the bet type, the number's digits and the amount (points, not negative).
 */
export const setLimitBody = z.object({
  /** a pool code, or 'all' */
  pool: z.enum([...POOL_CODES, 'all']),
  betType: z.enum(BET_TYPE_CODES),
  /** 'YYYY-MM-DD', or '' for every date */
  drawDate: optionalText.pipe(ymd.optional()),
  /** '' for every number */
  number: optionalText,
  /** points, as typed */
  limit: z.union([z.number(), z.string()]),
});
export type SetLimitInput = z.input<typeof setLimitBody>;
/** What a form sends: every field as text ('' for none). */
export type SetLimitForm = Record<keyof SetLimitInput, string>;

/** POST /Admin/DeleteLimit (form): one limit row by id. */
export const deleteLimitBody = z.object({ id: z.coerce.number().int().positive() });
/** What a form sends: the row's id as text. */
export type DeleteLimitForm = Record<keyof z.input<typeof deleteLimitBody>, string>;

/** The limit a pool's bet type has when no override applies; points. */
export const defaultLimitSchema = z.object({
  pool: z.enum(POOL_CODES),
  betType: z.enum(BET_TYPE_CODES),
  limit: z.number(),
  /** where it comes from: a row for this pool, a row for all pools, or the built-in default */
  source: z.enum(['pool', 'all', 'default']),
  /** the sell_limits row (deletable), null for the built-in default */
  id: z.number().nullable(),
});
export type DefaultLimitView = z.infer<typeof defaultLimitSchema>;

/** GET /Admin/GetLimits: the defaults per pool and bet type, and the date/number overrides. */
export const limitsAnswer = z.object({
  defaults: z.array(defaultLimitSchema),
  overrides: z.array(limitViewSchema),
});
export type LimitsAnswer = z.infer<typeof limitsAnswer>;

/** GET /Admin/GetExposure: one pool's draw, date 'YYYY-MM-DD'. */
export const exposureQuery = z.object({ pool: z.enum(POOL_CODES), date: ymd });
export type ExposureQueryInput = z.input<typeof exposureQuery>;

/** One number of a draw's exposure; points sold, the limit now, and what is left of it. */
export const exposureRowSchema = z.object({
  number: z.string(),
  betType: z.enum(BET_TYPE_CODES),
  sold: z.number(),
  limit: z.number(),
  remaining: z.number(),
});
export type ExposureRow = z.infer<typeof exposureRowSchema>;

/** GET /Admin/GetExposure: the draw's most sold numbers, most sold first; drawDate 'YYYY-MM-DD'. */
export const exposureAnswer = z.object({
  pool: z.string(),
  drawDate: z.string(),
  rows: z.array(exposureRowSchema),
});
export type ExposureAnswer = z.infer<typeof exposureAnswer>;
