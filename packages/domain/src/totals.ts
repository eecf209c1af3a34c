import { BET_TYPE_CODES, type BetTypeCode } from './bet-types.js';
import { cents, type Cents } from './money.js';
import { expandPattern, patternDivisor, patternMultiplier } from './patterns.js';
import type { BetLine, Ticket } from './ticket.js';

/** Sum of a line's typed amounts (one concrete number, one pool, one date). */
export function lineAmountSum(line: BetLine): Cents {
  let sum = 0;
  for (const code of BET_TYPE_CODES) sum += line.amounts[code] ?? 0;
  return cents(sum);
}

/**
 * What a line costs on one pool and one draw date: amount sum x pattern multiplier (spec §5).
 */
export function lineCost(line: BetLine): Cents {
  return cents(lineAmountSum(line) * patternMultiplier(line.number, line.pattern));
}

/**
 * The ticket total of spec §5: amount sum x pools x dates x multiplier, summed over its lines.
 *
 * @example ticketTotal({ drawDates: ['2026-11-25'], pools: ['mg', 'kd'], lines: [{ number: '1234', pattern: 'BOX', amounts: { B: 100 } }] }) // 4800 (1.00 x 24 x 2 pools)
 */
export function ticketTotal(ticket: Ticket): Cents {
  const perDrawAndPool = ticket.lines.reduce((sum, line) => sum + lineCost(line), 0);
  return cents(perDrawAndPool * ticket.pools.length * ticket.drawDates.length);
}

/** One concrete number of a line with its amounts: what limits count and settlement pays. */
export interface ConcreteBet {
  number: string;
  betType: BetTypeCode;
  /** the typed amount; the stake this number carries is amount / divisor */
  amount: Cents;
  /** permutations for IBOX (the amount is shared), else 1 */
  divisor: number;
}

/** A line expanded into concrete (number, bet type) bets, for one pool and one date. */
export function concreteBets(line: BetLine): ConcreteBet[] {
  const divisor = patternDivisor(line.number, line.pattern);
  const bets: ConcreteBet[] = [];
  for (const number of expandPattern(line.number, line.pattern)) {
    for (const betType of BET_TYPE_CODES) {
      const amount = line.amounts[betType];
      if (amount !== undefined && amount > 0) bets.push({ number, betType, amount, divisor });
    }
  }
  return bets;
}
