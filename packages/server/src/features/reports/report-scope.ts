import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
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
