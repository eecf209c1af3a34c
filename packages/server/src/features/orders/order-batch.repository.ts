import { CompiledQuery, type Kysely } from 'kysely';
import { preparedQuery, type Bind } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';
import type { AuditLogTable } from '../../db/tables/audit.table.js';
import type { LedgerEntryTable } from '../../db/tables/ledger.table.js';
import type { OrderTable, TicketLineTable, TicketTable } from '../../db/tables/order.table.js';
import { limitKeyId, type LimitKey } from './limit.repository.js';
import type { RowToWrite } from '../../db/tables/money-column.js';

/**
 * PostgreSQL statements of a batch of orders (place-order.batch.ts): each covers every order of
 * the batch at once, its rows passed as one array per column and expanded with unnest, so a batch
 * of 60 orders costs about as many statements as one order did (issue 19). Named prepared
 * statements like the one-order path's (db/prepared-query.ts): one shape whatever the batch size.
 */

type Q = Kysely<Database>;

/** A fixed SQL text whose parameters are read from each run's values, in order. */
function arraysStatement<V, R>(text: string, columns: readonly ((values: V) => unknown)[]) {
  return preparedQuery<V, R>((_db, $: Bind<V>) => ({
    compile: () =>
      CompiledQuery.raw(
        text,
        columns.map((read) => $(read)),
      ),
  }));
}

interface CounterRow {
  pool: string;
  draw_date: string;
  bet_type: string;
  number: string;
  used_cents: number;
  /** made by this statement (a new row's xmax is 0; a row the ON CONFLICT locked has ours) */
  created: boolean;
}

const lockCounterRows = arraysStatement<LimitKey[], CounterRow>(
  `insert into limit_usage (pool, draw_date, bet_type, number, used_cents)
   select k.pool, k.draw_date, k.bet_type, k.number, 0
   from unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[]) with ordinality
     as k(pool, draw_date, bet_type, number, ord)
   order by k.ord
   on conflict (pool, draw_date, bet_type, number) do update set used_cents = limit_usage.used_cents
   returning pool, draw_date, bet_type, number, used_cents, (xmax = 0) as created`,
  [
    (keys) => keys.map((k) => k.pool),
    (keys) => keys.map((k) => k.drawDate),
    (keys) => keys.map((k) => k.betType),
    (keys) => keys.map((k) => k.number),
  ],
);

/**
 * Creates, locks and reads every counter the batch touches in one statement, in the one global
 * order of the one-order path (limit.repository.ts lockUsage: sorted by key), so a batch and a
 * single order never wait on each other in a cycle.
 */
export async function lockCounters(
  trx: Q,
  keys: readonly LimitKey[],
): Promise<{ usage: Map<string, number>; created: Map<string, LimitKey> }> {
  const unique = [...new Map(keys.map((key) => [limitKeyId(key), key])).entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, key]) => key);
  const usage = new Map<string, number>();
  const created = new Map<string, LimitKey>();
  if (unique.length === 0) return { usage, created };
  for (const row of await lockCounterRows.execute(trx, unique)) {
    const key = {
      pool: row.pool,
      drawDate: row.draw_date,
      betType: row.bet_type,
      number: row.number,
    } as LimitKey;
    usage.set(limitKeyId(key), Number(row.used_cents));
    if (row.created) created.set(limitKeyId(key), key);
  }
  return { usage, created };
}

/**
 * Each caller's balance, and whether it or an account above it is suspended (docs/rules.md
 * "Suspension"): its upline chain walked by primary key, for the whole batch in one statement.
 * Also whether an agent above it takes a position (issue 39), an index probe per account, so that
 * a batch learns that nobody takes without a statement of its own.
 */
const standingsOf = arraysStatement<
  { ids: number[] },
  {
    id: number;
    balance_cents: number;
    suspended: boolean;
    upline_suspended: boolean;
    positions: boolean;
    locked_week: string | null;
  }
>(
  `with recursive chain(start, depth, id, parent_id, status, balance_cents, locked_week) as (
     select id, 0, id, parent_id, status, balance_cents, weekly_locked_week::text
     from users where id = any($1::bigint[])
     union all
     select c.start, c.depth + 1, u.id, u.parent_id, u.status, null::bigint, null::text
     from chain c join users u on u.id = c.parent_id
     where c.depth < 64
   )
   select start as id, max(balance_cents) as balance_cents, max(locked_week) as locked_week,
          bool_or(depth = 0 and status <> 'active') as suspended,
          bool_or(depth > 0 and status <> 'active') as upline_suspended,
          bool_or(depth > 0 and exists (select 1 from position_takes p where p.user_id = chain.id and p.take_bp > 0))
            as positions
   from chain group by start`,
  [(v) => v.ids],
);

export interface Standing {
  balance: number;
  /** the caller itself is suspended (since its session was read) */
  suspended: boolean;
  /** an account above the caller is suspended */
  uplineSuspended: boolean;
  /** an agent above it takes a position: its tickets are shared up its path */
  positions: boolean;
  /** the closed week a `lock` member may not bet until settled (issue 41); null: none */
  lockedWeek: string | null;
}

/** The callers' balances (no lock) and standing, by user id. */
export async function standingsByUser(trx: Q, userIds: readonly number[]): Promise<Map<number, Standing>> {
  const rows = await standingsOf.execute(trx, { ids: [...new Set(userIds)].sort((a, b) => a - b) });
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        balance: Number(row.balance_cents),
        suspended: row.suspended,
        uplineSuspended: row.upline_suspended,
        positions: row.positions,
        lockedWeek: row.locked_week,
      },
    ]),
  );
}

const lockedBalancesOf = arraysStatement<{ ids: number[] }, { id: number; balance_cents: number }>(
  'select id, balance_cents from users where id = any($1::bigint[]) order by id for no key update',
  [(v) => v.ids],
);

/**
 * The wallets' balances by user id, with their row locks (ascending id, as
 * ledger.repository.ts lockWallets does), so they cannot move until the batch commits. NO KEY
 * UPDATE, the lock an UPDATE of the balance takes: it does not wait for the KEY SHARE locks that
 * other writes' foreign keys take on the user (a cancel's voided_by), so a batch never waits for
 * a cancel that waits for the batch's counters.
 */
export async function lockedBalancesByUser(trx: Q, userIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  const rows = await lockedBalancesOf.execute(trx, { ids });
  return new Map(rows.map((row) => [Number(row.id), Number(row.balance_cents)]));
}

const recentSoldOut = arraysStatement<
  { ids: number[]; since: number },
  { user_id: number; created_at: number }
>(
  `select user_id, created_at from orders
   where user_id = any($1::bigint[]) and bet_status = 'SOLD_OUT' and created_at > $2::bigint`,
  [(v) => v.ids, (v) => v.since],
);

/** When each of these users left a sold-out order since `since` (ms). */
export async function soldOutTimesSince(
  trx: Q,
  userIds: readonly number[],
  since: number,
): Promise<Map<number, number[]>> {
  const times = new Map<number, number[]>();
  for (const row of await recentSoldOut.execute(trx, { ids: [...new Set(userIds)], since })) {
    const list = times.get(Number(row.user_id)) ?? [];
    list.push(Number(row.created_at));
    times.set(Number(row.user_id), list);
  }
  return times;
}

const newIds = arraysStatement<
  { orders: number; tickets: number },
  { orders: unknown[]; tickets: unknown[] }
>(
  `select array(select nextval(pg_get_serial_sequence('orders', 'id')) from generate_series(1, $1::int)) as orders,
          array(select nextval(pg_get_serial_sequence('tickets', 'id')) from generate_series(1, $2::int)) as tickets`,
  [(v) => v.orders, (v) => v.tickets],
);

/** Ids for the batch's new orders and tickets, taken from their tables' own sequences, ascending. */
export async function reserveIds(
  trx: Q,
  orders: number,
  tickets: number,
): Promise<{ orders: number[]; tickets: number[] }> {
  const row = (await newIds.execute(trx, { orders, tickets }))[0];
  if (!row) throw new Error('reserving ids returned no row');
  const ascending = (ids: unknown[]) => ids.map(Number).sort((a, b) => a - b);
  return { orders: ascending(row.orders), tickets: ascending(row.tickets) };
}

type WithId<T> = Omit<RowToWrite<T>, 'id'> & { id: number };

/** The rows a batch writes, ids reserved beforehand (reserveIds). */
export interface BatchRows {
  orders: Omit<WithId<OrderTable>, 'channel'>[];
  tickets: (Omit<WithId<TicketTable>, 'placed_by' | 'voided_at' | 'voided_by' | 'position_json'> & {
    placed_by: number;
  })[];
  lines: Omit<RowToWrite<TicketLineTable>, 'id'>[];
  /** what the batch adds to each counter, one row per counter */
  usage: { key: LimitKey; used: number }[];
  /** counters this batch created for orders it then refused: removed, as if never made */
  unusedCounters: LimitKey[];
  /** each wallet's move, one row per user */
  wallets: { id: number; delta: number }[];
  /** the entries in the order they happened (each user's chain of balances follows it) */
  entries: Omit<RowToWrite<LedgerEntryTable>, 'id'>[];
  /** orders placed for a customer, audited as the one-order path audits them */
  audits: Omit<AuditLogTable, 'id'>[];
}

const columnOf =
  <K extends keyof BatchRows, C extends keyof BatchRows[K][number]>(table: K, column: C) =>
  (rows: BatchRows) =>
    (rows[table] as BatchRows[K][number][]).map((row) => row[column]);

/**
 * Every row of the batch in ONE statement: data-modifying WITHs run once each, whatever the main
 * query reads, and the foreign keys between them are checked at its end. The counters and wallets
 * were locked before, so their updates cannot fail on a concurrent change; the CHECK constraints
 * (no negative balance or usage) stay the second line of defence. The counters are added to by
 * their primary key (ON CONFLICT), never through a join a stale plan could turn into a scan of the
 * draw's counters (it did: 0.3 s a batch with limit_usage never analyzed).
 */
const writeRows = arraysStatement<BatchRows, never>(
  `with new_orders as (
     insert into orders (id, user_id, idempotency_key, request_hash, source, bet_status, created_at)
     select * from unnest($1::bigint[], $2::bigint[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[], $7::bigint[])
   ), new_tickets as (
     insert into tickets (id, order_id, user_id, placed_by, pool, draw_date, status, requested_cents,
                          accepted_cents, remark, phone, cart_json, created_at)
     select * from unnest($8::bigint[], $9::bigint[], $10::bigint[], $11::bigint[], $12::varchar[], $13::varchar[],
                          $14::varchar[], $15::bigint[], $16::bigint[], $17::varchar[], $18::varchar[], $19::text[],
                          $20::bigint[])
   ), new_lines as (
     insert into ticket_lines (ticket_id, line_no, number, pattern, requested_json, accepted_json)
     select * from unnest($21::bigint[], $22::int[], $23::varchar[], $24::varchar[], $25::text[], $26::text[])
   ), counters as (
     insert into limit_usage (pool, draw_date, bet_type, number, used_cents)
     select * from unnest($27::varchar[], $28::varchar[], $29::varchar[], $30::varchar[], $31::bigint[])
     on conflict (pool, draw_date, bet_type, number)
       do update set used_cents = limit_usage.used_cents + excluded.used_cents
   ), wallets as (
     update users set balance_cents = users.balance_cents + w.delta
     from unnest($32::bigint[], $33::bigint[]) as w(id, delta)
     where users.id = w.id
   ), entries as (
     insert into ledger_entries (user_id, kind, amount_cents, pre_balance_cents, post_balance_cents, remark,
                                 ref_type, ref_id, actor_id, actor_name, created_at)
     select e.user_id, e.kind, e.amount_cents, e.pre, e.post, e.remark, e.ref_type, e.ref_id, e.actor_id,
            e.actor_name, e.created_at
     from unnest($34::bigint[], $35::varchar[], $36::bigint[], $37::bigint[], $38::bigint[], $39::varchar[],
                 $40::varchar[], $41::varchar[], $42::bigint[], $43::varchar[], $44::bigint[]) with ordinality
       as e(user_id, kind, amount_cents, pre, post, remark, ref_type, ref_id, actor_id, actor_name, created_at, ord)
     order by e.ord
   ), unused_counters as (
     delete from limit_usage
     where (pool, draw_date, bet_type, number) in (
       select * from unnest($45::varchar[], $46::varchar[], $47::varchar[], $48::varchar[]))
   ), audits as (
     insert into audit_log (actor_id, actor_name, action, target_user_id, before_json, after_json, created_at)
     select a.actor_id, a.actor_name, a.action, a.target_user_id, a.before_json, a.after_json, a.created_at
     from unnest($49::bigint[], $50::varchar[], $51::varchar[], $52::bigint[], $53::text[], $54::text[],
                 $55::bigint[]) with ordinality
       as a(actor_id, actor_name, action, target_user_id, before_json, after_json, created_at, ord)
     order by a.ord
   )
   select 1`,
  [
    columnOf('orders', 'id'),
    columnOf('orders', 'user_id'),
    columnOf('orders', 'idempotency_key'),
    columnOf('orders', 'request_hash'),
    columnOf('orders', 'source'),
    columnOf('orders', 'bet_status'),
    columnOf('orders', 'created_at'),
    columnOf('tickets', 'id'),
    columnOf('tickets', 'order_id'),
    columnOf('tickets', 'user_id'),
    columnOf('tickets', 'placed_by'),
    columnOf('tickets', 'pool'),
    columnOf('tickets', 'draw_date'),
    columnOf('tickets', 'status'),
    columnOf('tickets', 'requested_cents'),
    columnOf('tickets', 'accepted_cents'),
    columnOf('tickets', 'remark'),
    columnOf('tickets', 'phone'),
    columnOf('tickets', 'cart_json'),
    columnOf('tickets', 'created_at'),
    columnOf('lines', 'ticket_id'),
    columnOf('lines', 'line_no'),
    columnOf('lines', 'number'),
    columnOf('lines', 'pattern'),
    columnOf('lines', 'requested_json'),
    columnOf('lines', 'accepted_json'),
    (rows) => rows.usage.map((u) => u.key.pool),
    (rows) => rows.usage.map((u) => u.key.drawDate),
    (rows) => rows.usage.map((u) => u.key.betType),
    (rows) => rows.usage.map((u) => u.key.number),
    (rows) => rows.usage.map((u) => u.used),
    (rows) => rows.wallets.map((w) => w.id),
    (rows) => rows.wallets.map((w) => w.delta),
    columnOf('entries', 'user_id'),
    columnOf('entries', 'kind'),
    columnOf('entries', 'amount_cents'),
    columnOf('entries', 'pre_balance_cents'),
    columnOf('entries', 'post_balance_cents'),
    columnOf('entries', 'remark'),
    columnOf('entries', 'ref_type'),
    columnOf('entries', 'ref_id'),
    columnOf('entries', 'actor_id'),
    columnOf('entries', 'actor_name'),
    columnOf('entries', 'created_at'),
    (rows) => rows.unusedCounters.map((k) => k.pool),
    (rows) => rows.unusedCounters.map((k) => k.drawDate),
    (rows) => rows.unusedCounters.map((k) => k.betType),
    (rows) => rows.unusedCounters.map((k) => k.number),
    columnOf('audits', 'actor_id'),
    columnOf('audits', 'actor_name'),
    columnOf('audits', 'action'),
    columnOf('audits', 'target_user_id'),
    columnOf('audits', 'before_json'),
    columnOf('audits', 'after_json'),
    columnOf('audits', 'created_at'),
  ],
);

export async function writeBatch(trx: Q, rows: BatchRows): Promise<void> {
  await writeRows.run(trx, rows);
}

/** The snapshots and position usage of a batch's tickets (issue 39), when some of them take. */
export interface BatchPositions {
  tickets: { id: number; json: string }[];
  /** what the tickets add to the levels' usage, one row per counter */
  usage: { userId: number; pool: string; drawDate: string; betType: string; number: string; cents: number }[];
}

/**
 * Every snapshot and every addition to the levels' cap usage of a batch in ONE statement, after
 * writeBatch (the tickets exist). Only a batch with a ticket that takes runs it.
 */
const writePositionRows = arraysStatement<BatchPositions, never>(
  `with snapshots as (
     update tickets set position_json = v.json
     from unnest($1::bigint[], $2::text[]) as v(id, json)
     where tickets.id = v.id
   )
   insert into position_usage (user_id, pool, draw_date, bet_type, number, kept_cents)
   select * from unnest($3::bigint[], $4::varchar[], $5::varchar[], $6::varchar[], $7::varchar[], $8::bigint[])
   on conflict (user_id, pool, draw_date, bet_type, number)
     do update set kept_cents = position_usage.kept_cents + excluded.kept_cents`,
  [
    (v) => v.tickets.map((t) => t.id),
    (v) => v.tickets.map((t) => t.json),
    (v) => v.usage.map((u) => u.userId),
    (v) => v.usage.map((u) => u.pool),
    (v) => v.usage.map((u) => u.drawDate),
    (v) => v.usage.map((u) => u.betType),
    (v) => v.usage.map((u) => u.number),
    (v) => v.usage.map((u) => u.cents),
  ],
);

export async function writePositions(trx: Q, rows: BatchPositions): Promise<void> {
  if (rows.tickets.length === 0) return;
  await writePositionRows.run(trx, rows);
}
