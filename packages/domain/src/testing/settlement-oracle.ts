import type { DrawResult } from '../draw-result.js';
import type { BetLine } from '../ticket.js';

/**
 * TEST-ONLY. A brute-force settlement written straight from game-rules §3/§4, sharing nothing
 * with the production modules (no BET_TYPES, no package rates, no pattern helpers, no Cents),
 * so tests can check `settleLine` against a second, independent reading of the rules.
 * Pays the default "2500" package. Pure (domain rules): the real-data test does the file reading.
 */

export interface OracleWin {
  number: string;
  betType: string;
  tier: string;
  prizeNumber: string;
  /** cents */
  amount: number;
}

type Slot = 'first' | 'second' | 'third' | 'starter' | 'consolation';

/** §3 table in points per 1.00, by the slot of the 23 numbers a type pays on (absent = no pay). */
const DIGIT_TYPES: Record<string, { digits: number; pays: Partial<Record<Slot, number>> }> = {
  B: { digits: 4, pays: { first: 2500, second: 1000, third: 500, starter: 180, consolation: 60 } },
  S: { digits: 4, pays: { first: 3500, second: 2000, third: 1000 } },
  '4A': { digits: 4, pays: { first: 6000 } },
  '4SB': { digits: 4, pays: { second: 6000 } },
  '4SC': { digits: 4, pays: { third: 6000 } },
  '4SD': { digits: 4, pays: { starter: 600 } },
  '4SE': { digits: 4, pays: { consolation: 600 } },
  '4C': { digits: 4, pays: { first: 2000, second: 2000, third: 2000 } },
  '3A': { digits: 3, pays: { first: 660 } },
  '3SB': { digits: 3, pays: { second: 660 } },
  '3SC': { digits: 3, pays: { third: 660 } },
  '3SD': { digits: 3, pays: { starter: 66 } },
  '3SE': { digits: 3, pays: { consolation: 66 } },
  '3C': { digits: 3, pays: { first: 220, second: 220, third: 220 } },
  '3F': { digits: 3, pays: { first: 28, second: 28, third: 28, starter: 28, consolation: 28 } },
  '2A': { digits: 2, pays: { first: 70 } },
  '2SB': { digits: 2, pays: { second: 70 } },
  '2SC': { digits: 2, pays: { third: 70 } },
  '2SD': { digits: 2, pays: { starter: 7 } },
  '2SE': { digits: 2, pays: { consolation: 7 } },
  '2C': { digits: 2, pays: { first: 23, second: 23, third: 23 } },
  '2F': { digits: 2, pays: { first: 3, second: 3, third: 3, starter: 3, consolation: 3 } },
};
const FIVE_D_PAYS: Record<string, number> = {
  '1st': 15000,
  '2nd': 5000,
  '3rd': 3000,
  '4th': 500,
  '5th': 20,
  '6th': 5,
};
const SIX_D_PAYS: Record<string, number> = { '1st': 100000, '2nd': 3000, '3rd': 300, '4th': 30, '5th': 4 };

/** §1: the digit counts of the games each pool runs. */
const POOL_GAMES: Record<string, number[]> = {
  mg: [2, 3, 4],
  kd: [2, 3, 4],
  tt: [2, 3, 4, 5, 6],
  sg: [2, 3, 4],
  sb: [2, 3, 4],
  sn: [2, 3, 4],
  sr: [2, 3, 4],
  gd: [3, 4, 6],
  nl: [2, 3, 4, 6],
};

const SLOT_TIER: Record<Slot, string> = {
  first: '1st',
  second: '2nd',
  third: '3rd',
  starter: 'starter',
  consolation: 'consolation',
};

/** Every ordering of the digits, by brute force over all n! index orders, deduplicated. */
export function oraclePermutations(digits: string): string[] {
  if (digits.length <= 1) return [digits];
  const out = new Set<string>();
  for (let i = 0; i < digits.length; i += 1) {
    const rest = digits.slice(0, i) + digits.slice(i + 1);
    for (const tail of oraclePermutations(rest)) out.add(digits[i] + tail);
  }
  return [...out];
}

/** §4 pattern table: the concrete numbers and the IBOX divisor. */
export function oracleExpand(number: string, pattern: string): { numbers: string[]; divisor: number } {
  const head = number.slice(0, 1);
  const last = number.slice(-1);
  const tenDigits = '0123456789'.split('');
  switch (pattern) {
    case 'BOX':
      return { numbers: oraclePermutations(number), divisor: 1 };
    case 'IBOX': {
      const all = oraclePermutations(number);
      return { numbers: all, divisor: all.length };
    }
    case 'R':
      return { numbers: [number, number.split('').reverse().join('')], divisor: 1 };
    case 'P-H':
      return { numbers: tenDigits.map((d) => d + number.slice(1)), divisor: 1 };
    case 'P-B':
      return { numbers: tenDigits.map((d) => number.slice(0, -1) + d), divisor: 1 };
    case 'L-H':
      return { numbers: oraclePermutations(number.slice(0, -1)).map((p) => p + last), divisor: 1 };
    case 'L-B':
      return { numbers: oraclePermutations(number.slice(1)).map((p) => head + p), divisor: 1 };
    default:
      return { numbers: [number], divisor: 1 };
  }
}

/** floor(points x amount / divisor) in cents, in BigInt so it cannot share a rounding bug. */
function pay(points: number, amount: number, divisor: number): number {
  return Number((BigInt(points) * BigInt(amount)) / BigInt(divisor));
}

/** The wins of one concrete number and bet type, before payouts: [tier, prize number, points]. */
export function oracleStrikes(
  result: DrawResult,
  number: string,
  betType: string,
): [string, string, number][] {
  const games = POOL_GAMES[result.pool] ?? [];
  const digitType = DIGIT_TYPES[betType];
  if (digitType) {
    if (!games.includes(digitType.digits) || number.length < digitType.digits) return [];
    const slots: [Slot, string][] = [
      ['first', result.first],
      ['second', result.second],
      ['third', result.third],
      ...result.starters.map((n): [Slot, string] => ['starter', n]),
      ...result.consolations.map((n): [Slot, string] => ['consolation', n]),
    ];
    const strikes: [string, string, number][] = [];
    for (const [slot, prize] of slots) {
      const points = digitType.pays[slot];
      const k = digitType.digits;
      if (points !== undefined && number.substring(number.length - k) === prize.substring(prize.length - k)) {
        strikes.push([SLOT_TIER[slot], prize, points]);
      }
    }
    return strikes;
  }
  // 5D / 6D: collect every tier the number reaches, then keep the best-paying one.
  const reached: [string, string, number][] = [];
  if (betType === '5D' && games.includes(5) && result.fiveD && number.length === 5) {
    const [a, b, c] = result.fiveD;
    if (number === a) reached.push(['1st', a, FIVE_D_PAYS['1st']!]);
    if (number === b) reached.push(['2nd', b, FIVE_D_PAYS['2nd']!]);
    if (number === c) reached.push(['3rd', c, FIVE_D_PAYS['3rd']!]);
    if (number.substring(1) === a.substring(1)) reached.push(['4th', a, FIVE_D_PAYS['4th']!]);
    if (number.substring(2) === a.substring(2)) reached.push(['5th', a, FIVE_D_PAYS['5th']!]);
    if (number.substring(3) === a.substring(3)) reached.push(['6th', a, FIVE_D_PAYS['6th']!]);
  }
  const six = result.sixD;
  if (betType === '6D' && games.includes(6) && six !== undefined && number.length === 6) {
    if (number === six) reached.push(['1st', six, SIX_D_PAYS['1st']!]);
    const partTiers: [string, number][] = [
      ['2nd', 5],
      ['3rd', 4],
      ['4th', 3],
      ['5th', 2],
    ];
    for (const [tier, k] of partTiers) {
      const front = number.substring(0, k) === six.substring(0, k);
      const back = number.substring(6 - k) === six.substring(6 - k);
      if (front || back) reached.push([tier, six, SIX_D_PAYS[tier]!]);
    }
  }
  reached.sort((x, y) => y[2] - x[2]);
  return reached.slice(0, 1);
}

/** Settles a line the brute-force way; wins in no particular order (compare sorted). */
export function oracleSettleLine(result: DrawResult, line: BetLine): { wins: OracleWin[]; total: number } {
  const { numbers, divisor } = oracleExpand(line.number, line.pattern);
  const wins: OracleWin[] = [];
  for (const number of numbers) {
    for (const [betType, amount] of Object.entries(line.amounts)) {
      if (amount === undefined || amount <= 0) continue;
      for (const [tier, prizeNumber, points] of oracleStrikes(result, number, betType)) {
        wins.push({ number, betType, tier, prizeNumber, amount: pay(points, amount, divisor) });
      }
    }
  }
  return { wins, total: wins.reduce((sum, w) => sum + w.amount, 0) };
}

/** A canonical order for comparing win lists from different implementations. */
export function sortWins<T extends OracleWin>(wins: readonly T[]): OracleWin[] {
  const key = (w: OracleWin) => `${w.number}|${w.betType}|${w.tier}|${w.prizeNumber}|${w.amount}`;
  return wins
    .map(({ number, betType, tier, prizeNumber, amount }) => ({ number, betType, tier, prizeNumber, amount }))
    .sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : 0));
}

/**
 * §8 jackpots, read independently ("Rounding and pots" in docs/rules.md): 1% of the feeding
 * turnover, rounded down once per draw.
 */
export function oracleJackpotContribution(turnoverCents: number): number {
  return Math.floor(turnoverCents / 100);
}

/**
 * The winners' shares of a pot: each stake is amount / permutations (IBOX; 1 otherwise), never
 * rounded; share_i = floor(pot x stake_i / sum of stakes). Worked with every stake over the product
 * of all the permutation counts (not their least common multiple, as production does).
 */
export function oracleJackpotShares(
  potCents: number,
  winners: readonly { amountCents: number; permutations: number }[],
): number[] {
  const numerators = winners.map((w, i) =>
    winners.reduce(
      (product, other, j) => (i === j ? product : product * BigInt(other.permutations)),
      BigInt(w.amountCents),
    ),
  );
  const total = numerators.reduce((s, n) => s + n, 0n);
  if (total === 0n) return winners.map(() => 0);
  return numerators.map((n) => Number((BigInt(potCents) * n) / total));
}

/** What the next draw starts from: the pot when nobody won, else the seed plus the remainder. */
export function oracleNextPot(seedCents: number, potCents: number, shares: readonly number[]): number {
  if (shares.length === 0) return potCents;
  return seedCents + potCents - shares.reduce((s, v) => s + v, 0);
}
