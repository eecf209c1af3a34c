import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BET_TYPE_CODES,
  EAT_SEQUENCES,
  EAT_TYPE_BET,
  type BetTypeCode,
  type EatSequence,
} from '../bet-types.js';
import type { Cents } from '../money.js';
import { PATTERN_CODES } from '../patterns.js';
import { POOLS, poolRunsGame, type PoolCode } from '../pools.js';
import type { BetLine, Ticket } from '../ticket.js';
import { ticketTotal } from '../totals.js';
import { betTypesForLength } from './bet-line.js';
import { defaultPoolsOf } from './parse.js';
import { formatOrderString, parseOrderString, type OrderContext, type OrderParseResult } from './index.js';

const OPEN = ['2026-11-25', '2026-11-28', '2026-11-29', '2026-12-01', '2026-12-02'];
const POOL_ORDER: PoolCode[] = POOLS.map((p) => p.code);

const contextArb: fc.Arbitrary<OrderContext> = fc.record({
  eatSequence: fc.constantFrom(...EAT_SEQUENCES),
  openDates: fc.constant(OPEN),
  defaultPools: fc.option(fc.subarray(POOL_ORDER, { minLength: 1 }), { nil: undefined }),
});

// --- valid tickets, as the parser builds them -----------------------------------------------

/** Amounts that fit the 4 characters of an order line: 9999, 99.5, 9.99. */
const amountArb: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: 1, max: 9999 }).map((whole) => whole * 100),
  fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 9 })).map(([w, d]) => w * 100 + d * 10),
  fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 99 })).map(([w, f]) => w * 100 + f),
);

const digitsArb = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

function lineArb(pools: readonly PoolCode[]): fc.Arbitrary<BetLine> {
  const lengths = [3, 4];
  if (pools.every((p) => poolRunsGame(p, '5D'))) lengths.push(5);
  if (pools.every((p) => poolRunsGame(p, '6D'))) lengths.push(6);
  return fc.constantFrom(...lengths).chain((length) => {
    const typesArb = fc.subarray([...betTypesForLength(length)], { minLength: 1 });
    const amountsArb = typesArb.chain((types) =>
      fc
        .tuple(...types.map(() => amountArb))
        .map((values) => Object.fromEntries(types.map((type, i) => [type, values[i] as Cents]))),
    );
    const patternArb = length >= 5 ? fc.constant('NORMAL' as const) : fc.constantFrom(...PATTERN_CODES);
    return fc.record({ number: digitsArb(length), pattern: patternArb, amounts: amountsArb }).map((line) => {
      // The parser stores '0' at the running digit of P-H / P-B.
      if (line.pattern === 'P-H') return { ...line, number: `0${line.number.slice(1)}` };
      if (line.pattern === 'P-B') return { ...line, number: `${line.number.slice(0, -1)}0` };
      return line;
    });
  });
}

const headArb = fc.record({
  drawDates: fc.subarray(OPEN, { minLength: 1 }),
  pools: fc.subarray(POOL_ORDER, { minLength: 1 }),
});

function ticketArb(maxLines: number, head = headArb, minLines = 1): fc.Arbitrary<Ticket> {
  return head.chain((h) =>
    fc
      .array(lineArb(h.pools), { minLength: minLines, maxLength: maxLines })
      .map((lines) => ({ ...h, lines })),
  );
}

const ticketsArb = fc.array(ticketArb(10), { minLength: 1, maxLength: 4 });

// --- a second, playful printer: the many ways a user may type the same tickets --------------

type Gen = fc.GeneratorValue;

function sameAmounts(a: BetLine['amounts'] | undefined, b: BetLine['amounts']): boolean {
  if (a === undefined) return false;
  const keys = Object.keys(b) as BetTypeCode[];
  return Object.keys(a).length === keys.length && keys.every((k) => a[k] === b[k]);
}

function amountText(g: Gen, amount: number): string {
  const whole = Math.floor(amount / 100);
  const fraction = amount % 100;
  const short =
    fraction === 0
      ? `${whole}`
      : fraction % 10 === 0
        ? `${whole}.${fraction / 10}`
        : `${whole}.${String(fraction).padStart(2, '0')}`;
  const long = `${whole}.${String(fraction).padStart(2, '0')}`;
  return long.length <= 4 && g(fc.boolean) ? long : short;
}

function headText(line: BetLine): string {
  const n = line.number;
  const heads: Record<BetLine['pattern'], string> = {
    NORMAL: n,
    BOX: `*${n}`,
    IBOX: `**${n}`,
    R: `${n}*`,
    'P-H': `+${n.slice(1)}`,
    'P-B': `${n.slice(0, -1)}+`,
    'L-H': `${n.slice(0, -1)}*${n.slice(-1)}`,
    'L-B': `${n.slice(0, 1)}*${n.slice(1)}`,
  };
  return heads[line.pattern];
}

function amountsText(g: Gen, line: BetLine, sequence: EatSequence): string {
  const length = line.number.length;
  const entries = Object.entries(line.amounts) as [BetTypeCode, number][];
  if (length >= 5) return `#${amountText(g, entries[0]![1])}`;
  const slots = sequence.order.filter((e) => length === 4 || e === 'A' || e === 'C');
  if (g(fc.boolean)) {
    const explicit = slots
      .filter((e) => line.amounts[EAT_TYPE_BET[e]] !== undefined)
      .map((e) => `#${g(fc.boolean) ? e.toLowerCase() : e}${amountText(g, line.amounts[EAT_TYPE_BET[e]]!)}`);
    return g(fc.shuffledSubarray, explicit, { minLength: explicit.length }).join('');
  }
  const values = slots.map((e) => line.amounts[EAT_TYPE_BET[e]]);
  const last = values.findLastIndex((v) => v !== undefined);
  return values
    .slice(0, last + 1)
    .map((v) => `#${v === undefined ? '' : amountText(g, v)}`)
    .join('');
}

function dateText(g: Gen, dates: string[]): string {
  const count = OPEN.findIndex((d, i) => d !== dates[i]);
  const prefix = count === -1 ? OPEN.length : count;
  if (prefix === dates.length && g(fc.boolean))
    return dates.length === 1 && g(fc.boolean) ? 'D' : `D${dates.length}`;
  const days = dates.map((d) => d.slice(8));
  if (g(fc.boolean)) days.push(days[0]!);
  return `D${g(fc.shuffledSubarray, days, { minLength: days.length }).join('#')}`;
}

function poolText(g: Gen, pools: PoolCode[]): string {
  const byId = g(fc.boolean);
  const names = pools.map((code) => {
    const pool = POOLS.find((p) => p.code === code)!;
    return byId ? String(pool.id) : pool.letter;
  });
  return `#${g(fc.shuffledSubarray, names, { minLength: names.length }).join('')}`;
}

/** Random spaces, letter case and blank lines: none of it may change the meaning. */
function decorate(g: Gen, line: string): string {
  let out = '';
  for (const char of line) {
    if (g(fc.integer, { min: 0, max: 5 }) === 0) out += g(fc.constantFrom, ' ', '\t', '\u00a0');
    out += g(fc.boolean) ? char.toLowerCase() : char;
  }
  return out;
}

function typeTickets(g: Gen, tickets: Ticket[], context: OrderContext): string {
  const out: string[] = [];
  let previous: BetLine['amounts'] | undefined;
  const defaults = { drawDates: OPEN.slice(0, 1), pools: defaultPoolsOf(context.defaultPools) };
  // Header lines that could be left out are typed only when they fit in 50 lines.
  const roomy = tickets.reduce((n, t) => n + 2 + t.lines.length, 0) <= 50;
  const optional = () => roomy && g(fc.boolean);
  for (const [index, ticket] of tickets.entries()) {
    const before = index === 0 ? defaults : tickets[index - 1]!;
    const sameDates = before.drawDates.join() === ticket.drawDates.join();
    const samePools = before.pools.join() === ticket.pools.join();
    let date = !sameDates || optional();
    const pool = !samePools || optional() || (index > 0 && !date);
    if (index > 0 && !pool) date = true;
    if (date) out.push(dateText(g, ticket.drawDates));
    if (pool) out.push(poolText(g, ticket.pools));
    for (const line of ticket.lines) {
      const bare = sameAmounts(previous, line.amounts) && g(fc.boolean);
      out.push(headText(line) + (bare ? '' : amountsText(g, line, context.eatSequence)));
      previous = line.amounts;
    }
  }
  return out
    .flatMap((line) =>
      g(fc.integer, { min: 0, max: 4 }) === 0 ? ['', decorate(g, line)] : [decorate(g, line)],
    )
    .join(g(fc.constantFrom, '\n', '\r\n'));
}

// --- checks ----------------------------------------------------------------------------------

function lineTotal(result: OrderParseResult): number {
  return result.lines.reduce((sum, l) => sum + (l.total ?? 0), 0);
}

describe('round trips', () => {
  it('format then parse gives back generated tickets', () => {
    fc.assert(
      fc.property(ticketsArb, contextArb, (tickets, context) => {
        const printed = formatOrderString(tickets, context);
        expect(printed).toMatchObject({ ok: true });
        if (!printed.ok) return;
        const parsed = parseOrderString(printed.text, context);
        expect(parsed).toMatchObject({ ok: true });
        if (parsed.ok) expect(parsed.tickets).toEqual(tickets);
      }),
      { numRuns: 300 },
    );
  });

  it('parses the many ways of typing tickets into those tickets, with totals that agree', () => {
    // Up to 50 bet lines under the default date and pool: no room for header lines.
    const longTicketArb = ticketArb(
      50,
      fc.constant({ drawDates: OPEN.slice(0, 1), pools: ['mg' as PoolCode] }),
      45,
    );
    const orderArb = fc.oneof(
      { arbitrary: ticketsArb, weight: 4 },
      { arbitrary: longTicketArb.map((t) => [t]), weight: 1 },
    );
    fc.assert(
      fc.property(orderArb, contextArb, fc.gen(), (tickets, context, g) => {
        const ctx =
          tickets.length === 1 && tickets[0]!.lines.length > 48
            ? { ...context, defaultPools: ['mg' as PoolCode] }
            : context;
        const text = typeTickets(g, tickets, ctx);
        const parsed = parseOrderString(text, ctx);
        if (!parsed.ok) throw new Error(`${JSON.stringify(text)}: ${JSON.stringify(parsed.errors)}`);
        expect(parsed.tickets).toEqual(tickets);
        expect(lineTotal(parsed)).toBe(parsed.tickets.reduce((s, t) => s + ticketTotal(t), 0));
        // Every ticket the parser produces prints and reads back the same.
        const printed = formatOrderString(parsed.tickets, ctx);
        expect(printed).toMatchObject({ ok: true });
        if (!printed.ok) return;
        const again = parseOrderString(printed.text, ctx);
        expect(again.ok && again.tickets).toEqual(parsed.tickets);
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('formatOrderString answers, not throws, for odd tickets', () => {
    const oddLine = fc.record({
      number: fc.string({ maxLength: 8 }),
      pattern: fc.constantFrom(...PATTERN_CODES),
      amounts: fc.dictionary(fc.constantFrom(...BET_TYPE_CODES), fc.oneof(fc.integer(), fc.double())),
    }) as fc.Arbitrary<BetLine>;
    const oddTicket = fc.record({
      drawDates: fc.array(fc.oneof(fc.constantFrom(...OPEN), fc.string()), { maxLength: 3 }),
      pools: fc.array(fc.constantFrom(...POOL_ORDER), { maxLength: 3 }),
      lines: fc.array(oddLine, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(oddTicket, { maxLength: 3 }), contextArb, (tickets, context) => {
        const result = formatOrderString(tickets, context);
        if (result.ok) expect(parseOrderString(result.text, context).ok).toBe(true);
        else expect(result.message.length).toBeGreaterThan(0);
      }),
    );
  });
});
