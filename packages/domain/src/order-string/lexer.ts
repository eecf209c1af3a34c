import { orderMessage, type OrderMessageKey, type OrderMessageParams } from './messages.js';
import type { LineKind, OrderError, OrderErrorCode } from './types.js';

/**
 * The first stage of reading an order string: split it into lines, drop the characters the
 * language ignores, fold letters to upper case, and remember where every remaining character
 * stood so that errors point at the user's own text.
 */
export interface SourceLine {
  /** 1-based line number in the original text */
  line: number;
  /** the line without spaces, ASCII letters upper-cased */
  text: string;
  /** `cols[i]` is the 1-based original column of `text[i]` */
  cols: number[];
  /** the line as typed, so messages quote the user's own characters ('a', not 'A') */
  raw: string;
}

/** Every line break a paste may bring: `\r\n` (Windows), `\n`, and a lone `\r` (old Mac). */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

// Space, tab and the no-break space that chat apps put into copied text. Anything else that
// looks blank (zero-width characters, ideographic space) is reported, not silently dropped.
function isIgnored(unit: number): boolean {
  return unit === 0x20 || unit === 0x09 || unit === 0xa0;
}

/**
 * Removes ignored spaces and upper-cases ASCII letters only: `toUpperCase()` on the whole line
 * could change its length ('ß' becomes 'SS') and so shift every column after it.
 *
 * @example normalizeLine(' 1234 # b1', 3) // { line: 3, text: '1234#B1', cols: [2, 3, 4, 5, 7, 9, 10], raw: ' 1234 # b1' }
 */
export function normalizeLine(raw: string, line: number): SourceLine {
  let text = '';
  const cols: number[] = [];
  for (let i = 0; i < raw.length; i += 1) {
    const unit = raw.charCodeAt(i);
    if (isIgnored(unit)) continue;
    text += unit >= 0x61 && unit <= 0x7a ? String.fromCharCode(unit - 0x20) : raw[i];
    cols.push(i + 1);
  }
  return { line, text, cols, raw };
}

/** The 1-based original column of `text[index]`; one past the last character at the end. */
export function columnAt(src: SourceLine, index: number): number {
  const col = src.cols[index];
  if (col !== undefined) return col;
  return (src.cols[src.cols.length - 1] ?? 0) + 1;
}

export function lineError(
  src: SourceLine,
  index: number,
  code: OrderErrorCode,
  messageKey: OrderMessageKey,
  params: OrderMessageParams = {},
): OrderError {
  const message = orderMessage(messageKey, params);
  return { line: src.line, column: columnAt(src, index), message, code, messageKey, params };
}

/**
 * A character for a message: quoted when visible, `U+XXXX` when it is a control, format or
 * lone surrogate character that would print as nothing.
 */
export function describeChar(text: string, index: number): string {
  const cp = text.codePointAt(index) ?? 0;
  const char = String.fromCodePoint(cp);
  if (/^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(char)) return `'${char}'`;
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** `describeChar` in an INVALID_LINE error that says what was expected instead (`key`). */
export function unexpectedChar(src: SourceLine, index: number, key: OrderMessageKey): OrderError {
  return lineError(src, index, 'INVALID_LINE', key, {
    char: describeChar(src.raw, columnAt(src, index) - 1),
  });
}

export function isDigit(char: string | undefined): boolean {
  return char !== undefined && char.length === 1 && char >= '0' && char <= '9';
}

/** After normalisation letters are upper case; only ASCII letters count. */
export function isLetter(char: string | undefined): boolean {
  return char !== undefined && char.length === 1 && char >= 'A' && char <= 'Z';
}

/**
 * The kind of a line by its first character: `D` date, `#` pool, a digit, `*` or `+` a bet.
 * Anything else is reported by the driver; it counts as a (broken) bet line.
 */
export function classifyLine(text: string): LineKind {
  const first = text[0];
  if (first === undefined) return 'blank';
  if (first === 'D') return 'date';
  if (first === '#') return 'pool';
  return 'bet';
}
