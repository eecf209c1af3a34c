import { DEFAULT_EAT_SEQUENCE, type BetTypeCode } from '@lotto/domain/bet-types';
import type { Cents } from '@lotto/domain/money';
import {
  parseOrderString,
  type LineKind,
  type OrderContext,
  type OrderError,
  type OrderParseResult,
} from '@lotto/domain/order-string';
import type { PatternCode } from '@lotto/domain/patterns';
import type { PoolCode } from '@lotto/domain/pools';

/**
 * What every line of the order text means once parsed, for the editor's per-line preview. Only
 * the domain parser (`parseOrderString`) reads the text: this module never interprets a line
 * itself, it reads the parser's tickets back onto the lines they came from.
 */
export interface BetPreview {
  number: string;
  pattern: PatternCode;
  amounts: Partial<Record<BetTypeCode, Cents>>;
  pools: PoolCode[];
  dates: string[];
  /** the line's cost over all its pools and dates, as the parser counted it */
  total: Cents;
}

export interface LinePreview {
  /** 1-based, blank lines counted */
  line: number;
  kind: LineKind;
  /** the line's first error, when it has one */
  error?: OrderError;
  bet?: BetPreview;
  /** a date line's draws */
  dates?: string[];
  /** a pool line's pools */
  pools?: PoolCode[];
}

export interface OrderPreview {
  result: OrderParseResult;
  lines: LinePreview[];
}

const splitRaw = (text: string) => text.split(/\r\n|\r|\n/);

type Parse = (text: string, context: OrderContext) => OrderParseResult;

/** The parsers of the text and of its priced lines: afresh, or kept across keystrokes. */
export interface PreviewParsers {
  text: Parse;
  priced: Parse;
}

const FRESH: PreviewParsers = { text: parseOrderString, priced: parseOrderString };

/**
 * The parser's tickets line by line. When the text has errors the parser returns no tickets, so
 * it is read a second time with every line that got no total blanked out (line numbers kept):
 * what stays is the valid header lines and the bet lines the parser priced, whose tickets then
 * come back. A line whose second reading is not the first one's total gets no preview.
 */
export function previewOrder(
  text: string,
  context: OrderContext,
  parsers: PreviewParsers = FRESH,
): OrderPreview {
  const result = parsers.text(text, context);
  const raws = splitRaw(text);
  const lines: LinePreview[] = result.lines.map((info) => ({ line: info.line, kind: info.kind }));
  if (!result.ok) {
    for (const error of result.errors) {
      const entry = lines[error.line - 1];
      if (entry && entry.error === undefined) entry.error = error;
    }
  }

  let priced: OrderParseResult = result;
  if (!result.ok) {
    const kept = raws.map((raw, index) => {
      const info = result.lines[index];
      const entry = lines[index];
      if (!info || !entry || entry.error) return '';
      return info.kind === 'bet' && info.total === undefined ? '' : raw;
    });
    priced = parsers.priced(kept.join('\n'), context);
  }
  if (priced.ok) {
    const bets = priced.tickets.flatMap((ticket) =>
      ticket.lines.map((line) => ({ line, pools: ticket.pools, dates: ticket.drawDates })),
    );
    let next = 0;
    for (const info of priced.lines) {
      if (info.total === undefined) continue;
      const bet = bets[next];
      next += 1;
      const first = result.lines[info.line - 1];
      const entry = lines[info.line - 1];
      if (!bet || !entry || first?.total !== info.total) continue;
      entry.bet = { ...bet.line, pools: [...bet.pools], dates: [...bet.dates], total: info.total };
    }
  }

  for (const [index, entry] of lines.entries()) {
    if (entry.error || (entry.kind !== 'date' && entry.kind !== 'pool')) continue;
    // A date line holds for its block, whose pools choose the draws: the block's first priced
    // bet says which they are; a block without one is read under a sample line.
    const block = entry.kind === 'date' ? blockBet(lines, index) : undefined;
    if (block) {
      entry.dates = [...block.dates];
      continue;
    }
    const probe = probeHeader(raws[entry.line - 1] ?? '', context);
    if (probe && entry.kind === 'date') entry.dates = probe.dates;
    if (probe && entry.kind === 'pool') entry.pools = probe.pools;
  }
  return { result, lines };
}

/** The first priced bet below the date line at `index`, before the next date line. */
function blockBet(lines: readonly LinePreview[], index: number): BetPreview | undefined {
  for (const entry of lines.slice(index + 1)) {
    if (entry.kind === 'date') return undefined;
    if (entry.bet) return entry.bet;
  }
  return undefined;
}

// A header line is read under a sample bet line of each game until one is accepted: the dates
// or pools of that ticket are what the header selects.
const PROBES = ['1234#1', '123#1', '12#1', '12345#1', '123456#1'];
const probeCache = new Map<string, { dates: string[]; pools: PoolCode[] } | null>();

const byPoolKeys = new WeakMap<object, string>();

/** The per-pool open dates as a cache key, worked out once per context object. */
function byPoolKey(context: OrderContext): string {
  const byPool = context.openDatesByPool;
  if (!byPool) return '';
  let key = byPoolKeys.get(byPool);
  if (key === undefined) {
    key = JSON.stringify(byPool);
    byPoolKeys.set(byPool, key);
  }
  return key;
}

function probeHeader(raw: string, context: OrderContext) {
  const key = `${context.openDates.join(',')}|${byPoolKey(context)}|${(context.defaultPools ?? []).join(',')}|${raw}`;
  if (probeCache.has(key)) return probeCache.get(key) ?? null;
  let found: { dates: string[]; pools: PoolCode[] } | null = null;
  for (const probe of PROBES) {
    const parsed = parseOrderString(`${raw}\n${probe}`, { ...context, eatSequence: DEFAULT_EAT_SEQUENCE });
    const ticket = parsed.ok ? parsed.tickets[0] : undefined;
    if (ticket) {
      found = { dates: ticket.drawDates, pools: ticket.pools };
      break;
    }
  }
  if (probeCache.size > 500) probeCache.clear();
  probeCache.set(key, found);
  return found;
}
