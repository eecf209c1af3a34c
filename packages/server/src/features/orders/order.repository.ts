import type { Kysely } from 'kysely';
import { preparedQuery, type Bind } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';
import type { OrderTable } from './order.table.js';

type Q = Kysely<Database>;

// Every order runs these; compiled once (db/prepared-query.ts).
const orderByKey = preparedQuery((db, $: Bind<{ userId: number; key: string }>) =>
  db
    .selectFrom('orders')
    .select(['id', 'request_hash', 'bet_status'])
    .where(
      'user_id',
      '=',
      $((v) => v.userId),
    )
    .where(
      'idempotency_key',
      '=',
      $((v) => v.key),
    ),
);

const insertOrderRow = preparedQuery((db, $: Bind<Omit<OrderTable, 'id'>>) =>
  db
    .insertInto('orders')
    .values({
      user_id: $((v) => v.user_id),
      idempotency_key: $((v) => v.idempotency_key),
      request_hash: $((v) => v.request_hash),
      source: $((v) => v.source),
      bet_status: $((v) => v.bet_status),
      created_at: $((v) => v.created_at),
    })
    .returning('id'),
);

/** The order a user placed with an Idempotency-Key, if any. */
export function findOrderByKey(db: Q, userId: number, key: string) {
  return orderByKey.takeFirst(db, { userId, key });
}

export async function insertOrder(db: Q, row: Omit<OrderTable, 'id'>): Promise<{ id: number }> {
  const inserted = await insertOrderRow.takeFirst(db, row);
  if (!inserted) throw new Error('insert into orders returned no id');
  return inserted;
}
