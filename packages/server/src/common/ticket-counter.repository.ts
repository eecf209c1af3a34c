import type { Kysely } from 'kysely';
import { type Cents, cents, readCents, toPoints } from '@lotto/domain/money';
import type { PoolCode } from '@lotto/domain/pools';
import type { ClaimNote } from '@lotto/contract/counter';
import type { Database } from '../db/schema.js';
import type { TicketClaimRow } from '../db/tables/claim.table.js';
import { formatStamp } from '../lib/local-time.js';

type Q = Kysely<Database>;
type TicketKey = { id: number; pool: string; draw_date: string };

/**
 * What the counter (issue 44) adds to a ticket wherever it is shown: prints of its slip, its win
 * and its claim. Shared by ticket details (orders), Check Ticket (reports) and the counter itself.
 */

/** Prints of each ticket's slip (absent: never printed). */
export async function printCountsOf(db: Q, ticketIds: readonly number[]): Promise<Map<number, number>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ticket_slips')
    .select(['ticket_id', 'print_count'])
    .where('ticket_id', 'in', [...ticketIds])
    .execute();
  return new Map(rows.map((row) => [Number(row.ticket_id), Number(row.print_count)]));
}

/**
 * Each ticket's win in cents: the sum of its strikes once its draw is settled (the strikes of the
 * current result version: a correction replaces them), absent while the draw is not settled.
 */
export async function winsOf(db: Q, tickets: readonly TicketKey[]): Promise<Map<number, Cents>> {
  if (tickets.length === 0) return new Map();
  const ids = tickets.map((ticket) => Number(ticket.id));
  const [settled, strikes] = await Promise.all([
    db
      .selectFrom('settlements')
      .select(['pool', 'draw_date'])
      .where('state', '=', 'settled')
      .where('draw_date', 'in', [...new Set(tickets.map((ticket) => ticket.draw_date))])
      .execute(),
    db
      .selectFrom('strikes')
      .select(['ticket_id', (eb) => eb.fn.sum<number | string>('win_cents').as('win')])
      .where('ticket_id', 'in', ids)
      .groupBy('ticket_id')
      .execute(),
  ]);
  const done = new Set(settled.map((row) => `${row.pool}|${row.draw_date}`));
  const won = new Map(strikes.map((row) => [Number(row.ticket_id), Number(row.win)]));
  const wins = new Map<number, Cents>();
  for (const ticket of tickets) {
    if (done.has(`${ticket.pool}|${ticket.draw_date}`)) {
      wins.set(Number(ticket.id), cents(won.get(Number(ticket.id)) ?? 0));
    }
  }
  return wins;
}

export type ClaimWithNames = TicketClaimRow & { claimer: string; decider: string | null };

/** The claims of these tickets, with the names of who paid and who approved. */
export async function claimsOfTickets(
  db: Q,
  ticketIds: readonly number[],
): Promise<Map<number, ClaimWithNames>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ticket_claims as c')
    .innerJoin('users as u', 'u.id', 'c.claimed_by')
    .leftJoin('users as d', 'd.id', 'c.decided_by')
    .selectAll('c')
    .select(['u.username as claimer', 'd.username as decider'])
    .where('c.ticket_id', 'in', [...ticketIds])
    .execute();
  return new Map(rows.map((row) => [Number(row.ticket_id), row]));
}

/** A correction lowered the ticket's win below what it was when claimed. */
export function isFlagged(claim: Pick<TicketClaimRow, 'win_cents'>, winNow: Cents | undefined): boolean {
  return winNow !== undefined && winNow < Number(claim.win_cents);
}

export function claimNote(claim: ClaimWithNames, winNow: Cents | undefined, timeZone: string): ClaimNote {
  return {
    claimedBy: claim.claimer,
    claimedAt: formatStamp(Number(claim.created_at), timeZone),
    amount: toPoints(readCents(claim.amount_cents)),
    status: claim.status === 'paid' ? 'Paid' : 'Pending',
    flagged: isFlagged(claim, winNow),
  };
}

/** Prints, win and claim of each ticket, as details and Check Ticket show them. */
export async function counterNotesOf(db: Q, tickets: readonly TicketKey[], timeZone: string) {
  const ids = tickets.map((ticket) => Number(ticket.id));
  const [prints, wins, claims] = await Promise.all([
    printCountsOf(db, ids),
    winsOf(db, tickets),
    claimsOfTickets(db, ids),
  ]);
  return (id: number) => {
    const win = wins.get(Number(id));
    const claim = claims.get(Number(id));
    return {
      printCount: prints.get(Number(id)) ?? 0,
      win: win === undefined ? null : toPoints(win),
      claim: claim ? claimNote(claim, win, timeZone) : null,
    };
  };
}

export interface LoweredClaim {
  ticketId: number;
  claimer: string;
  /** what was paid, and the ticket's win when claimed and now (cents) */
  amountCents: number;
  winCents: number;
  winNowCents: number;
}

/**
 * The claims of one draw's tickets whose win is now lower than when they were claimed: what a
 * correction flags (issue 44). Read after the draw is settled (the strikes are the current result
 * version's), so the results screen's preview of a correction names them before it is entered.
 */
export async function loweredClaimsOfDraw(db: Q, pool: PoolCode, drawDate: string): Promise<LoweredClaim[]> {
  const claims = await db
    .selectFrom('ticket_claims as c')
    .innerJoin('tickets as t', 't.id', 'c.ticket_id')
    .innerJoin('users as u', 'u.id', 'c.claimed_by')
    .select(['c.ticket_id', 'c.amount_cents', 'c.win_cents', 'u.username as claimer'])
    .where('t.pool', '=', pool)
    .where('t.draw_date', '=', drawDate)
    .orderBy('c.ticket_id')
    .execute();
  if (claims.length === 0) return [];
  const wins = await winsOf(
    db,
    claims.map((claim) => ({ id: Number(claim.ticket_id), pool, draw_date: drawDate })),
  );
  const lowered: LoweredClaim[] = [];
  for (const claim of claims) {
    // no win yet: the draw is not settled, so nothing is known to be lower
    const winNow = wins.get(Number(claim.ticket_id));
    if (winNow === undefined || winNow >= Number(claim.win_cents)) continue;
    lowered.push({
      ticketId: Number(claim.ticket_id),
      claimer: claim.claimer,
      amountCents: Number(claim.amount_cents),
      winCents: Number(claim.win_cents),
      winNowCents: winNow,
    });
  }
  return lowered;
}
