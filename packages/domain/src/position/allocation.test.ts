import { describe, expect, it, vi } from 'vitest';
import type { BetTypeCode } from '../bet-types.js';
import type { Cents } from '../money.js';
import { lineStakes } from '../sell-limits.js';
import type { BetLine } from '../ticket.js';
import { allocateTakes, anyTake, takeShare } from './allocation.js';
import type { TakeSettings } from './types.js';

const c = (value: number) => value as Cents;
const line = (number: string, pattern: BetLine['pattern'], amounts: Partial<Record<BetTypeCode, number>>) =>
  ({ number, pattern, amounts }) as BetLine;
const level = (userId: number, takes: TakeSettings['takes'], caps: Record<string, number> = {}) =>
  ({ userId, takes, caps }) as TakeSettings;

describe('takeShare: floor(take x amount / 10000)', () => {
  it.each([
    [4000, 100, 40],
    [3333, 100, 33], // 33.33 cents, rounded down
    [6667, 100, 66], // 66.67
    [10_000, 123_456, 123_456],
    [0, 999, 0],
    [1, 9_999, 0], // 0.9999 cents
    [9_999, 10_000_000_000_000, 9_999_000_000_000], // far past 2^53 / 10000: still exact
  ])('%i bp of %i = %i', (take, amount, share) => {
    expect(takeShare(take, amount)).toBe(share);
  });
});

/**
 * [case, line, path, what each level already keeps of any counter, kept per level (B), the house's
 * B, level 0's usage per counter]
 */
type Case = [string, BetLine, TakeSettings[], number, (number | null)[], number, Record<string, number>];

describe('anyTake: whether allocation can be skipped', () => {
  it.each<[string, TakeSettings[], boolean]>([
    ['no path', [], false],
    ['takes 0 with caps', [level(1, { B: 0 }, { B: 500 }), level(2, {})], false],
    ['one take anywhere', [level(1, {}), level(2, { '2A': 1 })], true],
  ])('%s', (_name, path, expected) => {
    expect(anyTake(path)).toBe(expected);
  });
});

describe('allocateTakes (rule 4)', () => {
  it.each<Case>([
    // Nobody on the path: the house holds it all.
    ['no agent', line('1234', 'NORMAL', { B: 500 }), [], 0, [], 500, {}],
    [
      'takes 0',
      line('1234', 'NORMAL', { B: 500 }),
      [level(1, {}), level(2, { B: 0 })],
      0,
      [null, null],
      500,
      {},
    ],
    // 33.33% of 1.00 is 33; the parent's 66.67% is 66, less the 33 below: 33; the house 34.
    [
      'rounded down at every level',
      line('1234', 'NORMAL', { B: 100 }),
      [level(1, { B: 3333 }), level(2, { B: 6667 })],
      0,
      [33, 33],
      34,
      { 'B|1234': 33 },
    ],
    // A 0 cap keeps nothing: its share goes up and the parent keeps it within its own take.
    [
      'a 0 cap',
      line('1234', 'NORMAL', { B: 1000 }),
      [level(1, { B: 5000 }, { B: 0 }), level(2, { B: 8000 })],
      0,
      [null, 800],
      200,
      {},
    ],
    // A pure 吃字 agent: 100% with a cap 5.00 keeps 5.00 of an 8.00 bet.
    [
      'pure eat cap',
      line('1234', 'NORMAL', { B: 800 }),
      [level(1, { B: 10_000 }, { B: 500 })],
      0,
      [500],
      300,
      {
        'B|1234': 500,
      },
    ],
    // The cap counts what was kept before: 3.50 of 5.00 used leaves 1.50.
    [
      'earlier usage',
      line('1234', 'NORMAL', { B: 800 }),
      [level(1, { B: 10_000 }, { B: 500 })],
      350,
      [150],
      650,
      {
        'B|1234': 150,
      },
    ],
    [
      'cap already over',
      line('1234', 'NORMAL', { B: 800 }),
      [level(1, { B: 10_000 }, { B: 500 })],
      600,
      [null],
      800,
      {},
    ],
    // A child above its parent (settings stored before the rule held): the parent's target is
    // negative, it keeps nothing, never a negative amount.
    [
      'child above parent',
      line('1234', 'NORMAL', { B: 100 }),
      [level(1, { B: 6000 }), level(2, { B: 4000 })],
      0,
      [60, null],
      40,
      { 'B|1234': 60 },
    ],
    // BOX 1234 bets 24 numbers: one amount for all of them, each number's counter counts it once.
    [
      'BOX under a cap',
      line('1234', 'BOX', { B: 100 }),
      [level(1, { B: 10_000 }, { B: 50 })],
      0,
      [50],
      50,
      {
        'B|1234': 50,
        'B|4321': 50,
      },
    ],
    // R on a palindrome bets 1221 twice: keeping 3.00 uses 6.00 of the counter.
    [
      'R on a palindrome',
      line('1221', 'R', { B: 500 }),
      [level(1, { B: 10_000 }, { B: 600 })],
      0,
      [300],
      200,
      {
        'B|1221': 600,
      },
    ],
    // IBOX 1234 B 24.00: each number carries 1.00; a cap 0.50 per number lets it keep 12.00.
    [
      'IBOX: the cap per number',
      line('1234', 'IBOX', { B: 2400 }),
      [level(1, { B: 10_000 }, { B: 50 })],
      0,
      [1200],
      1200,
      {
        'B|1234': 50,
      },
    ],
    // IBOX 1234 B 1.00 under a cap 0.04: a share rounded up must fit, so 24 x 0.04 = 0.96.
    [
      'IBOX: shares rounded up',
      line('1234', 'IBOX', { B: 100 }),
      [level(1, { B: 10_000 }, { B: 4 })],
      0,
      [96],
      4,
      {
        'B|1234': 4,
      },
    ],
    // Uncapped IBOX keeps its whole share; its usage counts ceil(0.50 / 24) = 0.03 per number.
    [
      'IBOX usage is rounded up',
      line('1234', 'IBOX', { B: 100 }),
      [level(1, { B: 5000 })],
      0,
      [50],
      50,
      {
        'B|1234': 3,
        'B|2143': 3,
      },
    ],
  ])('%s', (_name, bet, path, before, kept, house, usage) => {
    const allocation = allocateTakes([bet], [bet.amounts], path, () => c(before));
    const taken = allocation.lines[0]!;
    expect(path.map((_, i) => taken.kept.find((share) => share.level === i)?.amounts.B ?? null)).toEqual(
      kept,
    );
    expect(taken.house.B).toBe(house);
    for (const [key, used] of Object.entries(usage)) expect(allocation.used[0]?.get(key)).toBe(used);
    if (Object.keys(usage).length === 0 && path.length > 0) expect(allocation.used[0]!.size).toBe(0);
  });

  it('each bet type of a line on its own take and cap', () => {
    const bet = line('1234', 'NORMAL', { B: 1000, S: 1000, '3A': 1000 });
    const { lines } = allocateTakes([bet], [bet.amounts], [level(1, { B: 5000, S: 2000 }, { S: 100 })], () =>
      c(0),
    );
    expect(lines[0]!.kept).toEqual([{ level: 0, userId: 1, amounts: { B: 500, S: 100 } }]);
    expect(lines[0]!.house).toEqual({ B: 500, S: 900, '3A': 1000 });
  });

  it('earlier lines of an order use the cap first, as they use the sell limits', () => {
    const lines = [line('1234', 'NORMAL', { B: 300 }), line('1234', 'BOX', { B: 400 })];
    const path = [level(1, { B: 10_000 }, { B: 500 }), level(2, { B: 10_000 })];
    const allocation = allocateTakes(lines, [lines[0]!.amounts, lines[1]!.amounts], path, () => c(0));
    expect(allocation.lines.map((taken) => taken.kept.map((share) => share.amounts.B))).toEqual([
      [300],
      [200, 200],
    ]);
    expect(allocation.used[0]!.get('B|1234')).toBe(500);
    // B|4321 was untouched by the first line, but one amount serves all of BOX's numbers.
    expect(allocation.used[0]!.get('B|4321')).toBe(200);
  });

  it('a cut line (0 accepted) keeps nothing and passes 0', () => {
    const bet = line('1234', 'NORMAL', { B: 500 });
    const { lines } = allocateTakes([bet], [{ B: c(0) }], [level(1, { B: 5000 })], () => c(0));
    expect(lines[0]).toEqual({ kept: [], passed: [{ B: 0 }], house: { B: 0 } });
  });

  it('asks the usage only of capped levels, once per level and counter', () => {
    const keptBefore = vi.fn(() => c(0));
    const lines = [line('1234', 'NORMAL', { B: 100, S: 100 }), line('1234', 'NORMAL', { B: 100 })];
    allocateTakes(
      lines,
      [lines[0]!.amounts, lines[1]!.amounts],
      [level(1, { B: 5000, S: 5000 }, { B: 1000 }), level(2, { B: 9000 })],
      keptBefore,
    );
    expect(keptBefore.mock.calls).toEqual([[0, 'B|1234']]);
  });

  it('usage equals lineStakes of the kept amounts, so a cancel frees exactly what was used', () => {
    const lines = [
      line('1123', 'IBOX', { B: 1000, '3A': 700 }),
      line('1221', 'R', { B: 333 }),
      line('1123', 'BOX', { B: 77 }),
    ];
    const path = [level(1, { B: 3333, '3A': 5000 }, { B: 13 }), level(2, { B: 7777, '3A': 9000 })];
    const allocation = allocateTakes(
      lines,
      lines.map((l) => l.amounts),
      path,
      () => c(0),
    );
    path.forEach((_, i) => {
      const freed = new Map<string, number>();
      allocation.lines.forEach((taken, index) => {
        const share = taken.kept.find((s) => s.level === i);
        if (!share) return;
        for (const [key, stake] of lineStakes(lines[index]!, share.amounts))
          freed.set(key, (freed.get(key) ?? 0) + stake);
      });
      expect(allocation.used[i]).toEqual(freed);
    });
  });

  it.each([
    ['a take above 100%', level(1, { B: 10_001 })],
    ['a negative take', level(1, { B: -1 })],
    ['a fractional take', level(1, { B: 12.5 })],
    ['a negative cap', level(1, { B: 100 }, { B: -1 })],
  ])('refuses %s', (_name, bad) => {
    const bet = line('1234', 'NORMAL', { B: 100 });
    expect(() => allocateTakes([bet], [bet.amounts], [bad], () => c(0))).toThrow(RangeError);
  });
});
