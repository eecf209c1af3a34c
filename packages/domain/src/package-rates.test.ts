import { describe, expect, it } from 'vitest';
import { BASE_PACKAGE_RATES, packageListView, scalePackage } from './package-rates.js';

describe('package rates', () => {
  it('holds the game-rules §3 table for Big', () => {
    const big = BASE_PACKAGE_RATES['4d'].find((row) => row.betType === 'B');
    expect(big).toEqual({
      betType: 'B',
      commissionBp: 2500,
      payout: { '1st': 250000, '2nd': 100000, '3rd': 50000, starter: 18000, consolation: 6000 },
    });
  });

  it.each([
    ['2d', 1500],
    ['3d', 2000],
    ['4d', 2500],
    ['5d', 1000],
    ['6d', 1000],
  ] as const)('commission on %s is %i bp', (game, bp) => {
    expect(BASE_PACKAGE_RATES[game].every((row) => row.commissionBp === bp)).toBe(true);
  });

  it('scales a 2500 package to 2730 at 1.092x, rounding to the cent', () => {
    const scaled = scalePackage(BASE_PACKAGE_RATES, 10920);
    expect(scaled['4d'][0]?.payout['1st']).toBe(273000);
    expect(scaled['2d'][3]?.payout.starter).toBe(764); // 7 x 1.092 = 7.644
    expect(scaled['4d'][0]?.commissionBp).toBe(2500);
  });

  it('refuses a nonsense scale factor', () => {
    expect(() => scalePackage(BASE_PACKAGE_RATES, 0)).toThrow(RangeError);
    expect(() => scalePackage(BASE_PACKAGE_RATES, 1.5)).toThrow(RangeError);
  });

  it('renders the spec package list with price names in points', () => {
    const view = packageListView('2500', BASE_PACKAGE_RATES);
    expect(view.activatedPackage).toBe('2500');
    expect(view.commissionList4d[0]).toEqual({ betType: 'B', amount: 25 });
    expect(view.payoutList4d.filter((row) => row.betType === 'B')).toEqual([
      { betType: 'B', priceName: '1st Prize', amount: 2500 },
      { betType: 'B', priceName: '2nd Prize', amount: 1000 },
      { betType: 'B', priceName: '3rd Prize', amount: 500 },
      { betType: 'B', priceName: 'Starter', amount: 180 },
      { betType: 'B', priceName: 'Consolation', amount: 60 },
    ]);
    expect(view.payoutList6d.map((row) => row.priceName)).toEqual([
      '1st Prize',
      '2nd Prize',
      '3rd Prize',
      '4th Prize',
      '5th Prize',
    ]);
  });
});
