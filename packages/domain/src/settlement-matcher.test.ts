import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BET_TYPE_CODES } from './bet-types.js';
import { cents, type Cents } from './money.js';
import { BASE_PACKAGE_RATES } from './package-rates.js';
import { lineMatcher, type LineMatcher } from './settlement-matcher.js';
import { payoutOf, settleLine, strikeFilter, type LineWin } from './settlement.js';
import type { BetLine } from './ticket.js';
import { MAGNUM_DRAW, settlementScenario } from './testing/settlement-arbitraries.js';
import { concreteBets } from './totals.js';

/** A line settled the way the server's settle-lines loop uses the matcher. */
function settleThrough(match: LineMatcher, line: BetLine): LineWin[] {
  const shape = match.shapeOf(line.number, line.pattern);
  const wins: LineWin[] = [];
  for (const number of shape.candidates) {
    for (const betType of BET_TYPE_CODES) {
      const amount = line.amounts[betType];
      if (amount === undefined || amount <= 0) continue;
      const bet = { number, betType, amount, divisor: shape.divisor };
      for (const win of match.winsOf(number, betType)) {
        wins.push({
          number,
          betType,
          tier: win.tier,
          prizeNumber: win.prizeNumber,
          amount: payoutOf(win, bet, BASE_PACKAGE_RATES),
        });
      }
    }
  }
  return wins;
}

// 1234 again among the starters: a number drawn twice wins twice.
const RESULT = MAGNUM_DRAW;

describe('lineMatcher: settleLine prepared once per result (issue 19)', () => {
  it('two lines with the same number and bet type each get their own wins, the shape shared', () => {
    const match = lineMatcher(RESULT);
    const line: BetLine = { number: '1234', pattern: 'NORMAL', amounts: { B: cents(100), S: cents(200) } };
    const first = settleThrough(match, line);
    const second = settleThrough(match, { ...line });
    // B on 1st + starter, S on 1st: 2500 + 180 (starter) per 1.00 Big, 3500 x 2.00 Small.
    expect(first.map((w) => [w.betType, w.tier, w.amount])).toEqual([
      ['B', '1st', 250_000],
      ['B', 'starter', 18_000],
      ['S', '1st', 700_000],
    ]);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(match.shapeOf('1234', 'BOX')).toBe(match.shapeOf('1234', 'BOX'));
  });

  it('a BOX and an IBOX of the same number keep their own multiplier and divisor', () => {
    const match = lineMatcher(RESULT);
    expect(match.shapeOf('4321', 'BOX')).toMatchObject({ multiplier: 24, divisor: 1 });
    expect(match.shapeOf('4321', 'IBOX')).toMatchObject({ multiplier: 1, divisor: 24 });
    // 1234 wins Big on 1st and starter: 2500 and 180 per 1.00, shared by 24 permutations.
    const ibox = settleThrough(match, { number: '4321', pattern: 'IBOX', amounts: { B: cents(100) } });
    expect(ibox.map((w) => w.amount)).toEqual([Math.floor(250_000 / 24), Math.floor(18_000 / 24)]);
  });

  const scenario = settlementScenario(8);

  it('property: the same wins, in the same order, as strikeFilter + concreteBets + winsOf (settleLine)', () => {
    let struck = 0;
    fc.assert(
      fc.property(scenario, ([result, lines]) => {
        const match = lineMatcher(result);
        const mayStrike = strikeFilter(result);
        // Every line twice: the second answer comes from the matcher's memory.
        for (const l of [...lines, ...lines]) {
          const expected = mayStrike(l.number, l.pattern)
            ? settleLine(result, l, BASE_PACKAGE_RATES).wins
            : [];
          const actual = settleThrough(match, l);
          struck += actual.length;
          expect(actual).toEqual(expected);
          const bets = concreteBets(l);
          const shape = match.shapeOf(l.number, l.pattern);
          if (bets.length > 0) expect(shape.divisor).toBe(bets[0]!.divisor);
        }
      }),
      { numRuns: 500 },
    );
    // The small alphabets must really produce wins, or the comparison proves nothing.
    expect(struck).toBeGreaterThan(500);
  });

  it('every 4-digit number as NORMAL, BOX and R: the wins settleLine gives (the filter drops no winner)', () => {
    const match = lineMatcher(RESULT);
    for (let n = 0; n < 10_000; n += 1) {
      const number = String(n).padStart(4, '0');
      for (const pattern of ['NORMAL', 'BOX', 'R'] as const) {
        const line: BetLine = { number, pattern, amounts: { B: 100 as Cents, '3A': 100 as Cents } };
        expect(settleThrough(match, line)).toEqual(settleLine(RESULT, line, BASE_PACKAGE_RATES).wins);
      }
    }
  });
});
