import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawResult } from '@lotto/domain/draw-result';
import { cents } from '@lotto/domain/money';
import type { PoolCode } from '@lotto/domain/pools';
import type { AppContext } from '../../context.js';
import { openDatabase, type Db } from '../../db/database.js';
import { buildApp } from '../../app.js';
import { findUserById, findUserByUsername } from '../../common/user.repository.js';
import { advancedOrder } from '../../test-support/advanced-order.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { checkMoneyConserved } from '../../test-support/money-check.js';
import {
  createTestDb,
  TEST_DIALECTS,
  TestClock,
  testContext,
  type TestDb,
} from '../../test-support/test-db.js';
import { placeOrder } from '../orders/place-order.service.js';
import { createUser } from '../users/user.service.js';
import { enterResult } from './result.service.js';
import { SETTLEMENT_RESUME_LEASE, settlementResumer, startSettlementResume } from './settlement-resume.js';

/**
 * Issue 36.16: a settlement stopped between two steps is listed as settling (n of m lines), never
 * as settled, and finishes by itself: the leased job resumes every stopped settlement at start-up
 * and any that stalls while the server runs; each line is paid exactly once.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const killedServer = path.resolve(here, '../../test-support/settle-until-killed.ts');
const repoRoot = path.resolve(here, '../../../../..');
const DRAW = '2026-11-22'; // Sunday; the clock starts at 12:00 in Kuala Lumpur, every pool draws at 19:00
const AFTER_CUTOFF_MS = 8 * 3600_000;
const CREDIT = 1_000_00;
const result = (pool: PoolCode): DrawResult => ({
  pool,
  date: DRAW,
  first: '1234',
  second: '5678',
  third: '9012',
  starters: ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0001'],
  consolations: ['0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '0010', '0011'],
});

/**
 * One Big bet each, on the pool's draw of today, and what it pays by hand (base package: Big pays
 * 2,500 / 1,000 / 180 per 1.00 on the 1st prize / 2nd prize / a starter; commission 25% of the stake).
 */
const BETS = [
  { name: 'pl1', line: '1234#1', stake: 1_00, win: 2_500_00, commission: 25 },
  { name: 'pl2', line: '1234#2', stake: 2_00, win: 5_000_00, commission: 50 },
  { name: 'pl3', line: '5678#1', stake: 1_00, win: 1_000_00, commission: 25 },
  { name: 'pl4', line: '2222#3', stake: 3_00, win: 540_00, commission: 75 },
  { name: 'pl5', line: '7531#1', stake: 1_00, win: 0, commission: 25 },
];
const POOL_IDS: Record<string, number> = { mg: 1, kd: 2 };

async function until(check: () => Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Runs settle-until-killed.ts: it enters the result and is SIGKILLed after step `dieAfter`. */
function killedMidSettlement(url: string, draw: DrawResult, now: number, dieAfter: number) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        killedServer,
        url,
        JSON.stringify(draw),
        String(now),
        String(dieAfter),
      ],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) => resolve({ code, signal, output }));
  });
}

describe.each(TEST_DIALECTS)('a stopped settlement finishes by itself, on %s', (dialect) => {
  const clock = new TestClock();
  let testDb: TestDb;
  let secondDb: Db;
  let ctx: AppContext;
  let other: AppContext;

  beforeAll(async () => {
    testDb = await createTestDb(dialect);
    secondDb = openDatabase(testDb.url);
    ctx = testContext(testDb.db, clock);
    other = testContext(secondDb, clock);
    const actor = { id: null, name: 'test' };
    await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
    for (const bet of BETS) {
      await createUser(ctx, {
        username: bet.name,
        password: 'player-pass',
        role: 'player',
        credit: cents(CREDIT),
        actor,
      });
    }
  });
  afterAll(async () => {
    await secondDb?.destroy();
    await testDb?.cleanup();
  });

  const harness = () => ({ clock, db: testDb.db, ctx });
  async function betOn(pool: PoolCode) {
    for (const bet of BETS) {
      const user = (await findUserByUsername(testDb.db.kysely, bet.name))!;
      const receipt = await placeOrder(
        ctx,
        await advancedOrder(harness(), user, `D\n#${POOL_IDS[pool]}\n${bet.line}`, ''),
      );
      expect(receipt.betStatus).toBe('COMPLETE');
    }
  }
  const balances = async () => {
    const out: Record<string, number> = {};
    for (const bet of BETS)
      out[bet.name] = Number((await findUserByUsername(testDb.db.kysely, bet.name))!.balance_cents);
    return out;
  };
  const entriesOf = (pool: PoolCode) =>
    testDb.db.kysely
      .selectFrom('ledger_entries')
      .innerJoin('users', 'users.id', 'ledger_entries.user_id')
      .select(['users.username', 'ledger_entries.kind', 'ledger_entries.amount_cents'])
      .where('ref_type', '=', 'draw')
      .where('ref_id', '=', `${pool}:${DRAW}:v1`)
      .execute();
  const stateOf = async (pool: PoolCode) =>
    (
      await testDb.db.kysely
        .selectFrom('settlements')
        .select('state')
        .where('pool', '=', pool)
        .where('draw_date', '=', DRAW)
        .executeTakeFirst()
    )?.state;

  /** Each owner paid exactly what the hand-computed table says, in one entry of each kind. */
  async function expectPaidOnce(pool: PoolCode) {
    const entries = await entriesOf(pool);
    for (const bet of BETS) {
      const mine = (kind: string) =>
        entries.filter((e) => e.username === bet.name && e.kind === kind).map((e) => Number(e.amount_cents));
      expect(mine('win'), `${bet.name} win`).toEqual(bet.win > 0 ? [bet.win] : []);
      expect(mine('commission'), `${bet.name} commission`).toEqual([bet.commission]);
    }
    expect(entries.filter((e) => !['win', 'commission'].includes(e.kind))).toEqual([]);
    await checkMoneyConserved(testDb.db.kysely);
  }

  it('a server killed between two steps: the draw is listed as settling 2 of 5, then settled by the job after the restart, paid once', async () => {
    await betOn('mg');
    clock.advance(AFTER_CUTOFF_MS);
    const killed = await killedMidSettlement(testDb.url, result('mg'), clock.now, 2);
    expect(killed.signal, killed.output).toBe('SIGKILL');

    // What the back office says while nothing runs: settling, 2 of the 5 lines, never "settled".
    const app = await buildApp(ctx);
    const admin = new TestBrowser(app);
    await admin.login('house', 'house-pass');
    const status = async () =>
      (await admin.get(`/Admin/GetSettlements?from=20261122&to=20261122`))
        .json()
        .data.find((row: { pool: string }) => row.pool === 'mg');
    expect(await status()).toMatchObject({
      state: 'settling',
      resultVersion: 1,
      lines: 2,
      totalLines: 5,
      win: 7_500,
      commission: 0.75,
    });
    // p1 and p2 (the first two owners) are paid; p3..p5 are not yet.
    expect(await balances()).toEqual({
      pl1: CREDIT - 1_00 + 2_500_00 + 25,
      pl2: CREDIT - 2_00 + 5_000_00 + 50,
      pl3: CREDIT - 1_00,
      pl4: CREDIT - 3_00,
      pl5: CREDIT - 1_00,
    });

    // The restart: two instances start, each with the job; one holds its lease and finishes the draw.
    const errors: unknown[] = [];
    const jobs = [
      startSettlementResume(ctx, (error) => errors.push(error), { everyMs: 50 }),
      startSettlementResume(other, (error) => errors.push(error), { everyMs: 50 }),
    ];
    try {
      await until(async () => (await stateOf('mg')) === 'settled', 'the job settles mg');
      const holders = await testDb.db.kysely
        .selectFrom('job_leases')
        .select('holder')
        .where('name', '=', SETTLEMENT_RESUME_LEASE)
        .execute();
      expect(holders).toHaveLength(1);
    } finally {
      await Promise.all(jobs.map((job) => job.stop()));
    }
    expect(errors).toEqual([]);
    expect(await status()).toMatchObject({
      state: 'settled',
      lines: 5,
      totalLines: 5,
      win: 9_040,
      commission: 2,
    });
    expect(await balances()).toEqual({
      pl1: CREDIT - 1_00 + 2_500_00 + 25,
      pl2: CREDIT - 2_00 + 5_000_00 + 50,
      pl3: CREDIT - 1_00 + 1_000_00 + 25,
      pl4: CREDIT - 3_00 + 540_00 + 75,
      pl5: CREDIT - 1_00 + 25,
    });
    await expectPaidOnce('mg');
    await app.close();
  }, 60_000);

  it('while the server runs: a settlement that stops moving is resumed at the next check but one, not one that moves', async () => {
    clock.advance(-AFTER_CUTOFF_MS);
    await betOn('kd');
    clock.advance(AFTER_CUTOFF_MS);
    const resumer = settlementResumer(ctx);
    // Start-up: nothing to resume yet (mg was finished above).
    expect(await resumer.check()).toEqual([]);

    const stop = new Error('stopped after a step');
    const input = {
      result: result('kd'),
      source: 'entry',
      actor: { id: null, name: 'operator' },
      now: clock.now,
    };
    const stopAfterOne = {
      ticketsPerStep: 1,
      afterStep: () => {
        throw stop;
      },
    };
    await expect(enterResult(ctx, input, stopAfterOne)).rejects.toBe(stop);
    // First sight of it: it may still be running, so it is only noted.
    expect(await resumer.check()).toEqual([]);
    // It moved on by one step meanwhile (another runner): still not stalled.
    await expect(enterResult(ctx, input, stopAfterOne)).rejects.toBe(stop);
    expect(await resumer.check()).toEqual([]);
    expect(await stateOf('kd')).toBe('settling');
    // No step since the last check: stalled, resumed and finished.
    expect(await resumer.check()).toEqual([`kd|${DRAW}`]);
    expect(await stateOf('kd')).toBe('settled');
    expect(await resumer.check()).toEqual([]);
    await expectPaidOnce('kd');
    // The second owner was paid by the second run, the rest by the job, each once.
    const p2 = (await findUserByUsername(testDb.db.kysely, 'pl2'))!;
    expect(Number((await findUserById(testDb.db.kysely, p2.id))!.balance_cents)).toBe(
      CREDIT - 2 * 2_00 + 2 * (5_000_00 + 50),
    );
  });
});
