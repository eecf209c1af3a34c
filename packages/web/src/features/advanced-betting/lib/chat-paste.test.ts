import { DEFAULT_EAT_SEQUENCE } from '@lotto/domain/bet-types';
import type { OrderContext } from '@lotto/domain/order-string';
import { describe, expect, it } from 'vitest';
import { cleanChatLine, pasteFromChat, type DroppedLine } from './chat-paste';

const CONTEXT: OrderContext = { eatSequence: DEFAULT_EAT_SEQUENCE, openDates: ['2026-11-25', '2026-11-28'] };

describe('cleanChatLine: decoration off, numbers untouched', () => {
  it.each([
    ['1234#1#2', '1234#1#2', false],
    ['[25/11/2026, 18:41] Ah Seng: 1234#1', '1234#1', true],
    ['25/11/2026, 6:41 pm - Ah Seng: *5678#2', '*5678#2', true],
    ['25/11/26 18:41 - Boss Lim 🐯: D', 'D', true],
    ['[18:41, 25/11/2026] Ah Seng: 2345#1', '2345#1', true],
    ['[6:41 pm] Ah Seng: 3456#1', '3456#1', true],
    ['Mei Ling: #MK', '#MK', true],
    ['１２３４＃１＃２', '1234#1#2', false],
    ['1234#1 👍🏻', '1234#1', true],
    ['🔥🔥 8888#5', '8888#5', true],
    ['1️⃣2️⃣3️⃣4️⃣#1', '1234#1', true],
    ['1234\u200b#1', '1234#1', true],
    ['  2345#1\u3000', '2345#1', false],
    // not decoration: stays, for the parser to refuse
    ['1234 x 1', '1234 x 1', false],
    ['1234=1', '1234=1', false],
    ['18:41', '18:41', false],
    ['D25', 'D25', false],
  ])('%j -> %j', (raw, text, cleaned) => {
    expect(cleanChatLine(raw)).toEqual({ text, cleaned });
  });
});

const reasons = (dropped: DroppedLine[]) =>
  dropped.map(({ line, reason }) => [line, reason.kind === 'error' ? reason.error.code : reason.kind]);

describe('pasteFromChat: real-looking messages', () => {
  it.each([
    {
      name: 'a WhatsApp copy with stamps, names, greetings and emojis',
      message: [
        '[25/11/2026, 18:40] Ah Seng: Boss, tonight 🙏',
        '[25/11/2026, 18:41] Ah Seng: D',
        '[25/11/2026, 18:41] Ah Seng: #MKT',
        '[25/11/2026, 18:41] Ah Seng: 1234#1#1',
        '[25/11/2026, 18:42] Ah Seng: 5678',
        '[25/11/2026, 18:42] Ah Seng: thanks 👍',
      ].join('\r\n'),
      kept: ['D', '#MKT', '1234#1#1', '5678'],
      dropped: [
        [1, 'INVALID_LINE'],
        [6, 'INVALID_LINE'],
      ],
    },
    {
      name: 'x, = and a bare time are listed, never rewritten',
      message: '1234#1\n2345 x 2\n3456=1\n18:45\n4567#2',
      kept: ['1234#1', '4567#2'],
      dropped: [
        [2, 'INVALID_BET_AMOUNT'],
        [3, 'INVALID_NUMBER'],
        [4, 'INVALID_NUMBER'],
      ],
    },
    {
      name: 'full-width digits from a Chinese keyboard',
      message: 'Ｄ\n＃ＭＫ\n８８８８＃２\n',
      kept: ['D', '#MK', '8888#2'],
      dropped: [],
    },
    {
      name: 'a left-out date line takes its bet lines along; the next date line starts again',
      message: 'D99\n1234#1\n2345#1\nD\n3456#1',
      kept: ['D', '3456#1'],
      dropped: [
        [1, 'INVALID_BET_DATE'],
        [2, 'underDropped'],
        [3, 'underDropped'],
      ],
    },
    {
      name: 'a line repeating the amounts of a left-out line goes with it',
      message: '1111#1\n2222 x 5\n3333',
      kept: ['1111#1'],
      dropped: [
        [2, 'INVALID_BET_AMOUNT'],
        [3, 'repeatsDropped'],
      ],
    },
  ])('$name', ({ message, kept, dropped }) => {
    const result = pasteFromChat('', message, CONTEXT, 50);
    expect(result.text).toBe(`${kept.join('\n')}\n`);
    expect(result.added).toBe(kept.length);
    const got = reasons(result.dropped);
    // the codes the parser gives are its own: only the lines and the reason kinds are pinned here
    expect(got.map(([line]) => line)).toEqual(dropped.map(([line]) => line));
    for (const [index, [, code]] of dropped.entries()) {
      if (code === 'underDropped' || code === 'repeatsDropped') expect(got[index]?.[1]).toBe(code);
      else expect(got[index]?.[1]).toMatch(/^[A-Z_]+$/);
    }
  });

  it('appends after the text already typed, and no digit ever changes', () => {
    const message = '[18:41] Ah Seng: 1234#1\n９８７６＃３';
    const result = pasteFromChat('D\n#1', message, CONTEXT, 50);
    expect(result.text).toBe('D\n#1\n1234#1\n9876#3\n');
    const digits = (text: string) => text.replace(/\D/g, '');
    expect(digits(result.text)).toBe(`1${digits('1234#1')}${digits('9876#3')}`);
  });

  it('keeps the line limit and says which lines did not fit', () => {
    const message = Array.from({ length: 5 }, (_, i) => `${1000 + i}#1`).join('\n');
    const result = pasteFromChat('D\n#1\n', message, CONTEXT, 5);
    expect(result.added).toBe(3);
    expect(reasons(result.dropped)).toEqual([
      [4, 'tooMany'],
      [5, 'tooMany'],
    ]);
  });
});
