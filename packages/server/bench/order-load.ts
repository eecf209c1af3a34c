/**
 * A small order load beside another measurement (the settlement bench: other pools keep taking
 * orders while a draw settles). The real server in a child process on the benchmark's database,
 * a few logged-in players posting one 4-line Da Ma Cai ticket each in a closed loop until told to
 * stop; latencies kept for percentiles.
 */
import http from 'node:http';
import path from 'node:path';
import { DEFAULT_POOL_SCHEDULES, openDrawDatesByPool } from '@lotto/domain/draw-calendar';
import { freePort, loop, request, type Answer, type Sample } from './http-load.js';
import { randomCart, seedPlayers } from './players.js';
import { loginCookie, NO_RATE_LIMITS, readyz, spawnServer, stopServer, waitReady } from './server-process.js';

const PASSWORD = 'order-load-pass';
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface OrderLoad {
  /** starts the closed loop; `stop` ends it and answers the latencies of the orders sent meanwhile */
  start(): { stop: () => Promise<OrderSample> };
  /**
   * POST /Admin/EnterResult as the house admin, through the same server: the production path of a
   * settlement (on SQLite, the server's write thread runs its steps between the orders).
   */
  enterResult(body: unknown): Promise<Answer>;
  close(): Promise<void>;
}

export type OrderSample = Sample;

/** Players with credit on the database at `url` (a house admin first if there is none), and the server. */
export async function startOrderLoad(url: string, clients: number): Promise<OrderLoad> {
  await seedPlayers(url, {
    migrate: false,
    house: { username: 'loadhouse', password: PASSWORD },
    prefix: 'loader',
    count: clients,
    password: PASSWORD,
  });
  const port = await freePort();
  // BENCH_CPU_PROFILE=DIR: the server writes a V8 CPU profile of each of its threads there.
  const profile = process.env.BENCH_CPU_PROFILE;
  const child = spawnServer({
    from: 'source',
    url,
    port,
    env: NO_RATE_LIMITS,
    nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [],
  });
  await waitReady(child, readyz(agent, port), { name: 'the server', timeoutMs: 120_000, pollMs: 200 });
  const houseCookie = await loginCookie(agent, port, 'loadhouse', PASSWORD);
  const cookies: string[] = [];
  for (let i = 1; i <= clients; i += 1) cookies.push(await loginCookie(agent, port, `loader${i}`, PASSWORD));
  // Da Ma Cai's last open draw: another pool than the one settling, far from its cut-off.
  const open = openDrawDatesByPool(DEFAULT_POOL_SCHEDULES, Date.now(), 'Asia/Kuala_Lumpur').kd ?? [];
  const compactDate = open.at(-1)?.replaceAll('-', '');
  if (!compactDate) throw new Error('Da Ma Cai has no open draw date');
  let sequence = 0;
  const send = (worker: number): Promise<Answer> => {
    sequence += 1;
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
      JSON.stringify(randomCart(compactDate, 2)),
    );
  };
  const check = (answer: Answer): string | null => {
    const parsed = JSON.parse(answer.body) as { success?: boolean; data?: { betStatus?: string } };
    return answer.status !== 200 || !parsed.success || parsed.data?.betStatus !== 'COMPLETE'
      ? `HTTP ${answer.status}: ${answer.body.slice(0, 200)}`
      : null;
  };
  return {
    start() {
      let running = true;
      const sample = loop(clients, () => running, send, check);
      return {
        stop: async () => {
          running = false;
          return sample;
        },
      };
    },
    enterResult: (body) =>
      request(
        agent,
        port,
        'POST',
        '/Admin/EnterResult',
        { cookie: `lotto_sid=${houseCookie}`, 'content-type': 'application/json' },
        JSON.stringify(body),
        // a whole draw's settlement, on a slow machine too
        600_000,
      ),
    close: async () => {
      await stopServer(child);
      agent.destroy();
    },
  };
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}
