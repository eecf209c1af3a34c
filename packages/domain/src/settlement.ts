import { BET_TYPES, type BetTypeCode, type FourDPosition } from './bet-types.js';
import type { DrawResult } from './draw-result.js';
import { cents, type Cents } from './money.js';
import type { GameLength, PackageRates, PrizeTier } from './package-rates.js';
import { poolRunsGame } from './pools.js';
import type { PatternCode } from './patterns.js';
import type { BetLine } from './ticket.js';
import { concreteBets, type ConcreteBet } from './totals.js';

/**
 * Settlement (game-rules §3): which prizes a concrete bet strikes and what each pays. Pure: the
 * server feeds in the result, the ticket lines and the package of the ticket's owner.
 */

/** One prize a concrete bet strikes. */
export interface Win {
  tier: PrizeTier;
  /** the drawn number that was matched (for 5D 4th-6th: the 5D 1st prize) */
  prizeNumber: string;
}

/** One win of a line, with what it pays. */
export interface LineWin extends Win {
  /** the concrete number that won (a permutation for BOX/IBOX) */
  number: string;
  betType: BetTypeCode;
  amount: Cents;
}

export interface LineSettlement {
  wins: LineWin[];
  total: Cents;
}

/** One of the 23 numbers of a 4D result, with the position it was drawn in. */
export interface FourDPrize {
  position: FourDPosition;
  number: string;
}

/** The 23 numbers in draw order: 1st, 2nd, 3rd, starters, consolations. */
export function fourDPrizes(result: DrawResult): FourDPrize[] {
  return [
    { position: '1st', number: result.first },
    { position: '2nd', number: result.second },
    { position: '3rd', number: result.third },
    ...result.starters.map((number) => ({ position: 'starter' as const, number })),
    ...result.consolations.map((number) => ({ position: 'consolation' as const, number })),
  ];
}

const FIVE_D_TAIL_TIERS: readonly [PrizeTier, number][] = [
  ['4th', 4],
  ['5th', 3],
  ['6th', 2],
];
const SIX_D_PART_TIERS: readonly [PrizeTier, number][] = [
  ['2nd', 5],
  ['3rd', 4],
  ['4th', 3],
  ['5th', 2],
];

/**
 * The prizes a concrete bet strikes. 2D/3D/4D types compare the last `digits` digits of the bet
 * number with those of every prize number in the type's positions, and every matching position
 * is a separate win (a 3C whose last three digits match the 1st and the 3rd wins twice). This is
 * also the 3.4D rule: a 4-digit number with a 3A amount compares its last 3 digits.
 * 5D and 6D pay only the highest tier reached, so they give at most one win.
 * A bet type whose game the pool does not run, a result without its 5D/6D numbers, or a number
 * too short to compare wins nothing: ticket validation refuses those, settlement must not crash.
 *
 * @example
 * winsOf(result, { number: '1234', betType: 'B', amount: cents(100), divisor: 1 })
 * // [{ tier: '1st', prizeNumber: '1234' }] when 1234 is the 1st prize
 */
export function winsOf(result: DrawResult, bet: ConcreteBet): Win[] {
  const def = BET_TYPES[bet.betType];
  if (!poolRunsGame(result.pool, def.game)) return [];
  if (def.game === '5D') return fiveDWin(result, bet.number);
  if (def.game === '6D') return sixDWin(result, bet.number);
  if (bet.number.length < def.digits) return [];
  const tail = bet.number.slice(-def.digits);
  const wins: Win[] = [];
  for (const prize of fourDPrizes(result)) {
    if (def.positions.includes(prize.position) && prize.number.slice(-def.digits) === tail) {
      wins.push({ tier: prize.position, prizeNumber: prize.number });
    }
  }
  return wins;
}

/** Toto 5D: 1st/2nd/3rd exact; 4th/5th/6th = last 4/3/2 digits of the 1st. Highest tier only. */
function fiveDWin(result: DrawResult, number: string): Win[] {
  if (!result.fiveD || number.length !== 5) return [];
  const [first, second, third] = result.fiveD;
  if (number === first) return [{ tier: '1st', prizeNumber: first }];
  if (number === second) return [{ tier: '2nd', prizeNumber: second }];
  if (number === third) return [{ tier: '3rd', prizeNumber: third }];
  for (const [tier, k] of FIVE_D_TAIL_TIERS) {
    if (number.slice(-k) === first.slice(-k)) return [{ tier, prizeNumber: first }];
  }
  return [];
}

/** 6D: 1st exact; 2nd..5th = the first or the last 5/4/3/2 digits agree. Highest tier only. */
function sixDWin(result: DrawResult, number: string): Win[] {
  const drawn = result.sixD;
  if (drawn === undefined || number.length !== 6) return [];
  if (number === drawn) return [{ tier: '1st', prizeNumber: drawn }];
  for (const [tier, k] of SIX_D_PART_TIERS) {
    if (number.slice(0, k) === drawn.slice(0, k) || number.slice(-k) === drawn.slice(-k)) {
      return [{ tier, prizeNumber: drawn }];
    }
  }
  return [];
}

/**
 * A quick test that rules a line out before expanding it: a NORMAL line of 2 to 4 digits can
 * strike only if its last two digits are those of one of the 23 prizes (every 2D, 3D and 4D type
 * compares at least the last two digits). Other patterns and 5D/6D numbers always pass; the
 * full check (winsOf) decides for every line that passes. False means "certainly no win".
 *
 * @example
 * const mayStrike = strikeFilter(result); // 1st prize 1234
 * mayStrike('5634', 'NORMAL') // true: ends in 34
 * mayStrike('5699', 'NORMAL') // false
 */
export function strikeFilter(result: DrawResult): (number: string, pattern: PatternCode) => boolean {
  const tails = new Set(fourDPrizes(result).map((prize) => prize.number.slice(-2)));
  return (number, pattern) => pattern !== 'NORMAL' || number.length > 4 || tails.has(number.slice(-2));
}

/**
 * What a win pays: the package's rate for the tier (cents per 1.00 bet) x the stake, where the
 * stake is amount / divisor (an IBOX number carries its share of the typed amount). The result
 * is rounded DOWN to the cent: the house never pays a fraction of a cent, and truncating keeps
 * the sum of an IBOX's wins at or below what a single full bet would pay.
 * Computed in integers (rate x amount / (100 x divisor)) so no float rounding creeps in.
 * Throws RangeError when the product leaves the safe-integer range or the package has no rate
 * for the tier (a misconfigured package must stop settlement, not silently pay nothing).
 *
 * @example
 * // Big 1.00 on IBOX 1234 (24 permutations) striking the 1st prize: 2500 x 1.00 / 24
 * payoutOf({ tier: '1st', prizeNumber: '1234' }, { number: '1234', betType: 'B', amount: cents(100), divisor: 24 }, BASE_PACKAGE_RATES)
 * // 10416 (104.16, not 104.1666...)
 */
export function payoutOf(win: Win, bet: ConcreteBet, rates: PackageRates): Cents {
  const rate = rateOf(rates, bet.betType, win.tier);
  if (!Number.isSafeInteger(bet.divisor) || bet.divisor < 1) {
    throw new RangeError(`divisor must be a positive whole number, got ${bet.divisor}`);
  }
  if (!Number.isSafeInteger(bet.amount) || bet.amount < 0) {
    throw new RangeError(`amount must be a whole non-negative number of cents, got ${bet.amount}`);
  }
  const product = rate * bet.amount;
  const denominator = 100 * bet.divisor;
  if (!Number.isSafeInteger(product) || !Number.isSafeInteger(denominator)) {
    throw new RangeError(`payout out of range: ${rate} x ${bet.amount} / ${denominator}`);
  }
  // Remainder first: % on safe integers is exact, and so is dividing an exact multiple.
  return cents((product - (product % denominator)) / denominator);
}

function rateOf(rates: PackageRates, betType: BetTypeCode, tier: PrizeTier): number {
  const game = BET_TYPES[betType].game.toLowerCase() as GameLength;
  const rate = rates[game].find((row) => row.betType === betType)?.payout[tier];
  if (rate === undefined) throw new RangeError(`the package has no ${tier} payout for ${betType}`);
  if (!Number.isSafeInteger(rate) || rate < 0) throw new RangeError(`bad ${betType} ${tier} payout: ${rate}`);
  return rate;
}

/**
 * Settles one bet line on one result: every concrete number (pattern expansion) and bet type,
 * every win with its payout, and the total. A win that rounds down to 0.00 (a tiny IBOX share)
 * is still listed: the number did strike, the strike report shows it.
 *
 * @example
 * settleLine(result, { number: '4321', pattern: 'R', amounts: { B: cents(100) } }, BASE_PACKAGE_RATES)
 * // { wins: [{ number: '1234', betType: 'B', tier: '1st', prizeNumber: '1234', amount: 250000 }], total: 250000 }
 */
export function settleLine(result: DrawResult, line: BetLine, rates: PackageRates): LineSettlement {
  const wins: LineWin[] = [];
  let total = cents(0);
  for (const bet of concreteBets(line)) {
    for (const win of winsOf(result, bet)) {
      const amount = payoutOf(win, bet, rates);
      wins.push({
        number: bet.number,
        betType: bet.betType,
        tier: win.tier,
        prizeNumber: win.prizeNumber,
        amount,
      });
      total = cents(total + amount);
    }
  }
  return { wins, total };
}
