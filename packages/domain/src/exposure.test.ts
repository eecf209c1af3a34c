import { describe, expect, it } from 'vitest';
import { BET_TYPE_CODES } from './bet-types.js';
import { potentialPayout, suggestCap, topRateOf, worstCaseOf } from './exposure.js';
import { BASE_PACKAGE_RATES } from './package-rates.js';

describe('the heavy-number figures', () => {
  it.each([
    ['B', 250000],
    ['S', 350000],
    ['4A', 600000],
    ['3A', 66000],
    ['2A', 7000],
    ['5D', 1500000],
    ['6D', 10000000],
  ] as const)('%s pays %i cents per 1.00 at its top prize at 2500', (betType, prize) => {
    expect(topRateOf(BASE_PACKAGE_RATES, betType).topPrize).toBe(prize);
  });

  it('6.00 of B kept pays 15,000.00 if it takes 1st (issue 40)', () => {
    expect(potentialPayout(600, topRateOf(BASE_PACKAGE_RATES, 'B'))).toBe(1_500_000);
  });

  it('suggests 4.00 of B for a loss of 10,000.00: 4.00 x 2500 - 4.00 + 1.00 = 9,997.00', () => {
    const rate = topRateOf(BASE_PACKAGE_RATES, 'B');
    expect(suggestCap(1_000_000, rate)).toBe(400);
    expect(worstCaseOf(400, rate)).toBe(999_700);
  });

  it('the suggested cap is the largest whose worst case stays within the loss, for every bet type', () => {
    for (const betType of BET_TYPE_CODES) {
      const rate = topRateOf(BASE_PACKAGE_RATES, betType);
      for (const loss of [0, 1, 99, 12_345, 1_000_000, 987_654_321]) {
        const cap = suggestCap(loss, rate);
        expect(worstCaseOf(cap, rate)).toBeLessThanOrEqual(loss);
        expect(worstCaseOf(cap + 1, rate)).toBeGreaterThan(loss);
      }
    }
  });
});
