import { describe, expect, it } from 'vitest';
import type { DrawResult } from './draw-result.js';
import type { Cents } from './money.js';
import { BASE_PACKAGE_RATES, scalePackage } from './package-rates.js';
import { lineMatcher } from './settlement-matcher.js';
import { betFigures, valueLine } from './position/index.js';
import {
  checkLimitChange,
  isMonday,
  lastEndedWeek,
  openOf,
  resetOf,
  settlementOf,
  weekAt,
  weekBounds,
  weekInstants,
  weekLabel,
  weekOf,
} from './weekly-cycle.js';
import { addJackpot, addLine, emptyStatement } from './weekly-statement.js';

const c = (value: number) => value as Cents;
const KL = 'Asia/Kuala_Lumpur';

describe('the week of a draw date', () => {
  it.each([
    ['2025-11-10', '2025-11-10'], // Monday
    ['2025-11-12', '2025-11-10'], // Wednesday
    ['2025-11-16', '2025-11-10'], // Sunday
    ['2025-11-17', '2025-11-17'], // the next Monday
    ['2026-01-01', '2025-12-29'], // across a year
    ['2024-03-03', '2024-02-26'], // across a leap day
  ])('%s belongs to the week of %s', (date, monday) => {
    expect(weekOf(date)).toBe(monday);
    expect(isMonday(monday)).toBe(true);
  });

  it('bounds: Monday to Sunday, the next week starts 7 days later', () => {
    expect(weekBounds('2025-11-10')).toEqual({ first: '2025-11-10', last: '2025-11-16', next: '2025-11-17' });
    expect(() => weekBounds('2025-11-11')).toThrow(/not a Monday/);
    expect(weekLabel('2025-11-10')).toBe('Mon 10/11 00:00 – Sun 16/11 24:00');
  });

  it('instants in Malaysia time (UTC+8): Monday 00:00 local is Sunday 16:00 UTC', () => {
    expect(weekInstants('2025-11-10', KL)).toEqual({
      start: Date.UTC(2025, 10, 9, 16, 0),
      end: Date.UTC(2025, 10, 16, 16, 0),
    });
  });

  it('the clock: Sunday 23:59:59 is still in the week, Monday 00:00:00 is the next', () => {
    const monday = Date.UTC(2025, 10, 16, 16, 0); // Mon 17/11 00:00 in Kuala Lumpur
    expect(weekAt(monday - 1000, KL)).toBe('2025-11-10');
    expect(lastEndedWeek(monday - 1000, KL)).toBe('2025-11-03');
    expect(weekAt(monday, KL)).toBe('2025-11-17');
    expect(lastEndedWeek(monday, KL)).toBe('2025-11-10');
  });
});

describe('the Monday reset', () => {
  it.each([
    // Worked example 1: P (limit 1,000.00) loses B 100.00 with 25.00 commission and stakes 50.00
    // for next week: balance 1,000 - 100 + 25 - 50 = 875.00; target 1,000 - 50 = 950.00; +75.00.
    [
      'example 1',
      { limit: 100_000, childrenLimits: 0, laterStakes: 5_000, owed: 0, balance: 87_500 },
      95_000,
      7_500,
    ],
    // Worked example 2: P wins 54,600.00 + 5.00 commission on 20.00: 1,000 - 20 + 54,605 =
    // 55,585.00; target 1,000.00; -54,585.00 (A pays P).
    [
      'example 2',
      { limit: 100_000, childrenLimits: 0, laterStakes: 0, owed: 0, balance: 5_558_500 },
      100_000,
      -5_458_500,
    ],
    // An agent: limit 10,000, children 6,000 + 4,000: target 0 whatever it holds.
    [
      'agent fully given',
      { limit: 1_000_000, childrenLimits: 1_000_000, laterStakes: 0, owed: 0, balance: 0 },
      0,
      0,
    ],
    // Unpaid 75.00 from an earlier week lowers the target by exactly 75.00.
    [
      'owes 75.00',
      { limit: 100_000, childrenLimits: 0, laterStakes: 0, owed: 7_500, balance: 100_000 },
      92_500,
      -7_500,
    ],
    // The upline owing it raises nothing.
    [
      'is owed',
      { limit: 100_000, childrenLimits: 0, laterStakes: 0, owed: -7_500, balance: 100_000 },
      100_000,
      0,
    ],
    // Later stakes above the limit (paid from winnings): the target is floored at 0.
    [
      'carried stake',
      { limit: 100_000, childrenLimits: 0, laterStakes: 150_000, owed: 0, balance: 20_000 },
      0,
      -20_000,
    ],
  ])('%s', (_name, figures, target, amount) => {
    const f = figures as Record<string, number>;
    expect(
      resetOf({
        limit: c(f.limit!),
        childrenLimits: c(f.childrenLimits!),
        laterStakes: c(f.laterStakes!),
        owed: c(f.owed!),
        balance: c(f.balance!),
      }),
    ).toEqual({ target, amount });
  });
});

describe('limit changes (the quota)', () => {
  it.each([
    [
      'M (10,000, gave 10,000) raises A by 500: refused, 0 left',
      1_000_000,
      1_000_000,
      600_000,
      650_000,
      0,
      'QUOTA_EXCEEDED',
    ],
    ['M (10,000, gave 9,000) raises A by 1,000: fits exactly', 1_000_000, 900_000, 500_000, 600_000, 0, null],
    ['the house has no bound', null, 99_000_000, 0, 5_000_000, 0, null],
    [
      'A gave 6,000: its limit cannot go to 5,000',
      1_000_000,
      600_000,
      600_000,
      500_000,
      600_000,
      'BELOW_CHILDREN',
    ],
    ['lowering never needs quota', 1_000_000, 1_000_000, 600_000, 100_000, 0, null],
  ])('%s', (_name, uplineLimit, uplineGiven, from, to, childGiven, code) => {
    const refusal = checkLimitChange({
      uplineLimit: uplineLimit === null ? null : c(uplineLimit),
      uplineGiven: c(uplineGiven),
      from: c(from),
      to: c(to),
      childGiven: c(childGiven),
    });
    expect(refusal?.code ?? null).toBe(code);
  });
});

describe('结账: what stays open', () => {
  it.each([
    [{ computed: 7_500, carried: 0, received: 0, paid: 0 }, 7_500, 'received'],
    [{ computed: 7_500, carried: 0, received: 5_000, paid: 0 }, 2_500, 'received'],
    [{ computed: -5_458_500, carried: 2_500, received: 0, paid: 5_000_000 }, -456_000, 'paid'],
    [{ computed: 0, carried: 0, received: 0, paid: 0 }, 0, 'received'],
  ])('%j leaves %i open', (row, open, direction) => {
    const value = openOf({
      computed: c(row.computed),
      carried: c(row.carried),
      received: c(row.received),
      paid: c(row.paid),
    });
    expect(value).toBe(open);
    expect(settlementOf(value)).toEqual({ direction, amount: Math.abs(open) });
  });
});

describe("worked example 2's statement rows (the position taking issue's three levels)", () => {
  // house > M (2500, 80% of B) > A (2500, 50% of B, cap 5.00) > P (2730); P bets B 20.00 on 1234,
  // 1234 is the 1st prize. A keeps 5.00 and passes 15.00; M keeps 11.00 and passes 4.00.
  const P2500 = BASE_PACKAGE_RATES;
  const P2730 = scalePackage(BASE_PACKAGE_RATES, 10_920);
  const HIT: DrawResult = {
    pool: 'mg',
    date: '2025-11-12',
    first: '1234',
    second: '5678',
    third: '9012',
    starters: ['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010'],
    consolations: ['0011', '0012', '0013', '0014', '0015', '0016', '0017', '0018', '0019', '0020'],
  };
  const match = lineMatcher(HIT);
  const line = { number: '1234', pattern: 'NORMAL' as const, amounts: { B: c(2_000) } };
  const path = [
    { userId: 2, rates: P2500 },
    { userId: 3, rates: P2500 },
  ];
  const kept = [
    { userId: 2, amounts: { B: c(500) } },
    { userId: 3, amounts: { B: c(1_100) } },
  ];
  const valuation = valueLine(match, line, P2730, path, kept);

  it("A's row P: 20.00 | 20.00 / 5.00 / 54,600.00 / -54,585.00 | 5.00 / 1.25 / 12,500.00 / -12,496.25 | -37,488.75 | -17,096.25", () => {
    const row = emptyStatement();
    addLine(row, valuation, 0, betFigures(match, '1234', 'NORMAL', { B: c(500) }, P2500));
    expect(row).toEqual({
      turnover: 2_000,
      dl: { tickets: 2_000, commission: 500, win: 5_460_000, total: -5_458_500 },
      own: { kept: 500, commission: 125, win: 1_250_000, total: -1_249_625 },
      upline: -3_748_875,
      net: -1_709_625,
    });
  });

  it("M's row A: 20.00 | 15.00 / 3.75 / 37,500.00 / -37,488.75 | 11.00 / 2.75 / 27,500.00 / -27,491.75 | -9,997.00 | -27,491.75", () => {
    const row = emptyStatement();
    addLine(row, valuation, 1, betFigures(match, '1234', 'NORMAL', { B: c(1_100) }, P2500));
    expect(row).toEqual({
      turnover: 2_000,
      dl: { tickets: 1_500, commission: 375, win: 3_750_000, total: -3_748_875 },
      own: { kept: 1_100, commission: 275, win: 2_750_000, total: -2_749_175 },
      upline: -999_700,
      net: -2_749_175,
    });
  });

  it("the house's row M: 4.00 / 1.00 / 10,000.00 / -9,997.00, upline 0, net -9,997.00; the tree's cash sums to 0", () => {
    const row = emptyStatement();
    addLine(row, valuation, 2, null);
    expect(row.dl).toEqual({ tickets: 400, commission: 100, win: 1_000_000, total: -999_700 });
    expect([row.upline, row.net]).toEqual([0, -999_700]);
    // P receives 54,585.00; A nets -17,096.25; M -27,491.75; the house -9,997.00.
    expect(5_458_500 - 1_709_625 - 2_749_175 - 999_700).toBe(0);
  });
});

describe('a jackpot payout on the statement (borne by the house, passed up whole)', () => {
  // P wins a 1,000.00 jackpot under A: A's row P gains it as win (total -1,000.00) and passes it
  // up (upline -1,000.00), so A's net is unchanged; the house's row pays it (net -1,000.00).
  it.each([
    ['a level on the path', true, { upline: -100_000, net: 0 }],
    ['the house', false, { upline: 0, net: -100_000 }],
  ] as const)('%s', (_name, passedUp, expected) => {
    const row = emptyStatement();
    addJackpot(row, c(100_000), passedUp);
    expect(row).toEqual({
      turnover: 0,
      dl: { tickets: 0, commission: 0, win: 100_000, total: -100_000 },
      own: { kept: 0, commission: 0, win: 0, total: 0 },
      ...expected,
    });
    expect(row.dl.total - row.upline).toBe(row.net);
  });
});
