import { POOLS, poolById, poolByLetter, type PoolCode } from '../pools.js';
import { describeChar, isDigit, isLetter, lineError, unexpectedChar, type SourceLine } from './lexer.js';
import type { OrderError } from './types.js';

/**
 * Date lines (`D`, `D3`, `D05#26`) and pool lines (`#123`, `#MKT`) of game-rules §5. Both hold for
 * the bet lines below them until the next line of the same kind.
 */
export type HeaderResult<T> = { ok: true; value: T } | { ok: false; error: OrderError };

/** The two-digit day of the month of a 'YYYY-MM-DD' date. */
export function dayOfMonth(date: string): string {
  return date.slice(8, 10);
}

/**
 * Reads a date line (its text starts with `D`) into the open draw dates it names, in calendar
 * order and without repeats. A day of the month names the earliest open draw on that day.
 *
 * @example parseDateLine(normalizeLine('D26', 1), ['2026-11-25', '2026-11-26']) // { ok: true, value: ['2026-11-26'] }
 * @example parseDateLine(normalizeLine('D2', 1), ['2026-11-25', '2026-11-26']) // { ok: true, value: [both dates] }
 */
export function parseDateLine(src: SourceLine, openDates: readonly string[]): HeaderResult<string[]> {
  const { text } = src;
  for (let i = 1; i < text.length; i += 1) {
    if (!isDigit(text[i]) && text[i] !== '#') {
      return { ok: false, error: unexpectedChar(src, i, 'unexpectedInDateLine') };
    }
  }
  if (text.length === 1) {
    const next = openDates[0];
    if (next === undefined) {
      return { ok: false, error: lineError(src, 0, 'INVALID_BET_DATE', 'noOpenDraw') };
    }
    return { ok: true, value: [next] };
  }
  // `D3`: one digit is a count of draws; two digits are always a day (`D03` is the 3rd).
  if (text.length === 2) {
    const count = Number(text[1]);
    if (!(count >= 1 && count <= 9)) {
      return { ok: false, error: lineError(src, 1, 'INVALID_BET_DATE', 'drawCount') };
    }
    if (count > openDates.length) {
      const params = { draws: count, open: openDates.length };
      return { ok: false, error: lineError(src, 1, 'INVALID_BET_DATE', 'drawCountTooMany', params) };
    }
    return { ok: true, value: openDates.slice(0, count) };
  }
  return parseDays(src, openDates);
}

function parseDays(src: SourceLine, openDates: readonly string[]): HeaderResult<string[]> {
  const { text } = src;
  const chosen = new Set<string>();
  let start = 1;
  while (start <= text.length) {
    const hash = text.indexOf('#', start);
    const end = hash === -1 ? text.length : hash;
    const segment = text.slice(start, end);
    const after = start === 1 ? "'D'" : "'#'";
    if (segment.length !== 2) {
      const error =
        segment.length === 0
          ? lineError(src, start, 'INVALID_BET_DATE', 'dayMissing', { after })
          : lineError(src, start, 'INVALID_BET_DATE', 'dayDigits', { digits: segment.length });
      return { ok: false, error };
    }
    const day = Number(segment);
    if (day < 1 || day > 31) {
      return { ok: false, error: lineError(src, start, 'INVALID_BET_DATE', 'dayRange', { day: segment }) };
    }
    const date = openDates.find((d) => dayOfMonth(d) === segment);
    if (date === undefined) {
      return { ok: false, error: lineError(src, start, 'INVALID_BET_DATE', 'noDrawOnDay', { day: segment }) };
    }
    chosen.add(date);
    if (hash === -1) break;
    start = hash + 1;
  }
  return { ok: true, value: openDates.filter((d) => chosen.has(d)) };
}

/**
 * Reads a pool line (its text starts with `#`) into pool codes in the order of the pool table,
 * so `#KM` and `#MK` name the same ticket. A pool named twice counts once.
 *
 * @example parsePoolLine(normalizeLine('#tm', 2)) // { ok: true, value: ['mg', 'tt'] }
 */
export function parsePoolLine(src: SourceLine): HeaderResult<PoolCode[]> {
  const { text } = src;
  const first = text[1];
  if (first === undefined) {
    return { ok: false, error: lineError(src, 1, 'INVALID_POOL', 'poolMissing') };
  }
  const byId = isDigit(first);
  const chosen = new Set<PoolCode>();
  for (let i = 1; i < text.length; i += 1) {
    const char = text[i];
    const digit = isDigit(char);
    if (!digit && !isLetter(char)) {
      if (char === '#') {
        return { ok: false, error: lineError(src, i, 'INVALID_POOL', 'poolTwoHashes') };
      }
      return { ok: false, error: unexpectedChar(src, i, 'unexpectedInPoolLine') };
    }
    if (digit !== byId) {
      return {
        ok: false,
        error: lineError(src, i, 'INVALID_POOL', byId ? 'poolMixedIds' : 'poolMixedLetters'),
      };
    }
    const pool = byId ? poolById(Number(char)) : poolByLetter(char ?? '');
    if (pool === undefined) {
      const params = {
        char: describeChar(text, i),
        pools: POOLS.map((p) => (byId ? p.id : p.letter)).join(' '),
      };
      const error = lineError(src, i, 'INVALID_POOL', byId ? 'noPoolId' : 'noPoolLetter', params);
      return { ok: false, error };
    }
    chosen.add(pool.code);
  }
  return { ok: true, value: POOLS.filter((p) => chosen.has(p.code)).map((p) => p.code) };
}
