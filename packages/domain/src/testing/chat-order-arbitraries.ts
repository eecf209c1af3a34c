import fc from 'fast-check';
import { PATTERN_CODES, type PatternCode } from '../patterns.js';
import { availablePools, poolByCode, poolRunsGame, type PoolCode } from '../pools.js';
import { OPEN } from './chat-order-context.js';

/**
 * TEST-ONLY. Orders from chat (rules.md "Orders from chat"): generated bets in groups of dates
 * and pools, their canonical order string, and the same bets written in the chat dialect as a
 * sender might: every bet form, permuted and regrouped, headers on their own lines or in front of
 * a bet, repeated, carried over lines and blank lines.
 */

type Eat = 'B' | 'S' | 'A' | 'C' | 'D';
export interface GenBet {
  digits: string;
  pattern: PatternCode;
  /** eat type and amount text; a 5D/6D amount has no eat type */
  amounts: { eat: Eat | null; text: string }[];
}
export interface Group {
  dates: string[] | null;
  pools: PoolCode[] | null;
  bets: GenBet[];
}

const POOLS = availablePools('normal').map((pool) => pool.code);

const amountText = fc.oneof(
  fc.integer({ min: 1, max: 9999 }).map(String),
  fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 9 })).map(([w, d]) => `${w}.${d}`),
  fc
    .tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 99 }))
    .map(([w, f]) => `${w}.${String(f).padStart(2, '0')}`),
);

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

function betArb(pools: readonly PoolCode[]): fc.Arbitrary<GenBet> {
  const lengths = [3, 4];
  if (pools.every((p) => poolRunsGame(p, '5D'))) lengths.push(5);
  if (pools.every((p) => poolRunsGame(p, '6D'))) lengths.push(6);
  return fc.constantFrom(...lengths).chain((length) => {
    const eats: Eat[] = length === 4 ? ['B', 'S', 'A', 'C', 'D'] : length === 3 ? ['A', 'C'] : [];
    const amounts =
      length >= 5
        ? amountText.map((text) => [{ eat: null, text }])
        : fc
            .shuffledSubarray(eats, { minLength: 1 })
            .chain((chosen) => fc.tuple(...chosen.map((eat) => amountText.map((text) => ({ eat, text })))));
    const pattern = length >= 5 ? fc.constant<PatternCode>('NORMAL') : fc.constantFrom(...PATTERN_CODES);
    return fc.record({ digits: digits(length), pattern, amounts });
  });
}

const groupArb = (first: boolean): fc.Arbitrary<Group> =>
  fc
    .record({
      dates: first
        ? fc.option(fc.subarray(OPEN, { minLength: 1, maxLength: 2 }), { nil: null })
        : fc.subarray(OPEN, { minLength: 1, maxLength: 2 }),
      pools: first
        ? fc.option(fc.subarray(POOLS, { minLength: 1, maxLength: 3 }), { nil: null })
        : fc.subarray(POOLS, { minLength: 1, maxLength: 3 }),
    })
    .chain(({ dates, pools }) =>
      fc
        .array(betArb(pools ?? ['mg']), { minLength: 1, maxLength: 4 })
        .map((bets) => ({ dates, pools, bets })),
    );

export const groupsArb = fc
  .tuple(groupArb(true), fc.array(groupArb(false), { maxLength: 2 }))
  .map(([first, rest]) => [first, ...rest]);

// --- the canonical order string ----------------------------------------------------------------

/** The number with the order string's pattern marks (as one-grammar.property.test.ts). */
function marked(digitsText: string, pattern: PatternCode): string {
  const n = digitsText;
  switch (pattern) {
    case 'NORMAL':
      return n;
    case 'BOX':
      return `*${n}`;
    case 'IBOX':
      return `**${n}`;
    case 'R':
      return `${n}*`;
    case 'P-H':
      return `+${n.slice(1)}`;
    case 'P-B':
      return `${n.slice(0, -1)}+`;
    case 'L-H':
      return `${n.slice(0, -1)}*${n.slice(-1)}`;
    case 'L-B':
      return `${n.slice(0, 1)}*${n.slice(1)}`;
  }
}

const day = (date: string) => date.slice(8, 10);
const letters = (pools: readonly PoolCode[]) => pools.map((code) => poolByCode(code).letter).join('');

export function canonical(groups: readonly Group[]): string {
  const lines: string[] = [];
  for (const group of groups) {
    if (group.dates) lines.push(`D${group.dates.map(day).join('#')}`);
    if (group.pools) lines.push(`#${letters(group.pools)}`);
    for (const bet of group.bets) {
      const amounts = bet.amounts.map(({ eat, text }) => `#${eat ?? ''}${text}`).join('');
      lines.push(`${marked(bet.digits, bet.pattern)}${amounts}`);
    }
  }
  return lines.join('\n');
}

// --- the same bets in the chat dialect, written as a sender might ---------------------------------

export type Gen = fc.GeneratorValue;
/** One value of `arb`, drawn inside the property (shrinks with it). */
export const draw = <T>(g: Gen, arb: fc.Arbitrary<T>): T => g(() => arb);
const coin = (g: Gen) => draw(g, fc.boolean());
const either = (g: Gen, text: string) => (coin(g) ? text.toLowerCase() : text);

function chatDate(g: Gen, date: string): string {
  const [year, month, dayOfMonth] = date.split('-') as [string, string, string];
  const form = draw(g, fc.constantFrom('dd/mm', 'd/m', 'dd/mm/yyyy', 'dd/mm/yy'));
  const d = form === 'd/m' ? String(Number(dayOfMonth)) : dayOfMonth;
  const m = form === 'd/m' ? String(Number(month)) : month;
  if (form === 'dd/mm/yyyy') return `${d}/${m}/${year}`;
  if (form === 'dd/mm/yy') return `${d}/${m}/${year.slice(2)}`;
  return `${d}/${m}`;
}

function chatDates(g: Gen, dates: readonly string[]): string {
  if (draw(g, fc.integer({ min: 0, max: 4 })) === 0) return `D${dates.map(day).join('#')}`; // Lotto's own word
  return draw(g, fc.shuffledSubarray([...dates], { minLength: dates.length, maxLength: dates.length }))
    .map((date) => chatDate(g, date))
    .join(' ');
}

function chatPools(g: Gen, pools: readonly PoolCode[]): string {
  const shuffled = draw(
    g,
    fc.shuffledSubarray([...letters(pools)], { minLength: pools.length, maxLength: pools.length }),
  );
  const form = draw(g, fc.constantFrom('together', 'lotto', 'separated'));
  // `D` alone is Lotto's date line (the next draw): STC alone is written `#D`
  if (form === 'lotto' || shuffled.join('') === 'D') return either(g, `#${shuffled.join('')}`);
  if (form === 'together') return either(g, shuffled.join(''));
  return shuffled
    .map(
      (letter, i) => (i === 0 ? '' : draw(g, fc.constantFrom(' ', '+', ',', '/', ' + '))) + either(g, letter),
    )
    .join('');
}

function chatPair(g: Gen, eat: Eat, text: string, amountFirst: boolean): string {
  return amountFirst ? `${text}${either(g, eat)}` : `${either(g, eat)}${text}`;
}

function chatBet(g: Gen, bet: GenBet): string {
  const wordMark = (bet.pattern === 'BOX' || bet.pattern === 'IBOX' || bet.pattern === 'R') && coin(g);
  const number = wordMark ? bet.digits : marked(bet.digits, bet.pattern);
  const mark = wordMark
    ? either(g, bet.pattern === 'BOX' ? 'BOX' : bet.pattern === 'IBOX' ? 'IBOX' : 'R')
    : '';
  if (bet.amounts[0]?.eat === null) {
    const text = bet.amounts[0].text;
    const form = draw(g, fc.constantFrom('-', '=', ' - ', ' = ', '#'));
    return `${number}${form}${text}`;
  }
  const amounts = bet.amounts as { eat: Eat; text: string }[];
  const pairs = amounts.map(({ eat, text }) => chatPair(g, eat, text, coin(g)));
  const form = draw(g, fc.constantFrom('dash', 'run', 'space', 'slash', 'spaced-slash', 'comma', 'lotto'));
  if (form === 'lotto' && !wordMark)
    return `${number}${amounts.map(({ eat, text }) => `#${either(g, eat)}${text}`).join('')}`;
  const first = coin(g);
  const run = amounts.map(({ eat, text }) => chatPair(g, eat, text, first)).join('');
  const body =
    form === 'dash'
      ? `-${pairs.join(' ')}`
      : form === 'run'
        ? `${draw(g, fc.constantFrom('-', '=', ' '))}${run}`
        : form === 'slash'
          ? `=${pairs.join('/')}`
          : form === 'spaced-slash'
            ? ` = ${pairs.join(' / ')}`
            : form === 'comma'
              ? ` ${pairs.join(',')}`
              : ` ${pairs.join(' ')}`;
  if (mark === '') return `${number}${body}`;
  // a mark word after the amounts, or straight after the number when the amounts stand apart
  return body.startsWith(' ') && coin(g) ? `${number} ${mark}${body}` : `${number}${body} ${mark}`;
}

export function chatText(g: Gen, groups: readonly Group[]): string {
  const lines: string[] = [];
  let datesInForce: string | null = null;
  let poolsInForce: string | null = null;
  const push = (line: string) => {
    if (lines.length > 0 && draw(g, fc.integer({ min: 0, max: 4 })) === 0) lines.push('');
    lines.push(line);
  };
  for (const group of groups) {
    const dateKey = group.dates ? group.dates.map(day).sort().join('#') : null;
    const poolKey = group.pools ? letters(group.pools) : null;
    // a header is written when it changes, and now and then again when it does not
    const dates = group.dates && (dateKey !== datesInForce || coin(g)) ? chatDates(g, group.dates) : '';
    const pools = group.pools && (poolKey !== poolsInForce || coin(g)) ? chatPools(g, group.pools) : '';
    datesInForce = dateKey ?? datesInForce;
    poolsInForce = poolKey ?? poolsInForce;
    const placement = draw(g, fc.constantFrom('own lines', 'one line', 'with the first bet'));
    const headers = [dates, pools].filter((h) => h !== '');
    if (coin(g)) headers.reverse();
    let prefix = '';
    if (placement === 'own lines') headers.forEach(push);
    else if (placement === 'one line' && headers.length > 0) push(headers.join(' '));
    else prefix = headers.join(' ');

    const bets = draw(
      g,
      fc.shuffledSubarray(group.bets, { minLength: group.bets.length, maxLength: group.bets.length }),
    );
    let current = prefix;
    bets.forEach((bet, i) => {
      const text = chatBet(g, bet);
      // several bets on one line, or a new line; now and then the pools again on a new line
      if (i > 0 && coin(g)) {
        push(current);
        current = pools !== '' && draw(g, fc.integer({ min: 0, max: 5 })) === 0 ? pools : '';
      }
      current = current === '' ? text : `${current} ${text}`;
    });
    push(current);
  }
  return lines.join('\n');
}
