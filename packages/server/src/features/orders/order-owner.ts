import type { Kysely } from 'kysely';
import { cents, formatPoints } from '@lotto/domain/money';
import type { BetStatus, Receipt } from '@lotto/contract/order';
import type { AuditLogTable } from '../../db/tables/audit.table.js';
import type { Database } from '../../db/schema.js';
import type { TicketRow } from '../../db/tables/order.table.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { AppError } from '../../lib/app-error.js';
import { findDownlineUser, uplineChain, type ChainLink } from '../../common/downline-scope.js';
import { normaliseUsername } from '../../common/user.repository.js';
import { visibleTicket } from './cancel.service.js';
import { standingError, weeklyLockError } from './place-order.rules.js';

/**
 * Who owns an order's tickets (docs/rules.md "Ownership"): the placer, or a downline customer the
 * placer acts for. One place for every way an order can be someone else's, so a new caller (a chat
 * order an agent confirms for its customer) follows the rules of an agent's edit:
 * the owner's wallet pays, credit is the owner's, the placer is the ledger's actor, the tickets'
 * placed_by and the audit log's actor.
 */

/**
 * The customer an order is placed for (MakeOrder's `ForUsername`), checked before anything is
 * read for the order: null for the caller's own order (no name, or its own); FORBIDDEN for a
 * player, who has no customers; NOT_FOUND ("not in your downline") for anyone but a user strictly
 * below the caller (the house reaches everyone), exactly as for a user that does not exist.
 */
export async function customerOf(
  db: Kysely<Database>,
  placer: UserRow,
  forUsername: string | null | undefined,
): Promise<UserRow | null> {
  if (!namesCustomer(forUsername)) return null;
  assertMayPlaceFor(placer);
  if (normaliseUsername(forUsername) === placer.username) return null;
  return findDownlineUser(db, placer, forUsername);
}

export function namesCustomer(forUsername: string | null | undefined): forUsername is string {
  return typeof forUsername === 'string' && forUsername.trim() !== '';
}

/** A player has no customers: naming one is FORBIDDEN (403), whoever it names. */
export function assertMayPlaceFor(placer: UserRow): void {
  if (placer.role === 'player') {
    throw new AppError('FORBIDDEN', 'ForUsername: a player places orders for itself only');
  }
}

/**
 * Whose tickets these are, read inside the order's transaction: the edited ticket's owner, the
 * reordered ticket's owner (the caller must be that owner or its upline, else NOT_FOUND as for
 * any ticket it may not see), the customer it is placed for, else the caller; with the owner's
 * upline chain (which also says who on it takes a position, issue 39). Nothing is placed while the owner, an account between it and the caller, or the
 * caller's own upline is suspended (standingError: docs/rules.md "Suspension"). The chain's first
 * link carries the owner's balance, read in the same statement.
 */
export async function ownerOfOrder(
  trx: Kysely<Database>,
  input: { user: UserRow; reorderTicketId?: number | null | undefined },
  replaced: TicketRow | null,
  customerId: number | null,
): Promise<{ owner: Pick<UserRow, 'id' | 'username'>; balance: number; chain: ChainLink[] }> {
  let ownerId = input.user.id;
  if (replaced) ownerId = Number(replaced.user_id);
  else if (input.reorderTicketId != null) {
    ownerId = Number((await visibleTicket(trx, input.user, input.reorderTicketId)).user_id);
  } else if (customerId !== null) ownerId = customerId;
  const chain = await uplineChain(trx, ownerId);
  const owner = chain[0];
  if (!owner) throw new AppError('NOT_FOUND', 'No such user');
  const refused = standingError(chain, input.user, 'bet');
  if (refused) throw refused;
  const locked = weeklyLockError(owner);
  if (locked) throw locked;
  return { owner, balance: owner.balanceCents, chain };
}

export function suspendedOwnerError(username: string): AppError {
  return new AppError('ACCOUNT_SUSPENDED', `${username} is suspended: no bet can be placed for this account`);
}

/** What the audit log records after an order placed for someone else: its tickets, total, status. */
export function orderAuditAfter(receipt: Pick<Receipt, 'ticketXId'>, total: number, betStatus: BetStatus) {
  return {
    ticketIds: receipt.ticketXId.map(Number),
    total: formatPoints(cents(total), { grouping: false }),
    betStatus,
  };
}

/** The audit row of an order placed for a customer (`ticket.place_for`), as the batch writes it. */
export function placedForAuditRow(
  placer: { id: number; username: string },
  ownerId: number,
  after: ReturnType<typeof orderAuditAfter>,
  now: number,
): Omit<AuditLogTable, 'id'> {
  return {
    actor_id: placer.id,
    actor_name: placer.username,
    action: 'ticket.place_for',
    target_user_id: ownerId,
    before_json: null,
    after_json: JSON.stringify(after),
    created_at: now,
  };
}
