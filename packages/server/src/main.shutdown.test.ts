import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { cents } from '@lotto/domain/money';
import { parseEnv } from './config/env.js';
import { openDatabase, type Db, type Dialect } from './db/database.js';
import { migrateToLatest } from './db/migrator.js';
import { createUser } from './features/users/user.service.js';
import { createTestDb, TEST_DATABASE_URL, type TestDb } from './test-support/test-db.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const serverMain = path.resolve(here, 'main.ts');
const APP_NAME = 'lotto-shutdown-test';
const ORDERS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on its own connection (no keep-alive), as a load balancer's fresh client would. */
function send(port: number, method: string, url: string, body?: string, cookie?: string): Promise<Answer> {
  return sendTracked(port, method, url, body, cookie).answer;
}

/**
 * Like send; with a body it asks `Expect: 100-continue` and sends the body once the server says it
 * has the headers, so `started` resolves when the server is serving the request (not merely when
 * the connection waits in the listen backlog, where closing the listener resets it).
 */
function sendTracked(
  port: number,
  method: string,
  url: string,
  body?: string,
  cookie?: string,
): { answer: Promise<Answer>; started: Promise<void> } {
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          ...(body
            ? {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(body),
                expect: '100-continue',
              }
            : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        markStarted();
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on('error', reject);
    if (body) {
      request.on('continue', () => {
        markStarted();
        request.end(body);
      });
    } else {
      request.end();
    }
  });
  return { answer, started };
}

/** A heavy order: 48 numbers (the most an order takes) on the next open draw of Magnum. */
function orderBody(seed: number): string {
  const lines = Array.from(
    { length: 48 },
    (_, i) => `${String((seed * 48 + i) % 10_000).padStart(4, '0')}#1`,
  );
  return JSON.stringify({ str2: ['D', '#1', ...lines].join('\n') });
}

function startServer(url: string, port: number): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', serverMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.SHUTDOWN_DEBUG ? 'info' : 'warn',
      PGAPPNAME: APP_NAME,
      // 100 clients' orders in flight, all from 127.0.0.1: no cap per address.
      MAX_CONNECTIONS_PER_ADDRESS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitReady(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode}:\n${output()}`);
    try {
      if ((await send(port, 'GET', '/readyz')).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the server did not become ready within 30 s:\n${output()}`);
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function seedPlayer(db: Db): Promise<void> {
  const ctx = { db, env: parseEnv({ DATABASE_URL: 'sqlite:/unused.db' }), clock: Date.now };
  const actor = { id: null, name: 'test' };
  await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
  await createUser(ctx, {
    username: 'buyer',
    password: 'buyer-pass',
    role: 'player',
    parent: 'house',
    credit: cents(100_000_000),
    actor,
  });
}

async function serverConnections(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    const name = new URL(databaseUrl).pathname.slice(1);
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from pg_stat_activity where datname = $1 and application_name = $2',
      [name, APP_NAME],
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

// The real server process (src/main.ts), as the bench and the e2e start it.
describe.each<Dialect>(['sqlite', 'postgres'])('graceful shutdown on SIGTERM (%s)', (dialect) => {
  let pgDb: TestDb | undefined;
  let dir: string | undefined;
  afterAll(async () => {
    await pgDb?.cleanup();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses new connections, answers the requests in flight, closes the database, exits 0', async () => {
    let url: string;
    let file = '';
    if (dialect === 'sqlite') {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-shutdown-'));
      file = path.join(dir, 'lotto.db');
      url = `sqlite:${file}`;
      const db = openDatabase(url);
      await migrateToLatest(db);
      await seedPlayer(db);
      await db.destroy();
    } else {
      pgDb = await createTestDb('postgres');
      url = pgDb.url;
      await seedPlayer(pgDb.db);
    }

    const port = await freePort();
    const { child, output } = startServer(url, port);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await waitReady(port, child, output);
      const login = await send(
        port,
        'POST',
        '/Account/Login',
        JSON.stringify({ username: 'buyer', password: 'buyer-pass' }),
      );
      expect(login.status).toBe(200);
      const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
      if (dialect === 'postgres') expect(await serverConnections(url)).toBeGreaterThan(0);
      // Warm up (the first order loads the write thread and the order code).
      const warm = await send(port, 'POST', '/Order/MakeOrderAdvanced', orderBody(ORDERS + 1), cookie);
      expect(JSON.parse(warm.body), warm.body).toMatchObject({ success: true });

      // A slow request: headers and half its body now, the rest only after SIGTERM.
      const slowBody = orderBody(ORDERS);
      const slow = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => slow.once('connect', resolve));
      let slowAnswer = '';
      slow.on('data', (chunk: Buffer) => (slowAnswer += chunk.toString()));
      const slowEnded = new Promise((resolve, reject) => {
        slow.once('end', resolve);
        slow.once('error', reject);
      });
      // Expect: 100-continue makes the server say when it has the headers: the request is then open.
      slow.write(
        `POST /Order/MakeOrderAdvanced HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Requested-With: XMLHttpRequest\r\n` +
          `Cookie: ${cookie}\r\nContent-Type: application/json\r\nExpect: 100-continue\r\n` +
          `Content-Length: ${Buffer.byteLength(slowBody)}\r\n\r\n`,
      );
      while (!slowAnswer.includes('\r\n\r\n')) await sleep(2);
      expect(slowAnswer).toBe('HTTP/1.1 100 Continue\r\n\r\n');
      slow.write(slowBody.slice(0, 100));

      // Many heavy orders in flight at once, each on its own connection.
      const sent = Array.from({ length: ORDERS }, (_, i) =>
        sendTracked(port, 'POST', '/Order/MakeOrderAdvanced', orderBody(i), cookie),
      );
      const orders = sent.map((item) => item.answer);
      let answeredBeforeSignal = 0;
      for (const order of orders)
        void order.then(
          () => (answeredBeforeSignal += 1),
          () => {},
        );
      // Every order is being served (the server has its headers) before the signal.
      await Promise.all(sent.map((item) => item.started));
      const signalled = answeredBeforeSignal;
      child.kill('SIGTERM');
      // Soon not listening any more (the signal waits for the event loop), while the slow request
      // is still open.
      const deadline = Date.now() + 10_000;
      while (!(await connectionRefused(port)) && Date.now() < deadline) await sleep(20);
      expect(await connectionRefused(port)).toBe(true);
      expect(child.exitCode).toBeNull();
      expect(slowAnswer).toBe('HTTP/1.1 100 Continue\r\n\r\n');

      slow.write(slowBody.slice(100));
      const answers = await Promise.all(orders);
      await slowEnded;
      expect(await exited).toBe(0);

      expect(slowAnswer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
      expect(slowAnswer.toLowerCase()).toContain('connection: close');
      expect(slowAnswer).toContain('"success":true');
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(JSON.parse(answer.body)).toMatchObject({ success: true, data: { betStatus: 'COMPLETE' } });
      }
      // Some orders were still in flight at SIGTERM (not a test that only proved an idle exit).
      expect(signalled).toBeLessThan(ORDERS);

      // Every answered order is in the database, and the database was closed cleanly.
      if (dialect === 'sqlite') {
        expect(fs.existsSync(`${file}-wal`) ? fs.statSync(`${file}-wal`).size : 0).toBe(0);
        const sqlite = new SqliteDatabase(file, { readonly: true });
        try {
          expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
          expect(sqlite.prepare('select count(*) as n from orders').get()).toEqual({ n: ORDERS + 2 });
        } finally {
          sqlite.close();
        }
      } else {
        expect(await serverConnections(url)).toBe(0);
        const counted = await pgDb!.db.kysely.selectFrom('orders').select('id').execute();
        expect(counted).toHaveLength(ORDERS + 2);
      }
    } finally {
      if (process.env.SHUTDOWN_DEBUG) console.log(output());
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 60_000);
});
