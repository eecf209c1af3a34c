import type { AppType } from './app-type.js';
import { BET_GROUPS, BET_TYPES, type BetGroupCode, type BetTypeCode } from './bet-types.js';
import type { ErrorCode } from './error-codes.js';
import { parsePoints, type Cents } from './money.js';
import type { PatternCode } from './patterns.js';
import { poolByCode, type PoolCode } from './pools.js';
import type { NormalTicket } from './ticket.js';
import { ticketTotal } from './totals.js';

/** The normal-mode form as typed: amounts are the raw text of the amount boxes. */
export interface NormalBetInput {
  group: BetGroupCode;
  number: string;
  pattern: PatternCode;
  amounts: Partial<Record<BetTypeCode, string>>;
  drawDates: string[];
  pools: PoolCode[];
}

export interface NormalBetContext {
  appType: AppType;
  /** when given, every draw date must be one of these (the open draws) */
  openDates?: readonly string[];
}

export interface BetValidationError {
  code: ErrorCode;
  /** English detail for logs and the API message; the web shows its translation of `code` */
  message: string;
  field: 'drawDates' | 'pools' | 'number' | 'amounts';
  betType?: BetTypeCode;
}

export type NormalBetResult = { ok: true; ticket: NormalTicket } | { ok: false; error: BetValidationError };

/** The amount boxes take at most 4 characters (spec §5, §9). */
export const AMOUNT_MAX_CHARS = 4;

const ASCII_DIGITS = /^[0-9]+$/;

/**
 * Validates one normal-mode bet the way the form's Add ticket does (spec §5), in the spec's order:
 * dates, number, amounts, pools. Answers the first problem, or the ticket with parsed amounts.
 *
 * @example validateNormalBet({ group: '4D', number: '1234', pattern: 'NORMAL', amounts: { B: '1' }, drawDates: ['2026-11-25'], pools: ['mg'] }, { appType: 'normal' })
 */
export function validateNormalBet(input: NormalBetInput, context: NormalBetContext): NormalBetResult {
  const fail = (error: BetValidationError): NormalBetResult => ({ ok: false, error });

  if (input.drawDates.length === 0) {
    return fail({ code: 'INVALID_BET_DATE', field: 'drawDates', message: 'Choose at least one draw date' });
  }
  if (new Set(input.drawDates).size !== input.drawDates.length) {
    return fail({ code: 'INVALID_BET_DATE', field: 'drawDates', message: 'A draw date is chosen twice' });
  }
  const closed = context.openDates && input.drawDates.find((date) => !context.openDates!.includes(date));
  if (closed) {
    return fail({
      code: 'INVALID_BET_DATE',
      field: 'drawDates',
      message: `The draw of ${closed} is not open`,
    });
  }

  const group = BET_GROUPS[input.group];
  const filled: [BetTypeCode, Cents][] = [];
  for (const betType of group.betTypes) {
    const raw = (input.amounts[betType] ?? '').trim();
    if (raw === '') continue;
    const parsed = parsePoints(raw);
    if (raw.length > AMOUNT_MAX_CHARS || !parsed.ok || parsed.value < 0) {
      return fail({
        code: 'INVALID_BET_AMOUNT',
        field: 'amounts',
        betType,
        message: `Invalid bet amount for ${betType}: "${raw}"`,
      });
    }
    if (parsed.value > 0) filled.push([betType, parsed.value]);
  }
  const stray = (Object.keys(input.amounts) as BetTypeCode[]).find(
    (code) => !group.betTypes.includes(code) && (input.amounts[code] ?? '').trim() !== '',
  );
  if (stray) {
    return fail({
      code: 'INVALID_BET_AMOUNT',
      field: 'amounts',
      betType: stray,
      message: `${stray} is not a bet type of ${group.code}`,
    });
  }

  const numberError = checkNumber(input, filled);
  if (numberError) return fail(numberError);

  if (filled.length === 0) {
    return fail({
      code: 'INVALID_BET_AMOUNT',
      field: 'amounts',
      message: 'The total amount must not be zero',
    });
  }

  if (input.pools.length === 0) {
    return fail({ code: 'INVALID_POOL', field: 'pools', message: 'Choose at least one pool' });
  }
  for (const code of new Set(input.pools)) {
    const pool = poolByCode(code);
    if (!pool.appTypes.includes(context.appType)) {
      return fail({ code: 'INVALID_POOL', field: 'pools', message: `${pool.name} is not offered here` });
    }
    const missing = filled
      .map(([betType]) => BET_TYPES[betType].game)
      .find((game) => !pool.games.includes(game));
    if (missing) {
      return fail({ code: 'INVALID_POOL', field: 'pools', message: `${pool.name} has no ${missing} game` });
    }
  }

  const ticket: NormalTicket = {
    group: input.group,
    drawDates: [...input.drawDates],
    pools: [...new Set(input.pools)],
    lines: [{ number: input.number, pattern: input.pattern, amounts: Object.fromEntries(filled) }],
  };
  return { ok: true, ticket };
}

function checkNumber(input: NormalBetInput, filled: [BetTypeCode, Cents][]): BetValidationError | null {
  const group = BET_GROUPS[input.group];
  const number = input.number;
  const invalid = (message: string): BetValidationError => ({
    code: 'INVALID_NUMBER',
    field: 'number',
    message,
  });
  if (!ASCII_DIGITS.test(number)) return invalid(`The bet number must be digits 0-9, got "${number}"`);
  if (number.length === group.numberLength) return null;
  // 3.4D takes a 3-digit number too, when only its 3-digit types (3A, 3C) carry amounts.
  if (input.group === '3.4D' && number.length === 3) {
    const fourDigit = filled.find(([betType]) => BET_TYPES[betType].digits === 4);
    if (!fourDigit) return null;
    return {
      code: 'INVALID_BET_AMOUNT_3D',
      field: 'amounts',
      betType: fourDigit[0],
      message: `A 3-digit number takes only 3A and 3C amounts, not ${fourDigit[0]}`,
    };
  }
  return invalid(`${group.code} takes a ${group.numberLength}-digit number, got ${number.length} digits`);
}

/**
 * "Insufficient credit." when an order's total exceeds the balance (spec §5). The server checks
 * the accepted total again inside the order's transaction.
 */
export function checkCredit(
  total: Cents,
  creditLeft: Cents,
): { ok: true } | { ok: false; code: 'INSUFFICIENT_CREDIT' } {
  return total <= creditLeft ? { ok: true } : { ok: false, code: 'INSUFFICIENT_CREDIT' };
}

/** The cart's total: the sum of its tickets' totals (spec §5 formula). */
export function cartTotal(tickets: readonly NormalTicket[]): Cents {
  return tickets.reduce((sum, ticket) => (sum + ticketTotal(ticket)) as Cents, 0 as Cents);
}
