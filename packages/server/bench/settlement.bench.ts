/**
 * Settlement benchmark (`npm run bench`, after the ordering one): one Magnum draw with
 * BENCH_SETTLE_LINES (default 1,000,000) active bet lines on a fresh SQLite file (the embedded
 * default: WAL, synchronous=FULL). Measures, in the same run:
 *
 * - a plain full scan: every row of ticket_lines read in JS with the columns settlement reads;
 * - settling the draw: entering its result with the production service, which stores the result,
 *   checks every line, records strikes and credits wins and commission in one transaction.
 *
 * Writes lines per second of both and their ratio to docs/performance.md ("Settlement"); exits 1
 * if the settlement took 10 s or more, was more than 5x the scan, or its books do not add up.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { DrawResult } from '@lotto/domain/draw-result';
import { parseEnv } from '../src/config/env.js';
import type { AppContext } from '../src/context.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrator.js';
import { enterResult } from '../src/features/results/result.service.js';
import { machineLine, writePerfSection } from './perf-doc.js';

const LINES = Number(
  process.env.BENCH_SETTLE_LINES ?? (process.env.BENCH_QUICK === '1' ? 100_000 : 1_000_000),
);
const LINES_PER_TICKET = 4;
const USERS = 1_000;
const POOL = 'mg';
// A Wednesday long past: the draw is closed, so its result may be entered.
const DRAW = '2026-01-07';
const TARGET_SECONDS = 10;
const TARGET_FACTOR = 5;

/** A small deterministic generator, so every run settles the same lines. */
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

const RESULT: DrawResult = {
  pool: POOL,
  date: DRAW,
  first: '1234',
  second: '5678',
  third: '9012',
  starters: ['0001', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999'],
  consolations: ['0102', '0304', '0506', '0708', '0910', '1112', '1314', '1516', '1718', '1920'],
};

/**
 * Rows written straight with SQLite (the bench's own set-up, not what it measures): users, one
 * order per ticket, tickets of 4 lines. Patterns and bet types as players mix them: mostly NORMAL
 * Big/Small, some BOX, IBOX, reverse and 3D; about one line in 25 wins something.
 */
function seed(file: string): void {
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const random = generator(42);
  const digits = (n: number) => String(Math.floor(random() * 10 ** n)).padStart(n, '0');
  const insertUser = db.prepare(
    `insert into users (username, password_hash, role, parent_id, package_id, status, balance_cents, created_at,
       password_changed_at)
     values (?, 'x', 'player', null, null, 'active', 0, 0, 0)`,
  );
  const insertOrder = db.prepare(
    `insert into orders (user_id, idempotency_key, request_hash, source, bet_status, created_at)
     values (?, null, 'bench', 'advanced', 'COMPLETE', 0)`,
  );
  const insertTicket = db.prepare(
    `insert into tickets (order_id, user_id, pool, draw_date, status, requested_cents, accepted_cents, remark, phone,
       cart_json, created_at, voided_at, voided_by)
     values (?, ?, '${POOL}', '${DRAW}', 'active', ?, ?, '', '', null, 0, null, null)`,
  );
  const insertLine = db.prepare(
    `insert into ticket_lines (ticket_id, line_no, number, pattern, requested_json, accepted_json)
     values (?, ?, ?, ?, ?, ?)`,
  );
  const prizes = [RESULT.first, RESULT.second, RESULT.third, ...RESULT.starters, ...RESULT.consolations];
  db.transaction(() => {
    for (let u = 1; u <= USERS; u += 1) insertUser.run(`bench${u}`);
    for (let t = 0; t < LINES / LINES_PER_TICKET; t += 1) {
      const user = 1 + Math.floor(random() * USERS);
      const order = Number(insertOrder.run(user).lastInsertRowid);
      const ticket = Number(insertTicket.run(order, user, 0, 0).lastInsertRowid);
      for (let l = 1; l <= LINES_PER_TICKET; l += 1) {
        const pick = random();
        const winner = random() < 0.04;
        const number = winner ? prizes[Math.floor(random() * prizes.length)]! : digits(4);
        let pattern = 'NORMAL';
        let amounts: Record<string, number> = { B: 100, S: 100 };
        if (pick < 0.1) pattern = 'BOX';
        else if (pick < 0.15) pattern = 'IBOX';
        else if (pick < 0.2) pattern = 'R';
        else if (pick < 0.3) amounts = { B: 200, '3A': 100, '3C': 100 };
        const json = JSON.stringify(amounts);
        insertLine.run(ticket, l, number, pattern, json, json);
      }
    }
  })();
  db.close();
}

function scan(file: string): { seconds: number; rows: number } {
  const db = new SqliteDatabase(file, { readonly: true });
  const started = performance.now();
  let rows = 0;
  let bytes = 0;
  const statement = db.prepare('select id, ticket_id, number, pattern, accepted_json from ticket_lines');
  for (const row of statement.iterate() as Iterable<{ number: string; accepted_json: string }>) {
    rows += 1;
    bytes += row.number.length + row.accepted_json.length;
  }
  const seconds = (performance.now() - started) / 1000;
  db.close();
  if (bytes === 0) throw new Error('the scan read nothing');
  return { seconds, rows };
}

async function main(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-settle-bench-'));
  const file = path.join(dir, 'lotto.db');
  const url = `sqlite:${file}`;
  try {
    const setup = openDatabase(url);
    await migrateToLatest(setup);
    await setup.destroy();
    const seeded = performance.now();
    seed(file);
    console.log(
      `Lotto settlement benchmark: ${LINES.toLocaleString('en')} lines on ${POOL} ${DRAW} ` +
        `(seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s)`,
    );

    const scanned = scan(file);
    console.log(
      `full scan:  ${scanned.seconds.toFixed(2)} s (${Math.round(scanned.rows / scanned.seconds)} lines/s)`,
    );

    const db = openDatabase(url);
    const ctx: AppContext = { db, env: parseEnv({ DATABASE_URL: url, SEED_DEMO: 'false' }), clock: Date.now };
    const started = performance.now();
    const outcome = await enterResult(ctx, {
      result: RESULT,
      source: 'bench',
      actor: { id: null, name: 'bench' },
      now: Date.now(),
    });
    const seconds = (performance.now() - started) / 1000;
    const { settlement } = outcome;
    console.log(`settlement: ${seconds.toFixed(2)} s (${Math.round(settlement.lines / seconds)} lines/s)`);

    const problems: string[] = [];
    if (settlement.lines !== LINES) problems.push(`settled ${settlement.lines} lines of ${LINES}`);
    const strikes = await db.kysely
      .selectFrom('strikes')
      .select((eb) => eb.fn.sum<number>('win_cents').as('total'))
      .executeTakeFirstOrThrow();
    if (Number(strikes.total) !== settlement.winCents) {
      problems.push(`strikes add up to ${strikes.total}, credited ${settlement.winCents}`);
    }
    const credited = await db.kysely
      .selectFrom('users')
      .select((eb) => eb.fn.sum<number>('balance_cents').as('total'))
      .executeTakeFirstOrThrow();
    if (Number(credited.total) !== settlement.winCents + settlement.commissionCents) {
      problems.push(
        `balances add up to ${credited.total}, credited ${settlement.winCents + settlement.commissionCents}`,
      );
    }
    await db.destroy();

    const factor = seconds / scanned.seconds;
    const met = seconds < TARGET_SECONDS && factor <= TARGET_FACTOR;
    console.log(
      `settlement / scan = ${factor.toFixed(2)}x (target: under ${TARGET_SECONDS} s and at most ${TARGET_FACTOR}x: ${met ? 'met' : 'NOT met'})`,
    );
    writePerfSection(
      'Settlement',
      [
        '## Settlement',
        '',
        `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` ` +
          '(packages/server/bench/settlement.bench.ts); rerunning it rewrites this section.',
        '',
        machineLine(),
        `- Data: one Magnum draw with ${LINES.toLocaleString('en')} active lines (${(LINES / LINES_PER_TICKET).toLocaleString('en')} ` +
          `tickets of ${LINES_PER_TICKET}, ${USERS.toLocaleString('en')} players; 70% NORMAL Big+Small, 10% Big+3A+3C, 10% BOX, ` +
          '5% IBOX, 5% reverse; about 4% of lines on a prize number), a fresh SQLite file, WAL, synchronous=FULL.',
        '- Scan: every row of ticket_lines with the columns settlement reads, row by row in JS (better-sqlite3).',
        '- Settlement: entering the result with the production service (result.service.ts): one transaction ' +
          'that stores the result, checks every line, writes the strikes and credits wins and commission.',
        '',
        '| step | seconds | lines/s |',
        '| --- | ---: | ---: |',
        `| full scan of ticket_lines | ${scanned.seconds.toFixed(2)} | ${Math.round(scanned.rows / scanned.seconds)} |`,
        `| settle the draw | ${seconds.toFixed(2)} | ${Math.round(settlement.lines / seconds)} |`,
        '',
        `Settlement took **${seconds.toFixed(2)} s**, **${factor.toFixed(2)}x** the scan ` +
          `(target: under ${TARGET_SECONDS} s and at most ${TARGET_FACTOR}x, ${met ? 'met' : 'not met'}). ` +
          `Wins ${(settlement.winCents / 100).toFixed(2)}, commission ${(settlement.commissionCents / 100).toFixed(2)} points.`,
      ].join('\n'),
    );
    for (const problem of problems) console.error(`problem: ${problem}`);
    return problems.length === 0 && met ? 0 : 1;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
