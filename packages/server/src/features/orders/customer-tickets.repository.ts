import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TicketRow, TicketStatus } from '../../db/tables/order.table.js';
import { inTreeOf } from '../../common/downline-scope.js';

type Q = Kysely<Database>;

/** A customer's ticket with the names of its owner and its placer. */
export type CustomerTicketRow = TicketRow & { owner: string; placer: string | null };

/**
 * The tickets of `rootId`'s downline (its whole tree, never its own), by draw date range and
 * status, newest first, at most 1000 (as the caller's own list): those the customers placed and
 * those an upline placed for them, which are theirs too. `ownerId` keeps one customer's; `search`
 * those whose owner's name, remark or phone contains it (any case). The tree is walked in SQL
 * and each owner read through tickets_user_date_idx (user_id, draw_date).
 */
export function listCustomerTickets(
  db: Q,
  input: {
    rootId: number;
    from: string;
    to: string;
    status: TicketStatus;
    ownerId?: number | undefined;
    search?: string | undefined;
  },
): Promise<CustomerTicketRow[]> {
  let query = db
    .selectFrom('tickets')
    .innerJoin('users as owner', 'owner.id', 'tickets.user_id')
    .leftJoin('users as placer', 'placer.id', 'tickets.placed_by')
    .selectAll('tickets')
    .select(['owner.username as owner', 'placer.username as placer'])
    .where(inTreeOf('tickets.user_id', input.rootId))
    .where('tickets.user_id', '<>', input.rootId)
    .where('tickets.status', '=', input.status)
    .where('tickets.draw_date', '>=', input.from)
    .where('tickets.draw_date', '<=', input.to);
  if (input.ownerId !== undefined) query = query.where('tickets.user_id', '=', input.ownerId);
  if (input.search) {
    const pattern = `%${input.search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((eb) =>
      eb.or(
        (['owner.username', 'tickets.remark', 'tickets.phone'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return query.orderBy('tickets.id', 'desc').limit(1000).execute();
}
