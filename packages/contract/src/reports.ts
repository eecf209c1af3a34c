import { z } from 'zod';
import { POOLS, type PoolCode } from '@lotto/domain/pools';
import { compactDateParam, usDateParam } from './wire-date-params.js';

/** The spec's report pool filter (§3): all pools, the normal pools, Grand Dragon, 9 Lotto. */
export const REPORT_TYPES = ['all', 'normal', 'gd', 'ninelotto'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** report_type, any case, blank or absent meaning all. */
export const reportTypeParam = z
  .string()
  .optional()
  .transform((value, issue): ReportType => {
    const type = (value ?? '').trim().toLowerCase() || 'all';
    if (!(REPORT_TYPES as readonly string[]).includes(type)) {
      issue.addIssue({
        code: 'custom',
        message: `report_type: expected one of ${REPORT_TYPES.join(', ')}, got "${value}"`,
      });
      return z.NEVER;
    }
    return type as ReportType;
  });

/** The pools a report filter covers. */
export function poolsOfReportType(type: ReportType): PoolCode[] {
  return POOLS.filter((pool) => type === 'all' || pool.category === type).map((pool) => pool.code);
}

/** GetProfitLoss, GetDailyProfitLoss (body) and GetWinningReport (query): dates YYYYMMDD. */
export const dateRangeBody = z.object({
  date_from: compactDateParam(),
  date_to: compactDateParam(),
  report_type: reportTypeParam,
});
export type DateRangeInput = z.input<typeof dateRangeBody>;

/** POST /Report/GetDailySales. */
export const dailySalesBody = z.object({ date_from: compactDateParam(), report_type: reportTypeParam });

/**
 * GET /Report/GetBetReport. A ticket id names one ticket of whatever draw date (issue 36 item 10),
 * so `DrawDate` may then be left out and does not narrow; without a ticket id it is required.
 */
export const betReportQuery = z
  .object({
    DrawDate: z.string({ error: 'required, a draw date YYYYMMDD' }).pipe(compactDateParam()).optional(),
    TicketId: z
      .string()
      .optional()
      .transform((value, issue) => {
        const text = value?.trim() ?? '';
        if (text === '') return undefined; // a blank box means no ticket filter
        if (!/^\d{1,15}$/.test(text)) {
          issue.addIssue({
            code: 'custom',
            message: `expected a ticket number (digits only), got "${value}"`,
          });
          return z.NEVER;
        }
        return Number(text);
      }),
    // The spec's client always sends it; every answer is read fresh, so it changes nothing.
    ForceSearch: z.enum(['true', 'false']).optional(),
  })
  .superRefine((query, issue) => {
    if (query.DrawDate === undefined && query.TicketId === undefined) {
      issue.addIssue({
        code: 'custom',
        path: ['DrawDate'],
        message: 'required, a draw date YYYYMMDD (or a TicketId)',
      });
    }
  });

/** One ticket of the bet report: each line's number with the receipt's pattern marks and its amounts. */
export const betReportTicketSchema = z.object({
  ticketXId: z.string(),
  /** pool code, e.g. 'mg' */
  pool: z.string(),
  /** YYYYMMDD: the ticket's own draw date (a search by ticket id finds it on any date) */
  drawDate: z.string(),
  /** bet time, 'dd/MM/yyyy HH:mm:ss' in the draw time zone */
  datetime: z.string(),
  username: z.string(),
  ticketDetails: z.array(
    z.object({
      /** with the receipt's pattern marks, e.g. '*1234' (domain receipt-vocabulary.ts) */
      number: z.string(),
      details: z.array(
        z.object({
          poolShortCode: z.string(),
          /** labelled and ordered as the receipt prints them; points */
          eatTypes: z.array(z.object({ type: z.string(), amount: z.number() })),
        }),
      ),
    }),
  ),
});
export type BetReportTicket = z.infer<typeof betReportTicketSchema>;
export const betReportAnswer = z.array(betReportTicketSchema);

/** GetDailySales: points; one text block per member ("name", then "Pool: amount" lines). */
export const dailySalesAnswer = z.object({ total: z.number(), detail_lst: z.array(z.string()) });
export type DailySalesAnswer = z.infer<typeof dailySalesAnswer>;

/** GetLatestDates: the latest draw date (YYYYMMDD) with data of each report family, or null. */
export const latestDatesAnswer = z.object({
  sales: z.string().nullable(),
  settled: z.string().nullable(),
  strikes: z.string().nullable(),
});
export type LatestDatesAnswer = z.infer<typeof latestDatesAnswer>;

/** GetProfitLoss: rows "name@turnover@win@commission@total"; totals in points; dates YYYYMMDD. */
export const profitLossAnswer = z.object({
  date_from: z.string(),
  date_to: z.string(),
  dl_total: z.number(),
  ul_total: z.number(),
  net_profit_loss: z.number(),
  detail_lst: z.array(z.string()),
  /**
   * Position taking (占成, issue 39), present only when a ticket of the range records a position:
   * per row of detail_lst (same order), what the caller keeps of that row's bets (stake, points)
   * and its result on what it kept (positionResult, at its own package).
   */
  position_lst: z
    .array(z.object({ name: z.string(), kept: z.number(), positionResult: z.number() }))
    .optional(),
  /**
   * ... and their totals: kept, positionResult, and the caller's whole result on the draws
   * (result): an agent's margin (net_profit_loss) + positionResult; the house's own share: what
   * reaches it, dl_total + positionResult. Every level's result and every player's add up to 0.
   */
  position_total: z.object({ kept: z.number(), positionResult: z.number(), result: z.number() }).optional(),
});
export type ProfitLossAnswer = z.infer<typeof profitLossAnswer>;

/** One settled draw date (YYYYMMDD) of GetDailyProfitLoss, points; nett = buy - comm - win. */
export const dailyFiguresSchema = z.object({
  drawDate: z.string(),
  buy: z.number(),
  comm: z.number(),
  win: z.number(),
  nett: z.number(),
});

/** GetDailyProfitLoss: one block per settled draw date, points. */
export const dailyProfitLossAnswer = z.object({
  buy_total: z.number(),
  comm_total: z.number(),
  win_total: z.number(),
  nett_total: z.number(),
  detail_list: z.array(dailyFiguresSchema),
});
export type DailyProfitLossAnswer = z.infer<typeof dailyProfitLossAnswer>;

/** GetWinningReport: the caller's and its downline's wins, newest draw first; points. */
export const winningReportAnswer = z.object({
  /** every matching win, not only the listed ones */
  total: z.number(),
  count: z.number().int(),
  items: z.array(
    z.object({
      id: z.string(),
      username: z.string(),
      /** YYYYMMDD */
      drawDate: z.string(),
      pool: z.string(),
      poolShortCode: z.string(),
      number: z.string(),
      betType: z.string(),
      /** "1st Prize" .. "Consolation" */
      prizeName: z.string(),
      stake: z.number(),
      win: z.number(),
      ticketId: z.string(),
    }),
  ),
});
export type WinningReportAnswer = z.infer<typeof winningReportAnswer>;

/** GET /Report/GetWalletStatement: dates MM/DD/yyyy. */
export const walletStatementQuery = z.object({ fromDate: usDateParam(), toDate: usDateParam() });

/**
 * What moved the money (the ledger's closed list of kinds): a screen words the row from it in the
 * user's language, with `remark` (English, as the ledger wrote it) for any kind it does not know.
 */
export const WALLET_ENTRY_KINDS = [
  'credit_add',
  'credit_deduct',
  'transfer_give',
  'transfer_take',
  'bet',
  'refund',
  'win',
  'commission',
  'jackpot',
  'win_reversal',
  'commission_reversal',
  'jackpot_reversal',
  /** the weekly cycle's Monday reset (issue 41): the wallet back to its target */
  'weekly_reset',
] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

/** One ledger entry of the caller's wallet statement; points. */
export const walletStatementRowSchema = z.object({
  id: z.string(),
  /** 'dd/MM/yyyy HH:mm:ss' in the draw time zone */
  formattedDate: z.string(),
  /** the ledger's remark, English: what older clients show, and the fallback of every client */
  remark: z.string(),
  preBalance: z.number(),
  amount: z.number(),
  postBalance: z.number(),
  /** the username of who acted */
  by: z.string(),
  /**
   * The parts a screen words the row from (issue 36 item 12), all read from the ledger row, so old
   * rows have them too. `kind`: one of WALLET_ENTRY_KINDS (a string, so a kind added later does not
   * break an older screen).
   */
  kind: z.string(),
  /** a settlement entry's pool code ('mg'), else null */
  pool: z.string().nullable(),
  /** a settlement entry's draw date, YYYYMMDD, else null */
  drawDate: z.string().nullable(),
  /**
   * the other side of a credit move: for a transfer the upline or downline on the other end (the
   * house's user when the house gave or took), for a house adjustment who made it; else null
   */
  counterparty: z.string().nullable(),
});
export type WalletStatementRow = z.infer<typeof walletStatementRowSchema>;
export const walletStatementAnswer = z.array(walletStatementRowSchema);
