import { BET_TYPES, type BetTypeCode } from './bet-types.js';
import type { DrawResult } from './draw-result.js';
import { cents, type Cents } from './money.js';
import type { Game, PoolCode } from './pools.js';

/**
 * Jackpots (game-rules §8, APP_TYPE=gd only). A share of one pool's turnover in one game feeds a
 * pot that starts at a seed amount. The bets of one bet type whose number equals the drawn
 * number share the pot pro rata by stake ("unit"); with no such bet the pot rolls over to the
 * pool's next draw. After a win the next draw starts again from the seed.
 */
export type JackpotType = 'dragon' | 'bonus';

export interface JackpotRule {
  type: JackpotType;
  name: string;
  pool: PoolCode;
  /** the game whose accepted turnover feeds the pot */
  feedGame: Game;
  /** share of that turnover, in basis points (100 = 1%) */
  shareBp: number;
  /** the pot a fresh jackpot starts from */
  seed: Cents;
  /** the bet type that can win it, on the drawn number */
  winningBetType: BetTypeCode;
  winningNumber: (result: DrawResult) => string | undefined;
}

export const JACKPOT_RULES: readonly JackpotRule[] = Object.freeze([
  {
    type: 'dragon',
    name: 'Dragon Jackpot',
    pool: 'gd',
    feedGame: '4D',
    shareBp: 100,
    seed: cents(100_000_00),
    winningBetType: 'B',
    winningNumber: (result: DrawResult) => result.first,
  },
  {
    type: 'bonus',
    name: 'Bonus Jackpot',
    pool: 'nl',
    feedGame: '6D',
    shareBp: 100,
    seed: cents(50_000_00),
    winningBetType: '6D',
    winningNumber: (result: DrawResult) => result.sixD,
  },
]);

export function jackpotRuleOfPool(pool: string): JackpotRule | undefined {
  return JACKPOT_RULES.find((rule) => rule.pool === pool);
}

/** The part of a line's cost (amounts x pattern multiplier) that feeds the rule's pot. */
export function feedCost(
  rule: JackpotRule,
  amounts: Partial<Record<BetTypeCode, Cents>>,
  multiplier: number,
): Cents {
  let cost = 0;
  for (const [betType, amount] of Object.entries(amounts) as [BetTypeCode, Cents][]) {
    if (amount && BET_TYPES[betType].game === rule.feedGame) cost += amount * multiplier;
  }
  return cents(cost);
}

export interface JackpotWinner<K> {
  key: K;
  /** the winning bet's amount, cents (for IBOX the line's whole amount, shared by its permutations) */
  stake: Cents;
  /** IBOX: the permutations that share `stake`, so the exact stake is stake / divisor; default 1 */
  divisor?: number;
}

export interface JackpotOutcome<K> {
  /** rounded down: the house never pays a fraction of a cent */
  contribution: Cents;
  /** the pot at this draw: carried in + contribution */
  prize: Cents;
  /** the winning stakes that share the pot, rounded down to the cent (for display) */
  units: Cents;
  payouts: { key: K; amount: Cents }[];
  paid: Cents;
  /** what the pool's next draw starts from */
  carriedOut: Cents;
}

/**
 * One draw of a jackpot ("Rounding and pots" in docs/rules.md): adds the turnover's share (rounded
 * down to the cent) to the pot and splits it among the winners pro rata by their exact stakes (an
 * IBOX bet's stake is its amount / permutations, never rounded first), each share computed exactly
 * and rounded down once. No winner: the whole pot is carried out. Any winner: the next draw starts
 * from the seed plus the remainder cents the split left (less than a cent per winner), so no cent
 * leaves the pot except to a winner.
 *
 * @example
 * settleJackpot(rule, cents(100_000_00), cents(500_00), [{ key: 'a', stake: cents(100) }, { key: 'b', stake: cents(300) }])
 * // prize 100,005.00; a gets 25,001.25, b 75,003.75; carriedOut = the seed
 */
export function settleJackpot<K>(
  rule: JackpotRule,
  carriedIn: Cents,
  turnover: Cents,
  winners: readonly JackpotWinner<K>[],
): JackpotOutcome<K> {
  const product = turnover * rule.shareBp;
  if (!Number.isSafeInteger(product)) throw new RangeError(`jackpot contribution out of range: ${turnover}`);
  const contribution = cents((product - (product % 10_000)) / 10_000);
  const prize = cents(carriedIn + contribution);
  // Exact stakes as integers over one common denominator: stake x (common / divisor).
  let common = 1n;
  for (const { divisor = 1 } of winners) {
    if (!Number.isSafeInteger(divisor) || divisor < 1) throw new RangeError(`bad jackpot divisor ${divisor}`);
    common = lcm(common, BigInt(divisor));
  }
  const weights = winners.map(({ stake, divisor = 1 }) => BigInt(stake) * (common / BigInt(divisor)));
  const total = weights.reduce((sum, weight) => sum + weight, 0n);
  const units = cents(Number(total / common));
  if (total === 0n) {
    return { contribution, prize, units, payouts: [], paid: cents(0), carriedOut: prize };
  }
  const payouts = winners.map(({ key }, i) => ({
    key,
    amount: cents(Number((BigInt(prize) * weights[i]!) / total)),
  }));
  const paid = cents(payouts.reduce((sum, payout) => sum + payout.amount, 0));
  return { contribution, prize, units, payouts, paid, carriedOut: cents(rule.seed + prize - paid) };
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}
