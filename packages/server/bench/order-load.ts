/**
 * A small order load beside another measurement (the settlement bench: other pools keep taking
 * orders while a draw settles). The real server in a child process on the benchmark's database,
 * a few logged-in players posting one 4-line Da Ma Cai ticket each in a closed loop until told to
 * stop; latencies kept for percentiles.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_POOL_SCHEDULES, openDrawDatesByPool } from '@lotto/domain/draw-calendar';
import type { Cents } from '@lotto/domain/money';
import { parseEnv } from '../src/config/env.js';
import type { AppContext } from '../src/context.js';
import { openDatabase } from '../src/db/database.js';
import { createUser } from '../src/features/users/user.service.js';
import { freePort, request, sleep, type Answer } from './http-load.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const serverMain = path.resolve(here, '../src/main.ts');
const PASSWORD = 'order-load-pass';
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface OrderLoad {
  /** starts the closed loop; `stop` ends it and answers the latencies of the orders sent meanwhile */
  start(): { stop: () => Promise<OrderSample> };
  close(): Promise<void>;
}

export interface OrderSample {
  latencies: number[];
  failures: number;
  firstFailure: string | null;
  seconds: number;
}

/** Players with credit on the database at `url` (a house admin first if there is none), and the server. */
export async function startOrderLoad(url: string, clients: number): Promise<OrderLoad> {
  const db = openDatabase(url);
  try {
    const ctx: AppContext = { db, env: parseEnv({ DATABASE_URL: url, SEED_DEMO: 'false' }), clock: Date.now };
    const actor = { id: null, name: 'bench' };
    await createUser(ctx, { username: 'loadhouse', password: PASSWORD, role: 'admin', actor });
    for (let i = 1; i <= clients; i += 1) {
      await createUser(ctx, {
        username: `loader${i}`,
        password: PASSWORD,
        role: 'player',
        credit: 10_000_000_000 as Cents,
        actor,
      });
    }
    await db.kysely
      .insertInto('sell_limits')
      .values({ pool: null, bet_type: 'B', draw_date: null, number: null, limit_cents: 100_000_000_000 })
      .execute();
  } finally {
    await db.destroy();
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', serverMain], {
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
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitReady(port, child);
  const cookies: string[] = [];
  for (let i = 1; i <= clients; i += 1) cookies.push(await login(port, `loader${i}`));
  // Da Ma Cai's last open draw: another pool than the one settling, far from its cut-off.
  const open = openDrawDatesByPool(DEFAULT_POOL_SCHEDULES, Date.now(), 'Asia/Kuala_Lumpur').kd ?? [];
  const compactDate = open.at(-1)?.replaceAll('-', '');
  if (!compactDate) throw new Error('Da Ma Cai has no open draw date');
  let sequence = 0;
  const send = (worker: number): Promise<Answer> => {
    sequence += 1;
    const numbers = new Set<string>();
    while (numbers.size < 4) numbers.add(String(Math.floor(Math.random() * 10_000)).padStart(4, '0'));
    const body = JSON.stringify({
      name: '4D',
      dates: [{ value: compactDate }],
      betList: [...numbers].map((number) => ({
        number,
        pattern: 'NORMAL',
        betType: [{ shortCode: 'B', amount: '1' }],
        poolList: [2],
      })),
      remark: '',
      phone: '',
    });
    return request(
      agent,
      port,
      'POST',
      '/Order/MakeOrder',
      {
        cookie: `lotto_sid=${cookies[worker]!}`,
        'content-type': 'application/json',
        'idempotency-key': `load-${process.pid}-${sequence}`,
      },
      body,
    );
  };
  return {
    start() {
      let running = true;
      const latencies: number[] = [];
      let failures = 0;
      let firstFailure: string | null = null;
      const started = performance.now();
      const workers = Array.from({ length: clients }, async (_, worker) => {
        while (running) {
          const t0 = performance.now();
          let problem: string | null = null;
          try {
            const answer = await send(worker);
            const parsed = JSON.parse(answer.body) as { success?: boolean; data?: { betStatus?: string } };
            if (answer.status !== 200 || !parsed.success || parsed.data?.betStatus !== 'COMPLETE') {
              problem = `HTTP ${answer.status}: ${answer.body.slice(0, 200)}`;
            }
          } catch (error) {
            problem = String(error);
          }
          latencies.push(performance.now() - t0);
          if (problem !== null) {
            failures += 1;
            firstFailure ??= problem;
          }
        }
      });
      return {
        stop: async () => {
          running = false;
          await Promise.all(workers);
          return { latencies, failures, firstFailure, seconds: (performance.now() - started) / 1000 };
        },
      };
    },
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      agent.destroy();
    },
  };
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

async function waitReady(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const answer = await request(agent, port, 'GET', '/readyz', {});
      if (answer.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error('the server did not become ready within 120 s');
}

async function login(port: number, username: string): Promise<string> {
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
