/**
 * Reports benchmark (`npm run bench`, after ordering and settlement): BENCH_REPORT_LINES (default
 * 1,000,000) bet lines of BENCH_REPORT_USERS (default 10,000) users in a house > agents >
 * sub-agents > players tree, over 31 draw dates of three pools, on a fresh SQLite file (the
 * embedded default). Every draw but the last date's is settled with the production service (which
 * writes the report rollups); the last date stays open, so daily sales and the bet lists read
 * live tickets.
 *
 * Then every report call is asked ROUNDS times by the house (the biggest tree), an agent with
 * sub-agents and a player, through the real app (Fastify inject: routing, session, validation,
 * SQL and serialisation; no network), on SQLite and on PostgreSQL (BENCH_DATABASES, default
 * "sqlite,postgres"; BENCH_PG_URL): every table of the settled SQLite file copied into a fresh
 * database. Writes the p50/p95 per call and database to docs/performance.md ("Reports") with the
 * target (p95 under 100 ms: reported, not fatal) and exits 1 if a call fails.
 *
 * BENCH_KEEP=1 keeps the SQLite file and the PostgreSQL database afterwards (their addresses are
 * printed), to read a slow call's plan with EXPLAIN on the same data.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { addDays, formatYmdCompact, weekday } from '@lotto/domain/calendar-dates';
import type { DrawResult } from '@lotto/domain/draw-result';
import type { PatternCode } from '@lotto/domain/patterns';
import type { PoolCode } from '@lotto/domain/pools';
import { lineStakes } from '@lotto/domain/sell-limits';
import type { BetLine } from '@lotto/domain/ticket';
import { parseEnv } from '../src/config/env.js';
import type { AppContext } from '../src/context.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { createUser } from '../src/features/users/user.service.js';
import { enterResult } from '../src/features/results/result.service.js';
import { buildApp } from '../src/app.js';
import { TestBrowser } from '../src/test-support/http-client.js';
import { machineLine, writePerfSection } from './perf-doc.js';
import { copyToPostgres, type PgCopy } from './pg-copy.js';

const LINES = Number(
  process.env.BENCH_REPORT_LINES ?? (process.env.BENCH_QUICK === '1' ? 100_000 : 1_000_000),
);
const USERS = Number(process.env.BENCH_REPORT_USERS ?? (process.env.BENCH_QUICK === '1' ? 1_000 : 10_000));
const ROUNDS = Number(process.env.BENCH_REPORT_ROUNDS ?? (process.env.BENCH_QUICK === '1' ? 10 : 40));
const LINES_PER_TICKET = 4;
const AGENTS = 100;
const SUB_AGENTS = 40;
const POOLS: PoolCode[] = ['mg', 'kd', 'tt'];
const TARGET_MS = 100;
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const PASSWORD = 'bench-pass-1';

/** Wednesdays, Saturdays and Sundays (every pool here draws then) up to 2026-11-15, oldest first. */
function drawDates(count: number): string[] {
  const dates: string[] = [];
  for (let date = '2026-11-15'; dates.length < count; date = addDays(date, -1)) {
    if ([0, 3, 6].includes(weekday(date))) dates.unshift(date);
  }
  return dates;
}
const DATES = drawDates(31);
const OPEN_DATE = DATES.at(-1)!;

function generator(seed: number) {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function resultOf(pool: PoolCode, date: string, random: () => number): DrawResult {
  const four = () => String(Math.floor(random() * 10_000)).padStart(4, '0');
  return {
    pool,
    date,
    first: four(),
    second: four(),
    third: four(),
    starters: Array.from({ length: 10 }, four),
    consolations: Array.from({ length: 10 }, four),
  };
}

interface Seeded {
  agentWithSubs: string;
  player: string;
  playerNumber: string;
}

/** Users and bets written straight with SQLite (the set-up, not what is measured). */
function seed(file: string, houseId: number, results: Map<string, DrawResult>): Seeded {
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const random = generator(7);
  const digits = (n: number) => String(Math.floor(random() * 10 ** n)).padStart(n, '0');
  const hash = (
    db.prepare('select password_hash from users where id = ?').get(houseId) as { password_hash: string }
  ).password_hash;
  const packages = [null, 2, 3];
  const insertPackage = db.prepare(
    `insert into packages (id, name, scale_per10k, rates_json, created_at)
     select ?, ?, scale_per10k, rates_json, 0 from packages where name = '2500'`,
  );
  insertPackage.run(2, 'bench-b');
  insertPackage.run(3, 'bench-c');
  const insertUser = db.prepare(
    `insert into users (username, password_hash, role, parent_id, package_id, status, balance_cents, created_at,
       password_changed_at)
     values (?, ?, ?, ?, ?, 'active', 0, 0, 0)`,
  );
  const insertOrder = db.prepare(
    `insert into orders (user_id, idempotency_key, request_hash, source, bet_status, created_at)
     values (?, null, 'bench', 'advanced', 'COMPLETE', ?)`,
  );
  const insertTicket = db.prepare(
    `insert into tickets (order_id, user_id, pool, draw_date, status, requested_cents, accepted_cents, remark, phone,
       cart_json, created_at, voided_at, voided_by)
     values (?, ?, ?, ?, ?, ?, ?, '', '', null, ?, null, null)`,
  );
  const insertLine = db.prepare(
    `insert into ticket_lines (ticket_id, line_no, number, pattern, requested_json, accepted_json)
     values (?, ?, ?, ?, ?, ?)`,
  );
  const setCost = db.prepare('update tickets set requested_cents = ?, accepted_cents = ? where id = ?');
  const players: number[] = [];
  const playerNames = new Map<number, string>();
  db.transaction(() => {
    const agents: number[] = [];
    for (let a = 1; a <= AGENTS; a += 1) {
      const id = insertUser.run(`agent${a}`, hash, 'agent', houseId, packages[a % 3]).lastInsertRowid;
      agents.push(Number(id));
    }
    // The first agents get sub-agents, so the tree is three levels deep under them.
    const uplines = [...agents];
    for (let s = 1; s <= SUB_AGENTS; s += 1) {
      const parent = agents[(s - 1) % 20]!;
      uplines.push(Number(insertUser.run(`sub${s}`, hash, 'agent', parent, packages[s % 3]).lastInsertRowid));
    }
    const playerCount = USERS - 1 - AGENTS - SUB_AGENTS;
    for (let p = 1; p <= playerCount; p += 1) {
      const parent = uplines[p % uplines.length]!;
      const id = Number(
        insertUser.run(`player${p}`, hash, 'player', parent, packages[p % 3]).lastInsertRowid,
      );
      players.push(id);
      playerNames.set(id, `player${p}`);
    }
    const prizes = new Map(
      [...results].map(([key, r]) => [key, [r.first, r.second, r.third, ...r.starters]]),
    );
    for (let t = 0; t < LINES / LINES_PER_TICKET; t += 1) {
      const user = players[Math.floor(random() * players.length)]!;
      const pool = POOLS[t % POOLS.length]!;
      const date = DATES[Math.floor(random() * DATES.length)]!;
      const createdAt = Date.parse(`${addDays(date, -1)}T10:00:00Z`);
      const order = Number(insertOrder.run(user, createdAt).lastInsertRowid);
      const voided = random() < 0.03;
      const ticket = Number(
        insertTicket.run(order, user, pool, date, voided ? 'voided' : 'active', 0, 0, createdAt)
          .lastInsertRowid,
      );
      let cost = 0;
      const drawn = prizes.get(`${pool}|${date}`);
      for (let l = 1; l <= LINES_PER_TICKET; l += 1) {
        const pick = random();
        const number = drawn && random() < 0.04 ? drawn[Math.floor(random() * drawn.length)]! : digits(4);
        let pattern = 'NORMAL';
        let multiplier = 1;
        let amounts: Record<string, number> = { B: 100, S: 100 };
        if (pick < 0.1) {
          pattern = 'R';
          multiplier = number.split('').reverse().join('') === number ? 1 : 2;
          if (multiplier === 1) pattern = 'NORMAL';
        } else if (pick < 0.3) amounts = { B: 200, '3A': 100, '3C': 101 };
        cost += Object.values(amounts).reduce((a, b) => a + b, 0) * multiplier;
        const json = JSON.stringify(amounts);
        insertLine.run(ticket, l, number, pattern, json, json);
      }
      setCost.run(cost, cost, ticket);
    }
  })();
  // The open date's sell-limit counters, as the orders would have counted them: the house's
  // heavy-number report reads them (the other reports do not).
  const counters = new Map<string, number>();
  const openLines = db
    .prepare(
      `select t.pool, l.number, l.pattern, l.accepted_json from ticket_lines l join tickets t on t.id = l.ticket_id
        where t.draw_date = ? and t.status = 'active'`,
    )
    .all(OPEN_DATE) as { pool: string; number: string; pattern: PatternCode; accepted_json: string }[];
  for (const line of openLines) {
    const amounts = JSON.parse(line.accepted_json) as BetLine['amounts'];
    for (const [key, stake] of lineStakes({ number: line.number, pattern: line.pattern, amounts }, amounts)) {
      const id = `${line.pool}|${key}`;
      counters.set(id, (counters.get(id) ?? 0) + stake);
    }
  }
  const insertUsage = db.prepare(
    'insert into limit_usage (pool, draw_date, bet_type, number, used_cents) values (?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const [id, used] of counters) {
      const [pool, betType, number] = id.split('|');
      insertUsage.run(pool, OPEN_DATE, betType, number, used);
    }
  })();
  // The busiest player, and a number it bet on the open date.
  const busiest = db
    .prepare(
      `select user_id, count(*) as n from tickets where draw_date = ? group by user_id order by n desc limit 1`,
    )
    .get(OPEN_DATE) as { user_id: number };
  const number = db
    .prepare(
      `select l.number from ticket_lines l join tickets t on t.id = l.ticket_id
        where t.user_id = ? and t.draw_date = ? limit 1`,
    )
    .get(busiest.user_id, OPEN_DATE) as { number: string };
  db.close();
  return { agentWithSubs: 'agent1', player: playerNames.get(busiest.user_id)!, playerNumber: number.number };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Every report call ROUNDS times per caller, through the real app on the database at `url`. */
async function measure(
  url: string,
  label: string,
  seeded: Seeded,
): Promise<{ rows: string[]; problems: string[]; slow: string[] }> {
  const db = openDatabase(url, { writeThread: false });
  const env = parseEnv({
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '0',
    LOGIN_RATE_LIMIT_PER_MINUTE: '0',
  });
  const ctx: AppContext = { db, env, clock: Date.now };
  try {
    const app = await buildApp(ctx);
    const callers = new Map<string, TestBrowser>();
    for (const name of ['house', seeded.agentWithSubs, seeded.player]) {
      const browser = new TestBrowser(app);
      const login = await browser.login(name, PASSWORD);
      if (!login.json().success) throw new Error(`cannot log in as ${name}: ${login.body}`);
      callers.set(name, browser);
    }
    const first = formatYmdCompact(DATES[0]!);
    const last = formatYmdCompact(OPEN_DATE);
    const settledDay = formatYmdCompact(DATES.at(-2)!);
    const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
    const mmdd = OPEN_DATE.slice(5, 7) + OPEN_DATE.slice(8, 10);
    type Call = {
      name: string;
      /** the house and the agent only */
      operatorsOnly?: boolean;
      run: (b: TestBrowser) => ReturnType<TestBrowser['get']>;
    };
    const calls: Call[] = [
      {
        name: 'GET /Report/GetWalletStatement (31 days)',
        run: (b) => b.get(`/Report/GetWalletStatement?fromDate=${us(DATES[0]!)}&toDate=${us(OPEN_DATE)}`),
      },
      {
        name: 'GET /Report/GetBetReport (open date)',
        run: (b) => b.get(`/Report/GetBetReport?DrawDate=${last}&ForceSearch=true`),
      },
      {
        name: 'POST /Report/GetDailySales (open date)',
        run: (b) => b.postForm('/Report/GetDailySales', { date_from: last, report_type: 'all' }),
      },
      {
        name: 'POST /Report/GetDailySales (settled date)',
        run: (b) => b.postForm('/Report/GetDailySales', { date_from: settledDay, report_type: 'normal' }),
      },
      {
        name: 'POST /Report/GetProfitLoss (31 dates)',
        run: (b) =>
          b.postForm('/Report/GetProfitLoss', { date_from: first, date_to: last, report_type: 'all' }),
      },
      {
        name: 'POST /Report/GetDailyProfitLoss (31 dates)',
        run: (b) =>
          b.postForm('/Report/GetDailyProfitLoss', { date_from: first, date_to: last, report_type: 'all' }),
      },
      {
        name: 'POST /Report/CheckTicket (date only)',
        run: (b) => b.postForm('/Report/CheckTicket', { date: mmdd, ticket_id: '', bet_number: '' }),
      },
      {
        name: 'POST /Report/CheckTicket (bet number)',
        run: (b) =>
          b.postForm('/Report/CheckTicket', { date: mmdd, ticket_id: '', bet_number: seeded.playerNumber }),
      },
      {
        name: 'GET /Order/GetStrikeReport (31 dates)',
        run: (b) => b.get(`/Order/GetStrikeReport?date_from=${first}&date_to=${last}`),
      },
      {
        name: 'POST /Tool/GetNumberMeaning (a word)',
        run: (b) => b.postForm('/Tool/GetNumberMeaning', { searchKeyword: 'dragon' }),
      },
      {
        // the heavy-number report (issue 40): agents and the house only (a player gets 403)
        name: 'GET /Report/GetExposure (open date, top 50)',
        operatorsOnly: true,
        run: (b) => b.get(`/Report/GetExposure?date=${last}&pool=mg&game=4D&view=gross&limit=50`),
      },
      {
        name: 'GET /Report/GetExposureDetail (a number)',
        operatorsOnly: true,
        run: (b) =>
          b.get(`/Report/GetExposureDetail?date=${last}&pool=mg&betType=B&number=${seeded.playerNumber}`),
      },
    ];
    const rows: string[] = [];
    const problems: string[] = [];
    const slow: string[] = [];
    for (const call of calls) {
      for (const [who, browser] of callers) {
        if (call.operatorsOnly && who === seeded.player) continue;
        const times: number[] = [];
        for (let round = 0; round < ROUNDS + 3; round += 1) {
          const started = performance.now();
          const response = await call.run(browser);
          const ms = performance.now() - started;
          if (response.statusCode !== 200 || response.json().success !== true) {
            problems.push(
              `${label}: ${call.name} as ${who}: ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
            break;
          }
          if (round >= 3) times.push(ms); // the first rounds warm the caches
        }
        if (times.length === 0) continue;
        times.sort((a, b) => a - b);
        const p50 = percentile(times, 50);
        const p95 = percentile(times, 95);
        const role =
          who === 'house'
            ? `house (${(USERS / 1000).toFixed(0)}k tree)`
            : who === seeded.agentWithSubs
              ? 'agent'
              : 'player';
        if (p95 >= TARGET_MS) slow.push(`${label}: ${call.name} as ${role}: p95 ${p95.toFixed(1)} ms`);
        rows.push(`| ${label} | ${call.name} | ${role} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`);
        console.log(
          `${label.padEnd(10)} ${call.name.padEnd(48)} ${role.padEnd(17)} p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms`,
        );
      }
    }
    await app.close();
    return { rows, problems, slow };
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-report-bench-'));
  const file = path.join(dir, 'lotto.db');
  const url = `sqlite:${file}`;
  let postgres: PgCopy | null = null;
  try {
    const random = generator(11);
    const results = new Map<string, DrawResult>();
    for (const date of DATES.slice(0, -1)) {
      for (const pool of POOLS) results.set(`${pool}|${date}`, resultOf(pool, date, random));
    }
    const setup = openDatabase(url);
    await migrateToLatest(setup);
    const setupCtx: AppContext = {
      db: setup,
      env: parseEnv({ DATABASE_URL: url, SEED_DEMO: 'false' }),
      clock: Date.now,
    };
    const houseId = await createUser(setupCtx, {
      username: 'house',
      password: PASSWORD,
      role: 'admin',
      actor: { id: null, name: 'bench' },
    });
    await setup.destroy();
    const seeding = performance.now();
    const seeded = seed(file, houseId, results);
    console.log(
      `Lotto reports benchmark: ${LINES.toLocaleString('en')} lines, ${USERS.toLocaleString('en')} users, ` +
        `${DATES.length} dates x ${POOLS.length} pools (seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s)`,
    );

    const db = openDatabase(url, { writeThread: false });
    const env = parseEnv({
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      LOGIN_RATE_LIMIT_PER_MINUTE: '0',
    });
    const ctx: AppContext = { db, env, clock: Date.now };
    const settling = performance.now();
    for (const result of results.values()) {
      await enterResult(ctx, {
        result,
        source: 'bench',
        actor: { id: null, name: 'bench' },
        now: Date.now(),
      });
    }
    console.log(`settled ${results.size} draws in ${((performance.now() - settling) / 1000).toFixed(1)} s`);

    await db.destroy();

    const databases: { label: string; url: string }[] = [];
    if (DATABASES.includes('sqlite')) databases.push({ label: 'SQLite', url });
    if (DATABASES.includes('postgres')) {
      const copying = performance.now();
      postgres = await copyToPostgres(file, 'lotto_reports');
      console.log(`copied to PostgreSQL in ${((performance.now() - copying) / 1000).toFixed(1)} s`);
      databases.push({ label: 'PostgreSQL', url: postgres.url });
    }
    const rows: string[] = [];
    const problems: string[] = [];
    const slow: string[] = [];
    const loads: string[] = [];
    for (const database of databases) {
      loads.push(
        `${database.label} ${os
          .loadavg()
          .map((v) => v.toFixed(2))
          .join(' / ')}`,
      );
      const measured = await measure(database.url, database.label, seeded);
      rows.push(...measured.rows);
      problems.push(...measured.problems);
      slow.push(...measured.slow);
    }
    const met = slow.length === 0;
    writePerfSection(
      'Reports',
      [
        '## Reports',
        '',
        `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` ` +
          '(packages/server/bench/reports.bench.ts); rerunning it rewrites this section.',
        '',
        machineLine(),
        `- Data: ${LINES.toLocaleString('en')} bet lines (${(LINES / LINES_PER_TICKET).toLocaleString('en')} tickets, 3% ` +
          `voided) of ${USERS.toLocaleString('en')} users (the house, ${AGENTS} agents, ${SUB_AGENTS} sub-agents, the rest ` +
          `players; three packages) over ${DATES.length} draw dates of ${POOLS.join(', ')}; every draw settled but ` +
          'the last date, which stays open. A fresh SQLite file, WAL (settled there with the production ' +
          'service); for PostgreSQL every table of that file copied into a fresh database, then VACUUM ANALYZEd (what autovacuum has done by the time anyone reads them).',
        `- Load average (1 / 5 / 15 min) when each database's calls began: ${loads.join('; ')}. The machine ` +
          'is shared: compare the two databases within this run.',
        `- Each call ${ROUNDS} times per caller after 3 warm-up calls, in process through the real app ` +
          `(routing, session, validation, SQL, JSON; no network). The house sees the whole tree of ${USERS.toLocaleString('en')} users.`,
        '',
        '| database | call | caller | p50 ms | p95 ms |',
        '| --- | --- | --- | ---: | ---: |',
        ...rows,
        '',
        met
          ? `Every call's p95 is under ${TARGET_MS} ms (target met).`
          : `Target (p95 under ${TARGET_MS} ms) NOT met: ${slow.join('; ')}.`,
      ].join('\n'),
    );
    for (const problem of [...problems, ...slow]) console.error(`problem: ${problem}`);
    // A missed time target is reported, not fatal (the figures depend on the machine's load); a
    // call that failed is.
    return problems.length === 0 ? 0 : 1;
  } finally {
    if (process.env.BENCH_KEEP === '1') {
      console.log(`kept: sqlite ${file}${postgres ? `, postgres ${postgres.url}` : ''}`);
    } else {
      await postgres?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

process.exitCode = await main();
