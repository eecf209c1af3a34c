import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  countDistinctPermutations,
  distinctPermutations,
  expandPattern,
  PATTERN_CODES,
  patternDivisor,
  patternMultiplier,
  type PatternCode,
} from './patterns.js';

describe('distinct permutations', () => {
  it.each([
    ['1234', 24],
    ['1123', 12],
    ['1122', 6],
    ['1112', 4],
    ['1111', 1],
    ['123', 6],
    ['112', 3],
    ['12345', 120],
    ['112233', 90],
  ])('%s has %i', (digits, count) => {
    expect(distinctPermutations(digits)).toHaveLength(count);
    expect(countDistinctPermutations(digits)).toBe(count);
  });

  it('lists each ordering once, sorted, and only orderings of the same digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,6}$/), (digits) => {
        const perms = distinctPermutations(digits);
        expect(new Set(perms).size).toBe(perms.length);
        expect([...perms].sort()).toEqual(perms);
        const key = [...digits].sort().join('');
        for (const p of perms) expect([...p].sort().join('')).toBe(key);
        expect(perms.length).toBe(countDistinctPermutations(digits));
      }),
    );
  });
});

describe('expandPattern', () => {
  it.each<[string, PatternCode, string[]]>([
    ['1234', 'NORMAL', ['1234']],
    ['1123', 'BOX', distinctPermutations('1123')],
    ['1123', 'IBOX', distinctPermutations('1123')],
    ['1234', 'R', ['1234', '4321']],
    ['1221', 'R', ['1221', '1221']],
    ['0234', 'P-H', ['0234', '1234', '2234', '3234', '4234', '5234', '6234', '7234', '8234', '9234']],
    ['1230', 'P-B', ['1230', '1231', '1232', '1233', '1234', '1235', '1236', '1237', '1238', '1239']],
    ['1234', 'L-H', ['1234', '1324', '2134', '2314', '3124', '3214']],
    ['1234', 'L-B', ['1234', '1243', '1324', '1342', '1423', '1432']],
    ['1124', 'L-H', ['1124', '1214', '2114']],
  ])('%s %s', (number, pattern, expected) => {
    expect(expandPattern(number, pattern)).toEqual(expected);
  });

  it.each<[string, PatternCode, number, number]>([
    ['1234', 'NORMAL', 1, 1],
    ['1234', 'BOX', 24, 1],
    ['1122', 'BOX', 6, 1],
    ['1234', 'IBOX', 1, 24],
    ['1112', 'IBOX', 1, 4],
    ['1234', 'R', 2, 1],
    ['1234', 'P-H', 10, 1],
    ['1234', 'P-B', 10, 1],
    ['1234', 'L-H', 6, 1],
    ['1134', 'L-H', 3, 1],
    ['1234', 'L-B', 6, 1],
    ['1233', 'L-B', 3, 1],
  ])('%s %s charges x%i and shares by %i', (number, pattern, multiplier, divisor) => {
    expect(patternMultiplier(number, pattern)).toBe(multiplier);
    expect(patternDivisor(number, pattern)).toBe(divisor);
  });

  it('charges exactly once per expanded number, except IBOX which charges once in all', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{3,6}$/), fc.constantFrom(...PATTERN_CODES), (number, pattern) => {
        const expanded = expandPattern(number, pattern);
        for (const n of expanded) expect(n).toHaveLength(number.length);
        const charged = pattern === 'IBOX' ? 1 : expanded.length;
        expect(patternMultiplier(number, pattern)).toBe(charged);
        expect(patternDivisor(number, pattern) * patternMultiplier(number, pattern)).toBe(
          pattern === 'IBOX' ? expanded.length : charged,
        );
      }),
    );
  });
});
