import { BET_TYPE_CODES, BET_TYPES, type BetTypeCode } from './bet-types.js';
import { cents, type Cents } from './money.js';
import { expandPattern, patternDivisor } from './patterns.js';
import type { BetLine } from './ticket.js';

/**
 * Per-number sell limits (game-rules §6): the house sells at most a limit of each concrete number
 * per pool, draw date and bet type. A line over the remainder is cut to the remainder; IBOX counts
 * amount / permutations, rounded up to the cent. These functions work on one pool's one draw; the
 * caller supplies what is left of each limit and persists what was used.
 */

/** The number a bet type sells: its last `digits` digits (3A on 1234 sells 234). */
export function soldNumber(number: string, betType: BetTypeCode): string {
  return number.slice(-BET_TYPES[betType].digits);
}

/** `${betType}|${number}`: one sell-limit counter within a pool's draw. */
export function soldKey(betType: BetTypeCode, number: string): string {
  return `${betType}|${number}`;
}

export function parseSoldKey(key: string): { betType: BetTypeCode; number: string } {
  const [betType, number] = key.split('|') as [BetTypeCode, string];
  return { betType, number };
}

/**
 * How many of a line's concrete numbers sell each counter (BOX 1234's 2A sells 34 twice: 1234
 * and 2134; R on 1221 sells 1221 twice). Position taking (position/allocation.ts) fits an agent's
 * eat cap to the same counters.
 */
export function multiplicities(
  line: Pick<BetLine, 'number' | 'pattern'>,
  betType: BetTypeCode,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const number of expandPattern(line.number, line.pattern)) {
    const key = soldKey(betType, soldNumber(number, betType));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * What a line uses of each counter for the given amounts: multiplicity x amount / divisor,
 * the share rounded up to the cent. Used to consume at placing and to free at cancelling.
 */
export function lineStakes(line: BetLine, amounts: Partial<Record<BetTypeCode, Cents>>): Map<string, Cents> {
  const stakes = new Map<string, Cents>();
  const divisor = patternDivisor(line.number, line.pattern);
  for (const betType of BET_TYPE_CODES) {
    const amount = amounts[betType] ?? 0;
    if (amount <= 0) continue;
    const share = Math.ceil(amount / divisor);
    for (const [key, count] of multiplicities(line, betType)) {
      stakes.set(key, cents((stakes.get(key) ?? 0) + share * count));
    }
  }
  return stakes;
}

/** Every counter a set of lines touches, for loading their usage and limits up front. */
export function soldKeysOf(lines: readonly BetLine[]): string[] {
  const keys = new Set<string>();
  for (const line of lines) {
    for (const betType of BET_TYPE_CODES) {
      if ((line.amounts[betType] ?? 0) > 0)
        for (const key of multiplicities(line, betType).keys()) keys.add(key);
    }
  }
  return [...keys].sort();
}

export interface Allocation {
  /** accepted amounts per line, in the lines' order (a bet type cut to 0 is kept as 0) */
  accepted: Partial<Record<BetTypeCode, Cents>>[];
  /** what the accepted amounts use of each counter */
  used: Map<string, Cents>;
}

/**
 * Cuts each line's amounts to what the limits still allow, line by line in order (earlier lines
 * of the same order use up the remainder first). `remaining(key)` is the limit minus the usage
 * before this order.
 *
 * @example allocateLines([{ number: '1234', pattern: 'NORMAL', amounts: { B: 500 } }], () => 300)
 * // { accepted: [{ B: 300 }], used: Map { 'B|1234' => 300 } }
 */
export function allocateLines(lines: readonly BetLine[], remaining: (key: string) => Cents): Allocation {
  const left = new Map<string, number>();
  const leftOf = (key: string) => left.get(key) ?? Math.max(0, remaining(key));
  const accepted: Partial<Record<BetTypeCode, Cents>>[] = [];
  const used = new Map<string, Cents>();
  for (const line of lines) {
    const divisor = patternDivisor(line.number, line.pattern);
    const lineAccepted: Partial<Record<BetTypeCode, Cents>> = {};
    for (const betType of BET_TYPE_CODES) {
      const requested = line.amounts[betType];
      if (requested === undefined || requested <= 0) continue;
      const counts = multiplicities(line, betType);
      // The largest amount A with count x ceil(A / divisor) <= left on every counter.
      let amount: number = requested;
      for (const [key, count] of counts) amount = Math.min(amount, Math.floor(leftOf(key) / count) * divisor);
      amount = Math.max(0, amount);
      lineAccepted[betType] = cents(amount);
      if (amount === 0) continue;
      const share = Math.ceil(amount / divisor);
      for (const [key, count] of counts) {
        left.set(key, leftOf(key) - share * count);
        used.set(key, cents((used.get(key) ?? 0) + share * count));
      }
    }
    accepted.push(lineAccepted);
  }
  return { accepted, used };
}
