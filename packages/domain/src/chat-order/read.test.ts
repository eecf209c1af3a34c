import { describe, expect, it } from 'vitest';
import { parseOrderString, type OrderContext } from '../order-string/index.js';
import { CHAT_CONTEXT, ORDER_CONTEXT } from '../testing/chat-order-context.js';
import { chatToOrderString, locateOrderErrors, readChatOrder } from './index.js';

function read(text: string, order: Partial<OrderContext> = {}) {
  return readChatOrder(text, CHAT_CONTEXT, { ...ORDER_CONTEXT, ...order });
}

function errorsOf(text: string, order: Partial<OrderContext> = {}) {
  const result = read(text, order);
  expect(result.ok, text).toBe(false);
  return result.ok
    ? []
    : result.errors.map(({ line, column, token, code, messageKey }) => ({
        line,
        column,
        token,
        code,
        messageKey,
      }));
}

// Today is Wed 25/11/2026; open draws 25/11, 28/11, 29/11, 1/12, 2/12 (no 26/11, 27/11, 30/11).
describe('readChatOrder: chat text to tickets, every error on its chat line', () => {
  it('reads the issue\u2019s example into the tickets of its order string', () => {
    const result = read('28/11 MKT 1234-1B 1S');
    expect(result).toMatchObject({
      ok: true,
      orderString: 'D28\n#MKT\n1234#B1#S1',
      tickets: [
        {
          drawDates: ['2026-11-28'],
          pools: ['mg', 'kd', 'tt'],
          lines: [{ number: '1234', pattern: 'NORMAL', amounts: { B: 100, S: 100 } }],
        },
      ],
    });
  });

  it('gives the tickets the order string gives', () => {
    const text =
      '28/11 1/12\nM K\n1234-1B 1S box\n\n5678 B0.5 9012=2A/1C R\nT 12345-2 654321-1\n#12\n*2345#1';
    const result = read(text);
    const expected = parseOrderString(
      'D28#01\n#MK\n*1234#B1#S1\n5678#B0.5\n9012*#A2#C1\n#T\n12345#2\n654321#1\n#12\n*2345#1',
      ORDER_CONTEXT,
    );
    expect(expected.ok).toBe(true);
    expect(result.ok).toBe(true);
    if (result.ok && expected.ok) expect(result.tickets).toEqual(expected.tickets);
  });

  it.each([
    // the order string's own errors, on the chat word they came from
    ['123-1B', 1, 5, '1B', 'INVALID_BET_AMOUNT', 'eatTypeOn3D'],
    ['1234-1B 1B', 1, 9, '1B', 'INVALID_BET_AMOUNT', 'eatTypeTwice'],
    ['1234 12345B', 1, 6, '12345B', 'INVALID_BET_AMOUNT', 'amountTooLong'],
    ['1234-0.125S', 1, 6, '0.125S', 'INVALID_BET_AMOUNT', 'amountTooLong'],
    ['1234-1.5.S', 1, 6, '1.5.S', 'INVALID_BET_AMOUNT', 'amountFormat'],
    ['1234-0B', 1, 6, '0B', 'INVALID_BET_AMOUNT', 'allAmountsZero'],
    ['12-1B', 1, 1, '12', 'INVALID_NUMBER', 'numberTooShort'],
    ['1234567-1B', 1, 1, '1234567', 'INVALID_NUMBER', 'numberTooLong'],
    ['T 12345-1B', 1, 9, '1B', 'INVALID_BET_AMOUNT', 'eatTypeOnLong'],
    ['12345-2', 1, 1, '12345', 'GAME_NOT_ON_POOL', 'gameNotOnPool'],
    ['T 12345-2 box', 1, 11, 'box', 'INVALID_NUMBER', 'patternOnLong'],
    ['T 12345-2/3', 1, 11, '3', 'INVALID_BET_AMOUNT', 'oneAmountOnly'],
    ['26/11 1234-1B', 1, 1, '26/11', 'INVALID_BET_DATE', 'noDrawOnDay'],
    ['M 26/11 1234-1B', 1, 3, '26/11', 'INVALID_BET_DATE', 'noDrawOnDay'],
    ['D26 1234-1B', 1, 2, '26', 'INVALID_BET_DATE', 'noDrawOnDay'],
    ['5678-', 1, 5, '-', 'INVALID_BET_AMOUNT', 'expectedAmounts'],
    ['1234 5678-1B', 1, 1, '1234', 'NO_AMOUNT', 'noAmountToRepeat'],
    ['1234-1B 1S\n567 box', 2, 1, '567', 'NO_AMOUNT', 'amountsAboveDoNotFit'],
    // a line of Lotto's own, kept as typed: the order string's exact column
    ['1234#1#2#3#4#5#6', 1, 15, '#6', 'INVALID_BET_AMOUNT', 'tooManyAmounts'],
    ['5678', 1, 1, '5678', 'NO_AMOUNT', 'noAmountAbove'],
    ['#MK\n1234 #1 #x', 2, 7, '1', 'INVALID_BET_AMOUNT', 'mixedEatTypes'],
    ['#MK\n1234 #B1 #x', 2, 11, 'x', 'INVALID_LINE', 'unexpectedEatType'],
    ['D26\n1234#1', 1, 2, '26', 'INVALID_BET_DATE', 'noDrawOnDay'],
    ['#MKQ\n1234#1', 1, 4, 'Q', 'INVALID_POOL', 'noPoolLetter'],
    ['28/11 #MKQ 1234#1', 1, 10, 'Q', 'INVALID_POOL', 'noPoolLetter'],
    ['28/11 MKT 1234#1#2#3#4#5#6', 1, 25, '#6', 'INVALID_BET_AMOUNT', 'tooManyAmounts'],
    ['28/11 MKT 1234 #1#2#3 #4#5 #6', 1, 28, '#6', 'INVALID_BET_AMOUNT', 'tooManyAmounts'],
  ])('%j: line %i column %i %j', (text, line, column, token, code, messageKey) => {
    expect(errorsOf(text)).toEqual([{ line, column, token, code, messageKey }]);
  });

  it('speaks of the chat, not of order-string syntax, on a translated line', () => {
    const result = read('5678-1B\n\n1234');
    expect(result.ok).toBe(true);
    const lone = read('1234 5678-1B');
    expect(!lone.ok && lone.errors[0]?.message).toBe(
      'this bet has no amounts and there is no bet above to repeat: give them, e.g. 1234-1B 1S',
    );
    const kept = read('1234#1\n123');
    expect(!kept.ok && kept.errors[0]?.messageKey).toBe('amountsDoNotFit'); // `123` is Lotto's own line
  });

  it('checks the lines below a refused line as the order string would: no error they do not have', () => {
    // a refused bet: the bare number below repeats unknown amounts, not "no amount"
    expect(errorsOf('1234-1X\n5678')).toEqual([expect.objectContaining({ line: 1, token: 'X' })]);
    // a refused pools word: the 5D bet below is not checked against Magnum
    expect(errorsOf('TQ 12345-1\n54321-2')).toEqual([expect.objectContaining({ line: 1, token: 'TQ' })]);
    // words not read after the refused one still make the pools below unknown
    expect(errorsOf('hello T 12345-1\n54321-2')).toEqual([
      expect.objectContaining({ line: 1, token: 'hello' }),
    ]);
    // a refused date: no "no open draw" below
    expect(errorsOf('3/12 1234-1B\n5678-1S')).toEqual([expect.objectContaining({ line: 1, token: '3/12' })]);
  });

  it('marks every line: produced lines on the good ones, one error on each bad one', () => {
    const result = read('28/11 MKT\n1234-1B\n123-1B\n\nhello');
    expect(result.ok).toBe(false);
    expect(result.lines.map((l) => [l.line, l.kind, l.produced, l.errors.map((e) => e.token)])).toEqual([
      [1, 'chat', ['D28', '#MKT'], []],
      [2, 'chat', ['1234#B1'], []],
      [3, 'chat', [], ['1B']],
      [4, 'blank', [], []],
      [5, 'chat', [], ['hello']],
    ]);
  });

  it('counts the order lines made against the order string\u2019s 50, on the chat line that passes them', () => {
    const text = Array.from({ length: 17 }, () => '1234-1B 5678-1B 9012-1B').join('\n'); // 51 bets
    const result = read(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      expect.objectContaining({ line: 17, code: 'TOO_MANY_LINES', messageKey: 'tooManyOrderLines' }),
    ]);
    expect(!result.ok && result.errors[0]?.message).toContain('at most 50 order lines');
    expect(read(text, { maxLines: 51 }).ok).toBe(true);
  });

  it('locateOrderErrors maps the advanced path\u2019s errors of a translation', () => {
    const translation = chatToOrderString('28/11 MKT\n 123-1B 1A', CHAT_CONTEXT);
    expect(translation.ok).toBe(true);
    if (!translation.ok) return;
    const parsed = parseOrderString(translation.orderString, ORDER_CONTEXT);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual([expect.objectContaining({ line: 3, column: 5 })]); // 123#B1#A1
    expect(locateOrderErrors(translation, parsed.errors)).toEqual([
      expect.objectContaining({ line: 2, column: 6, length: 2, token: '1B', messageKey: 'eatTypeOn3D' }),
    ]);
  });

  it('passes the whole-text error through', () => {
    expect(read('1'.repeat(5000))).toMatchObject({
      ok: false,
      lines: [],
      errors: [{ code: 'ORDER_TOO_LARGE' }],
    });
  });
});
