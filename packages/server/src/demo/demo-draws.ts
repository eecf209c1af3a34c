import { createHash } from 'node:crypto';
import { addDays, localDateTime } from '@lotto/domain/calendar-dates';
import { hasDrawClosed, isDrawDay } from '@lotto/domain/draw-calendar';
import { validateDrawResult, type DrawResult } from '@lotto/domain/draw-result';
import { poolRunsGame, type PoolCode } from '@lotto/domain/pools';
import type { AppContext } from '../context.js';
import { poolSchedules } from '../common/schedule.repository.js';
import { runWrite } from '../db/run-write.js';
import { enterResultWrite } from '../features/results/result.writes.js';
import { startLeasedJob } from '../jobs/job-lease.js';

/** How far back demo mode fills in results (the seed's "30 days of past results"). */
export const DEMO_HISTORY_DAYS = 30;
const CHECK_EVERY_MS = 30_000;
const DEMO_ACTOR = { id: null, name: 'demo-draws' };

/**
 * The demo's result for a pool and date: 23 distinct 4-digit numbers (plus Toto's 5D and the 6D
 * where the pool runs them) from a hash of the pool and date. Deterministic, so two server
 * instances, or a restart, produce the same numbers and entering them again changes nothing.
 */
export function demoResult(pool: PoolCode, date: string): DrawResult {
  let counter = 0;
  const digits = (length: number): string => {
    counter += 1;
    const hash = createHash('sha256').update(`lotto-demo|${pool}|${date}|${counter}`).digest();
    return String(hash.readUInt32BE(0) % 10 ** length).padStart(length, '0');
  };
  const numbers = new Set<string>();
  while (numbers.size < 23) numbers.add(digits(4));
  const [first, second, third, ...rest] = [...numbers];
  const candidate = {
    pool,
    date,
    first,
    second,
    third,
    starters: rest.slice(0, 10),
    consolations: rest.slice(10, 20),
    ...(poolRunsGame(pool, '5D') ? { fiveD: [digits(5), digits(5), digits(5)] } : {}),
    ...(poolRunsGame(pool, '6D') ? { sixD: digits(6) } : {}),
  };
  const checked = validateDrawResult(candidate);
  if (!checked.ok) throw new Error(`demo result is invalid: ${checked.errors.join('; ')}`);
  return checked.value;
}

/**
 * Demo mode: every draw of the last DEMO_HISTORY_DAYS days (today included) whose cut-off has
 * passed and which has no result yet gets its generated result, and is settled like a real one
 * (on the write thread when there is one). Answers how many draws it entered.
 */
export async function enterDueDemoResults(ctx: AppContext): Promise<number> {
  const now = ctx.clock();
  const today = localDateTime(now, ctx.env.TZ_DRAWS).date;
  const from = addDays(today, -DEMO_HISTORY_DAYS);
  const schedules = await poolSchedules(ctx);
  const existing = await ctx.db.kysely
    .selectFrom('draw_results')
    .select(['pool', 'draw_date'])
    .where('draw_date', '>=', from)
    .execute();
  const have = new Set(existing.map((row) => `${row.pool}|${row.draw_date}`));
  let entered = 0;
  for (let date = from; date <= today; date = addDays(date, 1)) {
    for (const schedule of schedules) {
      const pool = schedule.pool as PoolCode;
      if (have.has(`${pool}|${date}`) || !isDrawDay(schedule, date)) continue;
      if (!hasDrawClosed(schedule, date, now, ctx.env.TZ_DRAWS)) continue;
      await runWrite(ctx, enterResultWrite, {
        result: demoResult(pool, date),
        source: 'demo',
        actor: DEMO_ACTOR,
        now,
      });
      entered += 1;
    }
  }
  return entered;
}

export interface DemoDraws {
  /** stops the timer and waits for a check under way */
  stop(): Promise<void>;
}

/** The lease that makes the demo draws run on one instance at a time (jobs/job-lease.ts). */
export const DEMO_DRAWS_LEASE = 'demo-draws';

/**
 * Runs enterDueDemoResults now and every 30 s, so a new user sees draws settle at their cut-off.
 * Several instances on one database: only the holder of the 'demo-draws' lease runs it (it could
 * not pay twice anyway, settlement claims each draw once, but the work is not repeated either).
 */
export function startDemoDraws(
  ctx: AppContext,
  onError: (error: unknown) => void,
  options: { everyMs?: number; ttlMs?: number; holder?: string } = {},
): DemoDraws {
  const everyMs = options.everyMs ?? CHECK_EVERY_MS;
  return startLeasedJob(ctx, {
    name: DEMO_DRAWS_LEASE,
    everyMs,
    ttlMs: options.ttlMs ?? everyMs * 3,
    run: () => enterDueDemoResults(ctx),
    onError,
    ...(options.holder ? { holder: options.holder } : {}),
  });
}
