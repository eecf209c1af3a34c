import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BET_TYPE_CODES, type BetTypeCode } from './bet-types.js';
import type { Cents } from './money.js';
import { expandPattern, PATTERN_CODES } from './patterns.js';
import { POOL_CODES } from './pools.js';
import type { BetLine, Ticket } from './ticket.js';
import { concreteBets, lineCost, ticketTotal } from './totals.js';

const c = (n: number) => n as Cents;

describe('ticketTotal (spec §5)', () => {
  it.each<[string, BetLine, number, number, number]>([
    ['NORMAL', { number: '1234', pattern: 'NORMAL', amounts: { B: c(100), S: c(200) } }, 1, 1, 300],
    ['NORMAL, 2 pools, 3 dates', { number: '1234', pattern: 'NORMAL', amounts: { B: c(100) } }, 2, 3, 600],
    ['BOX 24', { number: '1234', pattern: 'BOX', amounts: { B: c(100) } }, 1, 1, 2400],
    ['BOX 12', { number: '1123', pattern: 'BOX', amounts: { B: c(100) } }, 1, 1, 1200],
    ['IBOX', { number: '1234', pattern: 'IBOX', amounts: { B: c(2400) } }, 1, 1, 2400],
    ['R', { number: '1234', pattern: 'R', amounts: { '4A': c(50) } }, 1, 1, 100],
    ['P-H', { number: '0234', pattern: 'P-H', amounts: { B: c(100) } }, 1, 1, 1000],
    ['P-B', { number: '1230', pattern: 'P-B', amounts: { B: c(100) } }, 1, 1, 1000],
    ['L-H', { number: '1234', pattern: 'L-H', amounts: { B: c(100) } }, 1, 1, 600],
    ['L-B', { number: '1223', pattern: 'L-B', amounts: { B: c(100) } }, 1, 1, 300],
  ])('%s', (_name, line, pools, dates, total) => {
    const ticket: Ticket = {
      lines: [line],
      pools: POOL_CODES.slice(0, pools),
      drawDates: ['2026-11-25', '2026-11-28', '2026-11-29'].slice(0, dates),
    };
    expect(ticketTotal(ticket)).toBe(total);
  });

  const amountsArb = fc
    .dictionary(fc.constantFrom(...BET_TYPE_CODES), fc.integer({ min: 1, max: 999_999 }), { minKeys: 1 })
    .map((d) => d as Partial<Record<BetTypeCode, Cents>>);
  const lineArb = fc.record({
    number: fc.stringMatching(/^[0-9]{3,6}$/),
    pattern: fc.constantFrom(...PATTERN_CODES),
    amounts: amountsArb,
  });

  it('equals the sum over the expanded concrete bets, per pool and date', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 7 }),
        (lines, pools, dates) => {
          const ticket: Ticket = {
            lines,
            pools: POOL_CODES.slice(0, pools),
            drawDates: Array.from({ length: dates }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`),
          };
          // IBOX shares its amount among the permutations: the concrete stakes add up to it.
          const staked = lines.reduce(
            (sum, line) => sum + concreteBets(line).reduce((s, bet) => s + bet.amount / bet.divisor, 0),
            0,
          );
          // compared to a hundredth of a cent: the shares are floating-point fractions
          expect(ticketTotal(ticket)).toBeCloseTo(staked * pools * dates, 2);
          expect(lines.reduce((s, l) => s + lineCost(l), 0) * pools * dates).toBe(ticketTotal(ticket));
        },
      ),
    );
  });

  it('expands every bet type with an amount onto every concrete number', () => {
    const line: BetLine = { number: '1234', pattern: 'R', amounts: { B: c(100), '3A': c(50) } };
    expect(concreteBets(line)).toEqual(
      expandPattern('1234', 'R').flatMap((number) => [
        { number, betType: 'B', amount: 100, divisor: 1 },
        { number, betType: '3A', amount: 50, divisor: 1 },
      ]),
    );
  });
});
