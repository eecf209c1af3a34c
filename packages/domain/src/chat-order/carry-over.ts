import { headerKey } from './lotto-lines.js';
import type { Produced } from './produced.js';
import { chatError, isSpace, quote } from './text.js';
import type { ChatOrderError } from './types.js';

/**
 * Carry-over (rules.md "Orders from chat"): a date or pools line holds for every bet after it,
 * across lines and blank lines, until the next line of its kind replaces it, as in the order
 * string. Chat parsers lose bets where a header silently holds for nothing (reset mid-message, or
 * written after its bets), so here a header must hold for at least one bet: one that another
 * header replaces first, or that ends the text, is an error. A header that repeats the one in
 * force (`MKT` again, or `#KMT`) changes nothing and is no error.
 */
export interface ReadLine {
  line: number;
  raw: string;
  produced: readonly Produced[];
  /** the line has an error: what it would have set or bet is unknown, so nothing is blamed on it */
  failed: boolean;
}

interface InForce {
  key: string;
  header: Produced;
  used: boolean;
}

/** The carry-over errors by chat line (only lines given as not failed get one). */
export function carryOverErrors(lines: readonly ReadLine[]): Map<number, ChatOrderError> {
  const raws = new Map(lines.map((l) => [l.line, l.raw]));
  const errors = new Map<number, ChatOrderError>();
  const inForce: { date?: InForce; pool?: InForce } = {};
  const blame = (held: InForce, next?: Produced) => {
    if (errors.has(held.header.line)) return;
    errors.set(held.header.line, headerError(held.header, raws, next));
  };

  for (const read of lines) {
    for (const produced of read.produced) {
      if (produced.kind === 'bet') {
        if (inForce.date) inForce.date.used = true;
        if (inForce.pool) inForce.pool.used = true;
        continue;
      }
      if (produced.kind === 'blank') continue;
      const kind = produced.kind;
      const held = inForce[kind];
      if (produced.placeholder) {
        // A refused header: what it replaced is not blamed, and nothing is known below it.
        inForce[kind] = undefined;
        continue;
      }
      const key = headerKey(kind, produced.text);
      if (held?.key === key) continue;
      if (held !== undefined && !held.used) blame(held, produced);
      inForce[kind] = { key, header: produced, used: false };
    }
    if (read.failed) {
      if (inForce.date) inForce.date.used = true;
      if (inForce.pool) inForce.pool.used = true;
    }
  }
  for (const held of [inForce.date, inForce.pool]) {
    if (held !== undefined && !held.used) blame(held);
  }
  for (const read of lines) if (read.failed) errors.delete(read.line);
  return errors;
}

/** The 0-based span of the chat words a header came from (a kept line's spaces left out). */
function span(produced: Produced): { start: number; end: number } {
  const origins = produced.origins.filter((_, i) => !isSpace(produced.text[i]));
  const starts = origins.map((o) => o.start);
  const ends = origins.map((o) => o.end);
  return { start: Math.min(...starts) - 1, end: Math.max(...ends) - 1 };
}

function headerError(
  header: Produced,
  raws: Map<number, string>,
  next: Produced | undefined,
): ChatOrderError {
  const raw = raws.get(header.line) ?? '';
  const { start, end } = span(header);
  const place = { line: header.line, raw, start, end };
  if (next === undefined)
    return chatError(place, 'INVALID_LINE', 'headerUnused', { header: quote(raw.slice(start, end)) });
  const nextRaw = raws.get(next.line) ?? '';
  const nextSpan = span(next);
  return chatError(place, 'INVALID_LINE', 'headerReplaced', {
    header: quote(raw.slice(start, end)),
    next: quote(nextRaw.slice(nextSpan.start, nextSpan.end)),
    line: next.line,
  });
}
