import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BetTypeCode } from './bet-types.js';
import { validateDrawResult, type DrawResult } from './draw-result.js';
import { cents, type Cents } from './money.js';
import { BASE_PACKAGE_RATES, scalePackage, type PackageRates } from './package-rates.js';
import type { PatternCode } from './patterns.js';
import type { PoolCode } from './pools.js';
import { payoutOf, settleLine, strikeFilter, winsOf } from './settlement.js';
import type { BetLine } from './ticket.js';
import { digitsOf, settlementScenario } from './testing/settlement-arbitraries.js';
import { oracleSettleLine, sortWins } from './testing/settlement-oracle.js';

// The 23 numbers have distinct last two digits, so a bet built from one prize matches only it.
const RESULT: DrawResult = {
  pool: 'tt',
  date: '2026-11-25',
  first: '9010',
  second: '8111',
  third: '7212',
  starters: ['6313', '5414', '4515', '3616', '2717', '1818', '0919', '9020', '8121', '7222'],
  consolations: ['6323', '5424', '4525', '3626', '2727', '1828', '0929', '9030', '8131', '7232'],
  fiveD: ['12345', '02345', '99345'],
  sixD: '123456',
};

const bet = (number: string, betType: BetTypeCode, amount = 100, divisor = 1) => ({
  number,
  betType,
  amount: amount as Cents,
  divisor,
});
const line = (number: string, pattern: PatternCode, amounts: BetLine['amounts']): BetLine => ({
  number,
  pattern,
  amounts,
});
const pts = (points: number) => cents(Math.round(points * 100));

describe('winsOf and payoutOf: every 2D/3D/4D bet type on every prize position (§3)', () => {
  // Points paid per 1.00 on [1st, 2nd, 3rd, starter, consolation]; 0 = that position does not win.
  const TABLE: Record<string, [number, number, number, number, number]> = {
    B: [2500, 1000, 500, 180, 60],
    S: [3500, 2000, 1000, 0, 0],
    '4A': [6000, 0, 0, 0, 0],
    '4SB': [0, 6000, 0, 0, 0],
    '4SC': [0, 0, 6000, 0, 0],
    '4SD': [0, 0, 0, 600, 0],
    '4SE': [0, 0, 0, 0, 600],
    '4C': [2000, 2000, 2000, 0, 0],
    '3A': [660, 0, 0, 0, 0],
    '3SB': [0, 660, 0, 0, 0],
    '3SC': [0, 0, 660, 0, 0],
    '3SD': [0, 0, 0, 66, 0],
    '3SE': [0, 0, 0, 0, 66],
    '3C': [220, 220, 220, 0, 0],
    '3F': [28, 28, 28, 28, 28],
    '2A': [70, 0, 0, 0, 0],
    '2SB': [0, 70, 0, 0, 0],
    '2SC': [0, 0, 70, 0, 0],
    '2SD': [0, 0, 0, 7, 0],
    '2SE': [0, 0, 0, 0, 7],
    '2C': [23, 23, 23, 0, 0],
    '2F': [3, 3, 3, 3, 3],
  };
  const TIERS = ['1st', '2nd', '3rd', 'starter', 'consolation'] as const;
  const positions = [
    ['1st', RESULT.first, 0],
    ['2nd', RESULT.second, 1],
    ['3rd', RESULT.third, 2],
    ...RESULT.starters.map((n, i) => [`starters[${i}]`, n, 3] as const),
    ...RESULT.consolations.map((n, i) => [`consolations[${i}]`, n, 4] as const),
  ] as const;
  const cases = Object.entries(TABLE).flatMap(([code, pays]) =>
    positions.map(([label, prize, slot]) => {
      const digits = Number(code === 'B' || code === 'S' ? 4 : code[0]);
      return {
        code: code as BetTypeCode,
        label,
        prize,
        number: prize.slice(-digits),
        slot,
        points: pays[slot],
      };
    }),
  );

  it.each(cases)('$code $number on $label pays $points per 1.00', ({ code, number, prize, slot, points }) => {
    const b = bet(number, code);
    const wins = winsOf(RESULT, b);
    if (points === 0) {
      expect(wins).toEqual([]);
    } else {
      expect(wins).toEqual([{ tier: TIERS[slot], prizeNumber: prize }]);
      expect(payoutOf(wins[0]!, b, BASE_PACKAGE_RATES)).toBe(pts(points));
    }
  });

  it('multiplies the rate by the amount and honours a scaled package', () => {
    const b = bet('9010', 'B', 250);
    const [win] = winsOf(RESULT, b);
    expect(payoutOf(win!, b, BASE_PACKAGE_RATES)).toBe(pts(6250));
    expect(payoutOf(win!, b, scalePackage(BASE_PACKAGE_RATES, 10920))).toBe(pts(6825));
  });
});

describe('the 3.4D rule and multi-position wins', () => {
  it('compares the last 3 digits of a 4-digit number with a 3A or 3C amount', () => {
    const settled = settleLine(
      RESULT,
      line('5010', 'NORMAL', { B: pts(1), '3A': pts(1), '3C': pts(2) }),
      BASE_PACKAGE_RATES,
    );
    expect(settled.wins.map((w) => [w.betType, w.tier, w.amount])).toEqual([
      ['3A', '1st', pts(660)],
      ['3C', '1st', pts(440)],
    ]);
    expect(settled.total).toBe(pts(1100));
    expect(winsOf(RESULT, bet('010', '3A'))).toEqual([{ tier: '1st', prizeNumber: '9010' }]);
  });

  it('pays every position that matches', () => {
    const twin: DrawResult = {
      ...RESULT,
      first: '1234',
      third: '5234',
      starters: ['1234', ...RESULT.starters.slice(1, 9), '1234'],
    };
    expect(settleLine(twin, line('234', 'NORMAL', { '3C': pts(1) }), BASE_PACKAGE_RATES).total).toBe(
      pts(440),
    );
    const big = settleLine(twin, line('1234', 'NORMAL', { B: pts(1) }), BASE_PACKAGE_RATES);
    expect(big.wins.map((w) => w.tier)).toEqual(['1st', 'starter', 'starter']);
    expect(big.total).toBe(pts(2500 + 180 + 180));
    expect(winsOf(twin, bet('34', '2F'))).toHaveLength(4);
  });

  it('wins nothing on a number too short for its type', () => {
    expect(winsOf(RESULT, bet('010', 'B'))).toEqual([]);
  });
});

describe('patterns', () => {
  const top: DrawResult = { ...RESULT, first: '1234' };

  it('IBOX shares the amount among the permutations and rounds each payout down', () => {
    // 2500 x 1.00 / 24 = 104.1666... -> 104.16
    const settled = settleLine(top, line('4321', 'IBOX', { B: pts(1) }), BASE_PACKAGE_RATES);
    expect(settled.wins).toEqual([
      { number: '1234', betType: 'B', tier: '1st', prizeNumber: '1234', amount: 10416 },
    ]);
    // 1123 has 12 permutations: 2500 x 1.00 / 12 = 208.333... -> 208.33
    const dup: DrawResult = { ...RESULT, first: '2113' };
    expect(settleLine(dup, line('1123', 'IBOX', { B: pts(1) }), BASE_PACKAGE_RATES).total).toBe(20833);
    // 2F 0.01 / 24 pays 0.03 x 0.01 / 24 = 0.0000125 -> 0.00, still listed as a strike
    const tiny = settleLine(top, line('1234', 'IBOX', { '2F': cents(1) }), BASE_PACKAGE_RATES);
    expect(tiny.wins.length).toBeGreaterThan(0);
    expect(tiny.total).toBe(0);
  });

  it.each([
    ['R', '4321', 1],
    ['BOX', '3412', 1],
    ['P-H', '5234', 1],
    ['P-B', '1239', 1],
    ['L-H', '3214', 1],
    ['L-B', '1432', 1],
  ] as const)('%s %s wins in full on the 1st prize 1234', (pattern, number, count) => {
    const settled = settleLine(top, line(number, pattern, { B: pts(1) }), BASE_PACKAGE_RATES);
    expect(settled.wins.filter((w) => w.tier === '1st')).toHaveLength(count);
    expect(settled.wins.find((w) => w.tier === '1st')).toMatchObject({ number: '1234', amount: pts(2500) });
  });

  it('BOX pays every permutation that strikes', () => {
    const two: DrawResult = { ...RESULT, first: '1234', second: '4321' };
    const settled = settleLine(two, line('2143', 'BOX', { S: pts(1) }), BASE_PACKAGE_RATES);
    expect(settled.total).toBe(pts(3500 + 2000));
  });
});

describe('5D (Toto): highest tier only', () => {
  it.each([
    ['12345', '1st', '12345', 15000],
    ['02345', '2nd', '02345', 5000], // also ends in 2345 (4th): only the 2nd pays
    ['99345', '3rd', '99345', 3000], // also ends in 345 (5th)
    ['52345', '4th', '12345', 500],
    ['55345', '5th', '12345', 20],
    ['55545', '6th', '12345', 5],
  ] as const)('%s wins the %s prize (%s) for %i per 1.00', (number, tier, prizeNumber, points) => {
    const b = bet(number, '5D');
    expect(winsOf(RESULT, b)).toEqual([{ tier, prizeNumber }]);
    expect(payoutOf({ tier, prizeNumber }, b, BASE_PACKAGE_RATES)).toBe(pts(points));
  });

  it('wins nothing on a miss, on a pool without 5D, or on a result without 5D', () => {
    expect(winsOf(RESULT, bet('55554', '5D'))).toEqual([]);
    expect(winsOf({ ...RESULT, pool: 'nl' }, bet('12345', '5D'))).toEqual([]);
    const { fiveD: _none, ...fourDOnly } = RESULT;
    expect(winsOf(fourDOnly, bet('12345', '5D'))).toEqual([]);
  });
});

describe('6D: first or last digits, highest tier only', () => {
  it.each([
    ['123456', '1st', 100000],
    ['123450', '2nd', 3000], // first 5 (and first 4, 3, 2)
    ['023456', '2nd', 3000], // last 5
    ['123499', '3rd', 300],
    ['993456', '3rd', 300],
    ['123999', '4th', 30],
    ['999456', '4th', 30],
    ['129999', '5th', 4],
    ['999956', '5th', 4],
  ] as const)('%s wins the %s prize for %i per 1.00', (number, tier, points) => {
    const b = bet(number, '6D');
    expect(winsOf(RESULT, b)).toEqual([{ tier, prizeNumber: '123456' }]);
    expect(payoutOf({ tier, prizeNumber: '123456' }, b, BASE_PACKAGE_RATES)).toBe(pts(points));
  });

  it('runs on Grand Dragon and 9 Lotto, not on Magnum; 2D does not run on Grand Dragon', () => {
    const { fiveD: _toto, ...sixOnly } = RESULT;
    expect(winsOf({ ...sixOnly, pool: 'gd' }, bet('123456', '6D'))).toHaveLength(1);
    expect(winsOf({ ...sixOnly, pool: 'nl' }, bet('123456', '6D'))).toHaveLength(1);
    // A 6D number on a Magnum result (invalid, but settlement must not crash) wins nothing.
    expect(winsOf({ ...sixOnly, pool: 'mg' }, bet('123456', '6D'))).toEqual([]);
    expect(winsOf({ ...sixOnly, pool: 'tt', sixD: undefined }, bet('123456', '6D'))).toEqual([]);
    expect(winsOf({ ...sixOnly, pool: 'gd' }, bet('10', '2A'))).toEqual([]);
    expect(winsOf(RESULT, bet('654321', '6D'))).toEqual([]);
  });
});

describe('strikeFilter', () => {
  const result: DrawResult = {
    pool: 'mg',
    date: '2026-11-25',
    first: '1234',
    second: '5678',
    third: '9012',
    starters: ['0001', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999'],
    consolations: ['0102', '0304', '0506', '0708', '0910', '1112', '1314', '1516', '1718', '1920'],
  };
  const mayStrike = strikeFilter(result);
  it.each([
    ['NORMAL ending in a prize tail', '5634', 'NORMAL', true],
    ['NORMAL 3 digits ending in a prize tail', '678', 'NORMAL', true],
    ['NORMAL 2 digits', '12', 'NORMAL', true],
    ['NORMAL with no prize tail', '5698', 'NORMAL', false],
    ['BOX always passes', '4321', 'BOX', true],
    ['reverse always passes', '4321', 'R', true],
    ['6D always passes', '123499', 'NORMAL', true],
  ] as const)('%s', (_, number, pattern, expected) => {
    expect(mayStrike(number, pattern)).toBe(expected);
  });
});

describe('payoutOf guards', () => {
  it('throws RangeError instead of losing precision', () => {
    const huge: PackageRates = {
      ...BASE_PACKAGE_RATES,
      '4d': [{ betType: 'B', commissionBp: 0, payout: { '1st': 1e10 } }],
    };
    expect(() => payoutOf({ tier: '1st', prizeNumber: '9010' }, bet('9010', 'B', 1e7), huge)).toThrow(
      RangeError,
    );
    expect(() =>
      payoutOf({ tier: 'starter', prizeNumber: '9010' }, bet('9010', 'S'), BASE_PACKAGE_RATES),
    ).toThrow(RangeError);
    expect(() =>
      payoutOf({ tier: '1st', prizeNumber: '9010' }, bet('9010', 'B', 100, 0), BASE_PACKAGE_RATES),
    ).toThrow(RangeError);
  });
});

describe('validateDrawResult', () => {
  it('accepts a full Toto result and returns a copy', () => {
    const checked = validateDrawResult(RESULT);
    expect(checked).toEqual({ ok: true, value: RESULT });
    expect(checked.ok && checked.value.starters).not.toBe(RESULT.starters);
  });

  it('names every bad field', () => {
    const starters = [...RESULT.starters];
    starters[3] = '12a4';
    const checked = validateDrawResult({
      ...RESULT,
      pool: 'mg',
      date: '2026-02-29',
      first: 1234,
      second: '١٢٣٤',
      starters,
      consolations: RESULT.consolations.slice(0, 9),
    });
    expect(checked).toEqual({
      ok: false,
      errors: [
        "date: expected a date YYYY-MM-DD, got '2026-02-29'",
        'first: expected 4 digits, got the number 1234',
        "second: expected 4 digits, got '١٢٣٤'",
        "starters[3]: expected 4 digits, got '12a4'",
        'consolations: expected 10 numbers, got 9',
        'fiveD: Magnum 4D (mg) does not draw 5D',
        'sixD: Magnum 4D (mg) does not draw 6D',
      ],
    });
  });

  it('checks 5D and 6D lengths, allows duplicates, refuses non-objects', () => {
    const bad = validateDrawResult({
      ...RESULT,
      pool: 'gd',
      fiveD: ['1234', '12345', '12345'],
      sixD: '12345',
    });
    expect(bad.ok === false && bad.errors).toEqual([
      'fiveD: Grand Dragon (gd) does not draw 5D',
      "fiveD[0]: expected 5 digits, got '1234'",
      "sixD: expected 6 digits, got '12345'",
    ]);
    expect(validateDrawResult({ ...RESULT, second: RESULT.first, fiveD: null }).ok).toBe(true);
    expect(validateDrawResult('1234')).toEqual({
      ok: false,
      errors: ["result: expected an object, got '1234'"],
    });
    expect(validateDrawResult({ ...RESULT, pool: 'xx', date: '2024-02-29' })).toEqual({
      ok: false,
      errors: ["pool: expected a pool code, got 'xx'"],
    });
  });
});

describe('property: settleLine agrees with the brute-force oracle', () => {
  const scenario = settlementScenario(4);

  it('for random results, numbers, patterns and amounts', () => {
    let struck = 0;
    let struckFiveSix = 0;
    fc.assert(
      fc.property(scenario, ([result, lines]) => {
        expect(validateDrawResult(result).ok).toBe(true);
        for (const l of lines) {
          const actual = settleLine(result, l, BASE_PACKAGE_RATES);
          struck += actual.wins.length;
          if (actual.wins.some((w) => w.betType === '5D' || w.betType === '6D')) struckFiveSix += 1;
          const expected = oracleSettleLine(result, l);
          expect(sortWins(actual.wins)).toEqual(sortWins(expected.wins));
          expect(actual.total).toBe(expected.total);
          // The quick filter never rules out a line the oracle says wins.
          if (expected.wins.length > 0) expect(strikeFilter(result)(l.number, l.pattern)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
    // The small alphabets must really produce wins, or the comparison proves nothing.
    expect(struck).toBeGreaterThan(500);
    expect(struckFiveSix).toBeGreaterThan(5);
  });

  it('for 5D and 6D numbers near the drawn ones, reaching every tier', () => {
    const reached = new Set<string>();
    const nearby = (drawn: string) =>
      fc
        .array(fc.tuple(fc.nat(drawn.length - 1), fc.constantFrom(...'0123456789'.split(''))), {
          maxLength: 6,
        })
        .map((edits) => {
          const digits = drawn.split('');
          for (const [at, digit] of edits) digits[at] = digit;
          return digits.join('');
        });
    const fiveSix = fc
      .record({
        pool: fc.constantFrom<PoolCode>('tt', 'gd', 'nl'),
        fiveD: fc.tuple(digitsOf('0123456789', 5), digitsOf('0123456789', 5), digitsOf('0123456789', 5)),
        sixD: digitsOf('0123456789', 6),
        pick: fc.nat(2),
      })
      .chain((draw) =>
        fc.tuple(
          fc.constant(draw),
          nearby(draw.fiveD[draw.pick]!),
          nearby(draw.sixD),
          fc.integer({ min: 1, max: 1e6 }),
        ),
      );
    fc.assert(
      fc.property(fiveSix, ([{ pool, fiveD, sixD }, five, six, amount]) => {
        const result: DrawResult = { ...RESULT, pool, fiveD: pool === 'tt' ? fiveD : undefined, sixD };
        for (const l of [
          line(five, 'NORMAL', { '5D': cents(amount) }),
          line(six, 'NORMAL', { '6D': cents(amount) }),
        ]) {
          const actual = settleLine(result, l, BASE_PACKAGE_RATES);
          expect(sortWins(actual.wins)).toEqual(sortWins(oracleSettleLine(result, l).wins));
          for (const w of actual.wins) reached.add(`${w.betType} ${w.tier}`);
        }
      }),
      // A fixed seed: the check below, that every tier was reached, is about these cases; with a
      // fresh seed each run, 1,000 cases missed "5D 4th" now and then (a CI failure).
      { numRuns: 1000, seed: 20261128 },
    );
    expect([...reached].sort()).toEqual(
      [
        '5D 1st',
        '5D 2nd',
        '5D 3rd',
        '5D 4th',
        '5D 5th',
        '5D 6th',
        '6D 1st',
        '6D 2nd',
        '6D 3rd',
        '6D 4th',
        '6D 5th',
      ].sort(),
    );
  });
});
