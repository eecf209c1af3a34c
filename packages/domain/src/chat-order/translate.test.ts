import { describe, expect, it } from 'vitest';
import { CHAT_CONTEXT } from '../testing/chat-order-context.js';
import { chatToOrderString, type ChatOrderContext } from './index.js';

function translate(text: string, context: Partial<ChatOrderContext> = {}) {
  return chatToOrderString(text, { ...CHAT_CONTEXT, ...context });
}

function orderString(text: string, context: Partial<ChatOrderContext> = {}): string {
  const result = translate(text, context);
  if (!result.ok) throw new Error(`${text}: ${result.errors.map((e) => e.message).join('; ')}`);
  return result.orderString;
}

// Today is Wed 25/11/2026 (CHAT_CONTEXT); dates may name today to 7 days on.
describe('the chat dialect becomes the order string (rules.md "Orders from chat")', () => {
  it.each([
    // the four bet forms of the issue
    ['1234-1B 1S', '1234#B1#S1'],
    ['1234-2B1S', '1234#B2#S1'],
    ['1234 B2 S1', '1234#B2#S1'],
    ['1234=1B/1S', '1234#B1#S1'],
    // the same, spaced, run together, either way round, with commas, in lower case
    ['1234 = 1B / 1S', '1234#B1#S1'],
    ['1234 - 1b 1s', '1234#B1#S1'],
    ['1234 -1B 1S', '1234#B1#S1'],
    ['1234- 1B', '1234#B1'],
    ['1234 1B,1S', '1234#B1#S1'],
    ['1234 b2s1', '1234#B2#S1'],
    ['1234 2B S1', '1234#B2#S1'],
    // decimals: the order string checks them (at most 4 characters, two decimals)
    ['1234-0.5B', '1234#B0.5'],
    ['1234 B0.25 S2.5', '1234#B0.25#S2.5'],
    // every eat type: A = 3A, C = 3C (last 3 digits), D = 4A
    ['1234-1A 2C 3D', '1234#A1#C2#D3'],
    ['1234 B1 D9', '1234#B1#D9'], // after a bet, D9 is 9 on 4A, not Lotto's date word
    ['D3 1234 D9', 'D3\n1234#D9'], // before, it is
    ['123-1A 2C', '123#A1#C2'],
    // 5D and 6D take one bare amount
    ['12345-2', '12345#2'],
    ['123456=10', '123456#10'],
    ['12345 - 2', '12345#2'],
    // box, ibox and R (reverse) words, after the number or after the amounts
    ['1234-1B box', '*1234#B1'],
    ['1234 box 1B', '*1234#B1'],
    ['1234-1B 1S IBOX', '**1234#B1#S1'],
    ['1234-1B R', '1234*#B1'],
    ['1234 r', '1234*'],
    // the order string's own pattern marks in a chat bet
    ['+234-1B', '+234#B1'],
    ['123+ 1B', '123+#B1'],
    ['123*4=1B', '123*4#B1'],
    ['**1234-1B', '**1234#B1'],
    // several bets on a line, one order-string line each; a bare number repeats the amounts above
    ['1234-1B 5678-2S', '1234#B1\n5678#S2'],
    ['1234 1B 5678 B2 9012=3S', '1234#B1\n5678#B2\n9012#S3'],
    ['1234-1B 5678', '1234#B1\n5678'],
    ['123 456', '123\n456'],
    // dates: day/month, with a year of 4 or 2 digits, one digit each; all of a line's make one line
    ['28/11 1234-1B', 'D28\n1234#B1'],
    ['28/11/2026 1234-1B', 'D28\n1234#B1'],
    ['28/11/26 1234-1B', 'D28\n1234#B1'],
    ['1/12 1234-1B', 'D01\n1234#B1'],
    ['25/11 28/11 1/12 1234-1B', 'D25#28#01\n1234#B1'],
    // pools: letters together, apart, with + , or /, either case; all of a line's make one line
    ['MKT 1234-1B', '#MKT\n1234#B1'],
    ['M K T 1234-1B', '#MKT\n1234#B1'],
    ['M+K 1234-1B', '#MK\n1234#B1'],
    ['m + k,t/s 1234-1B', '#MKTS\n1234#B1'],
    ['MK T 1234-1B', '#MKT\n1234#B1'],
    // a line's date line comes first, then its pools, then its bets
    ['28/11 MKT 1234-1B 1S', 'D28\n#MKT\n1234#B1#S1'],
    ['MKT 28/11 1234-1B 1S', 'D28\n#MKT\n1234#B1#S1'],
    ['28/11\nMKT\n1234-1B\n\n5678-1S', 'D28\n#MKT\n1234#B1\n\n5678#S1'],
    // Lotto's own words among chat words
    ['D28 MKT 1234-1B', 'D28\n#MKT\n1234#B1'],
    ['28/11 #MKT 1234#1#2', 'D28\n#MKT\n1234#1#2'],
    ['#MK T 1234-1B', '#MKT\n1234#B1'],
    // full-width characters from a Chinese keyboard, line breaks of every kind
    ['\uff11\uff12\uff13\uff14\uff0d\uff11\uff22', '1234#B1'],
    ['MKT\r\n1234-1B\r5678-1S', '#MKT\n1234#B1\n5678#S1'],
  ])('%j is %j', (chat, expected) => {
    expect(orderString(chat)).toBe(expected);
  });

  it.each([
    'D\n#MK\n1234#1#2\n*2345',
    'D3\n#123\n1234 #B1 #S2\n**1234#1\n1234*#1',
    'D28#01\n#MKT\n+234#1\n123+#1\n123*4#1\n1*234#1\n12345#2',
    '\n  1234#1  \n\n',
  ])('Lotto order string %j passes as it is', (lotto) => {
    expect(orderString(lotto)).toBe(lotto);
  });

  it('keeps a line of the order string as typed, even one the order string will refuse', () => {
    expect(orderString('#MKT\n1234#1#2#3#4#5#6')).toBe('#MKT\n1234#1#2#3#4#5#6');
    expect(orderString('D99\n#MKT\n1234#1')).toBe('D99\n#MKT\n1234#1');
  });

  it('a date without a year is the nearest such day', () => {
    // on 30/12 `2/1` is next year's; on 1/1 `31/12` is yesterday's (refused as past)
    expect(orderString('2/1 1234-1B', { today: '2026-12-30' })).toBe('D02\n1234#B1');
    const past = translate('31/12 1234-1B', { today: '2027-01-01' });
    expect(past.ok).toBe(false);
    expect(!past.ok && past.errors[0]?.messageKey).toBe('datePast');
    // up to maxDaysAhead days on (default 7): 2/12 is 7 days after 25/11, 3/12 is 8
    expect(orderString('2/12 1234-1B')).toBe('D02\n1234#B1');
    expect(orderString('3/12 1234-1B', { maxDaysAhead: 8 })).toBe('D03\n1234#B1');
  });

  it('gives each chat line its order-string lines and counts the bets', () => {
    const result = translate('28/11 MKT 1234-1B 1S\n\n5678#1\nM 9012-1B 1234');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.bets).toBe(4);
    expect(result.lines.map(({ line, kind, produced }) => ({ line, kind, produced }))).toEqual([
      { line: 1, kind: 'chat', produced: ['D28', '#MKT', '1234#B1#S1'] },
      { line: 2, kind: 'blank', produced: [] },
      { line: 3, kind: 'order', produced: ['5678#1'] },
      { line: 4, kind: 'chat', produced: ['#M', '9012#B1', '1234'] },
    ]);
    expect(result.sources.map((s) => [s.line, s.text])).toEqual([
      [1, 'D28'],
      [1, '#MKT'],
      [1, '1234#B1#S1'],
      [2, ''],
      [3, '5678#1'],
      [4, '#M'],
      [4, '9012#B1'],
      [4, '1234'],
    ]);
    // each character of a translated line knows its chat column and word
    const bet = result.sources[2]!;
    expect(bet.origins.map((o) => o.column)).toEqual([11, 12, 13, 14, 16, 17, 16, 19, 20, 19]);
    expect(bet.origins[5]).toEqual({ column: 17, start: 16, end: 18 });
  });

  it('an empty text is an empty order', () => {
    expect(translate('')).toMatchObject({ ok: true, orderString: '', bets: 0 });
  });

  it('a wrong context is the caller\u2019s bug', () => {
    expect(() => translate('1234-1B', { today: '25/11/2026' })).toThrow(RangeError);
    expect(() => translate('1234-1B', { maxDaysAhead: 28 })).toThrow(RangeError);
  });
});
