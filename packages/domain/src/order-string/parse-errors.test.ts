import { describe, expect, it } from 'vitest';
import { DEFAULT_EAT_SEQUENCE } from '../bet-types.js';
import { orderMessage, parseOrderString, type OrderContext, type OrderErrorCode } from './index.js';

// Wed 25 Nov 2026 .. +7: Wed, Sat, Sun, a special Tuesday draw, Wed; it crosses a month end.
const OPEN = ['2026-11-25', '2026-11-28', '2026-11-29', '2026-12-01', '2026-12-02'];
const CONTEXT: OrderContext = { eatSequence: DEFAULT_EAT_SEQUENCE, openDates: OPEN };

function parse(text: string, context: Partial<OrderContext> = {}) {
  return parseOrderString(text, { ...CONTEXT, ...context });
}

type ErrorRow = [text: string, line: number, column: number, code: OrderErrorCode, message?: string];

describe('errors name the line and column', () => {
  it.each<ErrorRow>([
    ['x1234#1', 1, 1, 'INVALID_LINE', "unexpected 'x'"],
    ['1234#1\n\n  1234#X1', 3, 8, 'INVALID_LINE', 'eat type B, S, A, C or D'],
    ['1234#1b', 1, 7, 'INVALID_LINE'],
    ['12.34#1', 1, 3, 'INVALID_LINE'],
    ['\u0661\u0662\u0663\u0664#1', 1, 1, 'INVALID_LINE', "'\u0661'"],
    ['1234#\u0661', 1, 6, 'INVALID_LINE'],
    ['\uff11\uff12\uff13\uff14#1', 1, 1, 'INVALID_LINE'],
    ['1234\u200b#1', 1, 5, 'INVALID_LINE', 'U+200B'],
    ['12#1', 1, 1, 'INVALID_NUMBER', '2D bets are placed in normal mode'],
    ['1#1', 1, 1, 'INVALID_NUMBER'],
    ['+2#1', 1, 1, 'INVALID_NUMBER'],
    ['1234567#1', 1, 1, 'INVALID_NUMBER', 'at most 6 digits'],
    ['*#1', 1, 2, 'INVALID_NUMBER'],
    ['*12345#1', 1, 1, 'INVALID_NUMBER', 'straight'],
    ['#T\n12345*#1', 2, 6, 'INVALID_NUMBER'],
    ['***1234#1', 1, 3, 'INVALID_LINE'],
    ['*1234*#1', 1, 6, 'INVALID_LINE', 'one pattern'],
    ['+1234+#1', 1, 6, 'INVALID_LINE', 'one pattern'],
    ['12+34#1', 1, 3, 'INVALID_LINE'],
    ['12*34#1', 1, 3, 'INVALID_LINE'],
    ['1234#', 1, 6, 'INVALID_BET_AMOUNT', "expected an amount after '#'"],
    ['1234##', 1, 6, 'INVALID_BET_AMOUNT', "expected an amount after '#'"],
    ['1234#12345', 1, 6, 'INVALID_BET_AMOUNT', 'at most 4 characters'],
    ['1234#1.234', 1, 6, 'INVALID_BET_AMOUNT'],
    ['1234#1.5.', 1, 6, 'INVALID_BET_AMOUNT'],
    ['1234#.5', 1, 6, 'INVALID_BET_AMOUNT'],
    // Issue 16.5: a 0 is an empty slot, but a line of zeros still bets nothing.
    ['1234#0', 1, 6, 'INVALID_BET_AMOUNT', 'every amount of this line is 0'],
    ['1234#0#0.00#', 1, 6, 'INVALID_BET_AMOUNT', 'every amount of this line is 0'],
    ['1234#1\n5678#0#0', 2, 6, 'INVALID_BET_AMOUNT', 'every amount of this line is 0'],
    ['1234#1#2#3#4#5#6', 1, 15, 'INVALID_BET_AMOUNT', 'at most 5 amounts'],
    ['123#1#2#3', 1, 8, 'INVALID_BET_AMOUNT', 'at most 2 amounts'],
    ['123#B1', 1, 5, 'INVALID_BET_AMOUNT', 'not B'],
    ['123#S1', 1, 5, 'INVALID_BET_AMOUNT', 'not S'],
    ['123#D1', 1, 5, 'INVALID_BET_AMOUNT', 'not D'],
    ['1234#B1#B2', 1, 9, 'INVALID_BET_AMOUNT', 'B is given twice'],
    ['1234#B1#2', 1, 9, 'INVALID_BET_AMOUNT', 'eat type'],
    ['1234#1#B2', 1, 6, 'INVALID_BET_AMOUNT', 'eat type'],
    ['1234#B1##S2', 1, 9, 'INVALID_BET_AMOUNT'],
    ['1234#X1', 1, 6, 'INVALID_LINE'],
    ['1234#B', 1, 7, 'INVALID_BET_AMOUNT', "after 'B'"],
    ['1234#B0', 1, 6, 'INVALID_BET_AMOUNT', 'every amount of this line is 0'],
    ['1234#B0#B1', 1, 9, 'INVALID_BET_AMOUNT', 'B is given twice'],
    ['#T\n12345#B1', 2, 7, 'INVALID_BET_AMOUNT'],
    ['#T\n12345#1#2', 2, 8, 'INVALID_BET_AMOUNT', 'one amount'],
    ['12345#1', 1, 1, 'GAME_NOT_ON_POOL', 'Magnum 4D (M) does not run 5D'],
    ['#MT\n12345#1', 2, 1, 'GAME_NOT_ON_POOL'],
    ['#E\n12345#1', 2, 1, 'GAME_NOT_ON_POOL'],
    ['#TK\n123456#1', 2, 1, 'GAME_NOT_ON_POOL'],
    ['2345', 1, 5, 'NO_AMOUNT', 'no bet line above'],
    ['1234#1#2\n 234', 2, 5, 'NO_AMOUNT', 'do not fit a 3-digit number'],
    ['#T\n12345#1\n123456', 3, 7, 'NO_AMOUNT'],
    ['D0', 1, 2, 'INVALID_BET_DATE'],
    ['D6', 1, 2, 'INVALID_BET_DATE', 'open draws now: 5'],
    ['D30', 1, 2, 'INVALID_BET_DATE', 'day 30'],
    ['D28#30', 1, 5, 'INVALID_BET_DATE', 'day 30'],
    ['D32', 1, 2, 'INVALID_BET_DATE'],
    ['D00', 1, 2, 'INVALID_BET_DATE'],
    ['D123', 1, 2, 'INVALID_BET_DATE'],
    ['D28#', 1, 5, 'INVALID_BET_DATE'],
    ['D#28', 1, 2, 'INVALID_BET_DATE'],
    ['D3#28', 1, 2, 'INVALID_BET_DATE'],
    ['DX', 1, 2, 'INVALID_LINE'],
    ['D28*', 1, 4, 'INVALID_LINE'],
    ['#', 1, 2, 'INVALID_POOL'],
    ['#0', 1, 2, 'INVALID_POOL', 'no pool with id'],
    ['#X', 1, 2, 'INVALID_POOL', "letter 'X'"],
    ['#1M', 1, 3, 'INVALID_POOL', 'not both'],
    ['#M1', 1, 3, 'INVALID_POOL', 'not both'],
    ['#M#K', 1, 3, 'INVALID_POOL'],
    ['#M*', 1, 3, 'INVALID_LINE'],
  ])('%j: line %i column %i %s', (text, lineNo, column, code, message) => {
    const result = parse(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ line: lineNo, column, code });
    if (message) expect(result.errors[0]?.message).toContain(message);
    // issue 17: every error also says it as a key and parameters, which the English is made of
    const [error] = result.errors;
    expect(error?.messageKey).toBeDefined();
    if (error?.messageKey) expect(error.message).toBe(orderMessage(error.messageKey, error.params));
  });

  it('reports every broken line, one error each, and places nothing', () => {
    const result = parse('1234#1\n12#1\n\nD30\n#0\n1234#1#2#3#4#5#6\n5678#1');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.line, e.code])).toEqual([
      [2, 'INVALID_NUMBER'],
      [4, 'INVALID_BET_DATE'],
      [5, 'INVALID_POOL'],
      [6, 'INVALID_BET_AMOUNT'],
    ]);
    expect('tickets' in result).toBe(false);
  });

  it('counts lines of the original text, \\r\\n and \\r included', () => {
    const result = parse('1234#1\r\n\r\n12#1\r1#1');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.line)).toEqual([3, 4]);
  });

  it('reports TOO_MANY_LINES at the first line over the limit; blank lines do not count', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `${1000 + i}#1`);
    expect(parse(fifty.join('\n\n')).ok).toBe(true);
    const result = parse([...fifty, '', '  9999#1'].join('\n'));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toEqual([
        expect.objectContaining({ line: 52, column: 3, code: 'TOO_MANY_LINES' }),
      ]);
    const small = parse('D\n#1\n1234#1', { maxLines: 2 });
    expect(!small.ok && small.errors.map((e) => [e.line, e.code])).toEqual([[3, 'TOO_MANY_LINES']]);
  });

  it('says once that there is no open draw', () => {
    const result = parse('1234#1\n2345#1', { openDates: [] });
    expect(!result.ok && result.errors.map((e) => [e.line, e.code])).toEqual([[1, 'INVALID_BET_DATE']]);
    const explicit = parse('D\n1234#1', { openDates: [] });
    expect(!explicit.ok && explicit.errors.map((e) => [e.line, e.code])).toEqual([[1, 'INVALID_BET_DATE']]);
  });
});
