import { BET_TYPE_CODES, BET_TYPES, type BetTypeCode } from './bet-types.js';
import type { DrawResult } from './draw-result.js';
import type { PatternCode } from './patterns.js';
import { poolRunsGame } from './pools.js';
import { fourDPrizes } from './settlement.js';

/**
 * Which lines of a draw can strike (issue 45, docs/decisions/026): the one definition that both
 * the settlement's JavaScript (isStrikeCandidate) and its SQL filter (the server's
 * strike-candidates.sql.ts) are derived from. A line it rules out earns no strike and no jackpot
 * share: its commission, turnover and rollups are summed by the database, and its multiplier is
 * 1 (only NORMAL lines are ever ruled out). A line it lets through is settled line by line by the
 * matcher (settlement-matcher.ts), which decides exactly; letting through more than can win costs
 * time, never money.
 */

/** NORMAL numbers longer than this (5D, 6D) are always candidates: the tail rules cover 2D-4D. */
export const CANDIDATE_MAX_DIGITS = 4;

/** One tail length: a NORMAL line may strike through it only if both its parts hold. */
export interface TailRule {
  digits: 2 | 3 | 4;
  /** the bet types the pool runs that compare `digits` digits: the line must carry one of them */
  betTypes: readonly BetTypeCode[];
  /** the last `digits` digits of every prize those types win on: the line's number must end in one */
  tails: readonly string[];
}

export interface StrikeCandidates {
  rules: readonly TailRule[];
  /** numbers that are candidates whatever they carry (the jackpot's winning number) */
  numbers: readonly string[];
}

/**
 * The candidates of one result. `alwaysNumbers`: numbers to let through whatever they carry (the
 * pool's jackpot number: a jackpot share is recorded for a bet on it even without a prize).
 *
 * @example
 * strikeCandidates(result).rules // [{ digits: 2, betTypes: ['2A', ...], tails: ['01', '11', ...] }, ...]
 */
export function strikeCandidates(
  result: DrawResult,
  alwaysNumbers: readonly (string | undefined)[] = [],
): StrikeCandidates {
  const prizes = fourDPrizes(result);
  const byDigits = new Map<number, { betTypes: BetTypeCode[]; tails: Set<string> }>();
  for (const betType of BET_TYPE_CODES) {
    const def = BET_TYPES[betType];
    if (def.digits > CANDIDATE_MAX_DIGITS || !poolRunsGame(result.pool, def.game)) continue;
    let rule = byDigits.get(def.digits);
    if (!rule) byDigits.set(def.digits, (rule = { betTypes: [], tails: new Set() }));
    rule.betTypes.push(betType);
    for (const prize of prizes) {
      if (def.positions.includes(prize.position)) rule.tails.add(prize.number.slice(-def.digits));
    }
  }
  const rules: TailRule[] = [...byDigits]
    .sort(([a], [b]) => a - b)
    .map(([digits, rule]) => ({
      digits: digits as TailRule['digits'],
      betTypes: rule.betTypes,
      tails: [...rule.tails].sort(),
    }));
  const numbers = [...new Set(alwaysNumbers.filter((n): n is string => n !== undefined))].sort();
  return { rules, numbers };
}

/**
 * Whether a line is a candidate: any pattern but NORMAL, a NORMAL number longer than 4 digits, a
 * number of `numbers`, or a NORMAL number that ends in a tail of a rule and carries one of that
 * rule's bet types. `betTypes`: the bet types the line's amounts name (an amount of 0 included).
 *
 * @example isStrikeCandidate(candidates, { number: '5699', pattern: 'NORMAL', betTypes: ['B'] }) // false
 */
export function isStrikeCandidate(
  candidates: StrikeCandidates,
  line: { number: string; pattern: PatternCode; betTypes: readonly string[] },
): boolean {
  const { number } = line;
  if (line.pattern !== 'NORMAL' || number.length > CANDIDATE_MAX_DIGITS) return true;
  if (candidates.numbers.includes(number)) return true;
  return candidates.rules.some(
    (rule) =>
      number.length >= rule.digits &&
      rule.tails.includes(number.slice(-rule.digits)) &&
      rule.betTypes.some((betType) => line.betTypes.includes(betType)),
  );
}
