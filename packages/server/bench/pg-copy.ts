/**
 * The benchmarks' way onto PostgreSQL: a fresh database, migrated, with a seeded SQLite file's rows
 * copied in (the same rows, so both databases are measured on the same data), then VACUUM ANALYZEd as
 * autovacuum would have done by the time anyone reads them.
 */
import { randomBytes } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrator.js';

export const PG_URL =
  process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface PgCopy {
  url: string;
  drop: () => Promise<void>;
}

/** A new empty database beside PG_URL's, migrated to the latest schema. */
export async function freshPostgres(prefix: string): Promise<PgCopy> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const parsed = new URL(PG_URL);
  parsed.pathname = `/${name}`;
  const url = parsed.toString();
  const drop = async () => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  const setup = openDatabase(url);
  await migrateToLatest(setup);
  await setup.destroy();
  return { url, drop };
}

/**
 * Copies `tables` (every table of the file when omitted) from the SQLite file into a fresh
 * PostgreSQL database: what the migrations seeded there is replaced by the file's rows, foreign
 * keys are not checked during the copy (the rows come from a database that checked them).
 */
export async function copyToPostgres(
  file: string,
  prefix: string,
  tables?: readonly string[],
): Promise<PgCopy> {
  const target = await freshPostgres(prefix);
  const sqlite = new SqliteDatabase(file, { readonly: true });
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const names =
      tables ??
      (
        sqlite
          .prepare(
            `select name from sqlite_master where type = 'table'
              and name not like 'sqlite_%' and name not like 'kysely_%' order by name`,
          )
          .all() as { name: string }[]
      ).map((row) => row.name);
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    for (const table of names) {
      const columns = (
        await client.query<{ column_name: string; udt_name: string }>(
          `select column_name, udt_name from information_schema.columns
           where table_schema = 'public' and table_name = $1 order by ordinal_position`,
          [table],
        )
      ).rows;
      if (columns.length === 0) continue;
      await client.query(`delete from ${table}`);
      const list = columns.map((column) => `"${column.column_name}"`).join(', ');
      const unnest = columns.map((column, i) => `$${i + 1}::${column.udt_name}[]`).join(', ');
      const insert = `insert into ${table} (${list}) select * from unnest(${unnest})`;
      const select = sqlite.prepare(`select ${list} from ${table} order by rowid`).raw(true);
      let batch: unknown[][] = columns.map(() => []);
      let size = 0;
      const flush = async () => {
        if (size > 0) await client.query(insert, batch);
        batch = columns.map(() => []);
        size = 0;
      };
      for (const row of select.iterate() as Iterable<unknown[]>) {
        row.forEach((value, i) =>
          batch[i]!.push(columns[i]!.udt_name === 'bool' && value !== null ? Boolean(value) : value),
        );
        size += 1;
        if (size === 20_000) await flush();
      }
      await flush();
      if (columns.some((column) => column.column_name === 'id')) {
        const sequence = await client.query<{ seq: string | null }>(
          `select pg_get_serial_sequence($1, 'id') as seq`,
          [table],
        );
        if (sequence.rows[0]?.seq) {
          await client.query(
            `select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from ${table}))`,
          );
        }
      }
    }
    await client.query('commit');
    // What autovacuum has done by the time anyone reads them: statistics, and (migration 0017's
    // per-table settings: every 100,000 new rows) the pages of the copied tickets and lines marked
    // all-visible, so a settlement reads them index-only as it would a closed draw's in production.
    await client.query('vacuum analyze');
  } catch (error) {
    await target.drop().catch(() => undefined);
    throw error;
  } finally {
    await client.end();
    sqlite.close();
  }
  return target;
}
