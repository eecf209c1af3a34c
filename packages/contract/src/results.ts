import { z } from 'zod';
import { parseYmdCompact } from '@lotto/domain/calendar-dates';
import { validateDrawResult, type DrawResult } from '@lotto/domain/draw-result';
import { compactDateParam } from './wire-date-params.js';

const digits = z.string().regex(/^\d+$/);

/**
 * The body of /Result/EnterResult, /Admin/EnterResult and /Admin/PreviewResult as a client writes
 * it: one draw's numbers, date YYYYMMDD (YYYY-MM-DD is read too).
 */
export const resultEntryShape = z.object({
  pool: z.string(),
  date: z.string(),
  first: z.string(),
  second: z.string(),
  third: z.string(),
  starters: z.array(z.string()),
  consolations: z.array(z.string()),
  fiveD: z.tuple([z.string(), z.string(), z.string()]).optional(),
  sixD: z.string().optional(),
});
export type ResultEntryInput = z.infer<typeof resultEntryShape>;

/**
 * The same body, checked by the domain's rules (validateDrawResult) into a DrawResult: every
 * problem is one issue naming its field ("first: expected 4 digits, got '12a4'").
 */
export const resultEntryBody = z.unknown().transform((raw, issue): DrawResult => {
  const body = (raw ?? {}) as Record<string, unknown>;
  const date =
    typeof body.date === 'string' && /^\d{8}$/.test(body.date) ? parseYmdCompact(body.date) : body.date;
  const checked = validateDrawResult({ ...body, date });
  if (checked.ok) return checked.value;
  for (const message of checked.errors) issue.addIssue({ code: 'custom', message });
  return z.NEVER;
});

export const RESULT_CHANGES = ['new', 'corrected', 'unchanged'] as const;
export type ResultChange = (typeof RESULT_CHANGES)[number];

const totals = { lines: z.number(), winTotal: z.number(), commissionTotal: z.number() };

/** The answer of EnterResult (both paths): the result stored and its draw settled. Points. */
export const enterResultAnswer = z.object({
  change: z.enum(RESULT_CHANGES),
  version: z.number(),
  ...totals,
});
export type EnterResultAnswer = z.infer<typeof enterResultAnswer>;

/**
 * GET /Tool/GetLatestResult: without a date the latest result of every pool, with one (YYYYMMDD)
 * the results of that day.
 */
export const latestResultQuery = z.object({ date: compactDateParam().optional() });
export type LatestResultQueryInput = z.input<typeof latestResultQuery>;

/** One draw's result, GET /Tool/GetLatestResult (spec §3, plus 5D/6D where the pool has them). */
export const resultItemSchema = z.object({
  /** pool code: mg kd tt sg sb sn sr gd nl */
  brand: z.string(),
  /** YYYYMMDD */
  drawDate: z.string().regex(/^\d{8}$/),
  /** 1st, 2nd, 3rd */
  topPrize: z.array(digits),
  /** the starters ("Special") */
  specialPrize: z.array(digits),
  consolationPrize: z.array(digits),
  /** Toto only: 5D 1st, 2nd, 3rd */
  fiveD: z.array(digits).optional(),
  /** Toto, Grand Dragon, 9 Lotto: the 6D 1st prize */
  sixD: digits.optional(),
  /** fetched from a source and not yet agreed or confirmed: shown marked unofficial, nothing settled */
  unofficial: z.boolean().optional(),
});
export type ResultItem = z.infer<typeof resultItemSchema>;

/** The answer of /Admin/PreviewResult: what entering the result would do; nothing is stored. Points. */
export const resultPreviewAnswer = z.object({
  /** the numbers being confirmed, as the server read them, with the pool's name */
  result: resultItemSchema.extend({ poolName: z.string() }),
  change: z.enum(RESULT_CHANGES),
  version: z.number(),
  ...totals,
  winningLines: z.number(),
  winners: z.array(
    z.object({
      username: z.string(),
      win: z.number(),
      commission: z.number(),
      /** a correction: what the current settlement paid this user */
      currentWin: z.number().nullable(),
    }),
  ),
  current: z.object({ version: z.number(), ...totals }).nullable(),
  difference: z.object(totals).nullable(),
  /**
   * Tickets paid at the counter (issue 44) whose win this result would lower below the win they
   * were claimed on: entering it flags their claims. Points.
   */
  flaggedClaims: z.array(
    z.object({
      ticketId: z.string(),
      claimedBy: z.string(),
      amount: z.number(),
      win: z.number(),
      winNow: z.number(),
    }),
  ),
});
export type ResultPreviewAnswer = z.infer<typeof resultPreviewAnswer>;

/** The file formats a result import reads (docs/results-import.md). */
export const RESULT_FORMATS = ['sportstoto', 'singapore', 'damacai', 'json', 'magnum'] as const;
export type ResultFormat = (typeof RESULT_FORMATS)[number];

/** The largest result file the back office takes (the CLI reads any size). */
export const MAX_RESULT_FILE_CHARS = 5 * 1024 * 1024;

/** POST /Admin/ImportResults: a publisher's file as text, all or nothing. */
export const importResultsBody = z.object({
  format: z.enum(RESULT_FORMATS, { error: `expected one of ${RESULT_FORMATS.join(', ')}` }),
  fileName: z.string().trim().min(1, 'required').max(200),
  text: z.string().max(MAX_RESULT_FILE_CHARS, 'the file is larger than 5 MB'),
  /** add the file's draws that are not in the calendar as special draws (a publisher's history) */
  addSpecialDraws: z.boolean().optional(),
});
export type ImportResultsInput = z.input<typeof importResultsBody>;

/** The answer of an import. Points. */
export const importSummaryAnswer = z.object({
  draws: z.number(),
  new: z.number(),
  corrected: z.number(),
  unchanged: z.number(),
  winTotal: z.number(),
  commissionTotal: z.number(),
});
export type ImportSummaryAnswer = z.infer<typeof importSummaryAnswer>;

/** One problem of a refused file, on a 1-based line. */
export const fileProblemSchema = z.object({ file: z.string(), line: z.number(), message: z.string() });
/** `data` of a refused import (VALIDATION_FAILED, answered with 200): every problem of the file. */
export const importProblemsSchema = z.object({ problems: z.array(fileProblemSchema) });
export type ImportProblems = z.infer<typeof importProblemsSchema>;

/** GET /Tool/GetJackpotHistory: the jackpots of the draws date_from..date_to (YYYYMMDD, either order). */
export const jackpotHistoryQuery = z.object({ date_from: compactDateParam(), date_to: compactDateParam() });
export type JackpotHistoryQueryInput = z.input<typeof jackpotHistoryQuery>;

/** One jackpot at one draw, GET /Tool/GetJackpotHistory (spec §3; docs/rules.md §8), newest first. */
export const jackpotItemSchema = z.object({
  id: z.string(),
  /** "Dragon Jackpot" or "Bonus Jackpot" */
  jackpotType: z.string(),
  /** the drawn number that could win it */
  jackpotNumber: z.string(),
  /** 'dd/MM/yyyy' */
  drawDateString: z.string(),
  /** points: the pot at that draw */
  prize: z.number(),
  /** points: the winning stakes that shared it; 0 when it rolled over */
  unit: z.number(),
  /** points paid out */
  winning: z.number(),
});
export type JackpotItem = z.infer<typeof jackpotItemSchema>;
export const jackpotHistoryAnswer = z.array(jackpotItemSchema);

/** GET /Order/GetStrikeReport: the caller's winning bets on draws date_from..date_to (YYYYMMDD, either order). */
export const strikeReportQuery = z.object({ date_from: compactDateParam(), date_to: compactDateParam() });
export type StrikeReportQueryInput = z.input<typeof strikeReportQuery>;

/** One winning bet (spec §3 strike item). Points. */
export const strikeItemSchema = z.object({
  id: z.string(),
  /** 1..9, game-rules §1 id column */
  poolId: z.number().int(),
  betNumber: z.string(),
  /** the ticket id */
  betId: z.string(),
  /** YYYYMMDD */
  drawDate: z.string(),
  /** "1st Prize" .. "6th Prize", "Starter", "Consolation" */
  prizeName: z.string(),
  /** B, S, 4A, 3C ... */
  betType: z.string(),
  /** points staked on that bet type */
  stock: z.number(),
  /** the ticket's remark ('' when none) */
  remark: z.string(),
  /** points won */
  totalWin: z.number(),
});
export type StrikeItem = z.infer<typeof strikeItemSchema>;
export const strikeReportAnswer = z.array(strikeItemSchema);
