import type { AppType } from '@lotto/domain/app-type';
import { isBetGroupCode, type EatSequence } from '@lotto/domain/bet-types';
import { parseYmd, parseYmdCompact } from '@lotto/domain/calendar-dates';
import { openDrawDatesByPool, type PoolSchedule } from '@lotto/domain/draw-calendar';
import { validateNormalBet } from '@lotto/domain/normal-bet';
import { parseOrderString, type OrderContext } from '@lotto/domain/order-string';
import { availablePools, poolById, type PoolCode } from '@lotto/domain/pools';
import type { Ticket } from '@lotto/domain/ticket';
import { AppError, validationFailed } from '../../lib/app-error.js';
import type { TicketDraft } from './place-order.rules.js';
import { ORDER_CAPS, type MakeOrderCart } from '@lotto/contract/order';
import { countPatternNumbers } from '@lotto/domain/patterns';
import { ticketCart } from './ticket-cart.js';

export interface OrderCalendar {
  appType: AppType;
  schedules: readonly PoolSchedule[];
  nowMs: number;
  timeZone: string;
}

/** The spec §3 cart object (MakeOrder), as the contract reads it. */
export type Cart = MakeOrderCart;

function drawDateOf(value: string): string | null {
  if (parseYmd(value)) return value;
  return parseYmdCompact(value);
}

function offeredPools(calendar: OrderCalendar): PoolCode[] {
  return availablePools(calendar.appType).map((p) => p.code);
}

// The open dates only change when the local minute does (cut-offs are whole minutes), and every
// order asks for them: remember the last answer.
let lastOpen: {
  key: string;
  schedules: OrderCalendar['schedules'];
  dates: readonly string[];
  byPool: Readonly<Record<string, readonly string[]>>;
} | null = null;

/** The open draw dates of the pools: their union, and each pool's own. */
function openDatesOf(
  calendar: OrderCalendar,
  pools: readonly PoolCode[],
): { dates: readonly string[]; byPool: Readonly<Record<string, readonly string[]>> } {
  const key = `${Math.floor(calendar.nowMs / 60_000)}|${calendar.timeZone}|${pools.join(',')}`;
  if (lastOpen && lastOpen.key === key && lastOpen.schedules === calendar.schedules) return lastOpen;
  const byPool = openDrawDatesByPool(
    calendar.schedules.filter((s) => pools.includes(s.pool as PoolCode)),
    calendar.nowMs,
    calendar.timeZone,
  );
  const dates = Object.freeze([...new Set(Object.values(byPool).flat())].sort());
  lastOpen = { key, schedules: calendar.schedules, dates, byPool };
  return lastOpen;
}

/**
 * What the advanced order path reads an order string against (draftsFromOrderString), for a
 * reading that must agree with it: a chat order's preview (chat/chat-preview.service.ts).
 */
export function orderReadingOf(
  eatSequence: EatSequence,
  calendar: OrderCalendar,
): { pools: PoolCode[]; context: OrderContext } {
  const pools = offeredPools(calendar);
  const open = openDatesOf(calendar, pools);
  return { pools, context: { eatSequence, openDates: open.dates, openDatesByPool: open.byPool } };
}

function openDatesUnion(calendar: OrderCalendar, pools: readonly PoolCode[]): readonly string[] {
  return openDatesOf(calendar, pools).dates;
}

/**
 * The expanded-size caps, counted without expanding anything: the bets (ORDER_CAPS.expandedBets:
 * numbers each line's pattern bets x its pools x its dates) and the sell-limit counters
 * (ORDER_CAPS.counters: those bets x the line's bet types with an amount), summed over the order.
 * Over either cap the order is refused with ORDER_TOO_LARGE naming the cap and the biggest line,
 * before any further work.
 */
export function assertOrderSize(tickets: readonly Ticket[], lineName: (ticket: number) => string): void {
  let bets = 0;
  let counters = 0;
  // The line with the most bets and the one with the most counters, described only when one leads.
  let mostBets = { count: 0, where: '' };
  let mostCounters = { count: 0, where: '' };
  tickets.forEach((ticket, i) => {
    const spread = `on ${ticket.pools.length} pools x ${ticket.drawDates.length} dates`;
    for (const line of ticket.lines) {
      const lineBets =
        countPatternNumbers(line.number, line.pattern) * ticket.pools.length * ticket.drawDates.length;
      const types = Object.values(line.amounts).filter((amount) => amount > 0).length;
      bets += lineBets;
      counters += lineBets * types;
      if (lineBets > mostBets.count) {
        mostBets = { count: lineBets, where: `${lineName(i)}: ${line.number} ${line.pattern} ${spread}` };
      }
      if (lineBets * types > mostCounters.count) {
        mostCounters = {
          count: lineBets * types,
          where: `${lineName(i)}: ${line.number} ${line.pattern} x ${types} bet types ${spread}`,
        };
      }
    }
  });
  if (bets > ORDER_CAPS.expandedBets) {
    throw new AppError(
      'ORDER_TOO_LARGE',
      `This order makes ${bets} bets (numbers of each pattern x pools x dates), at most ` +
        `${ORDER_CAPS.expandedBets} in one order; the biggest is ${mostBets.where} (${mostBets.count})`,
    );
  }
  if (counters > ORDER_CAPS.counters) {
    throw new AppError(
      'ORDER_TOO_LARGE',
      `This order makes ${counters} sell-limit counters (numbers of each pattern x pools x dates x bet ` +
        `types), at most ${ORDER_CAPS.counters} in one order; the biggest is ${mostCounters.where} ` +
        `(${mostCounters.count})`,
    );
  }
}

/** Pool x date drafts, merging the lines (and cart items) of tickets that share a pool and a date. */
function toDrafts(
  tickets: readonly (Ticket & { cartItem?: unknown })[],
  cartJsonOf: (cartItems: unknown[], pool: PoolCode, drawDate: string) => string | null,
): TicketDraft[] {
  const drafts = new Map<string, TicketDraft & { items: unknown[] }>();
  for (const ticket of tickets) {
    for (const drawDate of ticket.drawDates) {
      for (const pool of ticket.pools) {
        const key = `${pool}|${drawDate}`;
        const draft = drafts.get(key) ?? {
          pool,
          drawDate,
          lines: [],
          cartJson: null,
          items: [],
        };
        draft.lines.push(...ticket.lines);
        if (ticket.cartItem !== undefined) draft.items.push(ticket.cartItem);
        drafts.set(key, draft);
      }
    }
  }
  return [...drafts.values()].map(({ items, ...draft }) => ({
    ...draft,
    cartJson: cartJsonOf(items, draft.pool, draft.drawDate),
  }));
}

/** MakeOrder: every cart item validated by the domain rules; the client's totals are ignored. */
export function draftsFromCart(cart: Cart, calendar: OrderCalendar): TicketDraft[] {
  const offered = offeredPools(calendar);
  const openDates = openDatesUnion(calendar, offered);
  const drawDates = cart.dates.map((d, i) => {
    const date = drawDateOf(d.value);
    if (!date) throw validationFailed(`dates[${i}].value: expected YYYYMMDD, got "${d.value}"`);
    return date;
  });
  const tickets = cart.betList.map((item, i) => {
    const pools = item.poolList.map((id) => {
      const pool = poolById(id);
      if (!pool) throw new AppError('INVALID_POOL', `Bet ${i + 1}: no pool with id ${id}`);
      return pool.code;
    });
    const group = item.type && isBetGroupCode(item.type) ? item.type : cart.name;
    const result = validateNormalBet(
      {
        group,
        number: item.number,
        pattern: item.pattern,
        amounts: Object.fromEntries(item.betType.map((t) => [t.shortCode, t.amount])),
        drawDates,
        pools,
      },
      { appType: calendar.appType, openDates },
    );
    if (!result.ok)
      throw new AppError(result.error.code, `Bet ${i + 1} (${item.number}): ${result.error.message}`);
    return { ...result.ticket, cartItem: item };
  });
  assertOrderSize(tickets, (i) => `bet ${i + 1}`);
  // cartObject for Rebet: the cart as read, with this ticket's bet items, pool and date only; whom
  // it was placed for is the ticket's owner, not part of the bets (a rebet is its viewer's own).
  const { ForUsername: _for, ...bets } = cart;
  return toDrafts(tickets, (items, pool, drawDate) =>
    JSON.stringify(ticketCart({ ...bets, betList: items }, pool, drawDate)),
  );
}

/**
 * MakeOrderAdvanced: the order string parsed by the domain. A date line means the open draws of
 * the pools its own block bets on (docs/rules.md, issue 22.2): `D` under `#1` on a Monday means
 * Wednesday, under a daily pool it may mean today, and a text means the same as its blocks sent
 * one at a time.
 */
export function draftsFromOrderString(
  text: string,
  eatSequence: EatSequence,
  calendar: OrderCalendar,
): TicketDraft[] {
  const offered = offeredPools(calendar);
  const open = openDatesOf(calendar, offered);
  const parsed = parseOrderString(text, {
    eatSequence,
    openDates: open.dates,
    openDatesByPool: open.byPool,
  });
  if (!parsed.ok) {
    const first = parsed.errors[0]!;
    throw new AppError(first.code, `Line ${first.line}, column ${first.column}: ${first.message}`, {
      errors: parsed.errors,
    });
  }
  if (parsed.tickets.length === 0) throw new AppError('EMPTY_BET_DESC');
  assertOrderSize(parsed.tickets, () => 'line');
  for (const ticket of parsed.tickets) {
    const refused = ticket.pools.find((pool) => !offered.includes(pool));
    if (refused) throw new AppError('INVALID_POOL', `Pool ${refused} is not offered here`);
  }
  return toDrafts(parsed.tickets, () => null);
}
