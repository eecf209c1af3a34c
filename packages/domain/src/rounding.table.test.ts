import { describe, expect, it } from 'vitest';
import { lineCommission } from './commission.js';
import type { DrawResult } from './draw-result.js';
import { JACKPOT_RULES, settleJackpot, type JackpotRule } from './jackpots.js';
import type { Cents } from './money.js';
import { BASE_PACKAGE_RATES, scalePackage, type PackageRates } from './package-rates.js';
import { settleLine } from './settlement.js';
import type { BetLine } from './ticket.js';
import { oracleLineCommission, oracleLineWins, type OraclePackage } from './testing/money-oracle.js';
import {
  oracleJackpotContribution,
  oracleJackpotShares,
  oracleNextPot,
} from './testing/settlement-oracle.js';

/**
 * docs/rules.md "Rounding and pots", as tables. Every expected figure is worked out by hand in its
 * row's comment; both the production code and the reference (testing/money-oracle.ts) must give it.
 */
const R: DrawResult = {
  pool: 'tt',
  date: '2026-11-22',
  first: '1234',
  second: '5678',
  third: '9012',
  starters: ['4321', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999'],
  consolations: ['3412', '0102', '0304', '0506', '0708', '0910', '1314', '1516', '1718', '1920'],
  fiveD: ['12345', '67890', '13579'],
  sixD: '123456',
};

const c = (value: number) => value as Cents;
const line = (number: string, pattern: BetLine['pattern'], amounts: Record<string, number>): BetLine => ({
  number,
  pattern,
  amounts: Object.fromEntries(Object.entries(amounts).map(([k, v]) => [k, c(v)])),
});

/** "odd": the base table x 0.9537, commission B 27.5%, 3A 22.25%, 2F 16.33%, 6D 12.5%. */
const ODD_COMMISSION: Record<string, number> = { B: 2750, '3A': 2225, '2F': 1633, '6D': 1250 };
function oddRates(): PackageRates {
  const scaled = scalePackage(BASE_PACKAGE_RATES, 9_537);
  const out = {} as PackageRates;
  for (const [game, rows] of Object.entries(scaled) as [keyof PackageRates, PackageRates['2d']][]) {
    out[game] = rows.map((row) => ({
      ...row,
      commissionBp: ODD_COMMISSION[row.betType] ?? row.commissionBp,
    }));
  }
  return out;
}
const PACKAGES: Record<string, [PackageRates, OraclePackage]> = {
  '2500': [BASE_PACKAGE_RATES, { scalePer10k: 10_000 }],
  '2730': [scalePackage(BASE_PACKAGE_RATES, 10_920), { scalePer10k: 10_920 }],
  odd: [oddRates(), { scalePer10k: 9_537, commissionBp: ODD_COMMISSION }],
};

describe('wins are rounded down per concrete number, bet type and position (per entry)', () => {
  const rows: [string, BetLine, string, number][] = [
    // 1st 2500 x 0.07 / 24 = 7.2916 -> 7.29; starter 4321: 180 x 0.07 / 24 = 0.525 -> 0.52;
    // consolation 3412: 60 x 0.07 / 24 = 0.175 -> 0.17. 7.98 (rounding the line once would pay 7.99).
    ['IBOX 1234 B 0.07, three entries', line('1234', 'IBOX', { B: 7 }), '2500', 798],
    // 2500 / 24 = 104.1666 -> 104.16; 180 / 24 = 7.50; 60 / 24 = 2.50
    ['IBOX 1234 B 1.00', line('1234', 'IBOX', { B: 100 }), '2500', 11416],
    // 2730 prints 7 x 1.092 = 7.644 -> 7.64 per 1.00 (starter 4321 ends 21)
    ['2SD 21 1.00 at 2730', line('21', 'NORMAL', { '2SD': 100 }), '2730', 764],
    // 7.64 x 0.03 = 0.2292 -> 0.22
    ['2SD 21 0.03 at 2730', line('21', 'NORMAL', { '2SD': 3 }), '2730', 22],
    // 3F prints 28 x 1.092 = 30.576 -> 30.58; x 0.03 = 0.9174 -> 0.91 (only the 1st ends 234)
    ['3F 234 0.03 at 2730', line('234', 'NORMAL', { '3F': 3 }), '2730', 91],
    // starter 180 x 1.092 = 196.56; x 0.07 = 13.7592 -> 13.75
    ['B 4321 0.07 at 2730', line('4321', 'NORMAL', { B: 7 }), '2730', 1375],
    // 6D 5th (last 2 digits 56): 4 x 0.01 = 0.04
    ['6D 999956 0.01', line('999956', 'NORMAL', { '6D': 1 }), '2500', 4],
    // 5D 4th (last 4 of 12345): 500 x 1.092 = 546.00; x 0.03 = 16.38
    ['5D 92345 0.03 at 2730', line('92345', 'NORMAL', { '5D': 3 }), '2730', 1638],
    // 7 x 0.9537 = 6.6759 -> 6.68 printed; x 0.01 = 0.0668 -> 0.06
    ['2SD 21 0.01 at odd', line('21', 'NORMAL', { '2SD': 1 }), 'odd', 6],
    // BOX pays every permutation at the full amount: 1st 2500 x 0.03 = 75.00, starter 4321
    // 180 x 0.03 = 5.40, consolation 3412 60 x 0.03 = 1.80: 82.20 (no fraction of a cent)
    ['BOX 1234 B 0.03', line('1234', 'BOX', { B: 3 }), '2500', 8220],
  ];
  it.each(rows)('%s', (_name, bet, pkg, expected) => {
    const [rates, oracle] = PACKAGES[pkg]!;
    expect(settleLine(R, bet, rates).total).toBe(expected);
    expect(oracleLineWins(R, bet, oracle).reduce((s, w) => s + w.amount, 0)).toBe(expected);
  });
});

describe('commission is rounded down per line and bet type', () => {
  const rows: [string, BetLine, string, number][] = [
    // 0.01 x 25% = 0.0025 -> 0.00
    ['B 0.01', line('1234', 'NORMAL', { B: 1 }), '2500', 0],
    // BOX 1123: 12 numbers, 0.84 x 25% = 0.21
    ['BOX 1123 B 0.07', line('1123', 'BOX', { B: 7 }), '2500', 21],
    // P-H x10: B 0.30 x 25% = 0.075 -> 0.07, S the same: 0.14 (not 0.60 x 25% = 0.15)
    ['P-H 0234 B 0.03 S 0.03', line('0234', 'P-H', { B: 3, S: 3 }), '2500', 14],
    // R x2: 14.00 x 16.33% = 2.2862 -> 2.28
    ['R 12 2F 7.00 at odd', line('12', 'R', { '2F': 700 }), 'odd', 228],
    // IBOX costs the amount once: 0.50 x 22.25% = 0.11125 -> 0.11
    ['IBOX 123 3A 0.50 at odd', line('123', 'IBOX', { '3A': 50 }), 'odd', 11],
    // 0.03 x 12.5% = 0.00375 -> 0.00; 2SD 0.03 at 15% = 0.0045 -> 0.00
    ['6D 0.03 at odd', line('123456', 'NORMAL', { '6D': 3 }), 'odd', 0],
    // the commission is not scaled with the payouts: 1.00 x 25% at 2730 too
    ['B 1.00 at 2730', line('1234', 'NORMAL', { B: 100 }), '2730', 25],
  ];
  it.each(rows)('%s', (_name, bet, pkg, expected) => {
    const [rates, oracle] = PACKAGES[pkg]!;
    expect(lineCommission(bet, rates)).toBe(expected);
    expect(oracleLineCommission(bet, oracle)).toBe(expected);
  });
});

describe('jackpot contribution, shares and remainder cents', () => {
  const [dragon, bonus] = JACKPOT_RULES;
  const rows: [
    string,
    JackpotRule,
    number,
    number,
    { stake: number; divisor?: number }[],
    number[],
    number,
  ][] = [
    // 1% of 14.99 = 0.1499 -> 0.14; no winner: the pot rolls over whole
    ['no winner', dragon!, 100_000_00, 1499, [], [], 100_000_14],
    // 100,000.00 / 3 = 33,333.3333 -> 33,333.33 each; the 1 cent left stays: seed + 0.01
    [
      'three equal winners',
      dragon!,
      100_000_00,
      0,
      [{ stake: 100 }, { stake: 100 }, { stake: 100 }],
      [3_333_333, 3_333_333, 3_333_333],
      100_000_01,
    ],
    // stakes 1.00/24 and 1.00: 1/25 and 24/25 of 100,000.08 = 4,000.0032 -> 4,000.00 and 96,000.0768 -> 96,000.07
    [
      'IBOX exact stake',
      dragon!,
      100_000_06,
      200,
      [{ stake: 100, divisor: 24 }, { stake: 100 }],
      [400_000, 9_600_007],
      100_000_01,
    ],
    // 50,000.00 / 7 = 7,142.857 -> 7,142.85 each; 7 x 0.857.. leaves 0.05 in the pot
    [
      'seven winners of Bonus',
      bonus!,
      50_000_00,
      0,
      Array.from({ length: 7 }, () => ({ stake: 100 })),
      Array.from({ length: 7 }, () => 714_285),
      50_000_05,
    ],
  ];
  it.each(rows)('%s', (_name, rule, carriedIn, turnover, winners, shares, carriedOut) => {
    const outcome = settleJackpot(
      rule,
      c(carriedIn),
      c(turnover),
      winners.map((w, i) => ({ key: i, stake: c(w.stake), divisor: w.divisor })),
    );
    expect(outcome.payouts.map((p) => p.amount)).toEqual(shares);
    expect(outcome.carriedOut).toBe(carriedOut);
    const pot = carriedIn + oracleJackpotContribution(turnover);
    const oracle = oracleJackpotShares(
      pot,
      winners.map((w) => ({ amountCents: w.stake, permutations: w.divisor ?? 1 })),
    );
    expect(oracle).toEqual(shares);
    expect(oracleNextPot(rule.seed, pot, oracle)).toBe(carriedOut);
    // Conservation: every cent of the pot went to a winner or to the next pot (above the seed).
    const paid = shares.reduce((s, v) => s + v, 0);
    expect(paid + carriedOut - (shares.length > 0 ? rule.seed : 0)).toBe(pot);
  });
});
