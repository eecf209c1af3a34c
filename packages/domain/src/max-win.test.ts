import { describe, expect, it } from 'vitest';
import { cents } from './money.js';
import { BASE_PACKAGE_RATES } from './package-rates.js';
import { lineMaxWin } from './max-win.js';

/** Figures written out by hand from the base package (game-rules §3: Big 1st 2,500, Small 1st 3,500 per 1.00). */
describe('the maximum win of a line', () => {
  it.each([
    ['Big 1.00 on a straight number: the 1st prize', '1234', 'NORMAL', { B: cents(100) }, 2_500_00],
    [
      'Big 1.00 + Small 2.00: both 1st prizes',
      '1234',
      'NORMAL',
      { B: cents(100), S: cents(200) },
      2_500_00 + 7_000_00,
    ],
    ['Big 1.00 on a BOX: one permutation wins', '1234', 'BOX', { B: cents(100) }, 2_500_00],
    ['Big 1.00 on an IBOX of 24: a 24th share, rounded down', '1234', 'IBOX', { B: cents(100) }, 104_16],
    ['Big 0.10: 250.00', '0001', 'NORMAL', { B: cents(10) }, 250_00],
  ] as const)('%s', (_name, number, pattern, amounts, expected) => {
    expect(lineMaxWin({ number, pattern, amounts }, BASE_PACKAGE_RATES)).toBe(expected);
  });
});
