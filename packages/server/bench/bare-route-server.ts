/**
 * The stack's own ceiling for the ordering benchmark (issue 45): a bare Fastify route that parses
 * the same JSON body as POST /Order/MakeOrder with the same zod schema and makes one durable
 * one-row write on the same database driver, and nothing else (no session, no rules, no ledger).
 * orders.bench.ts runs the same load against it in the same run, so "orders/s as a share of the
 * bare route" is the bench's own figure.
 *
 *   DATABASE_URL=sqlite:/tmp/x.db PORT=8300 tsx --conditions=source bench/bare-route-server.ts
 *
 * SQLite: one connection, WAL, synchronous=FULL, one INSERT per request (its own transaction).
 * PostgreSQL: a pool of 10 (the server's default), autocommit INSERTs, synchronous_commit as the
 * server has it (on by default). Answers 200 with the envelope once the row is durable.
 */
import SqliteDatabase from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';
import { makeOrderBody } from '@lotto/contract/order';

const url = process.env.DATABASE_URL ?? '';
const port = Number(process.env.PORT ?? 0);
const TABLE =
  'create table if not exists bare_writes (id integer primary key, lines integer not null, at bigint not null)';

type Write = (lines: number) => Promise<void>;

function sqliteWrite(file: string): Write {
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(TABLE);
  const insert = db.prepare('insert into bare_writes (lines, at) values (?, ?)');
  return (lines) => {
    insert.run(lines, Date.now());
    return Promise.resolve();
  };
}

async function postgresWrite(connectionString: string): Promise<Write> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query(TABLE.replace('integer primary key', 'bigserial primary key'));
  return async (lines) => {
    await pool.query('insert into bare_writes (lines, at) values ($1, $2)', [lines, Date.now()]);
  };
}

const write = url.startsWith('sqlite:') ? sqliteWrite(url.slice('sqlite:'.length)) : await postgresWrite(url);
const app = Fastify({ logger: false });
app.get('/readyz', () => ({ ready: true }));
app.post('/Order/MakeOrder', async (request, reply) => {
  const parsed = makeOrderBody.safeParse(request.body);
  if (!parsed.success) return reply.code(400).send({ success: false, message: 'bad body', data: null });
  await write(JSON.stringify(request.body).length);
  return { success: true, message: '', data: { betStatus: 'COMPLETE' } };
});
await app.listen({ port, host: '127.0.0.1' });
