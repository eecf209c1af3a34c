/**
 * CPU and SQLite statements per order, in one process, for an A/B on a busy machine where the
 * orders/s of `npm run bench` say nothing (issue 45): the app (buildApp) of the checkout at ROOT,
 * SQLite on /dev/shm with the write thread, POST /Order/MakeOrder sent through app.inject by
 * CONCURRENCY callers (so group commits form), 50 players, a 4-line ticket each. Answers the
 * process's CPU per order (every thread) and, with COUNT_STATEMENTS=1 (no write thread, so the
 * group commit runs where the statements are counted), the SQLite statements per order.
 *
 *   node --conditions=source --import tsx packages/server/bench/order-cpu.ts [ROOT] [ORDERS] [CONCURRENCY] > /dev/null
 *
 * The log goes to standard output (as the server's does); the figures to standard error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Sqlite from 'better-sqlite3';
import type * as AppModule from '../src/app.js';
import type * as LoggerModule from '../src/http/logger.js';
import type * as DatabaseModule from '../src/db/database.js';
import type * as EnvModule from '../src/config/env.js';
import type * as MetricsModule from '../src/metrics/app-metrics.js';
import type * as PlayersModule from './players.js';
import type * as CalendarModule from '@lotto/domain/draw-calendar';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(process.argv[2] ?? path.join(here, '../../..'));
const ORDERS = Number(process.argv[3] ?? 3000);
const CONCURRENCY = Number(process.argv[4] ?? 20);
const COUNT = process.env.COUNT_STATEMENTS === '1';
const server = `${root}/packages/server`;

const { buildApp } = (await import(`${server}/src/app.ts`)) as typeof AppModule;
const { createLogger } = (await import(`${server}/src/http/logger.ts`)) as typeof LoggerModule;
const { openDatabase } = (await import(`${server}/src/db/database.ts`)) as typeof DatabaseModule;
const { parseEnv } = (await import(`${server}/src/config/env.ts`)) as typeof EnvModule;
const { createAppMetrics } = (await import(`${server}/src/metrics/app-metrics.ts`)) as typeof MetricsModule;
const { seedPlayers, randomCart } = (await import(`${server}/bench/players.ts`)) as typeof PlayersModule;
const { openDrawDatesByPool, DEFAULT_POOL_SCHEDULES } = (await import(
  `${root}/packages/domain/src/draw-calendar.ts`
)) as typeof CalendarModule;

let statements = 0;
if (COUNT) {
  // Every statement better-sqlite3 runs goes through these methods of its Statement.
  const probe = new Sqlite(':memory:');
  const proto = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, unknown>;
  for (const method of ['run', 'all', 'get', 'iterate']) {
    const original = proto[method] as (...args: unknown[]) => unknown;
    proto[method] = function (this: unknown, ...args: unknown[]) {
      statements += 1;
      return original.apply(this, args);
    };
  }
  probe.close();
}

const dir = fs.mkdtempSync('/dev/shm/lotto-order-cpu-');
const url = `sqlite:${dir}/lotto.db`;
await seedPlayers(url, {
  migrate: true,
  house: { username: 'house', password: 'house-pass' },
  prefix: 'bench',
  count: 50,
  password: 'bench-pass',
});
const env = parseEnv({
  ...process.env,
  DATABASE_URL: url,
  SEED_DEMO: 'false',
  RATE_LIMIT_PER_MINUTE: '0',
  LOGIN_RATE_LIMIT_PER_MINUTE: '0',
  MAX_CONNECTIONS_PER_ADDRESS: '0',
});
const db = openDatabase(url, { backgroundCheckpoints: true, writeThread: !COUNT });
const app = await buildApp(
  { db, env, clock: Date.now, metrics: createAppMetrics(db) },
  { logger: createLogger('info') },
);
const xhr = { 'x-requested-with': 'XMLHttpRequest' };
const cookies: string[] = [];
for (let i = 1; i <= 50; i += 1) {
  const answer = await app.inject({
    method: 'POST',
    url: '/Account/Login',
    headers: { ...xhr, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `username=bench${i}&password=bench-pass`,
  });
  cookies.push(/lotto_sid=([^;]+)/.exec(String(answer.headers['set-cookie']))![1]!);
}
const drawDate = openDrawDatesByPool(DEFAULT_POOL_SCHEDULES, Date.now(), 'Asia/Kuala_Lumpur')
  .mg!.at(-1)!
  .replaceAll('-', '');
let sequence = 0;
let failed = 0;
async function caller(worker: number, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    sequence += 1;
    const answer = await app.inject({
      method: 'POST',
      url: '/Order/MakeOrder',
      headers: {
        ...xhr,
        cookie: `lotto_sid=${cookies[worker % cookies.length]!}`,
        'content-type': 'application/json',
        'idempotency-key': `order-cpu-${sequence}`,
      },
      payload: JSON.stringify(randomCart(drawDate, 1)),
    });
    if (answer.statusCode !== 200) failed += 1;
  }
}
const orders = (count: number) =>
  Promise.all(Array.from({ length: CONCURRENCY }, (_, worker) => caller(worker, count / CONCURRENCY)));

await orders(Math.min(1000, ORDERS)); // warm-up
const cpuBefore = process.cpuUsage();
const statementsBefore = statements;
const started = performance.now();
await orders(ORDERS);
const cpu = process.cpuUsage(cpuBefore);
const wall = performance.now() - started;
console.error(
  `${root}: ${ORDERS} orders, ${((cpu.user + cpu.system) / 1000 / ORDERS).toFixed(3)} ms CPU per order, ` +
    `wall ${(wall / ORDERS).toFixed(3)} ms per order, ${failed} failed` +
    (COUNT ? `, ${((statements - statementsBefore) / ORDERS).toFixed(2)} statements per order` : ''),
);
await app.close();
await db.destroy();
fs.rmSync(dir, { recursive: true, force: true });
process.exit(failed > 0 ? 1 : 0);
