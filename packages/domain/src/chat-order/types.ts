import { parseYmd } from '../calendar-dates.js';
import type { ErrorCode } from '../error-codes.js';
import type { OrderMessageKey, OrderMessageParams } from '../order-string/index.js';
import { isPoolCode, type PoolCode } from '../pools.js';
import type { Ticket } from '../ticket.js';
import type { ChatMessageKey } from './messages.js';

/**
 * Orders from chat (rules.md "Orders from chat"): what chat text is read against. The caller
 * supplies everything that depends on the clock or the deployment, so reading stays pure.
 */
export interface ChatOrderContext {
  /** today in the draw time zone, 'YYYY-MM-DD': a date without a year is the nearest such day */
  today: string;
  /** the pools this app type offers: a word of their letters (`MKT`) is a pools line */
  pools: readonly PoolCode[];
  /** the furthest day a date may name, in days after today; default 7, at most 27 */
  maxDaysAhead?: number;
}

/** The most characters a chat order may have (a Telegram message's own limit). */
export const MAX_CHAT_ORDER_CHARS = 4096;

/** Days after today a chat date may name when the context does not say. */
export const DEFAULT_MAX_DAYS_AHEAD = 7;

/**
 * A chat date becomes Lotto's day-of-month date line (`16/11` is `D16`), which names the earliest
 * open draw on that day. Within 28 consecutive days every day of the month is distinct (the
 * shortest month has 28), so with at most 27 days ahead `D16` cannot reach another month's 16th.
 */
export const MAX_DAYS_AHEAD = 27;

export const CHAT_ORDER_ERROR_CODES = [
  'INVALID_LINE',
  'INVALID_NUMBER',
  'INVALID_BET_AMOUNT',
  'INVALID_BET_DATE',
  'INVALID_POOL',
  'TOO_MANY_LINES',
  'NO_AMOUNT',
  'GAME_NOT_ON_POOL',
  'ORDER_TOO_LARGE',
  'VALIDATION_FAILED',
] as const satisfies readonly ErrorCode[];
/** The order-string codes (ORDER_ERROR_CODES) plus the two of the whole text (too long, not text). */
export type ChatOrderErrorCode = (typeof CHAT_ORDER_ERROR_CODES)[number];

/**
 * One problem of one chat line. `column` and `length` mark the refused token in the original
 * text, so a preview can highlight it: `text.split(/\r\n|\r|\n/)[line - 1].substr(column - 1, length)`
 * is `token`.
 */
export interface ChatOrderError {
  /** 1-based line of the chat text (blank lines count) */
  line: number;
  /** 1-based column in that line (UTF-16 code units, as a text area counts them) */
  column: number;
  /** the length of the refused token, at least 1 (0 only for an empty text's whole-text error) */
  length: number;
  /** the refused token as typed */
  token: string;
  code: ChatOrderErrorCode;
  /** English; says what was expected */
  message: string;
  /** what `message` says, for any language: a chat key (messages.ts) or an order-string key */
  messageKey: ChatMessageKey | OrderMessageKey;
  params: OrderMessageParams;
}

/** `order`: a line of Lotto's own order string, kept as it is; `chat`: a dialect line, translated. */
export type ChatLineKind = 'blank' | 'order' | 'chat';

/** One entry per line of the chat text, blank lines included: the preview's ✓ or ✗. */
export interface ChatLine {
  /** 1-based line of the chat text */
  line: number;
  /** the line as typed */
  text: string;
  kind: ChatLineKind;
  /** the order-string lines made from it (`D16`, `#MKT`, `1234#B1#S1`); none when it has an error */
  produced: string[];
  /** at most one: the leftmost problem of the line */
  errors: ChatOrderError[];
}

/**
 * Where one character of the order string came from in the chat text (all 1-based), and what an
 * error on it marks: columns `start` up to (not including) `end`. For a translated piece that is
 * the chat word it came from (`1B` of `1234-1B`, `box`); for Lotto's own text kept as typed, from
 * the character itself to the end of its word, as exact as the order string's own column.
 */
export interface CharOrigin {
  /** the chat column of the character */
  column: number;
  start: number;
  end: number;
}

/** One line of the order string and the chat line it was made from, for mapping errors back. */
export interface OrderLineSource {
  /** the order-string line's text */
  text: string;
  /** the 1-based chat line it came from */
  line: number;
  /** `origins[i]` is where `text[i]` came from */
  origins: readonly CharOrigin[];
}

/** The answer of `chatToOrderString`: the order string only when no line has an error. */
export type ChatTranslation =
  | {
      ok: true;
      /** Lotto's order string (lines joined by `\n`), for the advanced order path */
      orderString: string;
      lines: ChatLine[];
      /** one per line of `orderString`, blank lines included */
      sources: OrderLineSource[];
      /** the bet lines of `orderString` */
      bets: number;
    }
  | { ok: false; errors: ChatOrderError[]; lines: ChatLine[]; bets: number };

/** The answer of `readChatOrder`: tickets only when no line has an error at either stage. */
export type ChatOrderReading =
  | { ok: true; orderString: string; tickets: Ticket[]; lines: ChatLine[] }
  | { ok: false; errors: ChatOrderError[]; lines: ChatLine[] };

/** The context with its defaults filled in and checked; a wrong context is the caller's bug. */
export interface ResolvedChatContext {
  today: string;
  pools: ReadonlySet<PoolCode>;
  maxDaysAhead: number;
}

export function resolveChatContext(context: ChatOrderContext): ResolvedChatContext {
  if (parseYmd(context.today) === null) {
    throw new RangeError(`chat order context: today must be 'YYYY-MM-DD', got ${String(context.today)}`);
  }
  const days = context.maxDaysAhead ?? DEFAULT_MAX_DAYS_AHEAD;
  if (!Number.isInteger(days) || days < 0 || days > MAX_DAYS_AHEAD) {
    throw new RangeError(`chat order context: maxDaysAhead must be 0 to ${MAX_DAYS_AHEAD}, got ${days}`);
  }
  const pools = new Set((Array.isArray(context.pools) ? context.pools : []).filter(isPoolCode));
  return { today: context.today, pools, maxDaysAhead: days };
}
