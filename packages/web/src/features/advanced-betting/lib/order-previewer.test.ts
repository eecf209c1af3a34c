import { DEFAULT_EAT_SEQUENCE, EAT_SEQUENCES } from '@lotto/domain/bet-types';
import type { OrderContext } from '@lotto/domain/order-string';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewOrder } from './line-preview';
import { createOrderPreviewer } from './order-previewer';

const OPEN = ['2026-11-25', '2026-11-28', '2026-11-29'];
const CONTEXT: OrderContext = {
  eatSequence: DEFAULT_EAT_SEQUENCE,
  openDates: OPEN,
  openDatesByPool: { mg: OPEN, kd: OPEN, tt: OPEN.slice(1) },
};

const LINES = [
  '',
  'D',
  'D2',
  'D9',
  '#MKT',
  '#MK',
  '#T',
  '#X',
  '1234#1#1',
  '*1234#1',
  '2345',
  '123#1',
  '12#1',
  'x',
];
const CHARS = [...'0123456789#*DMKTBSx', '\n'];

describe('the editor previewer (issue 38 item 7)', () => {
  it('answers what previewOrder answers afresh, key after key', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...LINES), { maxLength: 12 }),
        fc.array(fc.record({ at: fc.nat(), char: fc.option(fc.constantFrom(...CHARS), { nil: null }) }), {
          minLength: 1,
          maxLength: 30,
        }),
        fc.constantFrom(...EAT_SEQUENCES),
        (start, keys, eatSequence) => {
          const preview = createOrderPreviewer();
          const context = { ...CONTEXT, eatSequence };
          let text = start.join('\n');
          expect(preview(text, context)).toStrictEqual(previewOrder(text, context));
          for (const { at, char } of keys) {
            const place = at % (text.length + 1);
            // a key types a character, or (null) deletes the one before the caret
            text =
              char === null
                ? text.slice(0, Math.max(0, place - 1)) + text.slice(place)
                : text.slice(0, place) + char + text.slice(place);
            expect(preview(text, context)).toStrictEqual(previewOrder(text, context));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps the objects of the lines a key did not change', () => {
    const preview = createOrderPreviewer();
    const before = preview('D\n#MK\n1234#1\n2345\n8', CONTEXT).lines;
    const after = preview('D\n#MK\n1234#1\n2345\n8765', CONTEXT).lines;
    expect(after.slice(0, 4).every((line, index) => line === before[index])).toBe(true);
    expect(after[4]).not.toBe(before[4]);
    // a changed amount above changes the repeated line below: new objects for both
    const changed = preview('D\n#MK\n1234#2\n2345\n8765', CONTEXT).lines;
    expect(changed[2]).not.toBe(after[2]);
    expect(changed[3]).not.toBe(after[3]);
    expect(changed[3]?.bet?.amounts).toEqual({ B: 200 });
    expect(changed[0]).toBe(after[0]);
  });
});
