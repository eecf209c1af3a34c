import { BET_TYPE_CODES, BET_TYPES, type BetTypeCode } from './bet-types.js';
import type { DrawResult } from './draw-result.js';
import { cents } from './money.js';
import { expandPattern, patternDivisor, patternMultiplier, type PatternCode } from './patterns.js';
import { poolRunsGame } from './pools.js';
import { fourDPrizes, strikeFilter, winsOf, type Win } from './settlement.js';

/**
 * Settling a whole draw (issue 19): the same answers as strikeFilter, expandPattern and winsOf,
 * prepared once per result instead of recomputed per line. A draw has up to a million lines but
 * only about ten thousand distinct (number, pattern) pairs and 23 prize numbers, so each pair is
 * expanded once and each bet looks its wins up by its tail instead of comparing all 23 prizes.
 */

/** What a line's number and pattern alone decide, the same for every line that shares them. */
export interface LineShape {
  /** patternMultiplier: how many times the amounts are charged */
  multiplier: number;
  /** patternDivisor: the share of the amounts each concrete number carries */
  divisor: number;
  /**
   * The concrete numbers (expandPattern, in its order) that may strike: empty when strikeFilter
   * rules the line out, else those of its numbers that pass strikeFilter as NORMAL numbers.
   */
  candidates: readonly string[];
}

export interface LineMatcher {
  /** The line's shape, often one object shared by the lines with its number and pattern: never change it. */
  shapeOf(number: string, pattern: PatternCode): LineShape;
  /**
   * winsOf(result, bet) for a bet of this number and type (the amount plays no part), as a shared
   * array in the same order: read it, never change it.
   */
  winsOf(number: string, betType: BetTypeCode): readonly Win[];
}

/** Shapes kept per matcher: far above the distinct 4-digit lines of a draw, bounded for 5D/6D. */
const MAX_SHAPES = 100_000;
const NO_WINS: readonly Win[] = Object.freeze([]);
/** The shape of every NORMAL line that cannot strike (most lines): one shared object. */
const NORMAL_NO_STRIKE: LineShape = Object.freeze({
  multiplier: 1,
  divisor: 1,
  candidates: Object.freeze([]),
});

/**
 * One result's matcher. Pure and deterministic: a line settled through it gets exactly the wins
 * winsOf gives for every concrete bet of concreteBets that strikeFilter lets through.
 *
 * @example
 * const match = lineMatcher(result); // 1st prize 1234
 * match.shapeOf('4321', 'R').candidates // ['1234'] when no prize ends in 21
 * match.winsOf('1234', 'B') // [{ tier: '1st', prizeNumber: '1234' }]
 */
export function lineMatcher(result: DrawResult): LineMatcher {
  const mayStrike = strikeFilter(result);
  const shapes = new Map<PatternCode, Map<string, LineShape>>();
  let cached = 0;
  const shapeOf = (number: string, pattern: PatternCode): LineShape => {
    // Most lines are NORMAL: one quick test decides them, cheaper than finding the number in a map.
    if (pattern === 'NORMAL') {
      return mayStrike(number, pattern)
        ? { multiplier: 1, divisor: 1, candidates: [number] }
        : NORMAL_NO_STRIKE;
    }
    let byNumber = shapes.get(pattern);
    if (!byNumber) {
      byNumber = new Map();
      shapes.set(pattern, byNumber);
    }
    let shape = byNumber.get(number);
    if (!shape) {
      shape = {
        multiplier: patternMultiplier(number, pattern),
        divisor: patternDivisor(number, pattern),
        candidates: mayStrike(number, pattern)
          ? expandPattern(number, pattern).filter((concrete) => mayStrike(concrete, 'NORMAL'))
          : [],
      };
      if (cached < MAX_SHAPES) {
        byNumber.set(number, shape);
        cached += 1;
      }
    }
    return shape;
  };

  // For each 2D/3D/4D type the pool runs: its positions' prizes by their last `digits` digits,
  // in draw order, as winsOf lists them (a tail drawn twice wins twice).
  const prizes = fourDPrizes(result);
  const byTail = new Map<BetTypeCode, Map<string, Win[]>>();
  for (const betType of BET_TYPE_CODES) {
    const def = BET_TYPES[betType];
    if (def.game === '5D' || def.game === '6D' || !poolRunsGame(result.pool, def.game)) continue;
    const tails = new Map<string, Win[]>();
    for (const prize of prizes) {
      if (!def.positions.includes(prize.position)) continue;
      const tail = prize.number.slice(-def.digits);
      const win: Win = { tier: prize.position, prizeNumber: prize.number };
      const list = tails.get(tail);
      if (list) list.push(win);
      else tails.set(tail, [win]);
    }
    byTail.set(betType, tails);
  }
  const winsOfBet = (number: string, betType: BetTypeCode): readonly Win[] => {
    const def = BET_TYPES[betType];
    // 5D and 6D have their own tier rules, and give at most one win: winsOf itself.
    if (def.game === '5D' || def.game === '6D') {
      return winsOf(result, { number, betType, amount: cents(0), divisor: 1 });
    }
    const tails = byTail.get(betType);
    if (!tails || number.length < def.digits) return NO_WINS;
    return tails.get(number.slice(-def.digits)) ?? NO_WINS;
  };
  return { shapeOf, winsOf: winsOfBet };
}
