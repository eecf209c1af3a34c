import type { Kysely } from 'kysely';
import { bindRow, preparedQuery, type Bind } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';
import type { OrderTable } from '../../db/tables/order.table.js';
import { inTreeOf } from '../../common/downline-scope.js';

type Q = Kysely<Database>;
type NewOrder = Omit<OrderTable, 'id' | 'channel'> & { channel: 'app' | 'chat' };

// Every order runs these; compiled once (db/prepared-query.ts).
const orderByKey = preparedQuery((db, $: Bind<{ userId: number; key: string }>) => {
  const userId = $((v) => v.userId);
  const key = $((v) => v.key);
  return db
    .selectFrom('orders')
    .select(['id', 'request_hash', 'bet_status'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key);
});

const insertOrderRow = preparedQuery((db, $: Bind<NewOrder>) =>
  db
    .insertInto('orders')
    .values(
      bindRow($, (v: NewOrder) => v, [
        'user_id',
        'idempotency_key',
        'request_hash',
        'source',
        'channel',
        'bet_status',
        'created_at',
      ]),
    )
    .returning('id'),
);

/** The order a user placed with an Idempotency-Key, if any. */
export function findOrderByKey(db: Q, userId: number, key: string) {
  return orderByKey.takeFirst(db, { userId, key });
}

export async function insertOrder(db: Q, row: NewOrder): Promise<{ id: number }> {
  const inserted = await insertOrderRow.takeFirst(db, row);
  if (!inserted) throw new Error('insert into orders returned no id');
  return inserted;
}

/**
 * The lines of those of `ticketIds` that are active and `viewerId`'s own or its downline's (the
 * others are none of its business, and their size must not show): what a cancel of them would
 * free, counted before any of them is touched (cancel.service.ts).
 */
export function activeLinesVisibleTo(db: Q, viewerId: number, ticketIds: readonly number[]) {
  return db
    .selectFrom('ticket_lines')
    .innerJoin('tickets', 'tickets.id', 'ticket_lines.ticket_id')
    .select([
      'ticket_lines.ticket_id',
      'ticket_lines.number',
      'ticket_lines.pattern',
      'ticket_lines.accepted_json',
    ])
    .where('tickets.id', 'in', [...ticketIds])
    .where('tickets.status', '=', 'active')
    .where(inTreeOf('tickets.user_id', viewerId))
    .execute();
}
