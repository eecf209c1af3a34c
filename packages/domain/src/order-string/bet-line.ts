import { EAT_TYPE_BET, EAT_TYPES, type BetTypeCode, type EatType } from '../bet-types.js';
import { parsePoints, type Cents } from '../money.js';
import { numberOfTyped, patternRefusal, type PatternCode } from '../patterns.js';
import { isDigit, isLetter, lineError, unexpectedChar, type SourceLine } from './lexer.js';
import type { OrderError } from './types.js';

/**
 * Bet lines of game-rules §5: a number with an optional pattern mark, then `#`-separated amounts
 * either by position in the user's eat sequence (`1234#1##2`) or with eat types (`1234#B1#S2`).
 * This module reads one line on its own; amount inheritance, pools and dates are the driver's.
 */
export type Amounts = Partial<Record<BetTypeCode, Cents>>;

export interface ParsedBet {
  /** the bet number; P-H / P-B hold '0' at the running digit's position */
  number: string;
  pattern: PatternCode;
  /** undefined when the line has no `#` at all: it repeats the previous bet line's amounts */
  amounts: Amounts | undefined;
}

export type BetLineResult = { ok: true; bet: ParsedBet } | { ok: false; error: OrderError };

type Step<T> = { ok: true; value: T } | { ok: false; error: OrderError };

const fail = (error: OrderError): { ok: false; error: OrderError } => ({ ok: false, error });

/**
 * The bet types a number of this length takes in an order line: 4 digits B S 3A 3C 4A (3A/3C
 * on its last 3 digits), 3 digits 3A 3C, 5 and 6 digits 5D / 6D.
 */
export function betTypesForLength(length: number): readonly BetTypeCode[] {
  switch (length) {
    case 3:
      return ['3A', '3C'];
    case 4:
      return EAT_TYPES.map((e) => EAT_TYPE_BET[e]);
    case 5:
      return ['5D'];
    case 6:
      return ['6D'];
    default:
      return [];
  }
}

/** The eat types a 3- or 4-digit number takes, in the order of the user's eat sequence. */
function eatSlots(length: number, eatOrder: readonly EatType[]): readonly EatType[] {
  return length === 3 ? eatOrder.filter((e) => e === 'A' || e === 'C') : eatOrder;
}

/**
 * Reads one bet line. `eatOrder` must be a permutation of B S A C D (the driver checks it).
 *
 * @example parseBetLine(normalizeLine('*1234#1##2', 1), ['B', 'S', 'A', 'C', 'D'])
 * // { ok: true, bet: { number: '1234', pattern: 'BOX', amounts: { B: 100, '3A': 200 } } }
 */
export function parseBetLine(src: SourceLine, eatOrder: readonly EatType[]): BetLineResult {
  const { text } = src;
  const first = text[0];
  if (!isDigit(first) && first !== '*' && first !== '+') {
    return fail(unexpectedChar(src, 0, 'unexpectedBetStart'));
  }
  const hash = text.indexOf('#');
  const head = parseHead(src, hash === -1 ? text.length : hash);
  if (!head.ok) return head;
  const { number, pattern } = head.value;
  if (hash === -1) return { ok: true, bet: { number, pattern, amounts: undefined } };
  const amounts = parseAmounts(src, hash, number.length, eatOrder);
  if (!amounts.ok) return amounts;
  return { ok: true, bet: { number, pattern, amounts: amounts.value } };
}

function parseHead(src: SourceLine, end: number): Step<{ number: string; pattern: PatternCode }> {
  const { text } = src;
  let start = 0;
  while (start < end && text[start] === '*') start += 1;
  if (start > 2) {
    return fail(lineError(src, 2, 'INVALID_LINE', 'tooManyStars'));
  }
  let pattern: PatternCode = start === 2 ? 'IBOX' : start === 1 ? 'BOX' : 'NORMAL';
  if (start === 0 && text[0] === '+') {
    pattern = 'P-H';
    start = 1;
  }
  // A mark after the first digit: R, P-B, L-H or L-B, told apart by where it stands.
  let mark = -1;
  for (let i = start; i < end; i += 1) {
    const char = text[i];
    if (isDigit(char)) continue;
    if (char !== '*' && char !== '+') return fail(unexpectedChar(src, i, 'unexpectedInNumber'));
    if (pattern !== 'NORMAL' || mark !== -1) return fail(lineError(src, i, 'INVALID_LINE', 'onePattern'));
    mark = i;
  }
  let digits = text.slice(start, end);
  let markIndex = pattern === 'NORMAL' ? -1 : 0;
  if (mark !== -1) {
    const before = mark - start;
    const after = end - mark - 1;
    digits = text.slice(start, mark) + text.slice(mark + 1, end);
    markIndex = mark;
    if (text[mark] === '+') {
      if (after !== 0) {
        return fail(lineError(src, mark, 'INVALID_LINE', 'plusPlace'));
      }
      pattern = 'P-B';
    } else if (after === 0) pattern = 'R';
    else if (after === 1) pattern = 'L-H';
    else if (before === 1) pattern = 'L-B';
    else {
      return fail(lineError(src, mark, 'INVALID_LINE', 'starInside'));
    }
  }
  if (digits.length === 0) {
    return fail(lineError(src, end, 'INVALID_NUMBER', 'noNumber'));
  }
  const number = numberOfTyped(digits, pattern);
  if (number.length < 3) {
    return fail(lineError(src, 0, 'INVALID_NUMBER', 'numberTooShort'));
  }
  if (number.length > 6) {
    return fail(lineError(src, 0, 'INVALID_NUMBER', 'numberTooLong', { length: number.length }));
  }
  if (patternRefusal(number.length, pattern) !== null) {
    const key = number.length >= 5 ? 'patternOnLong' : 'patternOn2D';
    return fail(lineError(src, markIndex, 'INVALID_NUMBER', key, { length: number.length, pattern }));
  }
  return { ok: true, value: { number, pattern } };
}

function parseAmounts(
  src: SourceLine,
  firstHash: number,
  length: number,
  eatOrder: readonly EatType[],
): Step<Amounts> {
  const { text } = src;
  const segments: { hash: number; start: number; end: number }[] = [];
  for (let hash = firstHash; hash !== -1;) {
    const next = text.indexOf('#', hash + 1);
    segments.push({ hash, start: hash + 1, end: next === -1 ? text.length : next });
    hash = next;
  }
  const explicit = segments.some((s) => isLetter(text[s.start]));
  const amounts: Amounts = {};
  const given = new Set<BetTypeCode>();
  for (const [index, segment] of segments.entries()) {
    const step = explicit
      ? explicitAmount(src, segment, length, given)
      : positionalAmount(src, segment, index, length, eatOrder);
    if (!step.ok) return step;
    if (step.value !== undefined) amounts[step.value.type] = step.value.amount;
  }
  if (Object.keys(amounts).length === 0) {
    const typed = segments.some((s) => s.start !== s.end);
    const key = typed ? 'allAmountsZero' : 'expectedAmount';
    return fail(lineError(src, firstHash + 1, 'INVALID_BET_AMOUNT', key));
  }
  return { ok: true, value: amounts };
}

type Segment = { hash: number; start: number; end: number };
type SlotAmount = { type: BetTypeCode; amount: Cents } | undefined;

function positionalAmount(
  src: SourceLine,
  segment: Segment,
  index: number,
  length: number,
  eatOrder: readonly EatType[],
): Step<SlotAmount> {
  const slots: readonly BetTypeCode[] =
    length >= 5 ? betTypesForLength(length) : eatSlots(length, eatOrder).map((e) => EAT_TYPE_BET[e]);
  const type = slots[index];
  if (type === undefined) {
    const error =
      length >= 5
        ? lineError(src, segment.hash, 'INVALID_BET_AMOUNT', 'oneAmountOnly', { length })
        : lineError(src, segment.hash, 'INVALID_BET_AMOUNT', 'tooManyAmounts', {
            length,
            slots: slots.length,
            sequence: eatSlots(length, eatOrder).join('-'),
          });
    return fail(error);
  }
  if (segment.start === segment.end) return { ok: true, value: undefined };
  const amount = parseAmount(src, segment.start, segment.end);
  if (!amount.ok) return amount;
  // Agents type 0 to skip a slot (issue 16.5): an explicit 0 is an empty slot.
  return { ok: true, value: amount.value === 0 ? undefined : { type, amount: amount.value } };
}

function explicitAmount(
  src: SourceLine,
  segment: Segment,
  length: number,
  given: Set<BetTypeCode>,
): Step<SlotAmount> {
  const { text } = src;
  const letter = text[segment.start];
  if (letter === undefined || segment.start === segment.end) {
    return fail(lineError(src, segment.start, 'INVALID_BET_AMOUNT', 'expectedEatAndAmount'));
  }
  if (!isLetter(letter)) {
    return fail(lineError(src, segment.start, 'INVALID_BET_AMOUNT', 'mixedEatTypes'));
  }
  const eat = EAT_TYPES.find((e) => e === letter);
  if (eat === undefined) return fail(unexpectedChar(src, segment.start, 'unexpectedEatType'));
  if (length >= 5) {
    return fail(lineError(src, segment.start, 'INVALID_BET_AMOUNT', 'eatTypeOnLong', { length, eat }));
  }
  if (!eatSlots(length, EAT_TYPES).includes(eat)) {
    return fail(lineError(src, segment.start, 'INVALID_BET_AMOUNT', 'eatTypeOn3D', { eat }));
  }
  const type = EAT_TYPE_BET[eat];
  if (given.has(type)) {
    return fail(lineError(src, segment.start, 'INVALID_BET_AMOUNT', 'eatTypeTwice', { eat }));
  }
  given.add(type);
  if (segment.start + 1 === segment.end) {
    return fail(lineError(src, segment.end, 'INVALID_BET_AMOUNT', 'expectedAmountAfterEat', { eat }));
  }
  const amount = parseAmount(src, segment.start + 1, segment.end);
  if (!amount.ok) return amount;
  return { ok: true, value: amount.value === 0 ? undefined : { type, amount: amount.value } };
}

/** Spec §5: an amount box holds at most 4 characters. */
export const MAX_AMOUNT_CHARS = 4;

/** Reads an amount of 0 or more; a 0 is an empty slot for the caller (issue 16.5). */
function parseAmount(src: SourceLine, start: number, end: number): Step<Cents> {
  const { text } = src;
  for (let i = start; i < end; i += 1) {
    if (!isDigit(text[i]) && text[i] !== '.') return fail(unexpectedChar(src, i, 'unexpectedInAmount'));
  }
  if (end - start > MAX_AMOUNT_CHARS) {
    return fail(lineError(src, start, 'INVALID_BET_AMOUNT', 'amountTooLong', { max: MAX_AMOUNT_CHARS }));
  }
  const parsed = parsePoints(text.slice(start, end));
  if (!parsed.ok) {
    return fail(lineError(src, start, 'INVALID_BET_AMOUNT', 'amountFormat'));
  }
  if (parsed.value < 0) {
    return fail(lineError(src, start, 'INVALID_BET_AMOUNT', 'amountNegative'));
  }
  return { ok: true, value: parsed.value };
}
