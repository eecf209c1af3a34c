import { randomInt } from 'node:crypto';
import type { MarkPrintedAnswer } from '@lotto/contract/counter';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { findTicket } from '../../common/ticket.repository.js';
import { isSelfOrDownline } from '../../common/downline-scope.js';
import { recordAudit } from '../../common/audit.repository.js';
import { countPrint } from './counter.repository.js';

/** A new claim PIN: six digits from the system's secure random source. */
export function newClaimPin(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The ticket `ticketId` if `user` may act on it at the counter: its owner or an upline of the
 * owner. Anything else answers NOT_FOUND, like a ticket that does not exist, so ids cannot be probed.
 */
export async function counterTicket(ctx: AppContext, user: Pick<UserRow, 'id'>, ticketId: number) {
  const ticket = await findTicket(ctx.db.kysely, ticketId);
  if (!ticket || !(await isSelfOrDownline(ctx.db.kysely, user.id, Number(ticket.user_id)))) {
    throw new AppError('NOT_FOUND', `No ticket ${ticketId}`);
  }
  return ticket;
}

/**
 * Counts one print of a ticket's slip (issue 44): the first is the original and answers the claim
 * PIN (its hash is stored, the PIN itself never); every later print is COPY n and answers no PIN,
 * so a copy cannot claim and the PIN is shown once. A cancelled ticket prints (VOID) but shows no
 * PIN; a sold-out one was never placed and has no slip.
 */
export async function markPrinted(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'username'>,
  ticketId: number,
): Promise<MarkPrintedAnswer> {
  const ticket = await counterTicket(ctx, user, ticketId);
  if (ticket.status === 'failed') throw new AppError('NOT_FOUND', `Ticket ${ticketId} was not placed`);
  const pin = newClaimPin();
  // Hashed before the upsert (about 12 ms), so no lock is held while it runs; a reprint throws
  // this hash away.
  const pinHash = await hashPassword(pin);
  const now = ctx.clock();
  const printCount = await ctx.db.kysely.transaction().execute(async (trx) => {
    const count = await countPrint(trx, { ticketId: Number(ticket.id), pinHash, by: user.id, now });
    await recordAudit(trx, {
      actor: { id: user.id, name: user.username },
      action: 'ticket.print',
      targetUserId: Number(ticket.user_id),
      after: { ticketId: Number(ticket.id), printCount: count },
      now,
    });
    return count;
  });
  return {
    printCount,
    copy: printCount - 1,
    pin: printCount === 1 && ticket.status === 'active' ? pin : null,
  };
}
