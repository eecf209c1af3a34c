import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EAT_SEQUENCES, type EatSequence } from '../bet-types.js';
import { POOLS, type PoolCode } from '../pools.js';
import { ticketTotal } from '../totals.js';
import { ORDER_ERROR_CODES, parseOrderString, type OrderContext, type OrderParseResult } from './index.js';

const OPEN = ['2026-11-25', '2026-11-28', '2026-11-29', '2026-12-01', '2026-12-02'];
const POOL_ORDER: PoolCode[] = POOLS.map((p) => p.code);

const contextArb: fc.Arbitrary<OrderContext> = fc.record({
  eatSequence: fc.constantFrom(...EAT_SEQUENCES),
  openDates: fc.subarray(OPEN),
  defaultPools: fc.option(fc.subarray(POOL_ORDER), { nil: undefined }),
});

// --- checks ----------------------------------------------------------------------------------

function expectWellFormed(text: string, result: OrderParseResult): void {
  const lineCount = text.split(/\r\n|\r|\n/).length;
  expect(result.lines.map((l) => l.line)).toEqual(Array.from({ length: lineCount }, (_, i) => i + 1));
  if (result.ok) return;
  expect(result.errors.length).toBeGreaterThan(0);
  for (const error of result.errors) {
    expect(error.line).toBeGreaterThanOrEqual(1);
    expect(error.line).toBeLessThanOrEqual(lineCount);
    expect(error.column).toBeGreaterThanOrEqual(1);
    expect(ORDER_ERROR_CODES).toContain(error.code);
    expect(error.message.length).toBeGreaterThan(0);
    expect(error.message.length).toBeLessThan(300);
  }
}

function lineTotal(result: OrderParseResult): number {
  return result.lines.reduce((sum, l) => sum + (l.total ?? 0), 0);
}

describe('parseOrderString never throws', () => {
  const ORDER_CHARS = [
    ...'0123456789#*+.DdBbSsAaCcMmKkTtXx ',
    '\n',
    '\r',
    '\t',
    '\u0661',
    '\uff11',
    '\u00a0',
    '😀',
  ];
  it.each([
    ['ASCII strings', fc.string({ maxLength: 300 })],
    ['binary strings', fc.string({ unit: 'binary', maxLength: 300 })],
    ['full Unicode graphemes', fc.string({ unit: 'grapheme', maxLength: 300 })],
    ['order-like strings', fc.string({ unit: fc.constantFrom(...ORDER_CHARS), maxLength: 400 })],
  ])('on %s', (_name, textArb) => {
    fc.assert(
      fc.property(textArb, contextArb, fc.integer({ min: -1, max: 60 }), (text, context, maxLines) => {
        const result = parseOrderString(text, { ...context, maxLines });
        expectWellFormed(text, result);
        if (result.ok) {
          expect(lineTotal(result)).toBe(result.tickets.reduce((s, t) => s + ticketTotal(t), 0));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('on broken contexts', () => {
    const broken = { id: 0, sequence: '', order: [] } as unknown as EatSequence;
    const text = 'D\n#1\n1234#1#2\nD3\n#XZ\n12345#1\n123#1';
    for (const context of [
      { eatSequence: broken, openDates: [] },
      {
        eatSequence: broken,
        openDates: ['nonsense'],
        defaultPools: ['zz' as PoolCode],
        maxLines: Number.NaN,
      },
    ]) {
      expectWellFormed(text, parseOrderString(text, context));
    }
  });

  it('on huge inputs', () => {
    const context = { eatSequence: EAT_SEQUENCES[0]!, openDates: OPEN };
    // more than the server lets through (BODY_LIMIT_BYTES, 256 KiB by default)
    const mega = 300_000;
    const inputs = [
      Array.from({ length: 10_000 }, (_, i) =>
        i % 3 === 0 ? `${1000 + (i % 9000)}#1` : i % 3 === 1 ? 'x' : '',
      ).join('\n'),
      '\n'.repeat(mega),
      '1'.repeat(mega),
      '#'.repeat(mega),
      '*'.repeat(mega),
      '+'.repeat(mega),
      `D${'1'.repeat(mega)}`,
      `D${'#01'.repeat(mega / 3)}`,
      `#${'M'.repeat(mega)}`,
      `#${'1'.repeat(mega)}`,
      `1234#${'1'.repeat(mega)}`,
      `1234${'#1'.repeat(mega / 2)}`,
      `1234${'#B1'.repeat(mega / 3)}`,
      `1234#${' '.repeat(mega)}1`,
      '\u0661😀é\u200b'.repeat(mega / 5),
    ];
    for (const text of inputs) {
      const result = parseOrderString(text, context);
      expect(result.lines.length).toBeGreaterThan(0);
      if (!result.ok) expect(result.errors[0]?.message.length).toBeLessThan(300);
    }
    // No time bound here (speed is for benchmarks); a quadratic slip at this size would not end
    // within the test's timeout.
    const tenK = parseOrderString(inputs[0]!, context);
    expect(!tenK.ok && tenK.errors.filter((e) => e.code === 'TOO_MANY_LINES')).toHaveLength(1);
  }, 120_000);
});
