import { z } from 'zod';
import { parseYmd } from '@lotto/domain/calendar-dates';
import { fromCompactDate } from './wire-dates.js';
import { compactDateParam } from './wire-date-params.js';

/** A blank query value (`?selected_date=`) is taken as not given. */
const blankAsAbsent = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const DATE_MESSAGE = 'expected a date YYYYMMDD';

/** 'YYYYMMDD' (the wire form) or 'YYYY-MM-DD', a real calendar day; answers 'YYYY-MM-DD'. */
const betDatesDate = z.string({ error: DATE_MESSAGE }).transform((text, check) => {
  const trimmed = text.trim();
  const date = fromCompactDate(trimmed) ?? (parseYmd(trimmed) ? trimmed : null);
  if (date === null) {
    check.addIssue({ code: 'custom', message: DATE_MESSAGE });
    return z.NEVER;
  }
  return date;
});

/**
 * GET /Tool/GetBetDates: without parameters, the open draw dates; with day_number 2 (next) or -2
 * (previous), the nearest draw day after or before selected_date (default today). The server
 * refuses selected_date without day_number.
 */
export const betDatesQuery = z.object({
  selected_date: z.preprocess(blankAsAbsent, betDatesDate.optional()),
  // 1 and -1 are taken as 2 and -2 (the domain's nextDrawDay reads them the same way).
  day_number: z.preprocess(
    blankAsAbsent,
    z
      .enum(['2', '-2', '1', '-1'], { error: 'expected 2 or -2' })
      .transform((text) => Number(text) as 2 | -2 | 1 | -1)
      .optional(),
  ),
});
/** What a client sends: selected_date YYYYMMDD and day_number 2 or -2, both optional. */
export type BetDatesQueryInput = { [K in keyof z.input<typeof betDatesQuery>]?: string | number };

/** One open draw date of GET /Tool/GetBetDates (spec §3): today up to 7 days ahead. */
export const betDateSchema = z.object({
  /** 'dd/MM/yyyy' */
  date: z.string(),
  /** weekday, 0 = Sunday .. 6 = Saturday */
  id: z.number().int().min(0).max(6),
  /** 'YYYYMMDD' */
  fullDate: z.string().regex(/^\d{8}$/),
  /**
   * Without parameters only: the pools (codes) with an open draw that day, so that a client reads
   * a date line of advanced text against its own block's pools as the server does (issue 22.2).
   */
  pools: z.array(z.string()).optional(),
});
export type BetDateItem = z.infer<typeof betDateSchema>;
export const betDatesAnswer = z.array(betDateSchema);

/** One pool's calendar, GET /Admin/GetSchedules; dates 'YYYYMMDD', upcoming only. */
export const poolScheduleSchema = z.object({
  pool: z.string(),
  name: z.string(),
  /** 0 = Sunday .. 6 */
  weekdays: z.array(z.number()),
  /** 'HH:mm' */
  cutoff: z.string(),
  specialDates: z.array(z.string()),
  closedDates: z.array(z.string()),
  /** 'YYYYMMDD': the pool's latest draw whose betting has ended (the result entry opens on it), or null */
  lastClosedDraw: z.string().nullable(),
  /** today's draw, for "Close now": a draw day, still taking bets, or closed early */
  today: z.object({
    date: z.string(),
    drawDay: z.boolean(),
    open: z.boolean(),
    closedEarly: z.boolean(),
  }),
});
export type PoolScheduleView = z.infer<typeof poolScheduleSchema>;
export const schedulesAnswer = z.array(poolScheduleSchema);

/** Weekdays as a JSON array or, from a form, "1,3,6" (blank: no draw weekdays at all). */
const weekdaysField = z.preprocess(
  (value: number[] | string) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map(Number)
      : value,
  z.array(z.number().int().min(0, 'expected 0 (Sunday) to 6').max(6, 'expected 0 (Sunday) to 6')).max(7),
);

/** POST /Admin/SetSchedule (JSON or form): a pool's weekly draw days and/or its cut-off. */
export const setScheduleBody = z.object({
  pool: z.string().max(4),
  weekdays: weekdaysField.optional(),
  /** 'HH:mm' */
  cutoff: z
    .string()
    .regex(/^\d{2}:\d{2}$/, 'expected HH:mm')
    .optional(),
});
export type SetScheduleInput = z.input<typeof setScheduleBody>;

/** special: an extra draw day; closed: no more bets (closed early or cancelled). */
export const DRAW_DATE_KINDS = ['special', 'closed'] as const;
export type DrawDateKind = (typeof DRAW_DATE_KINDS)[number];

/** POST /Admin/AddDrawDate and /Admin/RemoveDrawDate (JSON or form): date YYYYMMDD. */
export const drawDateBody = z.object({
  pool: z.string().max(4),
  date: compactDateParam(),
  kind: z.enum(DRAW_DATE_KINDS, { error: 'expected special or closed' }),
});
export type DrawDateInput = z.input<typeof drawDateBody>;

/** POST /Result/CloseDraw (JSON): closes a draw at once, or reopens it; date YYYYMMDD. */
export const closeDrawBody = z.object({
  pool: z.string().max(4),
  date: compactDateParam(),
  reopen: z.boolean().default(false),
});
export type CloseDrawInput = z.input<typeof closeDrawBody>;

/** The answer of POST /Admin/SetSchedule: the pool's weekly draw days and cut-off as saved. */
export const savedScheduleAnswer = z.object({
  pool: z.string(),
  weekdays: z.array(z.number()),
  cutoff: z.string(),
});
export type SavedScheduleAnswer = z.infer<typeof savedScheduleAnswer>;

/**
 * The answer of POST /Admin/AddDrawDate, /Admin/RemoveDrawDate and /Result/CloseDraw: false when
 * it was already so.
 */
export const drawDateChangedAnswer = z.object({ changed: z.boolean() });
export type DrawDateChangedAnswer = z.infer<typeof drawDateChangedAnswer>;

export const SETTLEMENT_STATES = ['settled', 'settling', 'awaiting result', 'unsettled', 'open'] as const;
export type SettlementState = (typeof SETTLEMENT_STATES)[number];

/** One draw of GET /Admin/GetSettlements, newest first; points. */
export const drawSettlementSchema = z.object({
  pool: z.string(),
  poolName: z.string(),
  /** 'YYYYMMDD' */
  drawDate: z.string(),
  state: z.enum(SETTLEMENT_STATES),
  resultVersion: z.number().nullable(),
  /** 'dd/MM/yyyy HH:mm:ss' in the draw time zone */
  settledAt: z.string().nullable(),
  /** lines settled: all of them once settled; while settling, those of the steps committed so far */
  lines: z.number(),
  /** the draw's lines while settled or settling ("settling lines of totalLines"), else null */
  totalLines: z.number().nullable(),
  /** points credited so far (while settling: by the steps committed so far) */
  win: z.number(),
  commission: z.number(),
});
export type DrawSettlement = z.infer<typeof drawSettlementSchema>;
export const settlementsAnswer = z.array(drawSettlementSchema);

/** GET /Admin/GetSettlements: the draws from..to (YYYYMMDD, swapped if reversed). */
export const settlementsQuery = z.object({ from: compactDateParam(), to: compactDateParam() });
export type SettlementsQueryInput = z.input<typeof settlementsQuery>;

/**
 * One draw of GET /Tool/GetDrawTimes: a pool's draw of one day and when its betting stops
 * (issue 38 items 4 and 8).
 */
export const drawTimeSchema = z.object({
  /** pool code, e.g. 'mg' */
  pool: z.string(),
  /** 'YYYYMMDD' */
  drawDate: z.string().regex(/^\d{8}$/),
  /** 'HH:mm' in the draw time zone: the cut-off, also the time after which its result is due */
  cutoff: z.string(),
  /** the cut-off instant, epoch milliseconds */
  closesAt: z.number(),
  /** still takes bets */
  open: z.boolean(),
});
export type DrawTime = z.infer<typeof drawTimeSchema>;

/**
 * GET /Tool/GetDrawTimes (any signed-in user): today's draws of the offered pools, closed ones
 * included (the result screen's "after 19:00"), and every open draw up to 7 days ahead (the cut-off
 * on the betting screens), sorted by cut-off then pool.
 */
export const drawTimesAnswer = z.object({
  /** 'YYYYMMDD': today in the draw time zone */
  today: z.string(),
  /** the server's clock when it answered, epoch ms: countdowns correct the device's clock by it */
  now: z.number(),
  draws: z.array(drawTimeSchema),
});
export type DrawTimesAnswer = z.infer<typeof drawTimesAnswer>;
