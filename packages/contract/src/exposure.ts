import { z } from 'zod';
import { BET_TYPE_CODES } from '@lotto/domain/bet-types';
import { GAMES, POOL_CODES } from '@lotto/domain/pools';
import { compactDateParam } from './wire-date-params.js';

/**
 * The heavy-number report (粗字), issue 40, docs/rules.md "Heavy numbers": per viewer, draw, pool
 * and game, what each number's stake is worth to the viewer: its subtree's gross, what reached it
 * from its downline (intake), what it kept and what it passed up. Amounts are points (2 decimals)
 * as every report's; dates YYYYMMDD in a query, 'YYYY-MM-DD' in an answer.
 */

export const EXPOSURE_VIEWS = ['gross', 'intake', 'kept', 'passed'] as const;
export type ExposureView = (typeof EXPOSURE_VIEWS)[number];

/** Rows answered when no limit is asked (MKT's 限制 50), and the most a limit may ask. */
export const EXPOSURE_DEFAULT_LIMIT = 50;
export const EXPOSURE_MAX_LIMIT = 500;

const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);
const soldNumber = z.string().regex(/^\d{2,6}$/, 'expected 2 to 6 digits');

/** GET /Report/GetExposure?date=YYYYMMDD&pool=&game=&view=&limit=&number=&member= */
export const getExposureQuery = z.object({
  date: compactDateParam(),
  pool: z.enum(POOL_CODES),
  game: z.preprocess(blankAsAbsent, z.enum(GAMES).default('4D')),
  view: z.preprocess(blankAsAbsent, z.enum(EXPOSURE_VIEWS).default('gross')),
  limit: z.preprocess(
    blankAsAbsent,
    z.coerce.number().int().min(1).max(EXPOSURE_MAX_LIMIT).default(EXPOSURE_DEFAULT_LIMIT),
  ),
  /** only this sold number (its rows of every bet type of the game) */
  number: z.preprocess(blankAsAbsent, soldNumber.optional()),
  /** a user of the caller's downline: the report as that user sees it */
  member: z.preprocess(blankAsAbsent, z.string().trim().min(1).max(64).optional()),
});
export type GetExposureQueryInput = z.input<typeof getExposureQuery>;

/** One counter (bet type, sold number) of the draw, as the viewer sees it. */
export const exposureReportRowSchema = z.object({
  betType: z.enum(BET_TYPE_CODES),
  /** the sold number: 4 digits for 4D bet types, the last 3 or 2 for 3D and 2D ones */
  number: z.string(),
  gross: z.number(),
  intake: z.number(),
  kept: z.number(),
  passed: z.number(),
  /** kept x the bet type's top prize at the viewer's package */
  payout: z.number(),
  /** the viewer's kept turnover of the pool and day, less commission, minus `payout` */
  netIfFirst: z.number(),
  /** the viewer's eat cap on this bet type is used up on this number */
  capFull: z.boolean(),
  /** the viewer or an upline (the house included) stopped this number for its downline */
  stopped: z.boolean(),
});
export type ExposureReportRow = z.infer<typeof exposureReportRowSchema>;

/** Per bet type in the rows: its top prize per 1.00 at the viewer's package and its commission rate. */
export const exposureRateSchema = z.object({ topPrize: z.number(), commissionBp: z.number() });

export const getExposureAnswer = z.object({
  pool: z.enum(POOL_CODES),
  drawDate: z.string(),
  /** the draw still sells (before its cut-off and not closed) */
  open: z.boolean(),
  /** false: the pool has no draw that day */
  drawn: z.boolean(),
  view: z.enum(EXPOSURE_VIEWS),
  /** whose report it is (the caller, or the member asked for) */
  viewer: z.string(),
  totals: z.object({
    gross: z.number(),
    intake: z.number(),
    kept: z.number(),
    passed: z.number(),
    keptPayout: z.number(),
    /** the lowest netIfFirst of the game's rows (0 when none) */
    worstNet: z.number(),
  }),
  rates: z.record(z.string(), exposureRateSchema),
  rows: z.array(exposureReportRowSchema),
});
export type GetExposureAnswer = z.infer<typeof getExposureAnswer>;

/** GET /Report/GetExposureDetail?date=&pool=&betType=&number=&member= */
export const getExposureDetailQuery = z.object({
  date: compactDateParam(),
  pool: z.enum(POOL_CODES),
  betType: z.enum(BET_TYPE_CODES),
  number: soldNumber,
  member: z.preprocess(blankAsAbsent, z.string().trim().min(1).max(64).optional()),
});
export type GetExposureDetailQueryInput = z.input<typeof getExposureDetailQuery>;

/** Per direct downline: its subtree's gross on the number, and what it sent up to the viewer. */
export const getExposureDetailAnswer = z.object({
  rows: z.array(z.object({ username: z.string(), gross: z.number(), intake: z.number() })),
});
export type GetExposureDetailAnswer = z.infer<typeof getExposureDetailAnswer>;

/** POST /Report/StopNumber: stop (or free) a sold number of a draw for the caller's downline. */
export const stopNumberBody = z.object({
  date: compactDateParam(),
  pool: z.enum(POOL_CODES),
  number: soldNumber,
  stopped: z.boolean(),
});
export type StopNumberInput = z.input<typeof stopNumberBody>;

export const stopNumberAnswer = z.object({
  pool: z.enum(POOL_CODES),
  drawDate: z.string(),
  number: z.string(),
  stopped: z.boolean(),
});
export type StopNumberAnswer = z.infer<typeof stopNumberAnswer>;
