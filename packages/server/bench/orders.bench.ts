/**
 * Ordering benchmark (`npm run bench`): the real server as a child process on a fresh SQLite file
 * (the embedded default: WAL, synchronous=FULL), loaded over loopback HTTP with a fixed number of
 * keep-alive connections for a fixed time, first on the no-op authenticated route
 * (GET /Account/GetMyCredit), then on POST /Order/MakeOrder with a 4-line ticket. Prints
 * requests/s, p50 and p99 and their ratio, writes them to docs/performance.md ("Ordering"), and
 * exits 1 if any request failed or the books do not balance afterwards.
 *
 * The two routes are measured in alternating rounds (no-op, order, no-op, order, ...) and each
 * rate is the total over its rounds, so a slow spell of a shared machine weighs on both alike.
 *
 * BENCH_SECONDS (default 12: seconds per route, split over the rounds), BENCH_ROUNDS (default 3)
 * and BENCH_CONCURRENCY (default 20) tune the run; BENCH_CPU_PROFILE=DIR makes the server write a
 * V8 CPU profile there (open it in Chrome DevTools).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_POOL_SCHEDULES, openDrawDatesByPool } from '@lotto/domain/draw-calendar';
import type { Cents } from '@lotto/domain/money';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { parseEnv } from '../src/config/env.js';
import type { AppContext } from '../src/context.js';
import { createUser } from '../src/features/users/user.service.js';
import {
  freePort,
  load,
  rateOf,
  request as send,
  sleep,
  summarize,
  type Answer,
  type Result,
  type Sample,
} from './http-load.js';
import { machineLine, PERF_DOC, writePerfSection } from './perf-doc.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const serverMain = path.resolve(here, '../src/main.ts');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const WARMUP_SECONDS = 2;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const PLAYERS = 20;
const PASSWORD = 'bench-pass';
const TARGET_RATIO = 0.3;
const TIME_ZONE = 'Asia/Kuala_Lumpur';

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 });
const request = (
  port: number,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> => send(agent, port, method, url, headers, body);

async function prepareDatabase(url: string, highLimit: number): Promise<void> {
  const db = openDatabase(url);
  try {
    await migrateToLatest(db);
    const ctx: AppContext = {
      db,
      env: parseEnv({ DATABASE_URL: url, SEED_DEMO: 'false' }),
      clock: Date.now,
    };
    const actor = { id: null, name: 'bench' };
    await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
    for (let i = 1; i <= PLAYERS; i += 1) {
      await createUser(ctx, {
        username: `bench${i}`,
        password: PASSWORD,
        role: 'player',
        credit: 10_000_000_000 as Cents,
        actor,
      });
    }
    // A high sell limit on every number of every pool and date, so no line is ever cut.
    await db.kysely
      .insertInto('sell_limits')
      .values({ pool: null, bet_type: 'B', draw_date: null, number: null, limit_cents: highLimit })
      .execute();
  } finally {
    await db.destroy();
  }
}

function startServer(url: string, port: number): ChildProcess {
  const profile = process.env.BENCH_CPU_PROFILE;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [];
  const child = spawn(
    process.execPath,
    [...profiling, '--conditions=source', '--import', 'tsx', serverMain],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        RATE_LIMIT_PER_MINUTE: '0',
        LOGIN_RATE_LIMIT_PER_MINUTE: '0',
      },
      // The default log level (info) stays on, as in production; its output is discarded.
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return child;
}

async function waitReady(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const answer = await request(port, 'GET', '/readyz', {});
      if (answer.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the server did not become ready within 30 s');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Balances equal ledgers, and every successful order left exactly one order row. */
async function checkBooks(url: string, expectedOrders: number): Promise<string[]> {
  const db = openDatabase(url);
  try {
    const problems: string[] = [];
    const orders = (await db.kysely.selectFrom('orders').select('id').execute()).length;
    if (orders !== expectedOrders) problems.push(`${orders} order rows for ${expectedOrders} orders placed`);
    const users = await db.kysely.selectFrom('users').select(['id', 'balance_cents']).execute();
    const ledger = await db.kysely.selectFrom('ledger_entries').select(['user_id', 'amount_cents']).execute();
    for (const user of users) {
      const sum = ledger
        .filter((entry) => Number(entry.user_id) === Number(user.id))
        .reduce((total, entry) => total + Number(entry.amount_cents), 0);
      if (sum !== Number(user.balance_cents)) {
        problems.push(`user ${user.id}: balance ${user.balance_cents} but ledger sum ${sum}`);
      }
    }
    return problems;
  } finally {
    await db.destroy();
  }
}

function fmt(result: Result): string {
  const rate = result.perSecond.toFixed(0).padStart(7);
  const p50 = result.p50.toFixed(2).padStart(7);
  const p99 = result.p99.toFixed(2).padStart(7);
  const counts = `(${result.requests} requests, ${result.failures} failed)`;
  return `${result.name.padEnd(34)} ${rate} req/s   p50 ${p50} ms   p99 ${p99} ms   ${counts}`;
}

async function main(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-bench-'));
  const url = `sqlite:${path.join(dir, 'lotto.db')}`;
  let child: ChildProcess | undefined;
  try {
    await prepareDatabase(url, 100_000_000_000);
    const port = await freePort();
    child = startServer(url, port);
    await waitReady(port, child);

    const cookies: string[] = [];
    for (let i = 1; i <= PLAYERS; i += 1) cookies.push(await loginCookie(port, `bench${i}`));
    const cookieOf = (worker: number) => ({ cookie: `lotto_sid=${cookies[worker % cookies.length]!}` });

    // Magnum's last open draw in the booking window: far from its cut-off for the whole run.
    const open = openDrawDatesByPool(DEFAULT_POOL_SCHEDULES, Date.now(), TIME_ZONE).mg ?? [];
    const drawDate = open.at(-1);
    if (!drawDate) throw new Error('Magnum has no open draw date');
    const compactDate = drawDate.replaceAll('-', '');

    let sequence = 0;
    let ordersPlaced = 0;
    const sendOrder = (worker: number) => {
      sequence += 1;
      const id = sequence;
      const numbers = [0, 1, 2, 3].map((k) => String((id * 4 + k) % 10_000).padStart(4, '0'));
      const body = JSON.stringify({
        name: '4D',
        dates: [{ value: compactDate }],
        betList: numbers.map((number) => ({
          number,
          pattern: 'NORMAL',
          betType: [{ shortCode: 'B', amount: '1' }],
          poolList: [1],
        })),
        remark: '',
        phone: '',
      });
      return request(
        port,
        'POST',
        '/Order/MakeOrder',
        { ...cookieOf(worker), 'content-type': 'application/json', 'idempotency-key': `bench-${id}` },
        body,
      );
    };
    const checkOrder = (answer: Answer): string | null => {
      if (answer.status !== 200) return `HTTP ${answer.status}: ${answer.body}`;
      const parsed = JSON.parse(answer.body) as {
        success: boolean;
        data?: { betStatus?: string; ticketXId?: string[] };
      };
      if (!parsed.success || parsed.data?.betStatus !== 'COMPLETE' || parsed.data.ticketXId?.length !== 1) {
        return answer.body;
      }
      ordersPlaced += 1;
      return null;
    };
    const sendNoop = (worker: number) => request(port, 'GET', '/Account/GetMyCredit', cookieOf(worker));
    const checkNoop = (answer: Answer): string | null =>
      answer.status === 200 && (JSON.parse(answer.body) as { success: boolean }).success
        ? null
        : `HTTP ${answer.status}: ${answer.body}`;

    console.log(
      `Lotto ordering benchmark: SQLite (WAL, synchronous=FULL), ${CONCURRENCY} connections, ` +
        `${WARMUP_SECONDS} s warm-up + ${SECONDS} s per route, draw ${drawDate}`,
    );
    const warm = [
      await load(CONCURRENCY, WARMUP_SECONDS, sendNoop, checkNoop),
      await load(CONCURRENCY, WARMUP_SECONDS, sendOrder, checkOrder),
    ];
    const noopRounds: Sample[] = [];
    const orderRounds: Sample[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      noopRounds.push(await load(CONCURRENCY, SECONDS / ROUNDS, sendNoop, checkNoop));
      orderRounds.push(await load(CONCURRENCY, SECONDS / ROUNDS, sendOrder, checkOrder));
      const ratio = rateOf(orderRounds.at(-1)!) / rateOf(noopRounds.at(-1)!);
      console.log(
        `round ${round}: no-op ${rateOf(noopRounds.at(-1)!).toFixed(0)} req/s, ` +
          `order ${rateOf(orderRounds.at(-1)!).toFixed(0)} req/s (${(ratio * 100).toFixed(1)}%)`,
      );
    }
    const noop = summarize('GET /Account/GetMyCredit (no-op)', noopRounds);
    const orders = summarize('POST /Order/MakeOrder (4 lines)', orderRounds);
    console.log(fmt(noop));
    console.log(fmt(orders));
    const ratio = orders.perSecond / noop.perSecond;
    const met = ratio >= TARGET_RATIO;
    console.log(
      `ordering / no-op = ${(ratio * 100).toFixed(1)}% (target >= ${TARGET_RATIO * 100}%: ${met ? 'met' : 'NOT met'})`,
    );

    await stopServer(child);
    const problems = [
      ...[summarize('warm-up', warm), noop, orders]
        .filter((result) => result.failures > 0)
        .map((result) => `${result.name}: ${result.failures} failed, first: ${result.firstFailure}`),
      ...(await checkBooks(url, ordersPlaced)),
    ];

    const row = (result: Result) =>
      `| ${result.name} | ${result.perSecond.toFixed(0)} | ${result.p50.toFixed(2)} | ${result.p99.toFixed(2)} | ${result.requests} | ${result.failures} |`;
    writePerfSection(
      'Ordering',
      [
        '## Ordering',
        '',
        `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` ` +
          '(packages/server/bench/orders.bench.ts); rerunning it rewrites this section.',
        '',
        machineLine(),
        '- Server: the real server (src/main.ts) as a child process, embedded default database: a fresh SQLite ' +
          'file, WAL, synchronous=FULL (every COMMIT fsyncs), orders on the write thread (decision 005) with group ' +
          'commit, WAL checkpoints in a background thread; ' +
          'log level info (output discarded). Client and server ' +
          'share the machine.',
        `- Load: ${CONCURRENCY} keep-alive connections over loopback, closed loop, ${WARMUP_SECONDS} s warm-up ` +
          `per route, then ${ROUNDS} alternating rounds (no-op, order, ...) of ${(SECONDS / ROUNDS).toFixed(1)} s, ` +
          `${SECONDS} s per route in all; rates are totals over the rounds. ${PLAYERS} logged-in players.`,
        '- Order: POST /Order/MakeOrder, one Magnum ticket of 4 lines (4 different numbers, B 1.00 each, ' +
          'varied per request), a unique Idempotency-Key per request, a sell limit high enough never to cut.',
        '- No-op: GET /Account/GetMyCredit (session lookup + one balance read).',
        '',
        '| route | requests/s | p50 ms | p99 ms | requests | failed |',
        '| --- | ---: | ---: | ---: | ---: | ---: |',
        row(noop),
        row(orders),
        '',
        `Ordering reaches **${(ratio * 100).toFixed(1)}%** of the no-op rate (target: at least ` +
          `${TARGET_RATIO * 100}%, ${met ? 'met' : 'not met'}).` +
          (problems.length > 0 ? ` Problems: ${problems.join('; ')}.` : ''),
        '',
      ].join('\n'),
    );
    console.log(`wrote ${path.relative(repoRoot, PERF_DOC)}`);

    if (problems.length > 0) {
      for (const problem of problems) console.error(`FAILED: ${problem}`);
      return 1;
    }
    return 0;
  } finally {
    if (child) await stopServer(child);
    agent.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function loginCookie(port: number, username: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = new URLSearchParams({ username, password: PASSWORD }).toString();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/Account/Login',
        agent,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (res) => {
        res.resume();
        const cookie = (res.headers['set-cookie'] ?? [])
          .map((header) => /^lotto_sid=([^;]+)/.exec(header)?.[1])
          .find(Boolean);
        if (res.statusCode === 200 && cookie) resolve(cookie);
        else reject(new Error(`login ${username}: HTTP ${res.statusCode}`));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
