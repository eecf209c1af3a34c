import type { AppType } from './app-type.js';
import { BET_GROUPS, BET_TYPES, type BetGroupCode, type BetTypeCode } from './bet-types.js';
import type { ErrorCode } from './error-codes.js';
import { parsePoints, type Cents } from './money.js';
import { isRunningPattern, numberOfTyped, patternRefusal, type PatternCode } from './patterns.js';
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
  /**
   * When given, the pools with an open draw on each date ('YYYY-MM-DD' -> pool codes, as
   * GetBetDates lists them): every chosen pool must draw on every chosen date (issue 16.10).
   */
  openPoolsByDate?: Readonly<Record<string, readonly PoolCode[]>>;
}

export interface BetValidationError {
  code: ErrorCode;
  /** English detail for logs and the API message; the web shows its translation of `code` */
  message: string;
  field: 'drawDates' | 'pools' | 'number' | 'amounts';
  betType?: BetTypeCode;
  /** the pool and the date ('YYYY-MM-DD') of a pool that does not draw on a chosen date */
  pool?: PoolCode;
  date?: string;
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

  const checked = checkNumber(input, filled);
  if (!checked.ok) return fail(checked.error);

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

  const noDraw = context.openPoolsByDate && firstPoolWithoutDraw(input, context.openPoolsByDate);
  if (noDraw) {
    return fail({
      code: 'DRAW_CLOSED',
      field: 'pools',
      pool: noDraw.pool,
      date: noDraw.date,
      message: `${poolByCode(noDraw.pool).name} has no open draw on ${noDraw.date}`,
    });
  }

  const ticket: NormalTicket = {
    group: input.group,
    drawDates: [...input.drawDates],
    pools: [...new Set(input.pools)],
    lines: [{ number: checked.number, pattern: input.pattern, amounts: Object.fromEntries(filled) }],
  };
  return { ok: true, ticket };
}

/** The first chosen date and pool (in the order chosen) on which that pool has no open draw. */
function firstPoolWithoutDraw(
  input: NormalBetInput,
  openPoolsByDate: Readonly<Record<string, readonly PoolCode[]>>,
): { pool: PoolCode; date: string } | null {
  for (const date of input.drawDates) {
    const open = openPoolsByDate[date] ?? [];
    const pool = input.pools.find((code) => !open.includes(code));
    if (pool) return { pool, date };
  }
  return null;
}

/**
 * The number bet, from the digits typed. With P-H / P-B the running digit is not typed (`234` with
 * P-H bets 0234..9234), as in an order line (`+234`): the typed number is one digit short of the
 * group's length, and a full-length one is refused rather than a digit ignored (issue 16.6).
 */
function checkNumber(
  input: NormalBetInput,
  filled: [BetTypeCode, Cents][],
): { ok: true; number: string } | { ok: false; error: BetValidationError } {
  const group = BET_GROUPS[input.group];
  const typed = input.number;
  const invalid = (message: string) => ({
    ok: false as const,
    error: { code: 'INVALID_NUMBER' as const, field: 'number' as const, message },
  });
  if (!ASCII_DIGITS.test(typed)) return invalid(`The bet number must be digits 0-9, got "${typed}"`);
  const running = isRunningPattern(input.pattern);
  const number = numberOfTyped(typed, input.pattern);
  const lengthOk = number.length === group.numberLength || (input.group === '3.4D' && number.length === 3);
  if (!lengthOk) {
    if (!running) {
      return invalid(`${group.code} takes a ${group.numberLength}-digit number, got ${typed.length} digits`);
    }
    const runs = input.pattern === 'P-H' ? 'first' : 'last';
    return invalid(
      `${group.code} with ${input.pattern} takes the other ${group.numberLength - 1} digits (${input.pattern} runs the ${runs} digit through 0-9), got ${typed.length} digits`,
    );
  }
  const refusal = patternRefusal(number.length, input.pattern);
  if (refusal !== null) return invalid(refusal);
  // 3.4D takes a 3-digit number too, when only its 3-digit types (3A, 3C) carry amounts.
  if (number.length !== group.numberLength) {
    const fourDigit = filled.find(([betType]) => BET_TYPES[betType].digits === 4);
    if (fourDigit) {
      return {
        ok: false,
        error: {
          code: 'INVALID_BET_AMOUNT_3D',
          field: 'amounts',
          betType: fourDigit[0],
          message: `A 3-digit number takes only 3A and 3C amounts, not ${fourDigit[0]}`,
        },
      };
    }
  }
  return { ok: true, number };
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
