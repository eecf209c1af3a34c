import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { GroupCommitter } from './group-commit.js';
import { wantsArrayRows } from './array-rows.js';
import { preparedStatementName } from './prepared-query.js';
import { WriteThreadClient } from './write-thread-client.js';
import { startWalCheckpointer } from './wal-checkpointer.js';
import type { Database } from './schema.js';
import { ImmediateSqliteDialect } from './sqlite-dialect.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** SQLite only: runs units of work with a shared COMMIT (group-commit.ts); null on PostgreSQL */
  groupCommit: GroupCommitter | null;
  /**
   * The server's write thread (write-thread-client.ts): on SQLite for orders, cancels and
   * settlements, on PostgreSQL for settlements; null without one (the CLI, tests that ask none)
   */
  writer: WriteThreadClient | null;
  /** PostgreSQL only: the pool's connections right now (metrics); undefined on SQLite */
  poolStats?: () => PoolStats;
  destroy(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

// int8 (bigint, count(*)) arrives from pg as text; our amounts are cents far below 2^53, so a
// number is exact. Refuse rather than round if that ever stops being true.
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 out of safe range: ${text}`);
  return value;
});

export function sqlitePath(url: string): string {
  return url.replace(/^sqlite:(\/\/)?/, '');
}

export interface OpenOptions {
  /** PostgreSQL connections (default 10) */
  poolSize?: number;
  /**
   * SQLite: checkpoint the WAL from a background thread (wal-checkpointer.ts) instead of inside
   * commits. For the long-running server; short CLI commands keep SQLite's inline default.
   */
  backgroundCheckpoints?: boolean;
  /**
   * Run writes on a write thread with its own connection (write-thread-client.ts). SQLite: orders,
   * cancels and settlements, so their statements and fsyncs do not stop the request thread.
   * PostgreSQL: settlements, so their round trips do not wait behind the requests (decision 019).
   * For the long-running server.
   */
  writeThread?: boolean;
}

export function openDatabase(url: string, options: OpenOptions = {}): Db {
  if (url.startsWith('sqlite:')) return openSqlite(sqlitePath(url), options);
  return openPostgres(url, options.poolSize ?? 10, options.writeThread === true);
}

// The write thread's program: beside this folder in the sources and in the build alike.
const WRITE_THREAD_ENTRY = new URL(
  `../writer/write-thread.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`,
  import.meta.url,
);

/** The largest part of an SQLite file read through a memory map (decision 016). */
export const SQLITE_MMAP_BYTES = 1024 * 1024 * 1024;

function openSqlite(file: string, options: OpenOptions): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a committed order survives a power cut, not just a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // Savepoints (one per order in a group commit) journal the pages they change; past 64 KiB that
  // journal spills to a temporary FILE, about 25 extra writes per order. Keep it in memory.
  sqlite.pragma('temp_store = MEMORY');
  // Reads through a memory map instead of a read() per page: a settlement step looks lines up by
  // ticket all over the file, and mapped it read them 19% faster (decision 016). An upper bound of
  // the mapping, not memory taken: the kernel's page cache holds the pages either way.
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  cachePreparedStatements(sqlite);
  const kysely = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  const groupCommit = new GroupCommitter(kysely);
  const onDisk = file !== ':memory:';
  const checkpointer =
    options.backgroundCheckpoints && onDisk ? startWalCheckpointer(sqlite, path.resolve(file)) : null;
  const writer =
    options.writeThread && onDisk
      ? new WriteThreadClient({
          entry: WRITE_THREAD_ENTRY,
          url: `sqlite:${path.resolve(file)}`,
        })
      : null;
  return {
    kysely,
    dialect: 'sqlite',
    groupCommit,
    writer,
    destroy: async () => {
      await writer?.stop();
      await groupCommit.drain();
      await checkpointer?.stop();
      await kysely.destroy();
    },
  };
}

/**
 * Kysely prepares every query afresh; preparing costs more than running most of ours. Queries are
 * built from a small set of shapes, so keep the prepared statements by SQL text. Safe because the
 * driver runs one statement at a time on the single connection (its mutex) and never streams.
 */
function cachePreparedStatements(sqlite: SqliteDatabase.Database): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SqliteDatabase.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      if (cache.size >= 1000) cache.clear();
      statement = prepare(source);
      // Its rows as arrays (array-rows.ts): the statement's SQL is only ever run that way.
      if (statement.reader && wantsArrayRows(source)) statement.raw(true);
      cache.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
}

/**
 * Runs the prepared queries' statements (prepared-query.ts) as named statements on this
 * connection: PostgreSQL parses and plans each once per connection instead of on every run. Kysely
 * calls `query(sql, parameters)`; anything else passes through as it was. Also answers rows as arrays
 * for a query that asks (array-rows.ts).
 */
function useNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    const plain = args.length === 2 && typeof text === 'string';
    const name = plain ? preparedStatementName(text) : undefined;
    // Rows as arrays when asked (array-rows.ts); Kysely passes them through as its rows.
    if (plain && wantsArrayRows(text)) return query({ name, text, values, rowMode: 'array' });
    return name ? query({ name, text, values }) : query(...args);
  }) as typeof client.query;
}

/**
 * Session settings of every connection (docs/decisions/027-no-parallel-query.md): no parallel
 * workers. Every statement here is a short read or write for one user among many; on a 2-core
 * machine a worker's start-up (~40 ms) cost a 1 ms report read forty times its work, and workers
 * take the cores other users' requests wait for.
 */
export const POSTGRES_SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0';

function openPostgres(connectionString: string, max: number, writeThread: boolean): Db {
  const pool = new pg.Pool({ connectionString, max, options: POSTGRES_SESSION_OPTIONS });
  // An idle client can lose its connection (server restart, network): pg reports it on the pool,
  // and an unhandled 'error' event would end the process. The pool replaces the client.
  pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
  pool.on('connect', useNamedStatements);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const writer = writeThread
    ? new WriteThreadClient({
        entry: WRITE_THREAD_ENTRY,
        url: connectionString,
        lazy: true,
      })
    : null;
  return {
    kysely,
    dialect: 'postgres',
    groupCommit: null,
    writer,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    destroy: async () => {
      await writer?.stop();
      await kysely.destroy();
    },
  };
}
