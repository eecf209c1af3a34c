import { EAT_TYPES } from '../bet-types.js';
import { chatError, describeChar, quote, type Word } from './text.js';
import type { ChatOrderError } from './types.js';

/**
 * The amounts of a chat bet (rules.md "Orders from chat"): pairs of a bet type and an amount,
 * either way round (`1B`, `B1`, `0.5S`), run together (`2B1S`, `B2S1`) or parted by `/` or `,`
 * (`1B/1S`). The bet types are the order string's eat types: B Big, S Small, A 3A, C 3C, D 4A.
 * A 5- or 6-digit number takes one bare amount (`12345-2`). Amount values are the order string's
 * to check (at most 4 characters, two decimals).
 */
export interface AmountPiece {
  /** the eat type and its 0-based index in the line; none for a bare amount */
  letter?: { char: string; index: number };
  amount: { text: string; index: number };
  /** the pair's span in the line, 0-based, end excluded */
  start: number;
  end: number;
}

export type AmountsStep = { ok: true; pieces: AmountPiece[] } | { ok: false; error: ChatOrderError };

const isDigitOrDot = (char: string | undefined) => char !== undefined && /^[0-9.]$/.test(char);
const isLetter = (char: string | undefined) => char !== undefined && /^[A-Z]$/.test(char);
const isEatType = (char: string | undefined) => (EAT_TYPES as readonly string[]).includes(char ?? '');

/**
 * Reads `word.text` from `from` to its end as amounts of a number of `length` digits.
 *
 * @example readAmounts({ text: '1234-1B/S2', raw: '1234-1b/s2', index: 0 }, 5, 1, '1234-1b/s2', 4)
 * // { ok: true, pieces: [{ letter: 'B' at 6, amount: '1' at 5, start: 5, end: 7 }, { letter: 'S' at 8, amount: '2' at 9, ... }] }
 */
export function readAmounts(
  word: Word,
  from: number,
  line: number,
  raw: string,
  length: number,
): AmountsStep {
  const { text } = word;
  const at = (i: number) => word.index + i;
  const fail = (start: number, end: number, key: Parameters<typeof chatError>[2], params = {}) => ({
    ok: false as const,
    error: chatError({ line, raw, start: at(start), end: at(end) }, 'INVALID_BET_AMOUNT', key, params),
  });
  const charParams = (i: number) => ({ char: describeChar(raw, at(i)), word: quote(word.raw) });

  if (/[A-Z]{2}/.test(text.slice(from))) {
    return {
      ok: false,
      error: chatError(
        { line, raw, start: word.index, end: at(text.length) },
        'INVALID_LINE',
        'unknownWord',
        {
          word: quote(word.raw),
        },
      ),
    };
  }
  const pieces: AmountPiece[] = [];
  let p = from;
  while (p < text.length) {
    const char = text[p];
    if (isDigitOrDot(char)) {
      let q = p;
      while (isDigitOrDot(text[q])) q += 1;
      const amount = { text: text.slice(p, q), index: at(p) };
      const letter = text[q];
      if (q === text.length || letter === '/' || letter === ',') {
        if (length < 5) return fail(p, q, 'amountWithoutType', { amount: amount.text });
        pieces.push({ amount, start: at(p), end: at(q) });
        p = q;
      } else if (isEatType(letter)) {
        pieces.push({ letter: { char: letter ?? '', index: at(q) }, amount, start: at(p), end: at(q + 1) });
        p = q + 1;
      } else {
        return fail(q, q + 1, isLetter(letter) ? 'unknownBetType' : 'unexpectedChar', charParams(q));
      }
    } else if (isEatType(char)) {
      let q = p + 1;
      while (isDigitOrDot(text[q])) q += 1;
      if (q === p + 1) return fail(p, p + 1, 'amountAfterType', charParams(p));
      const amount = { text: text.slice(p + 1, q), index: at(p + 1) };
      pieces.push({ letter: { char: char ?? '', index: at(p) }, amount, start: at(p), end: at(q) });
      p = q;
    } else {
      return fail(p, p + 1, isLetter(char) ? 'unknownBetType' : 'unexpectedChar', charParams(p));
    }
    // A separator parts two pairs: not first, not last, not twice.
    if (text[p] === '/' || text[p] === ',') {
      if (p + 1 === text.length || !/[0-9.A-Z]/.test(text[p + 1] ?? '')) {
        return fail(p, p + 1, 'unexpectedChar', charParams(p));
      }
      p += 1;
    }
  }
  return { ok: true, pieces };
}
