import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BET_GROUP_CODES, BET_GROUPS, DEFAULT_EAT_SEQUENCE, type BetTypeCode } from './bet-types.js';
import { validateNormalBet } from './normal-bet.js';
import { parseOrderString } from './order-string/index.js';
import { PATTERN_CODES, type PatternCode } from './patterns.js';
import { POOLS, type PoolCode } from './pools.js';
import { parseReceipt, renderReceipt, type ReceiptLine } from './receipt.js';
import type { BetLine } from './ticket.js';

/**
 * Issue 22.3: one grammar for both betting modes. Every bet either mode can place prints a receipt
 * line that reads back as the same bet, and the two modes take the same patterns for 3- to 6-digit
 * numbers (advanced mode has no 2-digit numbers).
 */

const OPEN = ['2026-11-25', '2026-11-28', '2026-11-29'];
const NORMAL_CONTEXT = { appType: 'normal' as const, openDates: OPEN };

function receiptLineBack(line: BetLine, pools: PoolCode[]): ReceiptLine {
  const text = renderReceipt({
    ticketId: '1',
    placedAt: { date: '2026-11-25', time: '12:00:00' },
    drawDates: ['2026-11-25'],
    pools,
    lines: [line],
    cancelled: false,
  });
  const parsed = parseReceipt(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.message}`);
  expect(parsed.value.lines).toHaveLength(1);
  return parsed.value.lines[0]!;
}

const AMOUNT_TEXT = fc.constantFrom('', '', '0', '1', '2.5', '0.05', '10', '9999');

const normalInput = fc
  .record({
    group: fc.constantFrom(...BET_GROUP_CODES),
    pattern: fc.constantFrom(...PATTERN_CODES),
    length: fc.integer({ min: 1, max: 7 }),
    digits: fc.stringMatching(/^\d{7}$/),
    amounts: fc.array(AMOUNT_TEXT, { minLength: 8, maxLength: 8 }),
    pool: fc.constantFrom(...POOLS.filter((p) => p.appTypes.includes('normal')).map((p) => p.code)),
  })
  .map(({ group, pattern, length, digits, amounts, pool }) => ({
    group,
    pattern,
    number: digits.slice(0, length),
    amounts: Object.fromEntries(BET_GROUPS[group].betTypes.map((code, i) => [code, amounts[i] ?? ''])),
    drawDates: ['2026-11-25'],
    pools: [pool],
  }));

describe('a receipt line reads back as the bet placed (issue 22.3)', () => {
  it('for every bet normal mode accepts', () => {
    let accepted = 0;
    fc.assert(
      fc.property(normalInput, (input) => {
        const result = validateNormalBet(input, NORMAL_CONTEXT);
        if (!result.ok) return;
        accepted += 1;
        const line = result.ticket.lines[0]!;
        expect(receiptLineBack(line, result.ticket.pools)).toEqual(line);
      }),
      { numRuns: 3000, seed: 22_3 },
    );
    expect(accepted).toBeGreaterThan(100);
  });

  const mark: Record<PatternCode, (n: string) => string> = {
    NORMAL: (n) => n,
    BOX: (n) => `*${n}`,
    IBOX: (n) => `**${n}`,
    R: (n) => `${n}*`,
    'P-H': (n) => `+${n.slice(1)}`,
    'P-B': (n) => `${n.slice(0, -1)}+`,
    'L-H': (n) => `${n.slice(0, -1)}*${n.slice(-1)}`,
    'L-B': (n) => `${n.slice(0, 1)}*${n.slice(1)}`,
  };

  it('for every bet an order line places', () => {
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...PATTERN_CODES),
        fc.stringMatching(/^\d{3,6}$/),
        fc.array(fc.constantFrom('', '0', '1', '2.5', '0.05', '99'), { minLength: 1, maxLength: 5 }),
        fc.constantFrom('#MKT', '#T', '#M'),
        (pattern, number, amounts, pools) => {
          const text = `D\n${pools}\n${mark[pattern](number)}#${amounts.join('#')}`;
          const parsed = parseOrderString(text, { eatSequence: DEFAULT_EAT_SEQUENCE, openDates: OPEN });
          if (!parsed.ok) return;
          for (const ticket of parsed.tickets) {
            for (const line of ticket.lines) {
              accepted += 1;
              expect(receiptLineBack(line, ticket.pools)).toEqual(line);
            }
          }
        },
      ),
      { numRuns: 3000, seed: 22_3 },
    );
    expect(accepted).toBeGreaterThan(100);
  });

  it('both modes take the same patterns for 3- to 6-digit numbers', () => {
    const groupOf: Record<number, (typeof BET_GROUP_CODES)[number]> = { 3: '3D', 4: '4D', 5: '5D', 6: '6D' };
    const amountOf: Record<number, BetTypeCode> = { 3: '3A', 4: 'B', 5: '5D', 6: '6D' };
    for (const length of [3, 4, 5, 6]) {
      for (const pattern of PATTERN_CODES) {
        const number = '123456'.slice(0, length);
        const typed = pattern === 'P-H' ? number.slice(1) : pattern === 'P-B' ? number.slice(0, -1) : number;
        const normal = validateNormalBet(
          {
            group: groupOf[length]!,
            pattern,
            number: typed,
            amounts: { [amountOf[length]!]: '1' },
            drawDates: ['2026-11-25'],
            pools: ['tt'],
          },
          NORMAL_CONTEXT,
        );
        const advanced = parseOrderString(`D\n#T\n${mark[pattern](number)}#1`, {
          eatSequence: DEFAULT_EAT_SEQUENCE,
          openDates: OPEN,
        });
        expect({ length, pattern, normal: normal.ok }).toEqual({ length, pattern, normal: advanced.ok });
        if (normal.ok && advanced.ok) {
          expect(advanced.tickets[0]!.lines[0]!.number).toBe(normal.ticket.lines[0]!.number);
        }
      }
    }
  });
});
