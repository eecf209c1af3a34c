import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * A comment that asks the database layer for a query's rows as arrays of the column values in
 * select order instead of objects: better-sqlite3's raw mode, pg's rowMode 'array' (database.ts).
 * Building an object per row costs more than reading the row: a settlement reads a million lines,
 * and objects made a quarter of that read on SQLite (issue 19).
 */
export const ARRAY_ROWS_MARKER = '/* array rows */ ';

export function wantsArrayRows(sql: string): boolean {
  return sql.startsWith(ARRAY_ROWS_MARKER);
}

/**
 * Runs a select and answers its rows as arrays, the columns in select order. The caller names the
 * tuple type; keep it next to the select list, which it must follow.
 */
export async function selectArrays<T extends readonly unknown[]>(
  db: Kysely<Database>,
  query: Compilable,
): Promise<T[]> {
  const { sql, parameters } = query.compile();
  const { rows } = await db.executeQuery<unknown>(
    CompiledQuery.raw(ARRAY_ROWS_MARKER + sql, [...parameters]),
  );
  if (rows.length === 0 || Array.isArray(rows[0])) return rows as T[];
  // Every connection openDatabase makes has the hook. Rebuilding arrays from objects here would hide
  // a connection without it, and would merge two selected columns of the same name.
  throw new Error(
    'selectArrays: the rows came back as objects; the connection lacks the array-rows hook (database.ts)',
  );
}
