import { describe, expect, it } from 'vitest';
import type { DrawResult } from '../draw-result.js';
import type { Cents } from '../money.js';
import { BASE_PACKAGE_RATES, scalePackage } from '../package-rates.js';
import { lineMatcher } from '../settlement-matcher.js';
import type { BetLine } from '../ticket.js';
import { allocateTakes } from './allocation.js';
import type { PositionLevel } from './types.js';
import { valueLine } from './valuation.js';

/**
 * The worked examples of docs/rules.md "Position taking", as written there: every figure below is
 * worked out by hand (both packages pay B 1st at 2,500.00 resp. 2,730.00 per 1.00 and give 25%
 * commission on B), never read from the code under test.
 */
const P2500 = BASE_PACKAGE_RATES;
const P2730 = scalePackage(BASE_PACKAGE_RATES, 10_920);
const c = (value: number) => value as Cents;

/** 1234 is the 1st prize; no other prize ends in anything a test bets. */
const HIT: DrawResult = {
  pool: 'mg',
  date: '2026-11-25',
  first: '1234',
  second: '5678',
  third: '9012',
  starters: ['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010'],
  consolations: ['0011', '0012', '0013', '0014', '0015', '0016', '0017', '0018', '0019', '0020'],
};
const NO_HIT: DrawResult = { ...HIT, first: '5555' };

const A = 11;
const M = 12;

interface Example {
  name: string;
  ownerRates: typeof P2500;
  path: PositionLevel[];
  /** B on 1234 */
  stake: number;
  /** what each level already keeps of B|1234, by user */
  before?: Record<number, number>;
  kept: [user: number, b: number][];
  passed: number[];
  /** owner, each level (path order), house: on the 1st prize, then with no hit */
  hit: [owner: number, levels: number[], house: number];
  noHit: [owner: number, levels: number[], house: number];
}

const EXAMPLES: Example[] = [
  {
    // A keeps floor(40% x 1.00) = 0.40 and passes 0.60.
    // 1st: P wins 2,500.00 + commission 0.25 - 1.00 = +2,499.25. A's pass-up at 2500:
    // 0.60 - 1,500.00 - 0.15 = -1,499.55; A = -2,499.25 + 1,499.55 = -999.70; house -1,499.55.
    // No hit: P -1.00 + 0.25 = -0.75; A's pass-up 0.60 - 0.15 = 0.45: A = 0.75 - 0.45 = +0.30.
    name: 'A (2500, 40% of B) > P (2500): P bets B 1.00',
    ownerRates: P2500,
    path: [{ userId: A, takes: { B: 4000 }, caps: {}, rates: P2500 }],
    stake: 100,
    kept: [[A, 40]],
    passed: [60],
    hit: [249_925, [-99_970], -149_955],
    noHit: [-75, [30], 45],
  },
  {
    // A: target 10.00, cap 5.00: keeps 5.00, passes 15.00. M: target 16.00 - 5.00 = 11.00, keeps
    // 11.00, passes 4.00.
    // 1st: P wins 20 x 2,730.00 = 54,600.00 + 5.00 - 20.00 = +54,585.00.
    // A's pass-up at 2500: 15.00 - 37,500.00 - 3.75 = -37,488.75: A = -54,585.00 + 37,488.75.
    // M's pass-up: 4.00 - 10,000.00 - 1.00 = -9,997.00: M = -37,488.75 + 9,997.00 = -27,491.75.
    // No hit: P -15.00; A 15.00 - 11.25 = 3.75; M 11.25 - 3.00 = 8.25; house 3.00.
    name: 'house > M (2500, 80% of B) > A (2500, 50% of B, cap 5.00) > P (2730): P bets B 20.00',
    ownerRates: P2730,
    path: [
      { userId: A, takes: { B: 5000 }, caps: { B: c(500) }, rates: P2500 },
      { userId: M, takes: { B: 8000 }, caps: {}, rates: P2500 },
    ],
    stake: 2000,
    kept: [
      [A, 500],
      [M, 1100],
    ],
    passed: [1500, 400],
    hit: [5_458_500, [-1_709_625, -2_749_175], -999_700],
    noHit: [-1500, [375, 825], 300],
  },
  {
    // The same tree after P's bet; Q (2500, under A) bets B 3.00. A's cap is spent: A keeps 0.
    // M keeps floor(80% x 3.00) = 2.40 - 0 = 2.40 and passes 0.60.
    // 1st: Q wins 7,500.00 + 0.75 - 3.00 = +7,497.75. A passes all of Q's 3.00 at 2500: A = 0.
    // M's pass-up 0.60 - 1,500.00 - 0.15 = -1,499.55: M = -7,497.75 + 1,499.55 = -5,998.20.
    // No hit: Q -2.25; A 0; M 2.25 - 0.45 = 1.80; house 0.45.
    name: 'then Q (2500, under A) bets B 3.00 after A has spent its cap',
    ownerRates: P2500,
    path: [
      { userId: A, takes: { B: 5000 }, caps: { B: c(500) }, rates: P2500 },
      { userId: M, takes: { B: 8000 }, caps: {}, rates: P2500 },
    ],
    stake: 300,
    before: { [A]: 500, [M]: 1100 },
    kept: [[M, 240]],
    passed: [300, 60],
    hit: [749_775, [0, -599_820], -149_955],
    noHit: [-225, [0, 180], 45],
  },
  {
    // Takes 0 (rule 8): A keeps nothing and earns today's margin. 1st: P +2,729.25 (2,730.00 +
    // 0.25 - 1.00); A's pass-up at 2500: 1.00 - 2,500.00 - 0.25 = -2,499.25, so A = -2,729.25 +
    // 2,499.25 = -230.00, the DL - UL its P/L shows today. No hit: A 0.75 - 0.75 = 0.
    name: 'takes 0: A (2500) > P (2730) bets B 1.00: A earns its package margin',
    ownerRates: P2730,
    path: [{ userId: A, takes: {}, caps: {}, rates: P2500 }],
    stake: 100,
    kept: [],
    passed: [100],
    hit: [272_925, [-23_000], -249_925],
    noHit: [-75, [0], 75],
  },
];

describe('position taking: the worked examples', () => {
  it.each(EXAMPLES)('$name', (example) => {
    const line: BetLine = { number: '1234', pattern: 'NORMAL', amounts: { B: c(example.stake) } };
    const before = example.before ?? {};
    const allocation = allocateTakes([line], [line.amounts], example.path, (level, key) => {
      expect(key).toBe('B|1234');
      return c(before[example.path[level]!.userId] ?? 0);
    });
    const taken = allocation.lines[0]!;
    expect(taken.kept.map((share) => [share.userId, share.amounts.B])).toEqual(example.kept);
    expect(taken.passed.map((amounts) => amounts.B)).toEqual(example.passed);
    expect(taken.house.B).toBe(example.passed.at(-1));

    for (const [result, [owner, levels, house]] of [
      [HIT, example.hit],
      [NO_HIT, example.noHit],
    ] as const) {
      const valued = valueLine(lineMatcher(result), line, example.ownerRates, example.path, taken.kept);
      expect([valued.ownerResult, valued.results, valued.house]).toEqual([owner, levels, house]);
      expect(valued.ownerResult + levels.reduce((sum, v) => sum + v, 0) + valued.house).toBe(0);
    }
  });

  it('P then Q in one book: the first bet spends the cap the second finds spent', () => {
    const [, first, second] = EXAMPLES as [Example, Example, Example];
    const usage = new Map<number, number>();
    const place = (stake: number) => {
      const line: BetLine = { number: '1234', pattern: 'NORMAL', amounts: { B: c(stake) } };
      const allocation = allocateTakes([line], [line.amounts], first.path, (level) =>
        c(usage.get(first.path[level]!.userId) ?? 0),
      );
      allocation.used.forEach((used, level) => {
        const user = first.path[level]!.userId;
        usage.set(user, (usage.get(user) ?? 0) + (used.get('B|1234') ?? 0));
      });
      return allocation.lines[0]!.kept.map((share) => [share.userId, share.amounts.B]);
    };
    expect(place(first.stake)).toEqual(first.kept);
    expect(place(second.stake)).toEqual(second.kept);
    // A has kept its 5.00 and no more; M 11.00 + 2.40.
    expect(usage).toEqual(
      new Map([
        [A, 500],
        [M, 1340],
      ]),
    );
  });
});
