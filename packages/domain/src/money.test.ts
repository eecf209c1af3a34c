import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cents,
  formatPoints,
  parsePoints,
  readCents,
  subtractCents,
  sumCents,
  toPoints,
  type Cents,
} from './money.js';

describe('parsePoints', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    [' 7.10 ', 710],
    ['-3.25', -325],
    [1234.5, 123450],
    [0.1, 10],
  ])('parses %j as %i cents', (input, expected) => {
    expect(parsePoints(input)).toEqual({ ok: true, value: expected });
  });

  it.each(['', 'abc', '1.234', '1e3', '١٢', '12.', '.5', '--1', 'NaN', Infinity, 0.005, 1e300])(
    'refuses %j',
    (input) => {
      expect(parsePoints(input).ok).toBe(false);
    },
  );

  it('round-trips every amount through formatting', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        const amount = cents(value);
        expect(parsePoints(formatPoints(amount, { grouping: false }))).toEqual({ ok: true, value });
        expect(parsePoints(toPoints(amount))).toEqual({ ok: true, value });
      }),
    );
  });
});

describe('formatPoints', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123456789, '1,234,567.89'],
    [-1000, '-10.00'],
  ])('formats %i as %s', (value, text) => {
    expect(formatPoints(value as Cents)).toBe(text);
  });
});

describe('cents', () => {
  it('refuses fractions and overflow', () => {
    expect(() => cents(1.5)).toThrow(RangeError);
    expect(() => cents(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });
});

describe('readCents', () => {
  it.each([
    [12345, 12345],
    ['12345', 12345],
    ['-7', -7],
    [12345n, 12345],
    [null, 0],
    [undefined, 0],
  ] as const)('reads %p as %p cents', (stored, expected) => {
    expect(readCents(stored)).toBe(expected);
  });

  it.each([['12.5'], ['1e3'], [''], [0.5], ['abc']])('refuses %p', (stored) => {
    expect(() => readCents(stored)).toThrow(RangeError);
  });
});

describe('sumCents and subtractCents', () => {
  it('adds and subtracts whole cents', () => {
    expect(sumCents([cents(150), cents(-50), cents(25)])).toBe(125);
    expect(sumCents([])).toBe(0);
    expect(subtractCents(cents(1000), cents(1250))).toBe(-250);
  });
});
