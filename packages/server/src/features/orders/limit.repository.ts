import { CompiledQuery, type Kysely } from 'kysely';
import { BET_TYPES, type BetTypeCode } from '@lotto/domain/bet-types';
import type { PoolCode } from '@lotto/domain/pools';
import type { Dialect } from '../../db/database.js';
import { bindRow, preparedQuery, type Bind } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';
import type { LimitUsageTable } from '../../db/tables/order.table.js';
import type { RowToWrite } from '../../db/tables/money-column.js';

type Q = Kysely<Database>;

/** One concrete number of one bet type on one pool's draw: the unit a sell limit counts. */
export interface LimitKey {
  pool: PoolCode;
  drawDate: string;
  betType: BetTypeCode;
  number: string;
}

export function limitKeyId(key: LimitKey): string {
  return `${key.pool}|${key.drawDate}|${key.betType}|${key.number}`;
}

// The statements of every order, compiled once per shape (db/prepared-query.ts).
const KEY_COLUMNS = ['pool', 'draw_date', 'bet_type', 'number'] as const;

type UsageRow = RowToWrite<LimitUsageTable>;
const usageRows = (db: Q, $: Bind<UsageRow[]>, sample: readonly UsageRow[]) =>
  db
    .insertInto('limit_usage')
    .values(sample.map((_, i) => bindRow($, (v) => v[i]!, [...KEY_COLUMNS, 'used_cents'])));
const rowCount = (rows: readonly unknown[]) => String(rows.length);

const addToUsageRows = preparedQuery(
  (db, $: Bind<UsageRow[]>, sample) =>
    usageRows(db, $, sample).onConflict((oc) =>
      oc.columns(KEY_COLUMNS).doUpdateSet((eb) => ({
        used_cents: eb('limit_usage.used_cents', '+', eb.ref('excluded.used_cents')),
      })),
    ),
  rowCount,
);

/**
 * Creates, locks and reads the counters in one statement, by primary key only: a new key is
 * inserted at 0, an existing one is "updated" to its own value, which takes its row lock on
 * PostgreSQL, and RETURNING reads what each counter holds. No plan can scan the draw's other rows,
 * however stale the table's statistics (issue 19: the SELECT ... FOR UPDATE it replaces filtered
 * the whole draw when limit_usage had never been analyzed).
 */
const lockCounterRows = preparedQuery(
  (db, $: Bind<UsageRow[]>, sample) =>
    usageRows(db, $, sample)
      .onConflict((oc) =>
        oc.columns(KEY_COLUMNS).doUpdateSet((eb) => ({ used_cents: eb.ref('limit_usage.used_cents') })),
      )
      .returning([...KEY_COLUMNS, 'used_cents']),
  rowCount,
);

/**
 * SQLite: the counters of these keys (a JSON array of [pool, draw_date, bet_type, number]), read by
 * primary key; CROSS JOIN keeps json_each outside, so no plan can walk the draw's other counters.
 */
const readCounterRowsSqlite = preparedQuery<
  string,
  { pool: PoolCode; draw_date: string; bet_type: BetTypeCode; number: string; used_cents: number }
>((_db, $) => ({
  compile: () =>
    CompiledQuery.raw(
      `select u.pool, u.draw_date, u.bet_type, u.number, u.used_cents
         from json_each(?) as f cross join limit_usage as u
         where u.pool = json_extract(f.value, '$[0]') and u.draw_date = json_extract(f.value, '$[1]')
           and u.bet_type = json_extract(f.value, '$[2]') and u.number = json_extract(f.value, '$[3]')`,
      [$((json) => json)],
    ),
}));

const sellLimitsOf = preparedQuery((db, $: Bind<BetTypeCode[]>, sample) => {
  const betTypes = sample.map((_, i) => $((v) => v[i]!));
  return db.selectFrom('sell_limits').selectAll().where('bet_type', 'in', betTypes);
}, rowCount);

/** Rows per multi-row insert: under every bound-parameter limit, and few distinct shapes. */
const ROWS_PER_INSERT = 100;

function usageRow(key: LimitKey, used: number): UsageRow {
  return {
    pool: key.pool,
    draw_date: key.drawDate,
    bet_type: key.betType,
    number: key.number,
    used_cents: used,
  };
}

function compareKeys(a: LimitKey, b: LimitKey): number {
  return limitKeyId(a) < limitKeyId(b) ? -1 : limitKeyId(a) > limitKeyId(b) ? 1 : 0;
}

/**
 * Reads the usage of every key inside the order's transaction, creating the missing counters at 0
 * and locking them all (lockCounterRows), so concurrent orders on the same numbers queue instead of
 * both selling the last remainder. Keys are locked in one global order (sorted), so two orders
 * never wait on each other.
 *
 * SQLite: BEGIN IMMEDIATE already holds the database's one write lock, so there is nothing to lock
 * by row; the counters are only read (readCounterRowsSqlite), and a missing one reads as 0 and is
 * created by addUsageBatch when the order uses it (so no counter is left at 0 on SQLite). The upsert wrote every counter of every order
 * twice (a no-op update, then the add): issue 45's second pass, about a quarter of the order's
 * SQLite statement time.
 */
export async function lockUsage(
  trx: Q,
  dialect: Dialect,
  keys: readonly LimitKey[],
): Promise<Map<string, number>> {
  const unique = [...new Map(keys.map((key) => [limitKeyId(key), key])).values()].sort(compareKeys);
  const usage = new Map<string, number>();
  if (dialect === 'sqlite') {
    for (const key of unique) usage.set(limitKeyId(key), 0);
    for (let i = 0; i < unique.length; i += ROWS_PER_INSERT) {
      const json = JSON.stringify(
        unique.slice(i, i + ROWS_PER_INSERT).map((key) => [key.pool, key.drawDate, key.betType, key.number]),
      );
      for (const row of await readCounterRowsSqlite.execute(trx, json)) {
        const key = { pool: row.pool, drawDate: row.draw_date, betType: row.bet_type, number: row.number };
        usage.set(limitKeyId(key), Number(row.used_cents));
      }
    }
    return usage;
  }
  for (let i = 0; i < unique.length; i += ROWS_PER_INSERT) {
    const rows = await lockCounterRows.execute(
      trx,
      unique.slice(i, i + ROWS_PER_INSERT).map((key) => usageRow(key, 0)),
    );
    for (const row of rows) {
      const key = { pool: row.pool, drawDate: row.draw_date, betType: row.bet_type, number: row.number };
      usage.set(limitKeyId(key), Number(row.used_cents));
    }
  }
  return usage;
}

/** Adds what an order used to each key's usage in one statement, creating rows as needed. */
export async function addUsageBatch(
  trx: Q,
  entries: readonly { key: LimitKey; used: number }[],
): Promise<void> {
  const positive = entries.filter((entry) => entry.used > 0);
  for (let i = 0; i < positive.length; i += ROWS_PER_INSERT) {
    await addToUsageRows.run(
      trx,
      positive.slice(i, i + ROWS_PER_INSERT).map(({ key, used }) => usageRow(key, used)),
    );
  }
}

/** What a cancel gives back to one counter of a ticket's draw. */
export interface FreedStake {
  betType: BetTypeCode;
  number: string;
  /** cents, > 0 */
  stake: number;
}

/**
 * Frees what a ticket used of its counters (one pool's one draw) in ONE statement, whatever its
 * size, as an order takes them (issue #36 item 5: one UPDATE per counter held a connection for
 * 76,800 statements). Each counter is reached by its primary key only, through INSERT ... ON
 * CONFLICT DO UPDATE, never through a join a plan could turn into a scan of the draw's counters
 * (both databases chose that scan for an UPDATE ... FROM while the table had no statistics). The
 * rows come in the caller's order (sorted by key), so the counters are locked in the one global
 * order. Answers how many counters were freed and how many were missing (never, by the books: a
 * placed ticket made every counter it uses; the caller refuses to go on).
 *
 * PostgreSQL: the stakes as arrays (unnest), the proposed row carrying the stake, which the update
 * subtracts; a missing counter would be inserted (xmax = 0), and is counted so the caller rolls
 * back. SQLite: the stakes as one JSON array (json_each), joined to the existing counters by
 * primary key (CROSS JOIN keeps json_each outside), so a missing counter is left alone and counted
 * as the rows not changed.
 */
const freeRowsPostgres = preparedQuery<
  { pool: string; drawDate: string; stakes: readonly FreedStake[] },
  { freed: number; missing: number }
>(($db, $) => ({
  compile: () =>
    CompiledQuery.raw(
      `with freed as (
         insert into limit_usage (pool, draw_date, bet_type, number, used_cents)
         select $1::varchar, $2::varchar, f.bet_type, f.number, f.stake
         from unnest($3::varchar[], $4::varchar[], $5::bigint[]) with ordinality as f(bet_type, number, stake, ord)
         order by f.ord
         on conflict (pool, draw_date, bet_type, number)
           do update set used_cents = limit_usage.used_cents - excluded.used_cents
         returning (xmax = 0) as created
       )
       select count(*)::int as freed, (count(*) filter (where created))::int as missing from freed`,
      [
        $((v) => v.pool),
        $((v) => v.drawDate),
        $((v) => v.stakes.map((s) => s.betType)),
        $((v) => v.stakes.map((s) => s.number)),
        $((v) => v.stakes.map((s) => s.stake)),
      ],
    ),
}));

const freeRowsSqlite = preparedQuery<{ pool: string; drawDate: string; json: string }, never>(($db, $) => ({
  compile: () =>
    CompiledQuery.raw(
      `insert into limit_usage (pool, draw_date, bet_type, number, used_cents)
         select u.pool, u.draw_date, u.bet_type, u.number, json_extract(f.value, '$[2]')
         from json_each(?) as f cross join limit_usage as u
         where u.pool = ? and u.draw_date = ? and u.bet_type = json_extract(f.value, '$[0]')
           and u.number = json_extract(f.value, '$[1]')
         on conflict (pool, draw_date, bet_type, number)
           do update set used_cents = limit_usage.used_cents - excluded.used_cents`,
      [$((v) => v.json), $((v) => v.pool), $((v) => v.drawDate)],
    ),
}));

export async function freeUsage(
  trx: Q,
  dialect: Dialect,
  draw: { pool: PoolCode; drawDate: string },
  stakes: readonly FreedStake[],
): Promise<{ freed: number; missing: number }> {
  if (stakes.length === 0) return { freed: 0, missing: 0 };
  if (dialect === 'postgres') {
    const row = await freeRowsPostgres.takeFirst(trx, { ...draw, stakes });
    return { freed: Number(row?.freed ?? 0), missing: Number(row?.missing ?? 0) };
  }
  const json = JSON.stringify(stakes.map((s) => [s.betType, s.number, s.stake]));
  const result = await freeRowsSqlite.run(trx, { ...draw, json });
  const freed = Number(result.numAffectedRows ?? 0n);
  return { freed, missing: stakes.length - freed };
}

type SellLimitRow = Awaited<ReturnType<typeof sellLimitsOf.execute>>[number];

/**
 * The operator's sell-limit rows of these bet types, read once per transaction: a group commit's
 * batch of orders on SQLite shares one (db/group-commit.ts), and sell limits are only written in a
 * transaction of their own (limit.admin.service.ts), which the connection runs between batches, so
 * they cannot change within one. Issue 45: one statement less per order but the batch's first.
 */
const sellLimitsByTransaction = new WeakMap<Q, Map<string, readonly SellLimitRow[]>>();

async function sellLimitRows(trx: Q, betTypes: BetTypeCode[]): Promise<readonly SellLimitRow[]> {
  // Only a transaction ends: the server's own Kysely (a read outside one, as the exposure view
  // asks) lives as long as the process and would keep the rows of its first read for good.
  if (!trx.isTransaction) return sellLimitsOf.execute(trx, betTypes);
  let known = sellLimitsByTransaction.get(trx);
  if (!known) {
    known = new Map();
    sellLimitsByTransaction.set(trx, known);
  }
  const key = betTypes.join(',');
  let rows = known.get(key);
  if (!rows) {
    rows = await sellLimitsOf.execute(trx, betTypes);
    known.set(key, rows);
  }
  return rows;
}

/**
 * The sell limit of every key: the most specific matching operator override, else the bet type's
 * default (game-rules §6). Specificity ranks a draw date above a number above a pool (date 4,
 * number 2, pool 1, summed): pool + date + number wins, and a date-only row beats pool + number.
 */
export async function limitsFor(trx: Q, keys: readonly LimitKey[]): Promise<Map<string, number>> {
  const betTypes = [...new Set(keys.map((key) => key.betType))].sort();
  const rows = betTypes.length === 0 ? [] : await sellLimitRows(trx, betTypes);
  // The overrides that can match a key: its bet type's rows for its number or for any number.
  // Indexed once, so the work is linear in keys + overrides, not their product.
  const candidates = new Map<string, SellLimitRow[]>();
  for (const row of rows) {
    const name = `${row.bet_type}|${row.number ?? ''}`;
    const list = candidates.get(name);
    if (list) list.push(row);
    else candidates.set(name, [row]);
  }
  const limits = new Map<string, number>();
  for (const key of keys) {
    let best: { rank: number; limit: number } | undefined;
    const matching = [
      ...(candidates.get(`${key.betType}|${key.number}`) ?? []),
      ...(candidates.get(`${key.betType}|`) ?? []),
    ];
    for (const row of matching) {
      if (row.bet_type !== key.betType) continue;
      if (row.pool !== null && row.pool !== key.pool) continue;
      if (row.draw_date !== null && row.draw_date !== key.drawDate) continue;
      if (row.number !== null && row.number !== key.number) continue;
      const rank = (row.pool ? 1 : 0) + (row.number ? 2 : 0) + (row.draw_date ? 4 : 0);
      if (!best || rank > best.rank) best = { rank, limit: Number(row.limit_cents) };
    }
    limits.set(limitKeyId(key), best?.limit ?? BET_TYPES[key.betType].defaultLimit);
  }
  return limits;
}
