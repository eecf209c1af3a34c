import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BetTypeCode } from './bet-types.js';
import type { Cents } from './money.js';
import { PATTERN_CODES } from './patterns.js';
import { allocateLines, lineStakes, soldKeysOf, soldNumber } from './sell-limits.js';
import type { BetLine } from './ticket.js';

const c = (n: number) => n as Cents;
const line = (
  number: string,
  pattern: BetLine['pattern'],
  amounts: Partial<Record<BetTypeCode, number>>,
): BetLine => ({
  number,
  pattern,
  amounts: amounts as Partial<Record<BetTypeCode, Cents>>,
});

describe('sell limits (game-rules §6)', () => {
  it('sells 3A and 3C on the last three digits', () => {
    expect(soldNumber('1234', '3A')).toBe('234');
    expect(soldNumber('1234', 'B')).toBe('1234');
    expect(soldNumber('12', '2A')).toBe('12');
  });

  it.each<[string, BetLine[], number, object[]]>([
    ['under the limit', [line('1234', 'NORMAL', { B: 500 })], 1000, [{ B: 500 }]],
    ['cut to the remainder', [line('1234', 'NORMAL', { B: 500, S: 200 })], 300, [{ B: 300, S: 200 }]],
    ['sold out', [line('1234', 'NORMAL', { B: 500 })], 0, [{ B: 0 }]],
    [
      'earlier lines first',
      [line('1234', 'NORMAL', { B: 700 }), line('1234', 'NORMAL', { B: 700 })],
      1000,
      [{ B: 700 }, { B: 300 }],
    ],
    ['R on a palindrome counts twice', [line('1221', 'R', { B: 500 })], 600, [{ B: 300 }]],
    ['BOX is cut by its fullest number', [line('1123', 'BOX', { B: 100 })], 100, [{ B: 100 }]],
    ['IBOX counts a share rounded up', [line('1234', 'IBOX', { B: 2400 })], 50, [{ B: 1200 }]],
  ])('%s', (_name, lines, limit, accepted) => {
    expect(allocateLines(lines, () => c(limit)).accepted).toEqual(accepted);
  });

  it('cuts a BOX line on the counter that is already used', () => {
    const used = new Map([['B|2134', 950]]);
    const result = allocateLines([line('1234', 'BOX', { B: 100 })], (key) => c(1000 - (used.get(key) ?? 0)));
    expect(result.accepted).toEqual([{ B: 50 }]);
    expect(result.used.get('B|1234')).toBe(50);
  });

  const lineArb = fc.record({
    number: fc.stringMatching(/^[0-9]{3,4}$/),
    pattern: fc.constantFrom(...PATTERN_CODES),
    amounts: fc
      .dictionary(
        fc.constantFrom<BetTypeCode>('B', 'S', '3A', '3C', '4A'),
        fc.integer({ min: 1, max: 50_000 }),
        { minKeys: 1 },
      )
      .map((d) => d as Partial<Record<BetTypeCode, Cents>>),
  });

  it('never sells past a limit, accepts at most what was asked, and uses what lineStakes says', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100_000 }),
        (lines, limit) => {
          const { accepted, used } = allocateLines(lines, () => c(limit));
          for (const value of used.values()) expect(value).toBeLessThanOrEqual(limit);
          const recomputed = new Map<string, number>();
          lines.forEach((l, i) => {
            for (const [code, amount] of Object.entries(accepted[i]!)) {
              expect(amount).toBeLessThanOrEqual(l.amounts[code as BetTypeCode]!);
            }
            for (const [key, stake] of lineStakes(l, accepted[i]!))
              recomputed.set(key, (recomputed.get(key) ?? 0) + stake);
          });
          expect(Object.fromEntries(recomputed)).toEqual(Object.fromEntries(used));
          for (const key of used.keys()) expect(soldKeysOf(lines)).toContain(key);
        },
      ),
    );
  });
});
