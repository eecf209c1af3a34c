import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EAT_SEQUENCES, DEFAULT_EAT_SEQUENCE, type BetTypeCode, type EatSequence } from '../bet-types.js';
import type { PoolCode } from '../pools.js';
import type { PatternCode } from '../patterns.js';
import type { BetLine } from '../ticket.js';
import { ticketTotal } from '../totals.js';
import { parseOrderString, type OrderContext } from './index.js';

// Wed 25 Nov 2026 .. +7: Wed, Sat, Sun, a special Tuesday draw, Wed; it crosses a month end.
const OPEN = ['2026-11-25', '2026-11-28', '2026-11-29', '2026-12-01', '2026-12-02'];
const CONTEXT: OrderContext = { eatSequence: DEFAULT_EAT_SEQUENCE, openDates: OPEN };

function seq(id: number): EatSequence {
  const found = EAT_SEQUENCES.find((s) => s.id === id);
  if (!found) throw new Error(`no eat sequence ${id}`);
  return found;
}

function parse(text: string, context: Partial<OrderContext> = {}) {
  return parseOrderString(text, { ...CONTEXT, ...context });
}

function tickets(text: string, context: Partial<OrderContext> = {}) {
  const result = parse(text, context);
  if (!result.ok)
    throw new Error(`expected ${JSON.stringify(text)} to parse: ${JSON.stringify(result.errors)}`);
  return result.tickets;
}

function onlyLine(text: string, context: Partial<OrderContext> = {}): BetLine {
  const all = tickets(text, context).flatMap((t) => t.lines);
  expect(all).toHaveLength(1);
  return all[0]!;
}

const line = (number: string, pattern: PatternCode, amounts: Partial<Record<BetTypeCode, number>>): BetLine =>
  ({ number, pattern, amounts }) as BetLine;

describe('bet lines (game-rules §5)', () => {
  it.each([
    ['1234#1#2', line('1234', 'NORMAL', { B: 100, S: 200 })],
    ['1234##2', line('1234', 'NORMAL', { S: 200 })],
    ['1234#1#2#3#4#5', line('1234', 'NORMAL', { B: 100, S: 200, '3A': 300, '3C': 400, '4A': 500 })],
    ['1234#1#2#', line('1234', 'NORMAL', { B: 100, S: 200 })],
    // Issue 16.5: agents type 0 to skip a slot; it is the same as an empty slot.
    ['1234#2#0', line('1234', 'NORMAL', { B: 200 })],
    ['1234#0#2', line('1234', 'NORMAL', { S: 200 })],
    ['1234#1#0.00#0#3', line('1234', 'NORMAL', { B: 100, '3C': 300 })],
    ['1234#B0#S1', line('1234', 'NORMAL', { S: 100 })],
    ['123#0#1', line('123', 'NORMAL', { '3C': 100 })],
    ['1234#B1#S2', line('1234', 'NORMAL', { B: 100, S: 200 })],
    ['1234#s2#b1', line('1234', 'NORMAL', { B: 100, S: 200 })],
    ['1234#D1.5#C0.05', line('1234', 'NORMAL', { '4A': 150, '3C': 5 })],
    ['1234#A1', line('1234', 'NORMAL', { '3A': 100 })],
    ['123#1#2', line('123', 'NORMAL', { '3A': 100, '3C': 200 })],
    ['123##2', line('123', 'NORMAL', { '3C': 200 })],
    ['123#C1', line('123', 'NORMAL', { '3C': 100 })],
    ['0012#9999', line('0012', 'NORMAL', { B: 999900 })],
    ['1234#12.5', line('1234', 'NORMAL', { B: 1250 })],
    ['*1234#1', line('1234', 'BOX', { B: 100 })],
    ['*123#1', line('123', 'BOX', { '3A': 100 })],
    ['**1234#1', line('1234', 'IBOX', { B: 100 })],
    ['1234*#1', line('1234', 'R', { B: 100 })],
    ['+234#1', line('0234', 'P-H', { B: 100 })],
    ['+23#A1', line('023', 'P-H', { '3A': 100 })],
    ['123+#1', line('1230', 'P-B', { B: 100 })],
    ['123*4#1', line('1234', 'L-H', { B: 100 })],
    ['12*3#1', line('123', 'L-H', { '3A': 100 })],
    ['1*234#1', line('1234', 'L-B', { B: 100 })],
    ['1*23#C1', line('123', 'L-B', { '3C': 100 })],
    [' 1 2 3 4 # b 1\t', line('1234', 'NORMAL', { B: 100 })],
    ['1234#B1\u00a0', line('1234', 'NORMAL', { B: 100 })],
  ])('%j', (text, expected) => {
    expect(onlyLine(text)).toEqual(expected);
  });

  it.each([
    ['#T\n12345#1', line('12345', 'NORMAL', { '5D': 100 })],
    ['#T\n123456#2.5', line('123456', 'NORMAL', { '6D': 250 })],
    ['#GE\n123456#1', line('123456', 'NORMAL', { '6D': 100 })],
  ])('5D / 6D: %j', (text, expected) => {
    expect(onlyLine(text)).toEqual(expected);
  });

  it('reads positional amounts in the eat sequence order', () => {
    expect(onlyLine('1234#1#2#3', { eatSequence: seq(1) }).amounts).toEqual({ B: 100, S: 200, '3A': 300 });
    expect(onlyLine('1234#1#2#3', { eatSequence: seq(2) }).amounts).toEqual({ S: 100, B: 200, '3A': 300 });
    expect(onlyLine('1234#1#2#3', { eatSequence: seq(3) }).amounts).toEqual({ B: 100, S: 200, '4A': 300 });
    expect(onlyLine('1234#1#2#3#4', { eatSequence: seq(4) }).amounts).toEqual({
      B: 100,
      S: 200,
      '3C': 300,
      '3A': 400,
    });
  });

  it('reads a 3-digit number by the A and C slots of the eat sequence', () => {
    expect(onlyLine('123#1#2', { eatSequence: seq(1) }).amounts).toEqual({ '3A': 100, '3C': 200 });
    expect(onlyLine('123#1#2', { eatSequence: seq(4) }).amounts).toEqual({ '3C': 100, '3A': 200 });
    expect(onlyLine('123#1', { eatSequence: seq(3) }).amounts).toEqual({ '3C': 100 });
  });

  it('ignores the eat sequence for explicit eat types', () => {
    for (const sequence of EAT_SEQUENCES) {
      expect(onlyLine('1234#D1#B2', { eatSequence: sequence }).amounts).toEqual({ '4A': 100, B: 200 });
    }
  });

  it('falls back to the default eat sequence when given a broken one', () => {
    const broken = { id: 9, sequence: 'B-B', order: ['B', 'B'] } as unknown as EatSequence;
    expect(onlyLine('1234#1#2', { eatSequence: broken }).amounts).toEqual({ B: 100, S: 200 });
  });
});

describe('amount inheritance', () => {
  it('repeats the previous bet line amounts, across patterns, pools and dates', () => {
    const [first, second] = tickets('1234#1#2\n*2345\n#K\nD3\n3456*');
    expect(first?.lines.map((l) => l.amounts)).toEqual([
      { B: 100, S: 200 },
      { B: 100, S: 200 },
    ]);
    expect(second?.lines).toEqual([line('3456', 'R', { B: 100, S: 200 })]);
  });

  it('repeats through a chain of bare lines', () => {
    const all = tickets('123#1\n234\n2345').flatMap((t) => t.lines);
    expect(all.map((l) => l.amounts)).toEqual([{ '3A': 100 }, { '3A': 100 }, { '3A': 100 }]);
  });

  it('keeps inherited amounts separate objects', () => {
    const [ticket] = tickets('1234#1\n2345');
    expect(ticket?.lines[0]?.amounts).not.toBe(ticket?.lines[1]?.amounts);
  });

  it('does not add a second error under a broken bet line', () => {
    const result = parse('1234#1#X\n2345');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.line)).toEqual([1]);
  });
});

describe('date and pool lines', () => {
  it.each([
    ['1234#1', ['2026-11-25']],
    ['D\n1234#1', ['2026-11-25']],
    ['d\n1234#1', ['2026-11-25']],
    ['D3\n1234#1', ['2026-11-25', '2026-11-28', '2026-11-29']],
    ['D5\n1234#1', OPEN],
    ['D01\n1234#1', ['2026-12-01']],
    ['D01#28\n1234#1', ['2026-11-28', '2026-12-01']],
    ['D 28 # 28\n1234#1', ['2026-11-28']],
  ])('%j draws on %j', (text, dates) => {
    expect(tickets(text)[0]?.drawDates).toEqual(dates);
  });

  it.each<[string, PoolCode[] | undefined, PoolCode[]]>([
    ['1234#1', undefined, ['mg']],
    ['1234#1', ['tt', 'kd'], ['kd', 'tt']],
    ['1234#1', [], ['mg']],
    ['#123\n1234#1', undefined, ['mg', 'kd', 'tt']],
    ['#MKT\n1234#1', undefined, ['mg', 'kd', 'tt']],
    ['#tkm\n1234#1', undefined, ['mg', 'kd', 'tt']],
    ['#11\n1234#1', undefined, ['mg']],
    ['#GE\n1234#1', ['kd'], ['gd', 'nl']],
    ['#89\n1234#1', undefined, ['gd', 'nl']],
  ])('%j with default pools %j is on %j', (text, defaultPools, pools) => {
    expect(tickets(text, { defaultPools })[0]?.pools).toEqual(pools);
  });

  it('starts a new ticket at every date or pool line', () => {
    const result = tickets('D\n#M\n1234#1\n2345#2\n#K\n3456#1\nD3\n4567#1\nD\n5678#1\nD\n6789#1');
    expect(result.map((t) => [t.drawDates.length, t.pools, t.lines.map((l) => l.number)])).toEqual([
      [1, ['mg'], ['1234', '2345']],
      [1, ['kd'], ['3456']],
      [3, ['kd'], ['4567']],
      [1, ['kd'], ['5678']],
      [1, ['kd'], ['6789']],
    ]);
  });

  it('makes one ticket from header lines that follow each other', () => {
    expect(tickets('D\n#M\n#K\nD01\n1234#1')).toEqual([
      { drawDates: ['2026-12-01'], pools: ['kd'], lines: [line('1234', 'NORMAL', { B: 100 })] },
    ]);
  });

  it('accepts an order without bet lines, with no tickets', () => {
    expect(parse('D\n#1\n')).toEqual({
      ok: true,
      tickets: [],
      lines: [
        { line: 1, kind: 'date' },
        { line: 2, kind: 'pool' },
        { line: 3, kind: 'blank' },
      ],
    });
  });
});

describe('line info', () => {
  it('gives each line its kind and each valid bet line its total', () => {
    const result = parse('D3\n#MK\n\n*1234#1\n**1234#1\n1234*#0.5\n+234#1\n123*4#1\n1*224#1\n12#1');
    expect(result.lines).toEqual([
      { line: 1, kind: 'date' },
      { line: 2, kind: 'pool' },
      { line: 3, kind: 'blank' },
      { line: 4, kind: 'bet', total: 100 * 24 * 2 * 3 },
      { line: 5, kind: 'bet', total: 100 * 2 * 3 },
      { line: 6, kind: 'bet', total: 50 * 2 * 2 * 3 },
      { line: 7, kind: 'bet', total: 100 * 10 * 2 * 3 },
      { line: 8, kind: 'bet', total: 100 * 6 * 2 * 3 },
      { line: 9, kind: 'bet', total: 100 * 3 * 2 * 3 },
      { line: 10, kind: 'bet' },
    ]);
  });

  it('agrees with ticketTotal', () => {
    const result = parse(
      'D01#28\n#123\n*1123#1#2.5\n2345#0.05\n#T\n12345#3\n123456#1\n234567\nD\n**9999#1#1#1#1#1',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const sum = result.lines.reduce((s, l) => s + (l.total ?? 0), 0);
    expect(sum).toBe(result.tickets.reduce((s, t) => s + ticketTotal(t), 0));
    expect(sum).toBeGreaterThan(0);
  });
});

describe('a date line reads against the pools of its own block (issue 22.2)', () => {
  // Magnum draws Sat 28 and Sun 29 only in this window; 9 Lotto every open date.
  const BY_POOL = { mg: ['2026-11-28', '2026-11-29'], kd: ['2026-11-25', '2026-11-28'], nl: OPEN };
  const ctx: Partial<OrderContext> = { openDatesByPool: BY_POOL };
  const datesOf = (text: string) => tickets(text, ctx).map((t) => [t.pools.join(','), ...t.drawDates]);

  it.each<[string, string, string[][]]>([
    [
      'D counts the draws of its block pools',
      'D2\n#M\n1234#1\nD2\n#9\n5678#1',
      [
        ['mg', '2026-11-28', '2026-11-29'],
        ['nl', '2026-11-25', '2026-11-28'],
      ],
    ],
    ['the lines above the first date line form a block', '#M\n1234#1', [['mg', '2026-11-28']]],
    [
      'a pool line above a date line still holds below it',
      '#9\nD\n1234#1\n#M\n2345#1',
      [
        ['nl', '2026-11-28'],
        ['mg', '2026-11-28'],
      ],
    ],
    ['several pools: the dates they all draw', 'D\n#MK\n1234#1', [['mg,kd', '2026-11-28']]],
    [
      'a day of the month names the draw of the block pools',
      'D29\n#M\n1234#1\nD25\n#9\n1234#1',
      [
        ['mg', '2026-11-29'],
        ['nl', '2026-11-25'],
      ],
    ],
    ['a block of bare header lines takes every open date', 'D3\n#M\nD\n#M\n1234#1', [['mg', '2026-11-28']]],
  ])('%s', (_name, text, expected) => {
    expect(datesOf(text)).toEqual(expected);
  });

  it('refuses D3 when the block pools have only 2 open draws, naming the line', () => {
    const result = parse('D\n#9\n1234#1\nD3\n#M\n1234#1', ctx);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toMatchObject([{ line: 4, code: 'INVALID_BET_DATE' }]);
  });

  it('a text means the same as its blocks sent one at a time', () => {
    const dateLine = fc.constantFrom('D', 'D2', 'D3', 'D28', 'D25#28', 'D29');
    const poolLine = fc.constantFrom('#M', '#K', '#9', '#MK', '#M9', '#K9');
    const betLines = fc.array(fc.constantFrom('1234#1', '*123#A1', '5678##2', '2345'), {
      minLength: 1,
      maxLength: 3,
    });
    const block = fc
      .tuple(dateLine, poolLine, betLines)
      .map(([d, p, bets]) => [d, p, '1111#1', ...bets].join('\n'));
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 4 }), (blocks) => {
        const whole = parse(blocks.join('\n'), ctx);
        const parts = blocks.map((b) => parse(b, ctx));
        expect(whole.ok).toBe(parts.every((p) => p.ok));
        if (whole.ok) expect(whole.tickets).toEqual(parts.flatMap((p) => (p.ok ? p.tickets : [])));
      }),
      { numRuns: 300, seed: 222 },
    );
  });
});
