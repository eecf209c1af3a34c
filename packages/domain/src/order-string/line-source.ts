import type { EatType } from '../bet-types.js';
import type { Cents } from '../money.js';
import type { PoolCode } from '../pools.js';
import { parseBetLine, type Amounts, type BetLineResult } from './bet-line.js';
import { parseDateLine, parsePoolLine, type HeaderResult } from './header-lines.js';
import { classifyLine, normalizeLine, type SourceLine } from './lexer.js';
import type { LineKind } from './types.js';

/**
 * One line of an order string as the parser reads it on its own: normalised, classified, and read
 * as a date, pool or bet line. What a line means on its own depends on its text, its number and,
 * for a date line, the open draws of its block, for a bet line, the eat order; everything a line
 * takes from the lines above it (dates, pools, amounts) is the parser's, not this object's. Each
 * reading is kept, so a line read again under the same inputs is not read twice.
 */
export class ReadLine {
  /** the line as typed */
  readonly raw: string;
  readonly src: SourceLine;
  readonly kind: LineKind;
  private poolResult: HeaderResult<PoolCode[]> | undefined;
  private dateDates: readonly string[] | undefined;
  private dateResult: HeaderResult<string[]> | undefined;
  private betOrder: readonly EatType[] | undefined;
  private betResult: BetLineResult | undefined;
  private priced:
    { bet: BetLineResult; amounts: Amounts; dates: readonly string[]; pools: readonly string[] } | undefined;
  private price: Cents | undefined;

  constructor(raw: string, index: number) {
    this.raw = raw;
    this.src = normalizeLine(raw, index + 1);
    this.kind = classifyLine(this.src.text);
  }

  pool(): HeaderResult<PoolCode[]> {
    this.poolResult ??= parsePoolLine(this.src);
    return this.poolResult;
  }

  date(openDates: readonly string[]): HeaderResult<string[]> {
    if (this.dateResult === undefined || !sameDates(this.dateDates, openDates)) {
      this.dateDates = openDates;
      this.dateResult = parseDateLine(this.src, openDates);
    }
    return this.dateResult;
  }

  bet(eatOrder: readonly EatType[]): BetLineResult {
    // the eat order is the context's own array or the default one: the same object key after key
    if (this.betResult === undefined || this.betOrder !== eatOrder) {
      this.betOrder = eatOrder;
      this.betResult = parseBetLine(this.src, eatOrder);
    }
    return this.betResult;
  }

  /**
   * The bet line's cost as `count` works it out, kept while the line's reading, its amounts (its own
   * or the ones it repeats, the same object while the line above is unchanged), dates and pools are.
   */
  total(amounts: Amounts, dates: readonly string[], pools: readonly string[], count: () => Cents): Cents {
    const priced = this.priced;
    if (
      this.price !== undefined &&
      priced !== undefined &&
      priced.bet === this.betResult &&
      priced.amounts === amounts &&
      sameDates(priced.dates, dates) &&
      sameDates(priced.pools, pools)
    ) {
      return this.price;
    }
    if (this.betResult !== undefined) this.priced = { bet: this.betResult, amounts, dates, pools };
    this.price = count();
    return this.price;
  }
}

/** Two lists of dates (or pools) with the same items in the same order. */
function sameDates(a: readonly string[] | undefined, b: readonly string[]): boolean {
  if (a === b) return true;
  if (a === undefined || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** Reads the line at `index` (0-based) whose text is `raw`. */
export type LineSource = (raw: string, index: number) => ReadLine;

/** Every line read afresh: what the server does, one text per request. */
export const freshLines: LineSource = (raw, index) => new ReadLine(raw, index);

/**
 * Sources that keep the lines of the last text read (issue 38 item 7): the editor's next text
 * differs from the last by a keystroke, so all its lines but one are the same text at the same
 * number and are neither normalised nor read again. Call `next()` for each text: its source reuses
 * the lines of the text before.
 */
export function keptLines(): { next: () => LineSource } {
  let last: ReadLine[] = [];
  return {
    next() {
      const previous = last;
      const lines: ReadLine[] = [];
      last = lines;
      return (raw, index) => {
        const found = lines[index] ?? previous[index];
        const line = found !== undefined && found.raw === raw ? found : new ReadLine(raw, index);
        lines[index] = line;
        return line;
      };
    },
  };
}
