import { addDays, daysBetween, localDateTime, parseYmd } from '@lotto/domain/calendar-dates';
import { addCents, cents, toPoints } from '@lotto/domain/money';
import type { CheckTicketAnswer, CheckTicketEntry } from '@lotto/contract/tickets';
import { isMonthDay } from '@lotto/contract/wire-dates';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { ticketReceipt } from '../../common/ticket-text.js';
import { cancellableTicketIds } from '../../common/cancellable.js';
import { usernamesOf } from '../../common/ticket.repository.js';
import { TICKET_STATUS_NAME } from '../../common/ticket-status.js';
import { findCheckedTickets, linesOfTickets } from './check-ticket.repository.js';
import { counterNotesOf } from '../../common/ticket-counter.repository.js';
import { isWholeTree } from '../../common/downline-scope.js';

/** The most receipts one answer lists (newest first). */
export const MAX_RECEIPTS = 200;
/** Without a date: draw dates of the last 31 days (today included) and every later one. */
export const RECENT_DAYS = 31;

export interface CheckTicketInput {
  /** MMDD, or null for the recent window */
  date: string | null;
  ticketId: number | null;
  betNumber: string | null;
}

/**
 * The answer (contract tickets.ts): every entry has its status here, and what a screen shows as
 * cancelled comes from it, never from the text, which carries the remark (issue #20 item 12).
 */
type CheckedTickets = CheckTicketAnswer & { entries: Required<CheckTicketEntry>[] };

/**
 * The draw date of an MMDD filter: that month and day in the year that puts it nearest `today`
 * ('YYYY-MM-DD'); a tie goes to the later date. The check-ticket form has no year, and a user
 * checks a recent or an upcoming draw, so on 02/01 '1230' means the past December and on 12/30
 * '0102' the coming January. 0229 takes the nearest leap year. Null when MMDD is no day.
 *
 * @example drawDateOfMmdd('0102', '2026-12-30') // '2027-01-02'
 */
export function drawDateOfMmdd(mmdd: string, today: string): string | null {
  if (!isMonthDay(mmdd)) return null;
  const year = Number(today.slice(0, 4));
  let best: { date: string; distance: number } | null = null;
  // Every leap year lies within four years of any date, so these years always hold a 0229.
  for (let y = year - 4; y <= year + 4; y += 1) {
    const date = `${String(y).padStart(4, '0')}-${mmdd.slice(0, 2)}-${mmdd.slice(2)}`;
    if (!parseYmd(date)) continue;
    const distance = Math.abs(daysBetween(today, date));
    // Years go up, so on a tie the later date replaces the earlier one.
    if (best === null || distance <= best.distance) best = { date, distance };
  }
  return best?.date ?? null;
}

/**
 * Check ticket (spec §2): the receipts of the caller's (and its downline's) placed tickets that
 * match every filter given, newest first, at most MAX_RECEIPTS. Each text is the one the user got
 * at placing (ticket-text.ts), with '&' in front when voided.
 */
export async function checkTickets(
  ctx: AppContext,
  user: Pick<UserRow, 'id'>,
  input: CheckTicketInput,
): Promise<CheckedTickets> {
  const zone = ctx.env.TZ_DRAWS;
  const today = localDateTime(ctx.clock(), zone).date;
  const on = input.date === null ? null : drawDateOfMmdd(input.date, today);
  if (input.date !== null && on === null) throw new RangeError(`not MMDD: ${input.date}`);
  const tickets = await findCheckedTickets(ctx.db.kysely, {
    rootId: user.id,
    wholeTree: await isWholeTree(ctx.db.kysely, user.id),
    drawDate: on !== null ? { on } : { since: addDays(today, -(RECENT_DAYS - 1)) },
    ticketId: input.ticketId,
    betNumber: input.betNumber,
    limit: MAX_RECEIPTS,
  });
  const [lines, owners, cancellable, counter] = await Promise.all([
    linesOfTickets(
      ctx.db.kysely,
      tickets.map((ticket) => ticket.id),
    ),
    usernamesOf(
      ctx.db.kysely,
      tickets.map((ticket) => ticket.user_id),
    ),
    cancellableTicketIds(ctx, tickets),
    counterNotesOf(ctx.db.kysely, tickets, zone),
  ]);
  let total = cents(0);
  for (const ticket of tickets) {
    if (ticket.status === 'active') total = addCents(total, ticket.accepted_cents);
  }
  return {
    total: toPoints(total),
    count: tickets.length,
    receipts: tickets.map((ticket) =>
      ticketReceipt(ticket, lines.get(ticket.id) ?? [], zone, ticket.status === 'voided'),
    ),
    entries: tickets.map((ticket) => ({
      ticketId: String(ticket.id),
      owner: owners.get(Number(ticket.user_id)) ?? '',
      cancellable: cancellable.has(Number(ticket.id)),
      status: TICKET_STATUS_NAME[ticket.status],
      // Issue 44: "Claimed by ... on ..." and the win.
      win: counter(ticket.id).win,
      claim: counter(ticket.id).claim,
    })),
  };
}
