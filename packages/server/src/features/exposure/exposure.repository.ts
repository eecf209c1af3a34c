import { sql, type Kysely } from 'kysely';
import type { BetTypeCode } from '@lotto/domain/bet-types';
import type { PatternCode } from '@lotto/domain/patterns';
import type { PoolCode } from '@lotto/domain/pools';
import { preparedQuery, type Bind } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';

type Q = Kysely<Database>;

/**
 * The heavy-number report's SQL (issue 40): the draw's active lines of a viewer's downline, what
 * each level kept of each counter (position_usage), the house's counters (limit_usage) and the
 * stopped numbers (number_stops, migration 0070).
 */

/** One active line of a viewer's downline on one draw, with the viewer's direct downline it came through. */
export interface DownlineLine {
  ownerId: number;
  /** the viewer's direct downline whose subtree holds the owner (the owner itself when direct) */
  topId: number;
  number: string;
  pattern: PatternCode;
  acceptedJson: string;
}

/** A downline user: its id, its name and the viewer's direct downline above it (itself when direct). */
export interface DownlineUser {
  id: number;
  username: string;
  role: string;
  topId: number;
}

const downlineTree = (rootId: number) => sql`with recursive tree(id, top_id) as (
    select id, id from users where parent_id = ${rootId}
    union all
    select u.id, t.top_id from users u join tree t on u.parent_id = t.id
  )`;

/** Everyone strictly below `rootId`, each with the direct downline it hangs from. */
export async function downlineUsers(db: Q, rootId: number): Promise<DownlineUser[]> {
  const result = await sql<{ id: number | string; username: string; role: string; top_id: number | string }>`
    ${downlineTree(rootId)}
    select u.id, u.username, u.role, tree.top_id from tree join users u on u.id = tree.id`.execute(db);
  return result.rows.map((row) => ({
    id: Number(row.id),
    username: row.username,
    role: row.role,
    topId: Number(row.top_id),
  }));
}

/**
 * The active lines of one draw whose tickets belong to someone strictly below `rootId` (the
 * viewer's own bets are its parent's downline's). Reads tickets through (pool, draw_date, user_id,
 * status) and their lines through ticket_id.
 */
export async function downlineLines(
  db: Q,
  rootId: number,
  pool: PoolCode,
  drawDate: string,
): Promise<DownlineLine[]> {
  const result = await sql<{
    user_id: number | string;
    top_id: number | string;
    number: string;
    pattern: PatternCode;
    accepted_json: string;
  }>`${downlineTree(rootId)}
    select t.user_id, tree.top_id, l.number, l.pattern, l.accepted_json
    from tree
    join tickets t on t.pool = ${pool} and t.draw_date = ${drawDate} and t.user_id = tree.id
      and t.status = 'active'
    join ticket_lines l on l.ticket_id = t.id`.execute(db);
  return result.rows.map((row) => ({
    ownerId: Number(row.user_id),
    topId: Number(row.top_id),
    number: row.number,
    pattern: row.pattern,
    acceptedJson: row.accepted_json,
  }));
}

/**
 * The draw's active lines typed on one of `numbers` (any owner), through ticket_lines_number_idx:
 * the drill-down of a 4D number reads its candidates only, not the whole draw.
 */
export async function linesOfNumbers(
  db: Q,
  pool: PoolCode,
  drawDate: string,
  numbers: readonly string[],
): Promise<Omit<DownlineLine, 'topId'>[]> {
  if (numbers.length === 0) return [];
  const rows = await db
    .selectFrom('ticket_lines as l')
    .innerJoin('tickets as t', 't.id', 'l.ticket_id')
    .select(['t.user_id', 'l.number', 'l.pattern', 'l.accepted_json'])
    .where('l.number', 'in', [...numbers])
    .where('t.pool', '=', pool)
    .where('t.draw_date', '=', drawDate)
    .where('t.status', '=', 'active')
    .execute();
  return rows.map((row) => ({
    ownerId: Number(row.user_id),
    number: row.number,
    pattern: row.pattern,
    acceptedJson: row.accepted_json,
  }));
}

/** One level's kept amount of one counter of the draw. */
export interface KeptRow {
  userId: number;
  betType: BetTypeCode;
  number: string;
  kept: number;
}

/** What every level kept of the draw's counters (rows at 0 left out); one counter when given. */
export async function keptOfDraw(
  db: Q,
  pool: PoolCode,
  drawDate: string,
  counter?: { betType: BetTypeCode; number: string },
): Promise<KeptRow[]> {
  let query = db
    .selectFrom('position_usage')
    .select(['user_id', 'bet_type', 'number', 'kept_cents'])
    .where('pool', '=', pool)
    .where('draw_date', '=', drawDate)
    .where('kept_cents', '>', 0);
  if (counter) query = query.where('bet_type', '=', counter.betType).where('number', '=', counter.number);
  const rows = await query.execute();
  return rows.map((row) => ({
    userId: Number(row.user_id),
    betType: row.bet_type,
    number: row.number,
    kept: Number(row.kept_cents),
  }));
}

/** The ids of `userId`'s upline, nearest first (the house included). */
export async function uplineIds(db: Q, userId: number): Promise<number[]> {
  const result = await sql<{ id: number | string }>`with recursive chain(depth, id, parent_id) as (
      select 0, id, parent_id from users where id = ${userId}
      union all
      select c.depth + 1, u.id, u.parent_id from chain c join users u on u.id = c.parent_id
      where c.depth < 64
    ) select id from chain where depth > 0 order by depth`.execute(db);
  return result.rows.map((row) => Number(row.id));
}

/** The stops of these draws: who stopped which sold number. */
export async function stopsOn(
  db: Q,
  draws: readonly { pool: string; drawDate: string }[],
): Promise<{ userId: number; pool: string; drawDate: string; number: string }[]> {
  if (draws.length === 0) return [];
  const dates = [...new Set(draws.map((draw) => draw.drawDate))];
  const pools = new Set(draws.map((draw) => draw.pool));
  const rows = await db
    .selectFrom('number_stops')
    .select(['user_id', 'pool', 'draw_date', 'number'])
    .where('draw_date', 'in', dates)
    .execute();
  return rows
    .filter((row) => pools.has(row.pool))
    .map((row) => ({
      userId: Number(row.user_id),
      pool: row.pool,
      drawDate: row.draw_date,
      number: row.number,
    }));
}

/**
 * Compiled once per number of dates (db/prepared-query.ts): every SQLite order transaction and
 * every PostgreSQL batch asks it, and Kysely's build and compile of it cost more than the index
 * probe (issue 45, second pass: 4.1% of the SQLite write thread).
 */
const anyStopOnDates = preparedQuery(
  (db, $: Bind<readonly string[]>, sample) =>
    db
      .selectFrom('number_stops')
      .select('user_id')
      .where(
        'draw_date',
        'in',
        sample.map((_, i) => $((dates) => dates[i]!)),
      )
      .limit(1),
  (dates) => String(dates.length),
);

/** Whether any number of these dates is stopped: one index probe (the order batch's check). */
export async function anyStopOn(db: Q, dates: readonly string[]): Promise<boolean> {
  if (dates.length === 0) return false;
  const row = await anyStopOnDates.takeFirst(db, [...new Set(dates)]);
  return row !== undefined;
}

export interface StopKey {
  userId: number;
  pool: PoolCode;
  drawDate: string;
  number: string;
}

/** Stops a number; answers false when it already was. */
export async function insertStop(db: Q, key: StopKey, now: number): Promise<boolean> {
  const result = await db
    .insertInto('number_stops')
    .values({
      user_id: key.userId,
      pool: key.pool,
      draw_date: key.drawDate,
      number: key.number,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['pool', 'draw_date', 'number', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Frees a number; answers false when it was not stopped. */
export async function deleteStop(db: Q, key: StopKey): Promise<boolean> {
  const result = await db
    .deleteFrom('number_stops')
    .where('user_id', '=', key.userId)
    .where('pool', '=', key.pool)
    .where('draw_date', '=', key.drawDate)
    .where('number', '=', key.number)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
