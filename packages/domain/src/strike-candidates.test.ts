import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BET_TYPE_CODES, type BetTypeCode } from './bet-types.js';
import type { DrawResult } from './draw-result.js';
import { JACKPOT_RULES } from './jackpots.js';
import { cents } from './money.js';
import { BASE_PACKAGE_RATES } from './package-rates.js';
import { patternMultiplier } from './patterns.js';
import { POOL_CODES } from './pools.js';
import { settleLine } from './settlement.js';
import { isStrikeCandidate, strikeCandidates, type StrikeCandidates } from './strike-candidates.js';
import { MAGNUM_DRAW, settlementScenario } from './testing/settlement-arbitraries.js';
import type { BetLine } from './ticket.js';
import { concreteBets } from './totals.js';

/**
 * Decision 026: a line isStrikeCandidate rules out must earn nothing but its commission: no win
 * (settleLine, the obviously-correct reference, not the matcher) and no jackpot share, and its
 * multiplier must be 1 (the database sums such lines as NORMAL ones).
 */
const RESULT = MAGNUM_DRAW;

const betTypesOf = (line: BetLine) => Object.keys(line.amounts);

/** Whether the line gets a jackpot share under any rule of its pool (a bet on the winning number). */
function sharesJackpot(result: DrawResult, line: BetLine): boolean {
  return JACKPOT_RULES.some((rule) => {
    if (rule.pool !== result.pool) return false;
    const number = rule.winningNumber(result);
    return concreteBets(line).some((bet) => bet.betType === rule.winningBetType && bet.number === number);
  });
}

function candidatesWithJackpots(result: DrawResult): StrikeCandidates {
  const numbers = JACKPOT_RULES.filter((rule) => rule.pool === result.pool).map((rule) =>
    rule.winningNumber(result),
  );
  return strikeCandidates(result, numbers);
}

/** Whether the line is ruled out; throws, naming the line, if a ruled-out line could earn anything. */
function checkRuledOut(result: DrawResult, candidates: StrikeCandidates, line: BetLine): boolean {
  if (isStrikeCandidate(candidates, { ...line, betTypes: betTypesOf(line) })) return false;
  const problem =
    line.pattern !== 'NORMAL' || patternMultiplier(line.number, line.pattern) !== 1
      ? 'is not a NORMAL line of multiplier 1'
      : settleLine(result, line, BASE_PACKAGE_RATES).wins.length > 0
        ? 'wins'
        : sharesJackpot(result, line)
          ? 'shares the jackpot'
          : null;
  if (problem)
    throw new Error(`${JSON.stringify(line)} on ${JSON.stringify(result)} is ruled out but ${problem}`);
  return true;
}

describe('strikeCandidates: the lines that can strike (decision 026)', () => {
  it('rules out what cannot win, keeps what can, by tail and bet type', () => {
    const candidates = strikeCandidates(RESULT);
    const is = (number: string, betTypes: BetTypeCode[], pattern: BetLine['pattern'] = 'NORMAL') =>
      isStrikeCandidate(candidates, { number, pattern, betTypes });
    expect(is('1234', ['B'])).toBe(true);
    expect(is('5699', ['B', 'S'])).toBe(false);
    // Ends in 34 (the 1st's and 3rd's tail): a 2D bet can win, a 4D one cannot.
    expect(is('5634', ['2A'])).toBe(true);
    expect(is('5634', ['B', 'S'])).toBe(false);
    // 3D types compare three digits: 234 is the 1st's. A rule holds the tails of all its types
    // (678, the 2nd's, is 3SB's and 3C's), so a 3A on 7678 is let through too: more than can win.
    expect(is('7234', ['3A'])).toBe(true);
    expect(is('7699', ['3A'])).toBe(false);
    expect(is('7678', ['3C'])).toBe(true);
    expect(is('7678', ['3A'])).toBe(true);
    // Every other pattern, and 5D/6D numbers, go to the matcher.
    expect(is('5699', ['B'], 'BOX')).toBe(true);
    expect(is('56990', ['5D'])).toBe(true);
    // The jackpot's number whatever it carries.
    expect(
      isStrikeCandidate(strikeCandidates(RESULT, ['4321']), {
        number: '4321',
        pattern: 'NORMAL',
        betTypes: ['S'],
      }),
    ).toBe(true);
  });

  it('a pool that does not run a game has no tail rule for it', () => {
    for (const pool of POOL_CODES) {
      const candidates = strikeCandidates({ ...RESULT, pool });
      for (const rule of candidates.rules) expect(rule.betTypes.length).toBeGreaterThan(0);
    }
  });

  it('every NORMAL number of 2 to 4 digits, with each bet type alone: a ruled-out line wins nothing', () => {
    let ruledOut = 0;
    for (const pool of ['mg', 'gd'] as const) {
      const result = { ...RESULT, pool };
      const candidates = candidatesWithJackpots(result);
      for (const length of [2, 3, 4]) {
        for (let n = 0; n < 10 ** length; n += 1) {
          const number = String(n).padStart(length, '0');
          for (const betType of BET_TYPE_CODES) {
            const line: BetLine = { number, pattern: 'NORMAL', amounts: { [betType]: cents(100) } };
            if (checkRuledOut(result, candidates, line)) ruledOut += 1;
          }
        }
      }
    }
    // Most lines are ruled out, or the rule saves nothing.
    expect(ruledOut).toBeGreaterThan(300_000);
  });

  it('property: random results and lines of every pattern and bet type, the jackpot numbers included', () => {
    let ruledOut = 0;
    let struck = 0;
    fc.assert(
      fc.property(settlementScenario(12), ([result, lines]) => {
        const candidates = candidatesWithJackpots(result);
        for (const line of lines) {
          if (checkRuledOut(result, candidates, line)) ruledOut += 1;
          else if (settleLine(result, line, BASE_PACKAGE_RATES).wins.length > 0) struck += 1;
        }
      }),
      { numRuns: 1_000 },
    );
    // Both sides must really occur, or the property proves nothing.
    expect(ruledOut).toBeGreaterThan(100);
    expect(struck).toBeGreaterThan(200);
  });
});
