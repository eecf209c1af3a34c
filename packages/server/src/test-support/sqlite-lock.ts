import SqliteDatabase from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * A second connection to a test's SQLite file, as another process (the results CLI) would have:
 * `begin immediate` on it holds the database's write lock until `rollback`.
 */
export async function otherSqliteConnection(kysely: Kysely<Database>): Promise<SqliteDatabase.Database> {
  const { rows } = await sql<{
    file: string;
  }>`select file from pragma_database_list where name = 'main'`.execute(kysely);
  return new SqliteDatabase(rows[0]!.file, { fileMustExist: true });
}
