import { describe, expect, it } from 'vitest';
import { commissionOf, lineCommission } from './commission.js';
import { cents } from './money.js';
import { BASE_PACKAGE_RATES, scalePackage } from './package-rates.js';
import type { BetLine } from './ticket.js';

describe('lineCommission at the default package (B/S/4x 25%, 3x 20%, 2x 15%, 5D/6D 10%)', () => {
  const cases: [string, BetLine, number][] = [
    ['Big 1.00 NORMAL', { number: '1234', pattern: 'NORMAL', amounts: { B: cents(100) } }, 25],
    [
      'Big + Small 1.00 BOX of 4 distinct digits (24)',
      { number: '1234', pattern: 'BOX', amounts: { B: cents(100), S: cents(100) } },
      1200,
    ],
    [
      'IBOX shares the amount: cost is the typed amount',
      { number: '1234', pattern: 'IBOX', amounts: { B: cents(240) } },
      60,
    ],
    ['3A 2.00', { number: '123', pattern: 'NORMAL', amounts: { '3A': cents(200) } }, 40],
    [
      '2A 1.00 rolled (P-H: 10 numbers)',
      { number: '12', pattern: 'P-H', amounts: { '2A': cents(100) } },
      150,
    ],
    ['6D 3.00', { number: '123456', pattern: 'NORMAL', amounts: { '6D': cents(300) } }, 30],
    [
      'rounds down per bet type: Big 0.03 at 25% = 0.0075',
      { number: '1234', pattern: 'NORMAL', amounts: { B: cents(3) } },
      0,
    ],
    ['no amounts, no commission', { number: '1234', pattern: 'NORMAL', amounts: {} }, 0],
  ];
  it.each(cases)('%s', (_, line, expected) => {
    expect(lineCommission(line, BASE_PACKAGE_RATES)).toBe(expected);
  });

  it('does not scale with the payout factor of a scaled package', () => {
    const line: BetLine = { number: '1234', pattern: 'NORMAL', amounts: { B: cents(1000) } };
    expect(lineCommission(line, scalePackage(BASE_PACKAGE_RATES, 10_920))).toBe(
      lineCommission(line, BASE_PACKAGE_RATES),
    );
  });
});

describe('commissionOf', () => {
  it('equals lineCommission with the pattern multiplier given', () => {
    const line: BetLine = { number: '1123', pattern: 'BOX', amounts: { B: cents(150), S: cents(70) } };
    expect(commissionOf(line.amounts, 12, BASE_PACKAGE_RATES)).toBe(lineCommission(line, BASE_PACKAGE_RATES));
  });
});
