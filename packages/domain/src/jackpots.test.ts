import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DrawResult } from './draw-result.js';
import { feedCost, JACKPOT_RULES, jackpotRuleOfPool, settleJackpot } from './jackpots.js';
import { cents } from './money.js';
import {
  oracleJackpotContribution,
  oracleJackpotShares,
  oracleNextPot,
} from './testing/settlement-oracle.js';

const dragon = jackpotRuleOfPool('gd')!;
const bonus = jackpotRuleOfPool('nl')!;

describe('jackpot rules (game-rules §8)', () => {
  it('Dragon on Grand Dragon 4D (Big on the 1st prize), Bonus on 9 Lotto 6D (6D on the 6D number)', () => {
    expect(JACKPOT_RULES.map((rule) => [rule.type, rule.pool, rule.feedGame, rule.winningBetType])).toEqual([
      ['dragon', 'gd', '4D', 'B'],
      ['bonus', 'nl', '6D', '6D'],
    ]);
    const result = { first: '1234', sixD: '123456' } as DrawResult;
    expect(dragon.winningNumber(result)).toBe('1234');
    expect(bonus.winningNumber(result)).toBe('123456');
    expect(jackpotRuleOfPool('mg')).toBeUndefined();
  });

  it('feeds on the pool game turnover only', () => {
    expect(feedCost(dragon, { B: cents(100), S: cents(200), '3A': cents(500) }, 24)).toBe(7200);
    expect(feedCost(bonus, { '6D': cents(300) }, 1)).toBe(300);
    expect(feedCost(bonus, { B: cents(300) }, 1)).toBe(0);
  });
});

describe('settleJackpot', () => {
  it('rolls the pot over when nobody won', () => {
    expect(settleJackpot(dragon, cents(100_000_00), cents(12_345_67), [])).toEqual({
      contribution: 12_345,
      prize: 10_012_345,
      units: 0,
      payouts: [],
      paid: 0,
      carriedOut: 10_012_345,
    });
  });

  it('splits the pot by stake, rounding each share down, and restarts from the seed', () => {
    const outcome = settleJackpot(dragon, cents(100_000_00), cents(500_00), [
      { key: 'a', stake: cents(100) },
      { key: 'b', stake: cents(200) },
    ]);
    expect(outcome.prize).toBe(100_005_00);
    expect(outcome.payouts).toEqual([
      { key: 'a', amount: 3_333_500 },
      { key: 'b', amount: 6_667_000 },
    ]);
    expect(outcome.paid).toBe(10_000_500);
    expect(outcome.carriedOut).toBe(dragon.seed);
  });

  // Issue 22.1 and "Rounding and pots": shares of the exact stakes (IBOX: amount / permutations),
  // rounded down once; the remainder stays in the pot. Expected values worked by hand:
  // share = floor(prize x exact stake / exact total).
  it.each<[string, number, { stake: number; divisor?: number }[], number[], number]>([
    [
      'one IBOX of 24 and one straight bet',
      100_000_00,
      [{ stake: 100, divisor: 24 }, { stake: 100 }],
      [400_000, 9_600_000],
      0,
    ],
    // 100/24 : 100 = 1 : 24; 10,000,007 / 25 = 400,000.28 and x24 = 9,600,006.72
    [
      'the same with a pot of 100,000.07',
      100_000_07,
      [{ stake: 100, divisor: 24 }, { stake: 100 }],
      [400_000, 9_600_006],
      1,
    ],
    // 1/3 each of 100.00: 3,333.33 x 3 = 99.99, 1 cent stays
    [
      'three equal shares of 100.00',
      100_00,
      [{ stake: 1 }, { stake: 1 }, { stake: 1 }],
      [3_333, 3_333, 3_333],
      1,
    ],
    // IBOX of 12 (1123) 1.00 and of 4 (1112) 1.00 on the same number: 1/12 : 1/4 = 1 : 3
    [
      'two IBOX bets with different permutation counts',
      40_00,
      [
        { stake: 100, divisor: 12 },
        { stake: 100, divisor: 4 },
      ],
      [1_000, 3_000],
      0,
    ],
    ['one winner takes the whole pot', 55_55, [{ stake: 7, divisor: 24 }], [55_55], 0],
  ])('%s', (_name, pot, winners, shares, remainder) => {
    const outcome = settleJackpot(
      dragon,
      cents(pot),
      cents(0),
      winners.map((w, key) => ({ key, stake: cents(w.stake), ...(w.divisor ? { divisor: w.divisor } : {}) })),
    );
    expect(outcome.payouts.map((p) => p.amount)).toEqual(shares);
    expect(outcome.prize - outcome.paid).toBe(remainder);
    expect(outcome.carriedOut).toBe(dragon.seed + remainder);
  });

  it('never pays more than the pot, and leaves less than a cent per winner', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 1_000_000_00 }),
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 20 }),
        (carried, turnover, stakes) => {
          const outcome = settleJackpot(
            bonus,
            cents(carried),
            cents(turnover),
            stakes.map((stake, key) => ({ key, stake: cents(stake) })),
          );
          expect(outcome.paid).toBeLessThanOrEqual(outcome.prize);
          expect(outcome.prize - outcome.paid).toBeLessThan(stakes.length);
        },
      ),
    );
  });
});

describe('settleJackpot against the independent reference (settlement-oracle)', () => {
  it('pays every share, IBOX included, and carries out the same pot', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_00 }),
        fc.integer({ min: 0, max: 100_000_00 }),
        fc.array(
          fc.record({
            amountCents: fc.integer({ min: 1, max: 999_900 }),
            permutations: fc.constantFrom(1, 4, 6, 12, 24),
          }),
          { maxLength: 12 },
        ),
        (carried, turnover, winners) => {
          const outcome = settleJackpot(
            dragon,
            cents(carried),
            cents(turnover),
            winners.map((w, key) => ({ key, stake: cents(w.amountCents), divisor: w.permutations })),
          );
          const pot = carried + oracleJackpotContribution(turnover);
          const shares = oracleJackpotShares(pot, winners);
          expect(outcome.prize).toBe(pot);
          expect(outcome.payouts.map((p) => p.amount)).toEqual(shares);
          expect(outcome.carriedOut).toBe(oracleNextPot(dragon.seed, pot, shares));
        },
      ),
      { numRuns: 500, seed: 221 },
    );
  });
});
