import type { OrderMessageParams } from '../order-string/index.js';
import { chatMessage, type ChatMessageKey } from './messages.js';
import type { ChatOrderError, ChatOrderErrorCode } from './types.js';

/**
 * The words of a chat line and the errors that point into it. Every function here keeps the
 * line's length, so a column found on the cleaned text is the column the user typed.
 */

/** Every line break a paste may bring, as the order string splits them. */
export function splitChatLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/**
 * Full-width ASCII (a Chinese keyboard's `１２３４－１Ｂ`) as ASCII and the ideographic space as a
 * space: one UTF-16 unit each way, so columns do not move.
 */
export function toAscii(raw: string): string {
  return raw
    .replace(/[\uff01-\uff5e]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ');
}

/** Space, tab and no-break space separate words (as the order string ignores them). */
export function isSpace(char: string | undefined): boolean {
  return char === ' ' || char === '\t' || char === '\u00a0';
}

export interface Word {
  /** ASCII letters upper-cased, nothing else changed */
  text: string;
  /** as typed */
  raw: string;
  /** 0-based index in the line */
  index: number;
}

/**
 * The space-separated words of a line.
 *
 * @example chatWords('16/11  mkt') // [{ text: '16/11', raw: '16/11', index: 0 }, { text: 'MKT', raw: 'mkt', index: 7 }]
 */
export function chatWords(line: string): Word[] {
  const words: Word[] = [];
  let start = -1;
  for (let i = 0; i <= line.length; i += 1) {
    const space = i === line.length || isSpace(line[i]);
    if (!space && start === -1) start = i;
    if (space && start !== -1) {
      const raw = line.slice(start, i);
      words.push({ text: upperAscii(raw), raw, index: start });
      start = -1;
    }
  }
  return words;
}

/** Upper-cases ASCII letters only: `toUpperCase()` could change the length ('ß' is 'SS'). */
export function upperAscii(text: string): string {
  return text.replace(/[a-z]/g, (char) => char.toUpperCase());
}

/** A character for a message: quoted when visible, `U+XXXX` when it would print as nothing. */
export function describeChar(text: string, index: number): string {
  const cp = text.codePointAt(index) ?? 0;
  const char = String.fromCodePoint(cp);
  if (/^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(char)) return `'${char}'`;
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** A word (or any token) for a message, quoted. */
export function quote(text: string): string {
  return `'${text}'`;
}

/** An error on `line` whose refused token is `raw.slice(start, end)` (0-based, at least one unit). */
export function chatError(
  place: { line: number; raw: string; start: number; end: number },
  code: ChatOrderErrorCode,
  messageKey: ChatMessageKey,
  params: OrderMessageParams = {},
): ChatOrderError {
  const end = Math.max(place.start + 1, place.end);
  return {
    line: place.line,
    column: place.start + 1,
    length: end - place.start,
    token: place.raw.slice(place.start, end),
    code,
    message: chatMessage(messageKey, params),
    messageKey,
    params,
  };
}
