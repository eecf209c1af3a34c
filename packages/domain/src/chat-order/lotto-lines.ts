import { DEFAULT_EAT_SEQUENCE } from '../bet-types.js';
import { parseBetLine } from '../order-string/bet-line.js';
import { parsePoolLine } from '../order-string/header-lines.js';
import { normalizeLine } from '../order-string/lexer.js';
import { poolByCode } from '../pools.js';
import type { ProducedKind } from './produced.js';

/**
 * Lotto's own order-string lines in a chat text (rules.md "Orders from chat"): they pass as they
 * are, so the order-string parser reads them with its own rules and errors.
 */

/** The line without spaces and with ASCII letters upper-cased, as the order string reads it. */
function squeezed(line: string): string {
  return normalizeLine(line, 1).text;
}

/**
 * The kind of a line of Lotto's order string, or null for a chat line:
 * - `#` and pool letters or pool ids is a pool line (`#MKT`, `#123`);
 * - `D` and nothing, a count or days of the month is a date line (`D`, `D3`, `D16`, `D05#26`);
 * - a bet line the order string reads without an error (`1234#1#2`, `*1234#B1`, `2345`);
 * and no space parts two letters or digits: the order string ignores spaces, the chat does not, so
 * `123 456` is two chat bets (not the 6D number 123456) and `#MKT ok` a pools word and a word.
 * Anything else is read as chat, where Lotto's words still stand (`#MKT 1234-1B`, `D16 1234#1`),
 * and a line of Lotto's that is wrong reaches the order string's checks through them.
 */
export function orderLineKind(line: string): ProducedKind | null {
  if (/[A-Za-z0-9][ \t\u00a0]+[A-Za-z0-9]/.test(line)) return null;
  const text = squeezed(line);
  if (/^#([A-Z]*|\d*)$/.test(text)) return 'pool';
  if (/^D(\d{0,2}|\d\d(#\d\d)+)$/.test(text)) return 'date';
  if (!/^[\d*+]/.test(text)) return null;
  return parseBetLine(normalizeLine(line, 1), DEFAULT_EAT_SEQUENCE.order).ok ? 'bet' : null;
}

/**
 * What a header line sets, comparable across forms: `16/11` and `D16` are both `D16`; `MKT`,
 * `#KMT` and `#123` are all `MKT`. A line that does not read keys as its own text.
 */
export function headerKey(kind: 'date' | 'pool', text: string): string {
  const line = normalizeLine(text, 1);
  if (kind === 'date') {
    const days = line.text.slice(1).split('#');
    return line.text.length <= 2 ? line.text : `D${[...new Set(days)].sort().join('#')}`;
  }
  const pools = parsePoolLine(line);
  return pools.ok ? pools.value.map((code) => poolByCode(code).letter).join('') : line.text;
}
