import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Actor } from '../context.js';
import type { Database } from '../db/schema.js';
import { preparedQuery, type Bind } from '../db/prepared-query.js';
import type { Role } from '@lotto/domain/roles';
import type { UserRow, UserStatus } from '../db/tables/user.table.js';
import { AppError } from '../lib/app-error.js';
import { normaliseUsername } from './user.repository.js';

type Q = Kysely<Database>;

/**
 * The downline scope, one home for every "may this user see or touch that one" rule.
 *
 * Report scope (issue #7): a player sees its own figures; an agent (or the house) sees itself and
 * its whole downline tree. The scope is a recursive query over users.parent_id (indexed), so
 * the database, not the caller, decides whose rows a report may read.
 *
 * @example
 * db.selectFrom('tickets').selectAll().where(inTreeOf('tickets.user_id', me.id))
 */
export function inTreeOf(column: string, rootId: number): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} in (${treeIdsQuery(rootId)})`;
}

/** The SQL text of "the ids of rootId and everyone below it" (a subquery). */
export function treeIdsQuery(rootId: number) {
  return sql`with recursive tree(id) as (
      select id from users where id = ${rootId}
      union all
      select u.id from users u join tree t on u.parent_id = t.id
    ) select id from tree`;
}

/**
 * Whether rootId's tree is every account: rootId is the only account without a parent. A parent is
 * set once, when an account is made, to an account that already exists, so every chain of parents
 * ends at a parentless account; with one such account, every chain ends at it. A report can then
 * leave the tree out of its query: for the house, the recursive query over 10,000 accounts and
 * the probe of each one's rows cost more than the report itself (CheckTicket on PostgreSQL, issue
 * 45's reports bench). One probe of the parent index, at most two rows.
 */
export async function isWholeTree(db: Kysely<Database>, rootId: number): Promise<boolean> {
  const tops = await db.selectFrom('users').select('id').where('parent_id', 'is', null).limit(2).execute();
  return tops.length === 1 && Number(tops[0]!.id) === rootId;
}

/** The ids of rootId's tree (itself first), for reports that need them in memory. */
export async function treeUserIds(db: Kysely<Database>, rootId: number): Promise<number[]> {
  const result = await sql<{ id: number | string }>`${treeIdsQuery(rootId)}`.execute(db);
  return result.rows.map((row) => Number(row.id));
}

/** Whether `userId` is `rootId` or below it (object-level access for calls that take an id). */
export async function isInTree(db: Kysely<Database>, rootId: number, userId: number): Promise<boolean> {
  const result = await sql<{
    found: number;
  }>`select 1 as found where ${userId} in (${treeIdsQuery(rootId)})`.execute(db);
  return result.rows.length > 0;
}

/**
 * True when `userId` is `ancestorId` or anywhere below it. Walks up the parent chain (trees are
 * shallow), so it costs one small query per level.
 */
export async function isSelfOrDownline(db: Q, ancestorId: number, userId: number): Promise<boolean> {
  let current: number | null = userId;
  for (let depth = 0; current !== null && depth < 64; depth += 1) {
    if (current === ancestorId) return true;
    const row: { parent_id: number | null } | undefined = await db
      .selectFrom('users')
      .select('parent_id')
      .where('id', '=', current)
      .executeTakeFirst();
    current = row?.parent_id ?? null;
  }
  return false;
}

/** One account of a user's upline chain: the user itself at depth 0, its parent at 1, ... */
export interface ChainLink {
  depth: number;
  id: number;
  username: string;
  status: UserStatus;
  balanceCents: number;
  role: Role;
  packageId: number | null;
  /** it takes a position (issue 39): a take above 0 on some bet type */
  takes: boolean;
  /** the closed week (its Monday) a `lock` user may not bet until it is settled (issue 41); null: none */
  lockedWeek: string | null;
}

// Every order and cancel reads it (one statement, whatever the depth); compiled once. Whether
// each account takes a position is read with it, an index probe per account, so that an order
// costs no statement of its own to learn that nobody on its path takes (issue 39).
const chainRows = preparedQuery((db, $: Bind<number>) => {
  const userId = $((v) => v);
  return {
    compile: () =>
      sql<{
        depth: number;
        id: number;
        username: string;
        status: UserStatus;
        balance_cents: number;
        role: Role;
        package_id: number | null;
        takes: number;
        weekly_locked_week: string | null;
      }>`
        with recursive chain(depth, id, username, parent_id, status, balance_cents, role, package_id, weekly_locked_week) as (
          select 0, id, username, parent_id, status, balance_cents, role, package_id, weekly_locked_week
          from users where id = ${userId}
          union all
          select c.depth + 1, u.id, u.username, u.parent_id, u.status, u.balance_cents, u.role, u.package_id,
                 u.weekly_locked_week
          from chain c join users u on u.id = c.parent_id
          where c.depth < 64
        )
        select depth, id, username, status, balance_cents, role, package_id, weekly_locked_week,
               case when exists (select 1 from position_takes p where p.user_id = chain.id and p.take_bp > 0)
                    then 1 else 0 end as takes
        from chain order by depth`.compile(db),
  };
});

/**
 * The user and every account above it, itself first, up to the house: who may act on its tickets
 * (the accounts in it, docs/rules.md "Ownership") and whether it may bet (every account in it
 * active, "Suspension"). One statement by primary key per level, inside the database.
 */
export async function uplineChain(db: Q, userId: number): Promise<ChainLink[]> {
  const rows = await chainRows.execute(db, userId);
  return rows.map((row) => ({
    depth: Number(row.depth),
    id: Number(row.id),
    username: row.username,
    status: row.status,
    balanceCents: Number(row.balance_cents),
    role: row.role,
    packageId: row.package_id === null ? null : Number(row.package_id),
    takes: Number(row.takes) === 1,
    lockedWeek: row.weekly_locked_week,
  }));
}

/** The operator behind a back-office call. */
export type Operator = Pick<UserRow, 'id' | 'username' | 'role'>;

export const actorOf = (operator: Operator): Actor => ({ id: operator.id, name: operator.username });

export const notInDownline = (username: string): AppError =>
  new AppError('NOT_FOUND', `No user named ${normaliseUsername(username)} in your downline`);

/**
 * The user an operator may act on: strictly below an agent (never itself, its upline or another
 * tree), anyone but itself for the house. Decided in SQL; anything else is "not in your downline"
 * (404, never 403, which would log the web app out).
 */
export async function findDownlineUser(db: Q, operator: Operator, username: string): Promise<UserRow> {
  let query = db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', normaliseUsername(username))
    .where('id', '<>', operator.id);
  if (operator.role !== 'admin') query = query.where(inTreeOf('users.id', operator.id));
  const user = await query.executeTakeFirst();
  if (!user) throw notInDownline(username);
  return user;
}
