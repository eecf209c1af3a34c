import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BET_TYPE_CODES, type BetTypeCode } from './bet-types.js';
import type { Cents } from './money.js';
import { PATTERN_CODES, type PatternCode } from './patterns.js';
import { POOL_CODES } from './pools.js';
import {
  acceptedTotal,
  isCancelledReceipt,
  parseReceipt,
  receiptTicketId,
  renderReceipt,
  type ReceiptLine,
  type ReceiptTicket,
} from './receipt.js';
import { ticketTotal } from './totals.js';

const c = (value: number) => value as Cents;

function ticket(overrides: Partial<ReceiptTicket> = {}): ReceiptTicket {
  return {
    ticketId: '10023',
    placedAt: { date: '2025-11-22', time: '14:05:09' },
    drawDates: ['2025-11-25'],
    pools: ['mg'],
    lines: [{ number: '1234', pattern: 'NORMAL', amounts: { B: c(100) } }],
    cancelled: false,
    ...overrides,
  };
}

function roundTrip(t: ReceiptTicket): ReceiptTicket {
  const parsed = parseReceipt(renderReceipt(t));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

describe('renderReceipt', () => {
  it('writes the documented layout', () => {
    const text = renderReceipt(
      ticket({
        drawDates: ['2025-11-25', '2025-11-26'],
        pools: ['mg', 'kd', 'tt'],
        lines: [
          { number: '1234', pattern: 'NORMAL', amounts: { B: c(100), S: c(200) } },
          { number: '5678', pattern: 'BOX', amounts: { B: c(100), '3A': c(50) } },
          {
            number: '1234',
            pattern: 'IBOX',
            amounts: { B: c(1000), S: c(200) },
            accepted: { B: c(400), S: c(200) },
          },
        ],
      }),
    );
    expect(text).toBe(
      [
        '#10023 22/11/2025 14:05:09',
        'D:25/11,26/11',
        'P:MKT',
        '1234 B1 S2',
        '*5678 B1 A0.5',
        '**1234 B10>4 S2',
        // (3.00 + 1.50 x 24 + 6.00) x 3 pools x 2 dates
        'T:270.00',
      ].join('\n'),
    );
  });

  it.each<[PatternCode, string, string]>([
    ['NORMAL', '1234', '1234'],
    ['BOX', '1234', '*1234'],
    ['IBOX', '1234', '**1234'],
    ['R', '1234', '1234*'],
    ['P-H', '0234', '+234'],
    ['P-B', '1230', '123+'],
    ['L-H', '1234', '123*4'],
    ['L-B', '1234', '1*234'],
    ['L-H', '123', '12*3'],
    ['L-B', '123', '1*23'],
    ['BOX', '12', '*12'],
    ['P-H', '012345', '+12345'],
  ])('writes %s %s as %s and reads it back', (pattern, number, mark) => {
    const t = ticket({ lines: [{ number, pattern, amounts: { B: c(100) } }] });
    expect(renderReceipt(t).split('\n')[3]).toBe(`${mark} B1`);
    expect(roundTrip(t)).toStrictEqual(t);
  });

  it('reads the P-H / P-B running digit back as 0 (it is no part of the bet)', () => {
    const t = ticket({ lines: [{ number: '7234', pattern: 'P-H', amounts: { B: c(100) } }] });
    expect(roundTrip(t).lines[0]?.number).toBe('0234');
  });

  it.each<[Partial<Record<BetTypeCode, Cents>>, string]>([
    [{ B: c(100), S: c(200), '3A': c(300), '3C': c(400), '4A': c(500) }, 'B1 S2 A3 C4 D5'],
    [{ '4A': c(5), '3C': c(10), B: c(1), S: c(123456) }, 'B0.01 S1234.56 C0.1 D0.05'],
    [{ '4SB': c(100), '4SC': c(200), '4SD': c(300), '4SE': c(400), '4C': c(500) }, '4SB1 4SC2 4SD3 4SE4 4C5'],
    [{ '3SB': c(100), '3F': c(250) }, '3SB1 3F2.5'],
    [{ '2A': c(100), '2SE': c(100), '2F': c(1) }, '2A1 2SE1 2F0.01'],
    [{ '5D': c(100) }, '5D1'],
    [{ '6D': c(100000) }, '6D1000'],
  ])('writes amounts %j as "%s"', (amounts, expected) => {
    const number = '5D' in amounts ? '12345' : '6D' in amounts ? '123456' : '1234';
    const t = ticket({ lines: [{ number, pattern: 'NORMAL', amounts }] });
    expect(renderReceipt(t).split('\n')[3]).toBe(`${number} ${expected}`);
    expect(roundTrip(t)).toStrictEqual(t);
  });

  it.each<[string, ReceiptLine, string, string]>([
    [
      'one type cut',
      {
        number: '1234',
        pattern: 'NORMAL',
        amounts: { B: c(1000), S: c(500) },
        accepted: { B: c(1000), S: c(250) },
      },
      '1234 B10 S5>2.5',
      'T:12.50',
    ],
    [
      'sold out',
      { number: '1234', pattern: 'R', amounts: { B: c(1000) }, accepted: { B: c(0) } },
      '1234* B10>0',
      'T:0.00',
    ],
    [
      'IBOX shares, total counts once',
      { number: '1123', pattern: 'IBOX', amounts: { B: c(1200) }, accepted: { B: c(600) } },
      '**1123 B12>6',
      'T:6.00',
    ],
    [
      'BOX multiplies the accepted amount',
      {
        number: '1123',
        pattern: 'BOX',
        amounts: { B: c(100), '3A': c(100) },
        accepted: { B: c(50), '3A': c(100) },
      },
      '*1123 B1>0.5 A1',
      'T:18.00',
    ],
  ])('writes a cut line (%s)', (_name, line, expectedLine, expectedTotal) => {
    const t = ticket({ lines: [line] });
    const text = renderReceipt(t).split('\n');
    expect(text[3]).toBe(expectedLine);
    expect(text.at(-1)).toBe(expectedTotal);
    expect(roundTrip(t)).toStrictEqual(t);
  });

  it('reads a bet type missing from accepted as sold out', () => {
    const line: ReceiptLine = {
      number: '1234',
      pattern: 'NORMAL',
      amounts: { B: c(100), S: c(100) },
      accepted: { B: c(100) },
    };
    expect(renderReceipt(ticket({ lines: [line] })).split('\n')[3]).toBe('1234 B1 S1>0');
  });

  it('starts a voided ticket with & and reads it back', () => {
    const t = ticket({ cancelled: true });
    const text = renderReceipt(t);
    expect(text.startsWith('&#10023 22/11/2025 14:05:09\n')).toBe(true);
    expect(isCancelledReceipt(text)).toBe(true);
    expect(roundTrip(t)).toStrictEqual(t);
  });

  it('writes several pools and dates in their order, the year across new year', () => {
    const t = ticket({
      placedAt: { date: '2025-12-30', time: '23:59:59' },
      drawDates: ['2026-01-03', '2025-12-31', '2026-01-01'],
      pools: ['nl', 'gd', 'sr', 'sn', 'sb', 'sg', 'tt', 'kd', 'mg'],
    });
    const text = renderReceipt(t).split('\n');
    expect(text[1]).toBe('D:03/01,31/12,01/01');
    expect(text[2]).toBe('P:EGWDBSTKM');
    expect(text.at(-1)).toBe('T:27.00');
    expect(roundTrip(t)).toStrictEqual(t);
  });

  it('finds 29 February in the nearest leap year', () => {
    const t = ticket({ placedAt: { date: '2027-12-01', time: '08:00:00' }, drawDates: ['2028-02-29'] });
    expect(roundTrip(t)).toStrictEqual(t);
  });

  it.each([
    ['plain', 'Ah Meng table 3', 'R:Ah Meng table 3'],
    ['empty', '', 'R:'],
    ['newlines', 'line one\nline two\r\nthree', 'R:line one\\nline two\\r\\nthree'],
    ['backslashes', 'C:\\new\\n', 'R:C:\\\\new\\\\n'],
    ['controls', 'tab\there\u2028x\u0000', 'R:tab\\u0009here\\u2028x\\u0000'],
    ['look-alikes', 'T:1.00 & #99 P:M', 'R:T:1.00 & #99 P:M'],
    ['unicode', '  老板 🎲 ', 'R:  老板 🎲 '],
  ])('keeps a %s remark on one line and reads it back', (_name, remark, line) => {
    const t = ticket({ remark });
    const text = renderReceipt(t).split('\n');
    expect(text.at(-2)).toBe(line);
    expect(roundTrip(t)).toStrictEqual(t);
  });

  it('prints the remark and the phone of a normal-mode order, and reads them back', () => {
    const t = ticket({ remark: 'Uncle Lim', phone: '0123456789' });
    expect(renderReceipt(t)).toBe(
      '#10023 22/11/2025 14:05:09\nD:25/11\nP:M\n1234 B1\nR:Uncle Lim\nTel:0123456789\nT:1.00',
    );
    expect(roundTrip(t)).toStrictEqual(t);
    const phoneOnly = ticket({ phone: '+60 12-345 6789' });
    expect(renderReceipt(phoneOnly).split('\n').at(-2)).toBe('Tel:+60 12-345 6789');
    expect(roundTrip(phoneOnly)).toStrictEqual(phoneOnly);
  });

  it.each<[string, Partial<ReceiptTicket>]>([
    ['an id with a space', { ticketId: '10 23' }],
    ['an empty id', { ticketId: '' }],
    ['no such date', { placedAt: { date: '2025-02-29', time: '10:00:00' } }],
    ['no such time', { placedAt: { date: '2025-02-28', time: '24:00:00' } }],
    ['a draw date too far', { drawDates: ['2026-06-01'] }],
    ['a one-digit number', { lines: [{ number: '1', pattern: 'NORMAL', amounts: { B: c(100) } }] }],
    ['a negative amount', { lines: [{ number: '12', pattern: 'NORMAL', amounts: { '2A': c(-100) } }] }],
  ])('refuses to write %s', (_name, overrides) => {
    expect(() => renderReceipt(ticket(overrides))).toThrow(RangeError);
  });
});

describe('acceptedTotal', () => {
  it('counts accepted amounts x multiplier x pools x dates', () => {
    const t = ticket({
      pools: ['mg', 'kd'],
      lines: [{ number: '1234', pattern: 'R', amounts: { B: c(1000) }, accepted: { B: c(400) } }],
    });
    expect(acceptedTotal(t)).toBe(1600);
    expect(ticketTotal(t)).toBe(4000);
  });
});

describe('parseReceipt', () => {
  const valid = renderReceipt(ticket({ remark: 'x' }));

  it('tolerates CRLF, blank lines, spaces and lower case', () => {
    const messy =
      '\r\n  #10023  22/11/2025   14:05:09 \r\nd: 25/11 \r\n\r\np:m\r\n 1234   b1 \r\nR:x\r\nt:1.00\r\n';
    expect(parseReceipt(messy)).toStrictEqual(parseReceipt(valid));
    expect(parseReceipt(valid).ok).toBe(true);
  });

  it('reads a grouped total and explicit bet-type codes', () => {
    const text = '#1 01/12/2025 09:00:00\nD:03/12\nP:T\n1234 3A1000 4A100\nT:1,100.00';
    const parsed = parseReceipt(text);
    expect(parsed.ok && parsed.value.lines[0]?.amounts).toStrictEqual({ '3A': 100000, '4A': 10000 });
  });

  it.each([
    ['', 'at least'],
    ['hello', 'at least'],
    ['#1 01/12/2025 09:00:00\nD:03/12\nP:T', 'line 4: expected the total'],
    ['10023 01/12/2025 09:00:00\nD:03/12\nP:T\nT:0.00', 'line 1: expected "#id'],
    ['#1 31/11/2025 09:00:00\nD:03/12\nP:T\nT:0.00', 'line 1: no such date'],
    ['#1 01/12/2025 09:00:00\nD:03/13\nP:T\nT:0.00', 'line 2: "03/13"'],
    ['#1 01/12/2025 09:00:00\nD:03/12\nP:TX\nT:0.00', 'line 3: unknown pool letter X'],
    ['#1 01/12/2025 09:00:00\nD:03/12\nP:T\n12a4 B1\nT:1.00', 'line 4: "12a4" is no bet number'],
    ['#1 01/12/2025 09:00:00\nD:03/12\nP:T\n1234567 B1\nT:1.00', 'line 4: "1234567"'],
    ['#1 01/12/2025 09:00:00\nD:03/12\nP:T\n1234 X1\nT:1.00', 'line 4: "X1" is no amount'],
    ['#1 01/12/2025 09:00:00\nD:03/12\nP:T\n1234 B1 b2\nT:3.00', 'line 4: B appears twice'],
    ['#1 01/12/2025 09:00:00\nD:03/12\nP:T\n1234 B1\nT:2.00', 'line 5: the total 2.00 does not match'],
    ['#1 01/12/2025 09:00:00\nD:03/12\nP:T\n1234 B1\nR:a\\qb\nT:1.00', 'line 5: remark'],
    ['#1 01/12/2025 09:00:00\nD:03/12\nP:T\nR:a\n1234 B1\nT:1.00', 'line 4: "R:a"'],
  ])('refuses %j with a message', (text, message) => {
    const parsed = parseReceipt(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toContain(message);
  });

  it('refuses totals too large for cents without throwing', () => {
    const text = '#1 01/12/2025 09:00:00\nD:03/12\nP:MKTSBDWGE\n*123456 B99999999999\nT:0.00';
    expect(parseReceipt(text).ok).toBe(false);
  });
});

describe('receiptTicketId and isCancelledReceipt', () => {
  it.each([
    ['#10023 22/11/2025 14:05:09\nT:1.00', '10023', false],
    ['&#10023 22/11/2025 14:05:09\nT:1.00', '10023', true],
    ['  & #A-7_x 22/11', 'A-7_x', true],
    ['#55 Cancelled', '55', true],
    ['#56\nR:not CANCELLED yet', '56', true],
    ['10023 no hash', null, false],
    ['', null, false],
  ])('%j has id %j, cancelled %j', (text, id, cancelled) => {
    expect(receiptTicketId(text)).toBe(id);
    expect(isCancelledReceipt(text)).toBe(cancelled);
  });
});

// A valid ticket: draw dates within 182 days of the bet date, canonical P-H / P-B digit, `accepted`
// only on a cut line and then with every bet type of the line.
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const two = (n: number) => String(n).padStart(2, '0');

const lineArb: fc.Arbitrary<ReceiptLine> = fc
  .record({
    digits: fc.stringMatching(/^\d{2,6}$/),
    pattern: fc.constantFrom(...PATTERN_CODES),
    amounts: fc.uniqueArray(
      fc.tuple(fc.constantFrom(...BET_TYPE_CODES), fc.integer({ min: 0, max: 1_000_000 }), fc.nat()),
      { selector: ([code]) => code, maxLength: 5 },
    ),
    cut: fc.boolean(),
  })
  .map(({ digits, pattern, amounts, cut }) => {
    let number = digits;
    if (pattern === 'P-H') number = `0${digits.slice(1)}`;
    if (pattern === 'P-B') number = `${digits.slice(0, -1)}0`;
    const safePattern = digits.length < 3 && (pattern === 'L-H' || pattern === 'L-B') ? 'L-H' : pattern;
    const line: ReceiptLine = {
      number,
      pattern: safePattern,
      amounts: Object.fromEntries(amounts.map(([code, a]) => [code, a])) as ReceiptLine['amounts'],
    };
    const accepted = amounts.map(([code, a, r]) => [code, r % (a + 1)] as const);
    if (cut && accepted.some(([code, a]) => a !== line.amounts[code])) {
      line.accepted = Object.fromEntries(accepted) as ReceiptLine['amounts'];
    }
    return line;
  });

const ticketArb: fc.Arbitrary<ReceiptTicket> = fc
  .record({
    ticketId: fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/),
    day: fc.integer({ min: 10_957, max: 47_480 }), // 2000-01-01 .. 2099-12-31
    time: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.nat(59), fc.nat(59)),
    offsets: fc.array(fc.integer({ min: -182, max: 182 }), { maxLength: 4 }),
    pools: fc.array(fc.constantFrom(...POOL_CODES), { maxLength: 4 }),
    lines: fc.array(lineArb, { maxLength: 6 }),
    cancelled: fc.boolean(),
    remark: fc.option(
      fc.oneof(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: fc.constantFrom('\\', 'n', 'r', 'u', '0', '\n', '\r', ' ', 'R', ':') }),
      ),
      { nil: undefined },
    ),
    phone: fc.option(fc.string({ unit: fc.constantFrom('0', '9', '+', ' ', '-', '\\', 'T', ':', '\n') }), {
      nil: undefined,
    }),
  })
  .map(({ day, time, offsets, remark, phone, ...rest }) => ({
    ...rest,
    placedAt: { date: isoDay(day * DAY_MS), time: time.map(two).join(':') },
    drawDates: offsets.map((o) => isoDay((day + o) * DAY_MS)),
    ...(remark === undefined ? {} : { remark }),
    ...(phone === undefined ? {} : { phone }),
  }));

describe('receipt properties', () => {
  it('reads back every valid ticket it writes', () => {
    fc.assert(
      fc.property(ticketArb, (t) => {
        expect(roundTrip(t)).toStrictEqual(t);
      }),
    );
  });

  it('agrees with ticketTotal when nothing was cut', () => {
    fc.assert(
      fc.property(ticketArb, (t) => {
        const uncut = { ...t, lines: t.lines.map(({ accepted: _accepted, ...line }) => line) };
        expect(acceptedTotal(uncut)).toBe(ticketTotal(uncut));
      }),
    );
  });

  it('finds the id and the voided mark of every receipt', () => {
    fc.assert(
      fc.property(ticketArb, (t) => {
        const text = renderReceipt(t);
        expect(receiptTicketId(text)).toBe(t.ticketId);
        expect(isCancelledReceipt(text)).toBe(t.cancelled || /cancelled/i.test(t.remark ?? ''));
      }),
    );
  });

  it('never throws on arbitrary or damaged text', () => {
    const damaged = fc
      .tuple(ticketArb, fc.nat(), fc.nat(20), fc.string({ maxLength: 5 }))
      .map(([t, at, cut, insert]) => {
        const text = renderReceipt(t);
        const i = at % (text.length + 1);
        return text.slice(0, i) + insert + text.slice(i + cut);
      });
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), damaged), (text) => {
        const parsed = parseReceipt(text);
        expect(typeof parsed.ok).toBe('boolean');
        if (parsed.ok) expect(parseReceipt(renderReceipt(parsed.value))).toStrictEqual(parsed);
        receiptTicketId(text);
        isCancelledReceipt(text);
      }),
    );
  });
});
