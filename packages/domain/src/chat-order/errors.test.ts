import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGE_KEYS } from '../order-string/index.js';
import { CHAT_CONTEXT, ORDER_CONTEXT } from '../testing/chat-order-context.js';
import {
  CHAT_MESSAGE_KEYS,
  MAX_CHAT_ORDER_CHARS,
  chatToOrderString,
  readChatOrder,
  type ChatMessageKey,
  type ChatOrderErrorCode,
} from './index.js';

type ErrorRow = [
  text: string,
  line: number,
  column: number,
  token: string,
  code: ChatOrderErrorCode,
  key: ChatMessageKey,
];

function errorsOf(text: string) {
  const result = chatToOrderString(text, CHAT_CONTEXT);
  expect(result.ok, text).toBe(false);
  return result.ok ? [] : result.errors;
}

// Today is Wed 25/11/2026 (CHAT_CONTEXT); pools of the normal app type (no G).
describe('a chat line that cannot be read names its line, column and token', () => {
  it.each<ErrorRow>([
    // an unknown word is never skipped
    ['1234-1B hello', 1, 9, 'hello', 'INVALID_LINE', 'unknownWord'],
    ['pls 1234-1B', 1, 1, 'pls', 'INVALID_LINE', 'unknownWord'],
    ['MKT\n\n  1234-1B ok', 3, 11, 'ok', 'INVALID_LINE', 'unknownWord'],
    ['1234-1B \u{1F44D}', 1, 9, '\u{1F44D}', 'INVALID_LINE', 'unknownWord'],
    ['1234-1B thx!', 1, 9, 'thx!', 'INVALID_LINE', 'unknownWord'],
    ['1234 BIG1', 1, 6, 'BIG1', 'INVALID_LINE', 'unknownWord'],
    ['OK', 1, 1, 'OK', 'INVALID_LINE', 'unknownWord'],
    ['1234 - - 1B', 1, 8, '-', 'INVALID_LINE', 'unknownWord'],
    ['1234-1B + 1S', 1, 9, '+', 'INVALID_LINE', 'unknownWord'],
    // amounts
    ['1234-1X', 1, 7, 'X', 'INVALID_BET_AMOUNT', 'unknownBetType'],
    ['1234 X1', 1, 6, 'X1', 'INVALID_LINE', 'unknownWord'],
    ['1234-1', 1, 6, '1', 'INVALID_BET_AMOUNT', 'amountWithoutType'],
    ['1234-1B 5', 1, 9, '5', 'INVALID_BET_AMOUNT', 'amountWithoutType'],
    ['1234 2', 1, 6, '2', 'INVALID_BET_AMOUNT', 'amountWithoutType'],
    ['1234-', 1, 5, '-', 'INVALID_BET_AMOUNT', 'expectedAmounts'],
    ['1234 = ', 1, 6, '=', 'INVALID_BET_AMOUNT', 'expectedAmounts'],
    ['1234=B', 1, 6, 'B', 'INVALID_BET_AMOUNT', 'amountAfterType'],
    ['1234-1B//1S', 1, 8, '/', 'INVALID_BET_AMOUNT', 'unexpectedChar'],
    ['1234-1B/', 1, 8, '/', 'INVALID_BET_AMOUNT', 'unexpectedChar'],
    ['1234-1B*', 1, 8, '*', 'INVALID_BET_AMOUNT', 'unexpectedChar'],
    ['1B 1234', 1, 1, '1B', 'INVALID_BET_AMOUNT', 'amountBeforeNumber'],
    ['B1', 1, 1, 'B1', 'INVALID_BET_AMOUNT', 'amountBeforeNumber'],
    ['-1B', 1, 1, '-1B', 'INVALID_BET_AMOUNT', 'amountBeforeNumber'],
    // pattern words
    ['box 1234-1B', 1, 1, 'box', 'INVALID_LINE', 'markBeforeNumber'],
    ['1234-1B box R', 1, 13, 'R', 'INVALID_LINE', 'oneMark'],
    ['*1234-1B box', 1, 10, 'box', 'INVALID_LINE', 'oneMark'],
    ['1234R-1B', 1, 5, 'R', 'INVALID_LINE', 'markApart'],
    ['1234box', 1, 5, 'box', 'INVALID_LINE', 'markApart'],
    // dates and pools come before the bets of their line
    ['1234-1B MKT', 1, 9, 'MKT', 'INVALID_POOL', 'headerAfterBet'],
    ['1234-1B S', 1, 9, 'S', 'INVALID_POOL', 'headerAfterBet'],
    ['1234-1B 28/11', 1, 9, '28/11', 'INVALID_BET_DATE', 'headerAfterBet'],
    // dates
    ['32/11 1234-1B', 1, 1, '32/11', 'INVALID_BET_DATE', 'dateInvalid'],
    ['29/02/2026 1234-1B', 1, 1, '29/02/2026', 'INVALID_BET_DATE', 'dateInvalid'],
    ['28/11/123 1234-1B', 1, 1, '28/11/123', 'INVALID_BET_DATE', 'dateInvalid'],
    ['28/13 1234-1B', 1, 1, '28/13', 'INVALID_BET_DATE', 'dateInvalid'],
    ['24/11 1234-1B', 1, 1, '24/11', 'INVALID_BET_DATE', 'datePast'],
    ['28/11/2025 1234-1B', 1, 1, '28/11/2025', 'INVALID_BET_DATE', 'datePast'],
    ['3/12 1234-1B', 1, 1, '3/12', 'INVALID_BET_DATE', 'dateTooFar'],
    ['MKT 28/11 D29 1234-1B', 1, 11, 'D29', 'INVALID_BET_DATE', 'dateForms'],
    ['D28 29/11 1234-1B', 1, 5, '29/11', 'INVALID_BET_DATE', 'dateForms'],
    // pools
    ['MKG 1234-1B', 1, 3, 'G', 'INVALID_POOL', 'poolNotOffered'],
    ['M+ 1234-1B', 1, 2, '+', 'INVALID_POOL', 'poolSeparator'],
    ['M++K 1234-1B', 1, 2, '+', 'INVALID_POOL', 'poolSeparator'],
    // carry-over: a date or pools line must hold for a bet
    ['28/11\n29/11\n1234-1B', 1, 1, '28/11', 'INVALID_LINE', 'headerReplaced'],
    ['M\nK\n1234-1B', 1, 1, 'M', 'INVALID_LINE', 'headerReplaced'],
    ['MKT\n1234-1B\nT', 3, 1, 'T', 'INVALID_LINE', 'headerUnused'],
    ['1234-1B\n28/11 M K', 2, 1, '28/11', 'INVALID_LINE', 'headerUnused'],
    ['28/11 MKT 1234-1B\n#MK', 2, 1, '#MK', 'INVALID_LINE', 'headerUnused'],
  ])('%j: line %i column %i %j', (text, line, column, token, code, messageKey) => {
    const errors = errorsOf(text);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ line, column, length: token.length, token, code, messageKey });
    const typed = text.split(/\r\n|\r|\n/)[line - 1] ?? '';
    expect(typed.slice(column - 1, column - 1 + token.length)).toBe(token);
  });

  it('says what is wrong in plain words', () => {
    expect(errorsOf('MKG 1234-1B')[0]?.message).toBe(
      "there is no pool with letter 'G' here; pools are M K T S B D W E",
    );
    expect(errorsOf('24/11 1234-1B')[0]?.message).toBe("'24/11' has passed: today is 25/11/2026");
    expect(errorsOf('28/11\n29/11\n1234-1B')[0]?.message).toContain("'29/11' on line 2 replaces it first");
    expect(errorsOf('1234-1B hello')[0]).toMatchObject({ params: { word: "'hello'" } });
  });

  it('one error per line, the leftmost; the rest of the line is not read', () => {
    const errors = errorsOf('1234-1X hello\n5678 1B\nfoo');
    expect(errors.map((e) => [e.line, e.column, e.token])).toEqual([
      [1, 7, 'X'],
      [3, 1, 'foo'],
    ]);
  });

  it('a header that repeats the one in force, or names the same pools, is no error', () => {
    for (const text of [
      'MKT\nKMT\n1234-1B',
      'MKT\n1234-1B\nMKT\n5678-1S\nT\n9012-1B',
      '#123\nMKT\n1234#1',
      '28/11\nD28\n1234-1B',
    ]) {
      expect(chatToOrderString(text, CHAT_CONTEXT).ok, text).toBe(true);
    }
  });

  it('a refused line does not blame the header above it', () => {
    const errors = errorsOf('MKT\n1234-1X\nT\n5678-1B');
    expect(errors.map((e) => e.line)).toEqual([2]);
  });

  it(`refuses more than ${MAX_CHAT_ORDER_CHARS} characters before reading any`, () => {
    const line = '1234-1B 1S\n'; // 11 characters
    const text = line.repeat(372) + 'hello 5678-1B'; // 4,092 + 13
    const errors = errorsOf(text);
    expect(errors).toEqual([
      expect.objectContaining({
        line: 373,
        column: 5,
        token: 'o 5678-1B',
        code: 'ORDER_TOO_LARGE',
        messageKey: 'textTooLong',
      }),
    ]);
    expect(errors[0]?.message).toBe('a chat order has at most 4096 characters; this one has 4105');
    expect(chatToOrderString(line.repeat(372) + 'xxxx', CHAT_CONTEXT).ok).toBe(false); // exactly 4096: read
    expect(chatToOrderString(line.repeat(372) + '5678', CHAT_CONTEXT).ok).toBe(true);
  });

  it('a text that is not text is refused, not thrown on', () => {
    const result = chatToOrderString(null as unknown as string, CHAT_CONTEXT);
    expect(result).toMatchObject({
      ok: false,
      errors: [{ code: 'VALIDATION_FAILED', messageKey: 'notText' }],
    });
  });

  it('its message keys do not collide with the order string\u2019s', () => {
    expect(CHAT_MESSAGE_KEYS.filter((key) => (ORDER_MESSAGE_KEYS as string[]).includes(key))).toEqual([]);
  });

  it('never throws, and every error marks text that is there', () => {
    const unit = fc.constantFrom(
      ...'0123456789 -=/+,.#*BSACDRMKTbox\n\t\u00a0\uff11\u{1F44D}xq'.split(''),
      '\r\n',
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 80 }), (text) => {
        const read = readChatOrder(text, CHAT_CONTEXT, ORDER_CONTEXT);
        const lines = text.split(/\r\n|\r|\n/);
        expect(read.lines).toHaveLength(lines.length);
        for (const error of read.ok ? [] : read.errors) {
          expect(error.length).toBeGreaterThan(0);
          expect(lines[error.line - 1]?.slice(error.column - 1, error.column - 1 + error.length)).toBe(
            error.token,
          );
        }
        // at most one error per line, and a line is ✓ exactly when it has none
        expect(new Set(read.lines.flatMap((l) => l.errors.map((e) => e.line))).size).toBe(
          read.ok ? 0 : read.errors.length,
        );
      }),
      { numRuns: 2000, seed: 42 },
    );
  });
});
