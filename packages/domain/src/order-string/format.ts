import { BET_TYPES, EAT_TYPE_BET, EAT_TYPES, isBetTypeCode } from '../bet-types.js';
import type { Cents } from '../money.js';
import { isPatternCode } from '../patterns.js';
import { isPoolCode, poolByCode, poolRunsGame, type PoolCode } from '../pools.js';
import type { BetLine, Ticket } from '../ticket.js';
import { betTypesForLength, MAX_AMOUNT_CHARS } from './bet-line.js';
import { dayOfMonth } from './header-lines.js';
import { defaultPoolsOf, maxLinesOf, parseOrderString } from './parse.js';
import type { FormatResult, OrderContext } from './types.js';

/** The text the advanced editor starts with (GetAdvancedBetDefaultText): next draw, Magnum. */
export const DEFAULT_ADVANCED_TEXT = 'D\n#1\n';

type Step<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Prints tickets back as an order string (Rebet, Reorder and Edit rely on it): per ticket a
 * date line of days of the month, a pool line of letters, then one line per bet with explicit
 * eat types, so the text does not depend on the user's eat sequence. Reading the text with the
 * same context gives the same tickets. Refuses (ok: false) what the language cannot say: other
 * bet types, closed dates, 2-digit numbers, amounts longer than 4 characters, more lines than
 * `maxLines`.
 *
 * When the full form needs more than `maxLines` lines, header lines the parser would infer
 * anyway are left out: the first ticket's default date and pools, and a date or pool line equal
 * to the previous ticket's (a ticket after the first always keeps one header line).
 *
 * @example
 * formatOrderString([{ drawDates: ['2026-11-25'], pools: ['mg', 'kd'], lines: [
 *   { number: '1234', pattern: 'BOX', amounts: { B: 100, S: 250 } }] }], context)
 * // { ok: true, text: 'D25\n#MK\n*1234#B1#S2.5' }
 */
export function formatOrderString(tickets: readonly Ticket[], context: OrderContext): FormatResult {
  const openDates = Array.isArray(context.openDates) ? context.openDates : [];
  const maxLines = maxLinesOf(context);
  const blocks: { ticket: Ticket; dateLine: string; poolLine: string; betLines: string[] }[] = [];
  for (const [index, ticket] of tickets.entries()) {
    const where = tickets.length === 1 ? 'the ticket' : `ticket ${index + 1}`;
    const block = formatTicket(ticket, openDates);
    if (!block.ok) return { ok: false, message: `${where}: ${block.message}` };
    blocks.push({ ticket, ...block.value });
  }

  let lines = blocks.flatMap((b) => [b.dateLine, b.poolLine, ...b.betLines]);
  if (lines.length > maxLines) {
    const defaults = { drawDates: openDates.slice(0, 1), pools: defaultPoolsOf(context.defaultPools) };
    lines = blocks.flatMap((block, index) => {
      const previous = index === 0 ? defaults : blocks[index - 1]!.ticket;
      const needDate = !sameList(block.ticket.drawDates, previous.drawDates);
      const needPool = !sameList(block.ticket.pools, previous.pools) || (index > 0 && !needDate);
      return [
        ...(needDate ? [block.dateLine] : []),
        ...(needPool ? [block.poolLine] : []),
        ...block.betLines,
      ];
    });
  }
  if (lines.length > maxLines) {
    return {
      ok: false,
      message: `the order needs ${lines.length} lines, an order string holds at most ${maxLines}`,
    };
  }

  const text = lines.join('\n');
  // A safety net for anything the checks above missed: never hand out text that does not read.
  const check = parseOrderString(text, context);
  if (!check.ok) {
    const first = check.errors[0];
    return { ok: false, message: `cannot print this order: line ${first?.line}: ${first?.message}` };
  }
  return { ok: true, text };
}

function formatTicket(
  ticket: Ticket,
  openDates: readonly string[],
): Step<{ dateLine: string; poolLine: string; betLines: string[] }> {
  const dateLine = formatDates(ticket.drawDates, openDates);
  if (!dateLine.ok) return dateLine;
  const poolLine = formatPools(ticket.pools);
  if (!poolLine.ok) return poolLine;
  if (ticket.lines.length === 0) return { ok: false, message: 'it has no bet lines' };
  const betLines: string[] = [];
  for (const line of ticket.lines) {
    const text = formatBetLine(line, ticket.pools);
    if (!text.ok) return { ok: false, message: `${String(line.number)}: ${text.message}` };
    betLines.push(text.value);
  }
  return { ok: true, value: { dateLine: dateLine.value, poolLine: poolLine.value, betLines } };
}

function formatDates(drawDates: readonly string[], openDates: readonly string[]): Step<string> {
  if (drawDates.length === 0) return { ok: false, message: 'it has no draw dates' };
  const days: string[] = [];
  for (const date of drawDates) {
    if (!openDates.includes(date)) return { ok: false, message: `draw date ${date} is not open` };
    const day = dayOfMonth(date);
    if (days.includes(day)) return { ok: false, message: `draw day ${day} is listed twice` };
    // `D05` names the earliest open draw on the 5th; a later one cannot be written.
    const named = openDates.find((d) => dayOfMonth(d) === day);
    if (named !== date) {
      return { ok: false, message: `draw date ${date} cannot be written: D${day} means ${named}` };
    }
    days.push(day);
  }
  return { ok: true, value: `D${days.join('#')}` };
}

function formatPools(pools: readonly PoolCode[]): Step<string> {
  if (pools.length === 0) return { ok: false, message: 'it has no pools' };
  const letters: string[] = [];
  for (const code of pools) {
    if (!isPoolCode(code)) return { ok: false, message: `unknown pool ${String(code)}` };
    const { letter } = poolByCode(code);
    if (letters.includes(letter)) return { ok: false, message: `pool ${code} is listed twice` };
    letters.push(letter);
  }
  return { ok: true, value: `#${letters.join('')}` };
}

function formatBetLine(line: BetLine, pools: readonly PoolCode[]): Step<string> {
  const { number, pattern } = line;
  if (typeof number !== 'string' || !/^[0-9]+$/.test(number)) {
    return { ok: false, message: 'a bet number is made of digits 0-9' };
  }
  if (number.length < 3) {
    return { ok: false, message: '2D bets are placed in normal mode; an order line takes 3 to 6 digits' };
  }
  if (number.length > 6) return { ok: false, message: 'a bet number has at most 6 digits' };
  if (!isPatternCode(pattern)) return { ok: false, message: `unknown pattern ${String(pattern)}` };
  if (number.length >= 5 && pattern !== 'NORMAL') {
    return { ok: false, message: `${number.length}D numbers are bet straight, not ${pattern}` };
  }

  const allowed = betTypesForLength(number.length);
  const printed: string[] = [];
  for (const [type, amount] of Object.entries(line.amounts)) {
    if (amount === undefined || amount === 0) continue;
    if (!isBetTypeCode(type) || !allowed.includes(type)) {
      const message = `bet type ${type} cannot be written in an order line for a ${number.length}-digit number (it takes ${allowed.join(' ')})`;
      return { ok: false, message };
    }
    const game = BET_TYPES[type].game;
    const missing = pools.find((code) => !poolRunsGame(code, game));
    if (missing !== undefined)
      return { ok: false, message: `${poolByCode(missing).name} does not run ${game}` };
  }
  // Explicit eat types in B S A C D order; 5D / 6D lines have their one amount without a type.
  const slots =
    number.length >= 5
      ? allowed.map((type) => ({ type, label: '' }))
      : EAT_TYPES.map((e) => ({ type: EAT_TYPE_BET[e], label: e }));
  for (const { type, label } of slots) {
    const amount = line.amounts[type];
    if (amount === undefined || amount === 0) continue;
    const text = formatAmount(amount);
    if (!text.ok) return { ok: false, message: `${type} ${text.message}` };
    printed.push(`#${label}${text.value}`);
  }
  if (printed.length === 0) return { ok: false, message: 'the line has no amount' };
  return { ok: true, value: formatHead(number, pattern) + printed.join('') };
}

function formatHead(number: string, pattern: BetLine['pattern']): string {
  switch (pattern) {
    case 'NORMAL':
      return number;
    case 'BOX':
      return `*${number}`;
    case 'IBOX':
      return `**${number}`;
    case 'R':
      return `${number}*`;
    case 'P-H':
      return `+${number.slice(1)}`;
    case 'P-B':
      return `${number.slice(0, -1)}+`;
    case 'L-H':
      return `${number.slice(0, -1)}*${number.slice(-1)}`;
    case 'L-B':
      return `${number.slice(0, 1)}*${number.slice(1)}`;
  }
}

/** Cents as the shortest points text: 100 -> '1', 250 -> '2.5', 205 -> '2.05'. */
function formatAmount(amount: Cents): Step<string> {
  if (!Number.isSafeInteger(amount) || amount < 0)
    return { ok: false, message: `amount ${amount} is not a whole number of cents` };
  const whole = Math.floor(amount / 100);
  const fraction = amount % 100;
  const text =
    fraction === 0
      ? `${whole}`
      : fraction % 10 === 0
        ? `${whole}.${fraction / 10}`
        : `${whole}.${String(fraction).padStart(2, '0')}`;
  if (text.length > MAX_AMOUNT_CHARS) {
    return {
      ok: false,
      message: `amount ${text} does not fit the ${MAX_AMOUNT_CHARS} characters of an order line`,
    };
  }
  return { ok: true, value: text };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
