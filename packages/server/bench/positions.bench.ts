/**
 * Position taking's cost to orders (issue 39), part of `npm run bench`. On each database, three
 * real servers (src/main.ts as child processes), each on its own fresh database, measured side by
 * side with their rounds alternated (and their order turned each round), so a slow spell of the
 * shared machine weighs on all three alike:
 *
 * - base: the source of the commit before issue 39 was merged (BENCH_POSITIONS_BASE, a git ref),
 *   exported with `git archive` into a temporary directory that borrows this checkout's
 *   node_modules; its players seeded by its own bench/players.ts;
 * - no-probe: this tree (as committed) with the one thing position taking adds to an order while
 *   nobody takes taken out: the probe of position_takes in the upline chain's statements (the
 *   one-order path's and the batch's), patched to "nobody takes" in an exported copy. Against it,
 *   unused measures the feature's own cost; against base, everything merged since as well;
 * - unused: this tree, nobody takes a position;
 * - taking: this tree, every player under a 3-level tree (house > L1 90% > L2 60% > L3 30% of B,
 *   L3 with a cap of 1,000.00 a number), so every line is shared up three levels, the capped
 *   level's usage read and written, and a snapshot stored on every ticket.
 *
 * The load is the ordering benchmark's (orders.bench.ts): POST /Order/MakeOrder, one Magnum ticket
 * of 4 random numbers (B 1.00 each), 50 logged-in players, a closed loop of keep-alive clients.
 * Writes docs/performance.md "Position taking (issue 39)".
 *
 * BENCH_DATABASES (default "sqlite,postgres"), BENCH_CLIENTS (default 100), BENCH_ROUNDS (default
 * 3), BENCH_ROUND_SECONDS (default 4), BENCH_POSITIONS_BASE (default the commit before issue 39),
 * BENCH_PG_URL and BENCH_CPU_PROFILE as orders.bench.ts.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Cents } from '@lotto/domain/money';
import { DEFAULT_POOL_SCHEDULES, openDrawDatesByPool } from '@lotto/domain/draw-calendar';
import { openDatabase } from '../src/db/database.js';
import { parseEnv } from '../src/config/env.js';
import { writeSettings } from '../src/common/position.repository.js';
import { createUser } from '../src/features/users/user.service.js';
import { freePort, load, rateOf, request as send, summarize, type Answer, type Sample } from './http-load.js';
import { randomCart, seedPlayers } from './players.js';
import {
  loginCookie,
  NO_RATE_LIMITS,
  readyz,
  repoRoot,
  spawnServer,
  stopServer,
  waitReady,
} from './server-process.js';
import { machineLine, writePerfSection } from './perf-doc.js';

const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres')
  .split(',')
  .filter((name) => name === 'sqlite' || name === 'postgres');
const CLIENTS = Number(process.env.BENCH_CLIENTS?.split(',').at(-1) ?? 100);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 4);
const WARMUP_SECONDS = 2;
/** The main commit before issue 39 (position taking) was merged into it. */
const BASE_REF = process.env.BENCH_POSITIONS_BASE ?? '1b7eb0198924e41b63644a6a9dfa4216466fd805';
const PG_URL =
  process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PROFILE = process.env.BENCH_CPU_PROFILE;
const PLAYERS = 50;
const PASSWORD = 'bench-pass';
const TIME_ZONE = 'Asia/Kuala_Lumpur';
const VARIANTS = ['base', 'no-probe', 'unused', 'taking'] as const;
type Variant = (typeof VARIANTS)[number];

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });
const request = (port: number, headers: Record<string, string>, body: string): Promise<Answer> =>
  send(agent, port, 'POST', '/Order/MakeOrder', headers, body);

/**
 * The probe of position_takes in the upline chain's statements, and what replaces it in the
 * no-probe copy ("nobody takes"). The bench stops if a text is not found: the copy must differ
 * from this tree by exactly these.
 */
const PROBES: [file: string, probe: string, none: string][] = [
  [
    'packages/server/src/common/downline-scope.ts',
    `case when exists (select 1 from position_takes p where p.user_id = chain.id and p.take_bp > 0)
                    then 1 else 0 end as takes`,
    '0 as takes',
  ],
  [
    'packages/server/src/features/orders/order-batch.repository.ts',
    'bool_or(depth > 0 and exists (select 1 from position_takes p where p.user_id = chain.id and p.take_bp > 0))',
    'false',
  ],
];

/** A tree of `ref` (a git ref) exported under `dir/name`, with this checkout's node_modules. */
function exportTree(dir: string, name: string, ref: string): string {
  const root = path.join(dir, name);
  fs.mkdirSync(root);
  const tar = execFileSync('git', ['archive', '--format=tar', ref], {
    cwd: repoRoot,
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-x', '-C', root], { input: tar });
  const modules = path.join(root, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (entry === '@lotto') continue;
    fs.symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(modules, entry));
  }
  fs.mkdirSync(path.join(modules, '@lotto'));
  for (const pkg of fs.readdirSync(path.join(root, 'packages')))
    fs.symlinkSync(path.join(root, 'packages', pkg), path.join(modules, '@lotto', pkg));
  return root;
}

/** This tree as committed, without the probe (PROBES). */
function exportNoProbe(dir: string): string {
  const root = exportTree(dir, 'no-probe', 'HEAD');
  for (const [file, probe, none] of PROBES) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    if (!text.includes(probe)) throw new Error(`no-probe: the probe is not in ${file} any more`);
    fs.writeFileSync(path.join(root, file), text.replace(probe, none));
  }
  return root;
}

async function freshDatabase(kind: string, dir: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const file = path.join(fs.mkdtempSync(path.join(dir, 'db-')), 'lotto.db');
    return { url: `sqlite:${file}`, drop: async () => {} };
  }
  const name = `lotto_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`).finally(() => client.end());
    },
  };
}

const SPEC = {
  migrate: true,
  house: { username: 'house', password: 'house-pass' },
  prefix: 'bench',
  count: PLAYERS,
  password: PASSWORD,
};

/** The base's players, seeded by the base's own code (its migrations, its tables). */
function seedBase(root: string, url: string): void {
  const script = `import { seedPlayers } from './packages/server/bench/players.ts';
    await seedPlayers(${JSON.stringify(url)}, ${JSON.stringify(SPEC)});`;
  execFileSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/** house > L1 (90% of B) > L2 (60%) > L3 (30%, cap 1,000.00 a number) > every player. */
async function seedTree(url: string): Promise<void> {
  const db = openDatabase(url);
  try {
    const ctx = { db, env: parseEnv({ DATABASE_URL: url, SEED_DEMO: 'false' }), clock: Date.now };
    const actor = { id: null, name: 'bench' };
    const levels: [string, number, Cents | null][] = [
      ['level1', 9_000, null],
      ['level2', 6_000, null],
      ['level3', 3_000, 100_000 as Cents],
    ];
    let parent: string | undefined;
    let last = 0;
    for (const [username, take, cap] of levels) {
      last = await createUser(ctx, { username, password: PASSWORD, role: 'agent', parent, actor });
      await writeSettings(db.kysely, last, [{ betType: 'B', take, cap }]);
      parent = username;
    }
    await db.kysely
      .updateTable('users')
      .set({ parent_id: last })
      .where('username', 'like', 'bench%')
      .execute();
  } finally {
    await db.destroy();
  }
}

interface Server {
  variant: Variant;
  child: ChildProcess;
  port: number;
  cookies: string[];
  rounds: Sample[];
  url: string;
  drop: () => Promise<void>;
}

async function startVariant(
  variant: Variant,
  kind: string,
  dir: string,
  roots: { base: string; noProbe: string },
): Promise<Server> {
  const db = await freshDatabase(kind, dir);
  if (variant === 'base') seedBase(roots.base, db.url);
  else await seedPlayers(db.url, SPEC);
  if (variant === 'taking') await seedTree(db.url);
  const port = await freePort();
  const child = spawnServer({
    from: 'source',
    url: db.url,
    port,
    env: NO_RATE_LIMITS,
    // BENCH_CPU_PROFILE=DIR: each server writes V8 CPU profiles of its threads there, by variant.
    ...(PROFILE ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE, variant)}`] } : {}),
    ...(variant === 'base' ? { root: roots.base } : variant === 'no-probe' ? { root: roots.noProbe } : {}),
  });
  await waitReady(child, readyz(agent, port), {
    name: `the ${variant} server`,
    timeoutMs: 90_000,
    pollMs: 100,
  });
  const cookies: string[] = [];
  for (let i = 1; i <= PLAYERS; i += 1) cookies.push(await loginCookie(agent, port, `bench${i}`, PASSWORD));
  return { variant, child, port, cookies, rounds: [], url: db.url, drop: db.drop };
}

function benchDrawDate(): string {
  const open = openDrawDatesByPool(DEFAULT_POOL_SCHEDULES, Date.now(), TIME_ZONE).mg ?? [];
  const drawDate = open.at(-1);
  if (!drawDate) throw new Error('Magnum has no open draw date');
  return drawDate.replaceAll('-', '');
}

let sequence = 0;
async function runRound(server: Server, seconds: number): Promise<Sample> {
  const compactDate = benchDrawDate();
  return load(
    CLIENTS,
    seconds,
    (worker) => {
      sequence += 1;
      return request(
        server.port,
        {
          cookie: `lotto_sid=${server.cookies[worker % server.cookies.length]!}`,
          'content-type': 'application/json',
          'idempotency-key': `positions-${server.variant}-${sequence}`,
        },
        JSON.stringify(randomCart(compactDate, 1)),
      );
    },
    (answer) => {
      if (answer.status !== 200) return `HTTP ${answer.status}: ${answer.body}`;
      const parsed = JSON.parse(answer.body) as { success: boolean; data?: { betStatus?: string } };
      return parsed.success && parsed.data?.betStatus === 'COMPLETE' ? null : answer.body;
    },
  );
}

/** Every ticket of the taking server carries a snapshot, and none of the unused one's does. */
async function checkSnapshots(server: Server): Promise<string | null> {
  const db = openDatabase(server.url);
  try {
    const rows = await db.kysely.selectFrom('tickets').select('position_json').execute();
    const withSnapshot = rows.filter((row) => row.position_json !== null).length;
    const expected = server.variant === 'taking' ? rows.length : 0;
    return withSnapshot === expected && rows.length > 0
      ? null
      : `${server.variant}: ${withSnapshot} of ${rows.length} tickets with a snapshot`;
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  const loadBefore = os.loadavg();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-positions-bench-'));
  const rows: string[] = [];
  const problems: string[] = [];
  try {
    const roots = { base: exportTree(dir, 'base', BASE_REF), noProbe: exportNoProbe(dir) };
    console.log(`position taking: base ${BASE_REF.slice(0, 10)} exported; ${DATABASES.join(', ')}`);
    for (const kind of DATABASES) {
      const servers: Server[] = [];
      try {
        for (const variant of VARIANTS) {
          const server = await startVariant(variant, kind, dir, roots);
          servers.push(server);
        }
        for (const server of servers) await runRound(server, WARMUP_SECONDS);
        for (let round = 0; round < ROUNDS; round += 1) {
          // Turn the order each round: no variant always runs first or last.
          const order = servers.map((_, i) => servers[(i + round) % servers.length]!);
          const line: string[] = [];
          for (const server of order) {
            const sample = await runRound(server, ROUND_SECONDS);
            server.rounds.push(sample);
            line.push(`${server.variant} ${rateOf(sample).toFixed(0)}/s`);
          }
          console.log(`${kind} round ${round + 1}: ${line.join(', ')}`);
        }
        const results = new Map(
          servers.map((server) => [server.variant, summarize(server.variant, server.rounds)]),
        );
        const base = results.get('base')!.perSecond;
        const noProbe = results.get('no-probe')!.perSecond;
        for (const variant of VARIANTS) {
          const result = results.get(variant)!;
          if (result.failures > 0)
            problems.push(`${kind} ${variant}: ${result.failures} failed, first: ${result.firstFailure}`);
          const rounds = servers.find((s) => s.variant === variant)!.rounds;
          const perRound = rounds.map((round) => rateOf(round).toFixed(0)).join(', ');
          const share = (of: number) => `${((result.perSecond / of) * 100).toFixed(1)}%`;
          rows.push(
            `| ${kind === 'sqlite' ? 'SQLite (WAL, FULL)' : 'PostgreSQL'} | ${variant} | ${result.perSecond.toFixed(0)} | ` +
              `${perRound} | **${share(base)}** | **${share(noProbe)}** | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} |`,
          );
        }
        for (const server of servers) await stopServer(server.child);
        for (const server of servers.filter((s) => s.variant === 'unused' || s.variant === 'taking')) {
          const problem = await checkSnapshots(server);
          if (problem) problems.push(`${kind} ${problem}`);
        }
      } finally {
        for (const server of servers) {
          await stopServer(server.child);
          await server.drop();
        }
      }
    }
  } finally {
    agent.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const loadAfter = os.loadavg();
  writePerfSection(
    'Position taking (issue 39)',
    [
      '## Position taking (issue 39)',
      '',
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` ` +
        `(packages/server/bench/positions.bench.ts, ${minutes} min); rerunning it rewrites this section.`,
      '',
      machineLine(),
      `- Load average (1 / 5 / 15 min) before: ${loadBefore.map((v) => v.toFixed(2)).join(' / ')}; after: ` +
        `${loadAfter.map((v) => v.toFixed(2)).join(' / ')}.`,
      `- Four servers per database, each on its own fresh database, rounds alternated and their order turned ` +
        `each round: **base** = the source of ${BASE_REF.slice(0, 10)} (main before issue 39 was merged; ` +
        'it lacks what was merged after it too, issues 42-44); **no-probe** = this tree without the ' +
        "position probe in the upline chain's statements (the one thing position taking adds to an order " +
        'while nobody takes); **unused** = this tree, nobody takes; **taking** = this tree, every player ' +
        'under house > L1 90% > L2 60% > L3 30% of B (L3 capped at 1,000.00 a number): every line shared ' +
        'up three levels, a snapshot on every ticket.',
      `- Load: POST /Order/MakeOrder, one Magnum ticket of 4 random numbers (B 1.00 each), ${PLAYERS} players, ` +
        `${CLIENTS} keep-alive clients, ${WARMUP_SECONDS} s warm-up, then ${ROUNDS} rounds of ${ROUND_SECONDS} s each.`,
      '',
      '| database | server | orders/s | each round | of base | of no-probe | p50 ms | p99 ms |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows,
      '',
      'Target (issue 39): unused within 10% of base on both databases (of no-probe: the feature alone).',
      ...(problems.length > 0 ? ['', `Problems: ${problems.join('; ')}.`] : []),
      '',
    ].join('\n'),
  );
  console.log(`done in ${minutes} min`);
  for (const problem of problems) console.error(`FAILED: ${problem}`);
  return problems.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
