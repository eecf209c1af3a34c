import type { Kysely } from 'kysely';
import type { PoolSchedule } from '@lotto/domain/draw-calendar';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { TicketRow } from '../../db/tables/order.table.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { voidableTicket, voidTicketInTransaction } from './cancel.service.js';
import type { LimitKey } from './limit.repository.js';
import {
  insufficientCreditError,
  keysOfDraft,
  standingError,
  weeklyLockError,
  upperBoundOf,
  type TicketDraft,
} from './place-order.rules.js';

/**
 * The first half of an Edit, inside its transaction: the old ticket voided and refunded, its
 * sell-limit usage freed, so the owner's credit and the limits left cover the new ticket as if
 * the old one had never been placed (place-order.service.ts places it next).
 *
 * Lock order: an Edit takes the new ticket's counters with the old one's, sorted, before the
 * refund takes the wallet, as every order does (counters, then wallet); it used to take them
 * after the refund, which could deadlock with an order. So the new order is expanded before the
 * refund, and credit is checked before the expansion, against the owner's balance plus the
 * refund to come (read without a lock; the check after the refund decides). The ticket is read
 * and checked once, before the credit: a closed draw answers DRAW_CLOSED whatever the amount.
 *
 * Answers the voided ticket and the new order's counters, already locked.
 */
export async function voidForEdit(
  ctx: AppContext,
  trx: Kysely<Database>,
  edit: {
    ticketId: number;
    by: UserRow;
    drafts: readonly TicketDraft[];
    schedules: readonly PoolSchedule[];
    now: number;
  },
): Promise<{ replaced: TicketRow; keys: LimitKey[] }> {
  // What makes the edit impossible whatever the credit (gone, cancelled, draw closed) answers first.
  const { ticket: old, chain } = await voidableTicket(ctx, trx, edit);
  // An edit bets for the owner: refused while the owner or an account above it is suspended,
  // even to the house (which may still cancel), before anything is expanded or voided.
  const refused = standingError(chain, edit.by, 'bet');
  if (refused) throw refused;
  const locked = weeklyLockError(chain[0]!);
  if (locked) throw locked;
  const upperBound = upperBoundOf(edit.drafts);
  const available = chain[0]!.balanceCents + old.accepted_cents;
  if (upperBound > available) throw insufficientCreditError(upperBound, available);
  const keys = edit.drafts.flatMap(keysOfDraft);
  const replaced = await voidTicketInTransaction(ctx, trx, {
    ticketId: edit.ticketId,
    by: edit.by,
    now: edit.now,
    schedules: edit.schedules,
    reason: 'edit',
    lockAlso: keys,
    checked: old,
  });
  return { replaced, keys };
}
