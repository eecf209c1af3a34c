import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TicketRow } from '../../db/tables/order.table.js';
import { linesOf, type StoredLine } from '../../common/ticket.repository.js';
import { inTreeOf } from '../../common/downline-scope.js';

type Q = Kysely<Database>;

export interface CheckTicketQuery {
  /** the caller: its own tickets and its whole downline tree's */
  rootId: number;
  /** the caller's tree is every account (`isWholeTree`): the query leaves the tree out */
  wholeTree: boolean;
  /** one draw date ('YYYY-MM-DD'), or every draw date from `since` on */
  drawDate: { on: string } | { since: string };
  ticketId: number | null;
  /** a 2-6 digit number one of the ticket's lines must have */
  betNumber: string | null;
  limit: number;
}

/**
 * The placed (active or voided) tickets of the caller's tree matching the filters, newest first.
 * Failed tickets were never placed, so check ticket does not list them. The scope is part of the
 * SQL: a ticket outside it is simply not found.
 */
export function findCheckedTickets(db: Q, query: CheckTicketQuery): Promise<TicketRow[]> {
  let select = db.selectFrom('tickets').selectAll().where('status', 'in', ['active', 'voided']);
  if (!query.wholeTree) select = select.where(inTreeOf('tickets.user_id', query.rootId));
  select =
    'on' in query.drawDate
      ? select.where('draw_date', '=', query.drawDate.on)
      : select.where('draw_date', '>=', query.drawDate.since);
  if (query.ticketId !== null) select = select.where('id', '=', query.ticketId);
  const betNumber = query.betNumber;
  if (betNumber !== null) {
    select = select.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('ticket_lines')
          .select(sql<number>`1`.as('found'))
          .whereRef('ticket_lines.ticket_id', '=', 'tickets.id')
          .where('ticket_lines.number', '=', betNumber),
      ),
    );
  }
  return select.orderBy('id', 'desc').limit(query.limit).execute();
}

/** The lines of all the given tickets in one query, by ticket id, in line order. */
export async function linesOfTickets(
  db: Q,
  ticketIds: readonly number[],
): Promise<Map<number, StoredLine[]>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ticket_lines')
    .selectAll()
    .where('ticket_id', 'in', [...ticketIds])
    .execute();
  const byTicket = new Map<number, typeof rows>();
  for (const row of rows) {
    const id = Number(row.ticket_id);
    const list = byTicket.get(id);
    if (list) list.push(row);
    else byTicket.set(id, [row]);
  }
  return new Map([...byTicket].map(([id, lines]) => [id, linesOf(lines)]));
}
