/**
 * The load and crash suite (`npm run test:load`, not part of `npm test`; about 2 to 4 minutes), on
 * loopback against the built server (packages/server/dist/main.js; run `npm run build` first):
 *
 * 1. Load: two server processes on one fresh PostgreSQL database, 200 players with credit, small
 *    Big limits on a handful of Magnum numbers; 2,000 orders (POST /Order/MakeOrderAdvanced, each
 *    with its own Idempotency-Key), 50 in flight, alternating between the servers, most of them on
 *    the limited numbers. Then the books are checked in SQL (books.ts).
 * 2. Crashes: 20 rounds of kill -9 of one of the two PostgreSQL servers at a random moment under
 *    load, then 20 of the only server on a SQLite file. After each kill: every acknowledged order is
 *    present and whole, every unacknowledged one whole or absent; after the restart every
 *    unacknowledged order is sent again with the same key and the books are checked again.
 * 3. The figures go to docs/reliability.md ("Load" and "Crashes"). Exits 1 on any problem.
 *
 * LOAD_CRASH_ROUNDS (default 20) sets the rounds per database, e.g. 0 for the load part alone while
 * investigating; TEST_DATABASE_URL names the PostgreSQL server as for the tests.
 */
import http from 'node:http';
import os from 'node:os';
import type { Dialect } from '../src/db/database.js';
import { freePort, sleep } from '../bench/http-load.js';
import { checkBooks, totalMoney, type Expectations } from './books.js';
import { fireOrders, fireUntil, retryUnacked, type Target } from './drive.js';
import { loginAll, newLedger } from './orders.js';
import { writeFigures, type CrashFigures, type LoadFigures } from './reliability-doc.js';
import { killServer, requireBuild, restartServer, startServer, stopServer, type Server } from './servers.js';
import { createDatabase, seed } from './setup.js';

const LOAD_ORDERS = 2000;
const IN_FLIGHT = 50;
const PG_PLAYERS = 200;
const SQLITE_PLAYERS = 50;
const CRASH_ROUNDS = Number(process.env.LOAD_CRASH_ROUNDS ?? 20);
// Big limits in cents: each runs out after a few dozen orders.
const LIMITS = new Map([
  ['1111', 3000],
  ['2222', 3000],
  ['3333', 5000],
  ['4444', 5000],
  ['5555', 8000],
  ['6789', 10000],
]);

const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT * 2 });

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

const problems: string[] = [];
// The machine is shared: its load when the suite started goes into the figures' notes.
const loadAverage = os.loadavg()[0]!;

function report(where: string, found: string[]): boolean {
  for (const problem of found.slice(0, 20)) problems.push(`${where}: ${problem}`);
  if (found.length > 20) problems.push(`${where}: ... and ${found.length - 20} more`);
  return found.length === 0;
}

async function crashRounds(
  dialect: Dialect,
  url: string,
  servers: Server[],
  target: Target,
  expect: Expectations,
  firstOrder: number,
): Promise<CrashFigures> {
  const figures: CrashFigures = {
    dialect,
    servers: servers.length,
    rounds: 0,
    survived: 0,
    acked: 0,
    unackedAtKill: 0,
    unackedStored: 0,
    retries: 0,
    ordersPerSecond: 0,
  };
  const ackedBefore = target.ledger.acked.size;
  let next = firstOrder;
  let loadSeconds = 0;
  for (let round = 1; round <= CRASH_ROUNDS; round += 1) {
    const victim = servers[Math.floor(Math.random() * servers.length)]!;
    const moment = 300 + Math.random() * 1200;
    const ackedAtStart = target.ledger.acked.size;
    const t0 = performance.now();
    const kill = sleep(moment).then(() => killServer(victim));
    next = await fireUntil(target, next, IN_FLIGHT, kill);
    await kill;
    loadSeconds += (performance.now() - t0) / 1000;
    figures.acked += target.ledger.acked.size - ackedAtStart;
    const unacked = target.ledger.unacked.size;
    figures.unackedAtKill += unacked;

    const afterKill = await checkBooks(url, target.ledger, expect);
    figures.unackedStored += afterKill.unackedStored;
    let ok = report(`${dialect} round ${round} after the kill`, afterKill.problems);

    await restartServer(agent, victim, url);
    figures.retries += await retryUnacked(target, victim.port, IN_FLIGHT);
    if (target.ledger.unacked.size > 0) {
      ok =
        report(`${dialect} round ${round}`, [
          `${target.ledger.unacked.size} orders still unanswered after retries`,
        ]) && ok;
    }
    ok =
      report(
        `${dialect} round ${round} after the retries`,
        (await checkBooks(url, target.ledger, expect)).problems,
      ) && ok;
    ok = report(`${dialect} round ${round} answers`, target.ledger.refused.splice(0)) && ok;
    figures.rounds += 1;
    if (ok) figures.survived += 1;
    console.log(
      `${dialect} round ${round}: killed ${victim.name} after ${moment.toFixed(0)} ms, ` +
        `${unacked} unanswered (${afterKill.unackedStored} of them stored), ${ok ? 'books hold' : 'PROBLEMS'}`,
    );
  }
  figures.ordersPerSecond = (target.ledger.acked.size - ackedBefore) / loadSeconds;
  return figures;
}

async function postgresPart(): Promise<{ load: LoadFigures; crash: CrashFigures }> {
  const database = await createDatabase('postgres');
  const servers: Server[] = [];
  try {
    const seeded = await seed(database.url, PG_PLAYERS, LIMITS);
    const expect: Expectations = {
      initialMoney: await totalMoney(database.url),
      limits: LIMITS,
      drawDate: seeded.drawDate,
      linesPerTicket: 2,
    };
    servers.push(await startServer(agent, 'A', database.url, await freePort()));
    servers.push(await startServer(agent, 'B', database.url, await freePort()));
    const ports = servers.map((server) => server.port);
    const target: Target = {
      agent,
      ports: () => ports,
      cookies: await loginAll(agent, ports, seeded.usernames),
      seeded,
      ledger: newLedger(),
      prefix: `pg${Date.now()}`,
    };
    console.log(
      `PostgreSQL: ${LOAD_ORDERS} orders, ${IN_FLIGHT} in flight, 2 servers, draw ${seeded.drawDate}`,
    );
    const seconds = await fireOrders(target, 0, LOAD_ORDERS, IN_FLIGHT);
    const { ledger } = target;
    const load: LoadFigures = {
      orders: ledger.acked.size,
      seconds,
      p50: percentile(ledger.latencies, 0.5),
      p99: percentile(ledger.latencies, 0.99),
      statuses: {},
    };
    for (const ack of ledger.acked.values())
      load.statuses[ack.betStatus] = (load.statuses[ack.betStatus] ?? 0) + 1;
    if (ledger.acked.size !== LOAD_ORDERS)
      problems.push(`load: ${ledger.acked.size} of ${LOAD_ORDERS} orders answered`);
    report('load answers', ledger.refused.splice(0));
    report('load books', (await checkBooks(database.url, ledger, expect)).problems);
    console.log(
      `load: ${(load.orders / seconds).toFixed(0)} orders/s, p50 ${load.p50.toFixed(1)} ms, p99 ${load.p99.toFixed(1)} ms, ` +
        `${JSON.stringify(load.statuses)}`,
    );
    ledger.latencies.length = 0;
    const crash = await crashRounds('postgres', database.url, servers, target, expect, LOAD_ORDERS);
    return { load, crash };
  } finally {
    for (const server of servers) await stopServer(server);
    await database.drop();
  }
}

async function sqlitePart(): Promise<CrashFigures> {
  const database = await createDatabase('sqlite');
  const servers: Server[] = [];
  try {
    const seeded = await seed(database.url, SQLITE_PLAYERS, LIMITS);
    const expect: Expectations = {
      initialMoney: await totalMoney(database.url),
      limits: LIMITS,
      drawDate: seeded.drawDate,
      linesPerTicket: 2,
    };
    servers.push(await startServer(agent, 'the server', database.url, await freePort()));
    const ports = [servers[0]!.port];
    const target: Target = {
      agent,
      ports: () => ports,
      cookies: await loginAll(agent, ports, seeded.usernames),
      seeded,
      ledger: newLedger(),
      prefix: `sq${Date.now()}`,
    };
    console.log(`SQLite: crash rounds, ${IN_FLIGHT} in flight, 1 server, draw ${seeded.drawDate}`);
    return await crashRounds('sqlite', database.url, servers, target, expect, 0);
  } finally {
    for (const server of servers) await stopServer(server);
    await database.drop();
  }
}

async function main(): Promise<number> {
  requireBuild();
  const started = performance.now();
  const pg = await postgresPart();
  const sqlite = await sqlitePart();
  writeFigures({
    load: pg.load,
    crashes: [pg.crash, sqlite],
    problems,
    loadAverage,
    limits: LIMITS,
    loadOrders: LOAD_ORDERS,
    players: PG_PLAYERS,
    inFlight: IN_FLIGHT,
  });
  console.log(`wrote docs/reliability.md in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`FAILED: ${problem}`);
    return 1;
  }
  console.log('load and crash suite: every check held');
  return 0;
}

main().then(
  (code) => {
    agent.destroy();
    process.exit(code);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    agent.destroy();
    process.exit(1);
  },
);
