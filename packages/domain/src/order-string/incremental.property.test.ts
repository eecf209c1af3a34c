import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EAT_SEQUENCES } from '../bet-types.js';
import { POOLS, type PoolCode } from '../pools.js';
import { createOrderParser, parseOrderString, type OrderContext } from './index.js';

/**
 * Issue 38 item 7: the editor's parser keeps the lines of the last text and reads again only the
 * lines whose text or number changed. Whatever the edits and contexts, it answers what a full
 * parse of the same text answers (the reference: `parseOrderString`, which reads every line afresh).
 */

const OPEN = ['2026-11-25', '2026-11-26', '2026-11-28', '2026-11-29', '2026-12-01'];
const POOL_CODES: PoolCode[] = POOLS.map((p) => p.code);

const contextArb: fc.Arbitrary<OrderContext> = fc.record(
  {
    eatSequence: fc.constantFrom(...EAT_SEQUENCES),
    openDates: fc.subarray(OPEN),
    openDatesByPool: fc.dictionary(fc.constantFrom(...POOL_CODES), fc.subarray(OPEN), { maxKeys: 6 }),
    defaultPools: fc.subarray(POOL_CODES),
    maxLines: fc.integer({ min: 1, max: 12 }),
  },
  { requiredKeys: ['eatSequence', 'openDates'] },
);

// Lines an agent types (and mistypes): dates, pools, bets with and without amounts, junk.
const LINES = [
  '',
  'D',
  'D2',
  'D3',
  'D9',
  'D26',
  'D25#26',
  'D2x',
  '#MKT',
  '#MK',
  '#1',
  '#123',
  '#X',
  '#',
  '1234#1#1',
  '*1234#1',
  '**1234#2',
  '1234',
  '2345',
  '123#1',
  '12#1',
  '12345#1',
  '123456#1',
  '1234#B1#S2',
  ' 12 34 # b1',
  '+123#1',
  '1234#1##2',
  'x',
  '7055#1#1#1#1#1',
];
const CHARS = [...'0123456789#*+DdBbSsAaCcMmKkTtXx ', '\u00a0', '\r'];

type Edit =
  | { op: 'type'; at: number; char: string }
  | { op: 'delete'; at: number }
  | { op: 'line'; at: number; line: string }
  | { op: 'dropLine'; at: number }
  | { op: 'replaceLine'; at: number; line: string }
  | { op: 'context'; context: OrderContext };

const editArb: fc.Arbitrary<Edit> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ op: fc.constant('type' as const), at: fc.nat(), char: fc.constantFrom(...CHARS) }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('delete' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('line' as const), at: fc.nat(), line: fc.constantFrom(...LINES) }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('dropLine' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('replaceLine' as const),
      at: fc.nat(),
      line: fc.constantFrom(...LINES),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('context' as const), context: contextArb }) },
);

/** The text after one edit; the caret's place is `at` modulo the text's length. */
function apply(text: string, edit: Exclude<Edit, { op: 'context' }>): string {
  const lines = text.split('\n');
  switch (edit.op) {
    case 'type': {
      const at = edit.at % (text.length + 1);
      return text.slice(0, at) + edit.char + text.slice(at);
    }
    case 'delete': {
      if (text.length === 0) return text;
      const at = edit.at % text.length;
      return text.slice(0, at) + text.slice(at + 1);
    }
    case 'line':
      lines.splice(edit.at % (lines.length + 1), 0, edit.line);
      return lines.join('\n');
    case 'dropLine':
      lines.splice(edit.at % lines.length, 1);
      return lines.join('\n');
    case 'replaceLine':
      lines[edit.at % lines.length] = edit.line;
      return lines.join('\n');
  }
}

describe('the incremental parser answers what a full parse answers (issue 38 item 7)', () => {
  it('after any sequence of edits and context changes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...LINES), { maxLength: 16 }),
        contextArb,
        fc.array(editArb, { minLength: 1, maxLength: 40 }),
        (start, firstContext, edits) => {
          const parse = createOrderParser();
          let text = start.join('\n');
          let context = firstContext;
          expect(parse(text, context)).toStrictEqual(parseOrderString(text, context));
          for (const edit of edits) {
            if (edit.op === 'context') context = edit.context;
            else text = apply(text, edit);
            expect(parse(text, context)).toStrictEqual(parseOrderString(text, context));
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('while a 50th line is typed key by key under 49, and then under a new first line', () => {
    const context: OrderContext = {
      eatSequence: EAT_SEQUENCES[0]!,
      openDates: OPEN,
      openDatesByPool: { mg: OPEN, kd: OPEN.slice(1), tt: OPEN.slice(0, 3) },
    };
    const base = ['D', '#MKT'];
    for (let i = 0; base.length < 49; i += 1)
      base.push(i % 9 === 8 ? 'D2' : `${1000 + i * 37}#${(i % 4) + 1}#1`);
    const parse = createOrderParser();
    const typed = '8765#1#2';
    for (let key = 0; key <= typed.length; key += 1) {
      const text = `${base.join('\n')}\n${typed.slice(0, key)}`;
      expect(parse(text, context)).toStrictEqual(parseOrderString(text, context));
    }
    // every line moves down one: each is read again at its new number
    for (const first of ['#K', 'D3', '']) {
      const text = `${first}\n${base.join('\n')}\n${typed}`;
      expect(parse(text, context)).toStrictEqual(parseOrderString(text, context));
    }
  });

  it('a line changed above changes what the lines below it take (dates, pools, amounts)', () => {
    const context: OrderContext = { eatSequence: EAT_SEQUENCES[0]!, openDates: OPEN };
    const parse = createOrderParser();
    const below = '1234#1\n2345\n*3456';
    for (const head of ['D\n#MK', 'D3\n#MK', 'D3\n#X', 'D9\n#MK', 'D2\n#MKT', '#T']) {
      const text = `${head}\n${below}`;
      expect(parse(text, context)).toStrictEqual(parseOrderString(text, context));
    }
    for (const first of ['1234#1', '1234#B1#S2', '1234#1x', '123#1']) {
      const text = `D\n${first}\n2345\n6789`;
      expect(parse(text, context)).toStrictEqual(parseOrderString(text, context));
    }
  });
});
