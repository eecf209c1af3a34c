import { BET_TYPE_CODES, EAT_TYPE_BET, type BetTypeCode, type EatType } from './bet-types.js';
import type { PatternCode } from './patterns.js';

/**
 * The receipt's vocabulary (game-rules §9), one home for every place that prints a bet line the way
 * the receipt does (receipt.ts, the server's bet report): the number with its pattern marks, the
 * label of each amount and the order the amounts come in.
 */

/** The number as the receipt prints it, with the pattern marks of the order string (game-rules §5). */
export const NUMBER_MARKS: Readonly<Record<PatternCode, (n: string) => string>> = {
  NORMAL: (n) => n,
  BOX: (n) => `*${n}`,
  IBOX: (n) => `**${n}`,
  R: (n) => `${n}*`,
  'P-H': (n) => `+${n.slice(1)}`,
  'P-B': (n) => `${n.slice(0, -1)}+`,
  'L-H': (n) => `${n.slice(0, -1)}*${n.slice(-1)}`,
  'L-B': (n) => `${n.slice(0, 1)}*${n.slice(1)}`,
};

/** @example markedNumber('R', '1234') // '1234*' */
export function markedNumber(pattern: PatternCode, number: string): string {
  return NUMBER_MARKS[pattern](number);
}

const EAT_LETTER = Object.fromEntries(
  Object.entries(EAT_TYPE_BET).map(([letter, code]) => [code, letter]),
) as Partial<Record<BetTypeCode, EatType>>;

/**
 * An amount's label: the eat-type letter B S A C D for B, S, 3A, 3C, 4A, the bet-type code for the rest.
 *
 * @example amountLabel('3A') // 'A'
 */
export function amountLabel(code: BetTypeCode): string {
  return EAT_LETTER[code] ?? code;
}

/** The order of a line's amounts: eat order first, as the advanced-mode keyboard offers them; then the catalogue. */
export const AMOUNT_ORDER: readonly BetTypeCode[] = [
  ...new Set<BetTypeCode>(['B', 'S', '3A', '3C', '4A', ...BET_TYPE_CODES]),
];
