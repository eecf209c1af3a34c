import { describe, expect, it } from 'vitest';
import { DEFAULT_EAT_SEQUENCE, EAT_SEQUENCES } from '../bet-types.js';
import type { Cents } from '../money.js';
import type { BetLine, Ticket } from '../ticket.js';
import { DEFAULT_ADVANCED_TEXT, formatOrderString, parseOrderString, type OrderContext } from './index.js';

const OPEN = ['2026-11-25', '2026-11-28', '2026-11-29', '2026-12-01', '2026-12-02'];
const CONTEXT: OrderContext = { eatSequence: DEFAULT_EAT_SEQUENCE, openDates: OPEN };

const c = (value: number) => value as Cents;
const bet = (number: string, pattern: BetLine['pattern'], amounts: Record<string, number>): BetLine =>
  ({ number, pattern, amounts }) as BetLine;
const ticket = (lines: BetLine[], drawDates = ['2026-11-25'], pools: Ticket['pools'] = ['mg']): Ticket => ({
  drawDates,
  pools,
  lines,
});

function format(tickets: Ticket[], context: Partial<OrderContext> = {}) {
  return formatOrderString(tickets, { ...CONTEXT, ...context });
}

describe('formatOrderString', () => {
  it('prints a date line, a pool line and explicit eat types', () => {
    const t = ticket(
      [
        bet('1234', 'BOX', { B: c(100), S: c(250) }),
        bet('1234', 'NORMAL', { '4A': c(5), '3A': c(1050), '3C': c(999900), B: c(0) }),
        bet('123', 'IBOX', { '3C': c(100) }),
      ],
      ['2026-11-28', '2026-12-01'],
      ['mg', 'kd'],
    );
    expect(format([t])).toEqual({
      ok: true,
      text: 'D28#01\n#MK\n*1234#B1#S2.5\n1234#A10.5#C9999#D0.05\n**123#C1',
    });
  });

  it.each([
    [bet('1234', 'R', { B: c(100) }), '1234*#B1'],
    [bet('0234', 'P-H', { B: c(100) }), '+234#B1'],
    [bet('1230', 'P-B', { B: c(100) }), '123+#B1'],
    [bet('1234', 'L-H', { B: c(100) }), '123*4#B1'],
    [bet('1234', 'L-B', { B: c(100) }), '1*234#B1'],
    [bet('123', 'L-H', { '3A': c(100) }), '12*3#A1'],
    [bet('123', 'L-B', { '3A': c(100) }), '1*23#A1'],
  ])('prints %j as %j', (line, text) => {
    const result = format([ticket([line])]);
    expect(result).toEqual({ ok: true, text: `D25\n#M\n${text}` });
  });

  it('prints 5D and 6D lines with their one amount', () => {
    expect(
      format([
        ticket(
          [bet('12345', 'NORMAL', { '5D': c(100) }), bet('123456', 'NORMAL', { '6D': c(50) })],
          undefined,
          ['tt'],
        ),
      ]),
    ).toEqual({
      ok: true,
      text: 'D25\n#T\n12345#1\n123456#0.5',
    });
  });

  it('reads back the same tickets under every eat sequence', () => {
    const tickets = [
      ticket([bet('1234', 'NORMAL', { S: c(100), '4A': c(200) }), bet('123', 'NORMAL', { '3C': c(300) })]),
      ticket([bet('9876', 'IBOX', { '3A': c(5) })], ['2026-12-02'], ['gd', 'nl']),
    ];
    const printed = format(tickets);
    expect(printed.ok).toBe(true);
    if (!printed.ok) return;
    for (const eatSequence of EAT_SEQUENCES) {
      const parsed = parseOrderString(printed.text, { ...CONTEXT, eatSequence });
      expect(parsed.ok && parsed.tickets).toEqual(tickets);
    }
  });

  it('prints nothing for no tickets', () => {
    expect(format([])).toEqual({ ok: true, text: '' });
  });

  it('leaves out inferable header lines only when the full form is too long', () => {
    const many = Array.from({ length: 48 }, (_, i) => bet(String(1000 + i), 'NORMAL', { B: c(100) }));
    const first = ticket(many);
    const second = ticket([bet('9999', 'NORMAL', { S: c(100) })], ['2026-11-25'], ['kd']);
    const printed = format([first, second]);
    expect(printed.ok).toBe(true);
    if (!printed.ok) return;
    const lines = printed.text.split('\n');
    expect(lines).toHaveLength(50);
    expect(lines[0]).toBe('1000#B1');
    expect(lines[49]).toBe('9999#S1');
    expect(lines[48]).toBe('#K');
    expect(parseOrderString(printed.text, CONTEXT)).toMatchObject({ ok: true, tickets: [first, second] });
    // A short order keeps both header lines.
    expect(format([second])).toEqual({ ok: true, text: 'D25\n#K\n9999#S1' });
  });

  it('refuses an order longer than maxLines even without header lines', () => {
    const many = Array.from({ length: 51 }, (_, i) => bet(String(1000 + i), 'NORMAL', { B: c(100) }));
    expect(format([ticket(many)])).toEqual({ ok: false, message: expect.stringContaining('51 lines') });
  });

  it('says DEFAULT_ADVANCED_TEXT is next draw on Magnum, with no bets yet', () => {
    expect(DEFAULT_ADVANCED_TEXT).toBe('D\n#1\n');
    expect(parseOrderString(DEFAULT_ADVANCED_TEXT, CONTEXT)).toMatchObject({ ok: true, tickets: [] });
  });

  it.each([
    [
      'a 2-digit number',
      ticket([bet('12', 'NORMAL', { '2A': c(100) })]),
      '2D bets are placed in normal mode',
    ],
    [
      'a 7-digit number',
      ticket([bet('1234567', 'NORMAL', { '6D': c(100) })], undefined, ['tt']),
      'at most 6 digits',
    ],
    ['a non-digit number', ticket([bet('12a4', 'NORMAL', { B: c(100) })]), 'digits'],
    ['bet type 4SB', ticket([bet('1234', 'NORMAL', { B: c(100), '4SB': c(100) })]), 'bet type 4SB'],
    ['B on 3 digits', ticket([bet('123', 'NORMAL', { B: c(100) })]), 'bet type B'],
    ['3F', ticket([bet('123', 'NORMAL', { '3F': c(100) })]), 'bet type 3F'],
    ['5D on Magnum', ticket([bet('12345', 'NORMAL', { '5D': c(100) })]), 'Magnum 4D does not run 5D'],
    ['a pattern on 5D', ticket([bet('12345', 'BOX', { '5D': c(100) })], undefined, ['tt']), 'straight'],
    ['an amount of 5 characters', ticket([bet('1234', 'NORMAL', { B: c(1205) })]), '12.05'],
    ['an amount over 9999', ticket([bet('1234', 'NORMAL', { B: c(1_000_000) })]), '10000'],
    ['a negative amount', ticket([bet('1234', 'NORMAL', { B: c(-100) })]), 'cents'],
    ['a fraction of a cent', ticket([bet('1234', 'NORMAL', { B: c(1.5) })]), 'cents'],
    ['no amount', ticket([bet('1234', 'NORMAL', { B: c(0) })]), 'no amount'],
    ['no bet lines', ticket([]), 'no bet lines'],
    [
      'a closed date',
      ticket([bet('1234', 'NORMAL', { B: c(100) })], ['2026-11-26']),
      '2026-11-26 is not open',
    ],
    ['no dates', ticket([bet('1234', 'NORMAL', { B: c(100) })], []), 'no draw dates'],
    ['a date twice', ticket([bet('1234', 'NORMAL', { B: c(100) })], ['2026-11-25', '2026-11-25']), 'twice'],
    ['no pools', ticket([bet('1234', 'NORMAL', { B: c(100) })], undefined, []), 'no pools'],
    ['a pool twice', ticket([bet('1234', 'NORMAL', { B: c(100) })], undefined, ['mg', 'mg']), 'twice'],
    [
      'an unknown pool',
      ticket([bet('1234', 'NORMAL', { B: c(100) })], undefined, ['xx' as 'mg']),
      'unknown pool',
    ],
  ])('refuses %s', (_name, t, message) => {
    const result = format([t]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });

  it('refuses a date that its day of the month does not name', () => {
    const context = { openDates: ['2026-11-25', '2026-12-25'] };
    const t = ticket([bet('1234', 'NORMAL', { B: c(100) })], ['2026-12-25']);
    const result = format([t], context);
    expect(result).toEqual({ ok: false, message: expect.stringContaining('D25 means 2026-11-25') });
    expect(format([ticket(t.lines, ['2026-11-25'])], context).ok).toBe(true);
  });

  it('names the ticket when there are several', () => {
    const good = ticket([bet('1234', 'NORMAL', { B: c(100) })]);
    const bad = ticket([bet('12', 'NORMAL', { B: c(100) })]);
    expect(format([good, bad])).toEqual({ ok: false, message: expect.stringMatching(/^ticket 2: 12: /) });
  });
});
