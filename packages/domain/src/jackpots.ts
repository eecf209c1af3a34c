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
  /** the winning bet's stake, cents */
  stake: Cents;
}

export interface JackpotOutcome<K> {
  /** rounded down: the house never pays a fraction of a cent */
  contribution: Cents;
  /** the pot at this draw: carried in + contribution */
  prize: Cents;
  /** the winning stakes that share the pot */
  units: Cents;
  payouts: { key: K; amount: Cents }[];
  paid: Cents;
  /** what the pool's next draw starts from */
  carriedOut: Cents;
}

/**
 * One draw of a jackpot: adds the turnover's share to the pot and splits it among the winners
 * by stake, each share rounded down (the few cents left over stay with the house). No winner:
 * the whole pot is carried out. Any winner: the next draw starts from the seed.
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
  const units = cents(winners.reduce((sum, winner) => sum + winner.stake, 0));
  if (units === 0) {
    return { contribution, prize, units, payouts: [], paid: cents(0), carriedOut: prize };
  }
  const payouts = winners.map(({ key, stake }) => {
    const share = prize * stake;
    if (!Number.isSafeInteger(share)) throw new RangeError(`jackpot share out of range: ${prize} x ${stake}`);
    return { key, amount: cents((share - (share % units)) / units) };
  });
  const paid = cents(payouts.reduce((sum, payout) => sum + payout.amount, 0));
  return { contribution, prize, units, payouts, paid, carriedOut: rule.seed };
}
