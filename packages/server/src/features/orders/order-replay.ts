import type { Kysely } from 'kysely';
import type { Receipt } from '@lotto/contract/order';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { ticketReceipt } from '../../common/ticket-text.js';
import { linesOf } from '../../common/ticket.repository.js';
import { findOrderByKey } from './order.repository.js';

/**
 * The receipt of an order already placed with this Idempotency-Key, rebuilt from its tickets
 * exactly as first answered (a retry after a lost answer places nothing twice); null if none was;
 * IDEMPOTENCY_KEY_REUSED if the key came with another request.
 */
export async function findReplay(
  ctx: AppContext,
  db: Kysely<Database>,
  userId: number,
  key: string,
  hash: string,
): Promise<Receipt | null> {
  const order = await findOrderByKey(db, userId, key);
  if (!order) return null;
  if (order.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  const tickets = await db
    .selectFrom('tickets')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const lines = tickets.length
    ? await db
        .selectFrom('ticket_lines')
        .selectAll()
        .where(
          'ticket_id',
          'in',
          tickets.map((t) => t.id),
        )
        .execute()
    : [];
  return {
    receiptString: tickets.map((ticket) =>
      ticketReceipt(ticket, linesOf(lines.filter((line) => line.ticket_id === ticket.id)), ctx.env.TZ_DRAWS),
    ),
    ticketXId: tickets.map((ticket) => String(ticket.id)),
    betStatus: order.bet_status,
  };
}
