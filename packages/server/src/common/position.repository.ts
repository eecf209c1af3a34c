import { sql, type Kysely } from 'kysely';
import type { BetTypeCode } from '@lotto/domain/bet-types';
import { readCents, type Cents } from '@lotto/domain/money';
import type { CapTable, TakeTable } from '@lotto/domain/position';
import type { Database } from '../db/schema.js';
import { preparedQuery, type Bind } from '../db/prepared-query.js';
import type { Role } from '@lotto/domain/roles';

type Q = Kysely<Database>;

/**
 * Position settings (issue 39, migration 0030): every agent's takes (basis points) and eat caps
 * (cents) per bet type, one row per set bet type. Read by the order path (the owner's upline
 * path), the back office (GetPositionTakes, SetPositionTakes and its clamps) and written only by
 * SetPositionTakes.
 */

export interface PositionSettings {
  takes: TakeTable;
  caps: CapTable;
}

const emptySettings = (): PositionSettings => ({ takes: {}, caps: {} });

// Every taking order reads its path's settings: compiled once per number of users.
const settingsRows = preparedQuery(
  (db, $: Bind<number[]>, sample) =>
    db
      .selectFrom('position_takes')
      .select(['user_id', 'bet_type', 'take_bp', 'cap_cents'])
      .where(
        'user_id',
        'in',
        sample.map((_, i) => $((ids) => ids[i]!)),
      ),
  (ids) => String(ids.length),
);

/** Each user's settings; a user with none set has empty tables. */
export async function settingsOf(db: Q, userIds: readonly number[]): Promise<Map<number, PositionSettings>> {
  const result = new Map<number, PositionSettings>(userIds.map((id) => [id, emptySettings()]));
  if (userIds.length === 0) return result;
  const rows = await settingsRows.execute(db, [...new Set(userIds)]);
  for (const row of rows) {
    const settings = result.get(Number(row.user_id))!;
    if (row.take_bp > 0) settings.takes[row.bet_type] = Number(row.take_bp);
    if (row.cap_cents !== null) settings.caps[row.bet_type] = readCents(row.cap_cents);
  }
  return result;
}

/** One user of a downline tree with its takes, for the clamps of a lowered take. */
export interface TakeTreeNode {
  userId: number;
  parentId: number | null;
  username: string;
  role: Role;
  takes: TakeTable;
}

/** `rootId` and everyone below it, with their takes (the clamps' input). */
export async function takeTreeOf(db: Q, rootId: number): Promise<TakeTreeNode[]> {
  const result = await sql<{
    id: number | string;
    parent_id: number | string | null;
    username: string;
    role: Role;
    bet_type: BetTypeCode | null;
    take_bp: number | null;
  }>`with recursive tree(id) as (
       select id from users where id = ${rootId}
       union all
       select u.id from users u join tree t on u.parent_id = t.id
     )
     select u.id, u.parent_id, u.username, u.role, p.bet_type, p.take_bp
     from tree t join users u on u.id = t.id
     left join position_takes p on p.user_id = u.id
     order by u.id`.execute(db);
  const nodes = new Map<number, TakeTreeNode>();
  for (const row of result.rows) {
    const id = Number(row.id);
    let node = nodes.get(id);
    if (!node) {
      node = {
        userId: id,
        parentId: row.parent_id === null ? null : Number(row.parent_id),
        username: row.username,
        role: row.role,
        takes: {},
      };
      nodes.set(id, node);
    }
    if (row.bet_type !== null && row.take_bp !== null && Number(row.take_bp) > 0) {
      node.takes[row.bet_type] = Number(row.take_bp);
    }
  }
  return [...nodes.values()];
}

/**
 * Writes one user's settings for the bet types named: a take of 0 with no cap removes the row (the
 * table holds only what is set, so an unused feature stays an empty table).
 */
export async function writeSettings(
  db: Q,
  userId: number,
  rows: readonly { betType: BetTypeCode; take: number; cap: Cents | null }[],
): Promise<void> {
  for (const row of rows) {
    await db
      .deleteFrom('position_takes')
      .where('user_id', '=', userId)
      .where('bet_type', '=', row.betType)
      .execute();
    if (row.take === 0 && row.cap === null) continue;
    await db
      .insertInto('position_takes')
      .values({ user_id: userId, bet_type: row.betType, take_bp: row.take, cap_cents: row.cap })
      .execute();
  }
}

/** A user by id, whole (the operator itself, read again inside the change's transaction). */
export function userById(db: Q, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A parent's name and role, to bound its child's takes. */
export function parentOf(db: Q, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'role'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/**
 * Locks the users rows a change reads its bounds from, in id order (PostgreSQL; SQLite writes one
 * at a time): a parent's decrease and a change of its child's take serialise on the parent's row.
 */
export async function lockUsers(db: Q, dialect: string, ids: readonly number[]): Promise<void> {
  if (dialect !== 'postgres' || ids.length === 0) return;
  const sorted = [...ids].sort((a, b) => a - b);
  await sql`select id from users where id in (${sql.join(sorted)}) order by id for update`.execute(db);
}
