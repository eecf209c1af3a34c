import type { EatSequence } from '../bet-types.js';
import type { ErrorCode } from '../error-codes.js';
import type { Cents } from '../money.js';
import type { PoolCode } from '../pools.js';
import type { Ticket } from '../ticket.js';
import type { OrderMessageKey, OrderMessageParams } from './messages.js';

/**
 * What an order string is read against (game-rules §5). The caller supplies everything that
 * depends on the user or the clock, so parsing stays pure and repeatable.
 */
export interface OrderContext {
  /** the user's eat sequence: the order in which positional `#1#2` amounts map to eat types */
  eatSequence: EatSequence;
  /** sorted 'YYYY-MM-DD' open draw dates (today .. +7 days), from the draw calendar */
  openDates: readonly string[];
  /**
   * Each pool's open draw dates. When given, a date line (`D`, `D3`, `D25`) reads against the
   * dates of `openDates` on which every pool its own block bets on draws (a block: the date line
   * and the lines below it up to the next date line); without it, against `openDates`.
   */
  openDatesByPool?: Partial<Record<PoolCode, readonly string[]>>;
  /** pools used when no pool line precedes a bet line; default `['mg']` (Magnum) */
  defaultPools?: PoolCode[];
  /** the most non-blank lines an order may have; default 50 (spec §9) */
  maxLines?: number;
}

/** The most non-blank lines of an advanced order (spec §5, §9). */
export const DEFAULT_MAX_LINES = 50;

export const ORDER_ERROR_CODES = [
  'INVALID_LINE',
  'INVALID_NUMBER',
  'INVALID_BET_AMOUNT',
  'INVALID_BET_DATE',
  'INVALID_POOL',
  'TOO_MANY_LINES',
  'NO_AMOUNT',
  'GAME_NOT_ON_POOL',
] as const satisfies readonly ErrorCode[];
/** A subset of the shared vocabulary (error-codes.ts), so the web translates them like any code. */
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];

/** One problem of one line; the editor shows `message` on `line` at `column`. */
export interface OrderError {
  /** 1-based line in the original text (blank lines count) */
  line: number;
  /** 1-based column in the original line (UTF-16 code units, as a textarea counts them) */
  column: number;
  /** English; says what was expected (the server's words; the web app says `messageKey`) */
  message: string;
  code: OrderErrorCode;
  /** what `message` says, for any language (messages.ts); absent in an old server's answer */
  messageKey?: OrderMessageKey;
  params?: OrderMessageParams;
}

export type LineKind = 'date' | 'pool' | 'bet' | 'blank';

/** One entry per line of the original text, blank lines included. */
export interface LineInfo {
  line: number;
  kind: LineKind;
  /** a valid bet line's cost over its pools and dates, for the editor's running total */
  total?: Cents;
}

/** The answer of `parseOrderString`: tickets only when no line has an error. */
export type OrderParseResult =
  { ok: true; tickets: Ticket[]; lines: LineInfo[] } | { ok: false; errors: OrderError[]; lines: LineInfo[] };

export type FormatResult = { ok: true; text: string } | { ok: false; message: string };
