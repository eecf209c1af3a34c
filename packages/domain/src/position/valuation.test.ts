import { describe, expect, it } from 'vitest';
import type { DrawResult } from '../draw-result.js';
import type { Cents } from '../money.js';
import { BASE_PACKAGE_RATES } from '../package-rates.js';
import { lineMatcher } from '../settlement-matcher.js';
import type { BetLine } from '../ticket.js';
import type { KeptShare } from './types.js';
import { betFigures, valueLine } from './valuation.js';

const c = (value: number) => value as Cents;
const R: DrawResult = {
  pool: 'mg',
  date: '2026-11-25',
  first: '1234',
  second: '5678',
  third: '9012',
  starters: ['4321', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999'],
  consolations: ['3412', '0102', '0304', '0506', '0708', '0910', '1314', '1516', '1718', '1920'],
};
const match = lineMatcher(R);

describe('betFigures: a stake valued as settlement pays it', () => {
  it.each<[string, BetLine['pattern'], Record<string, number>, [number, number, number]]>([
    // B 0.60 on the 1st at 2500: 0.60 x 2,500.00 = 1,500.00; commission 25% of 0.60 = 0.15.
    ['1234', 'NORMAL', { B: 60 }, [60, 150_000, 15]],
    // IBOX 1234 B 0.07 (24 numbers) strikes the 1st, a starter and a consolation, each rounded
    // down on its own: 7.29 + 0.52 + 0.17 = 7.98; commission floor(0.07 x 25%) = 0.01.
    ['1234', 'IBOX', { B: 7 }, [7, 798, 1]],
    // BOX 1234 B 0.10 costs 24 x 0.10 = 2.40 (commission 0.60) and wins 250.00 + 18.00 + 6.00.
    ['1234', 'BOX', { B: 10 }, [240, 27_400, 60]],
    // No hit: B 1.00 + S 1.00 on 5555 costs 2.00, commission 0.25 + 0.25.
    ['5556', 'NORMAL', { B: 100, S: 100 }, [200, 0, 50]],
  ])('%s %s %j', (number, pattern, amounts, [turnover, win, commission]) => {
    expect(betFigures(match, number, pattern, amounts as BetLine['amounts'], BASE_PACKAGE_RATES)).toEqual({
      turnover,
      win,
      commission,
    });
  });
});

describe('valueLine refuses a snapshot that does not fit the ticket', () => {
  const line: BetLine = { number: '1234', pattern: 'NORMAL', amounts: { B: c(100) } };
  const path = [
    { userId: 1, rates: BASE_PACKAGE_RATES },
    { userId: 2, rates: BASE_PACKAGE_RATES },
  ];
  it.each<[string, KeptShare[]]>([
    ['a user off the path', [{ level: 2, userId: 3, amounts: { B: c(10) } }]],
    [
      'levels out of order',
      [
        { level: 1, userId: 2, amounts: { B: c(10) } },
        { level: 0, userId: 1, amounts: { B: c(10) } },
      ],
    ],
    [
      'more kept than accepted',
      [
        { level: 0, userId: 1, amounts: { B: c(60) } },
        { level: 1, userId: 2, amounts: { B: c(60) } },
      ],
    ],
    ['a negative kept amount', [{ level: 0, userId: 1, amounts: { B: c(-1) } }]],
  ])('%s', (_name, kept) => {
    expect(() => valueLine(match, line, BASE_PACKAGE_RATES, path, kept)).toThrow(RangeError);
  });

  it('reads the snapshot by user: the levels that keep nothing are left out', () => {
    // Level 1 (user 2) keeps 0.40 of B 1.00, user 1 nothing; 1234 wins 1st at 2500 everywhere.
    // User 1 passes all: 0. User 2: -2,499.25 - (0.60 - 1,500.00 - 0.15) = -999.70.
    const valued = valueLine(match, line, BASE_PACKAGE_RATES, path, [{ userId: 2, amounts: { B: c(40) } }]);
    expect([valued.ownerResult, valued.results, valued.house]).toEqual([249_925, [0, -99_970], -149_955]);
  });

  it('with no agent on the path the house takes the whole bet', () => {
    const valued = valueLine(match, line, BASE_PACKAGE_RATES, [], []);
    // 1.00 - 2,500.00 - 0.25
    expect([valued.ownerResult, valued.results, valued.house]).toEqual([249_925, [], -249_925]);
  });
});
