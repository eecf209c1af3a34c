import { addDays, formatDmy, localDateTime, startOfLocalDay } from '@lotto/domain/calendar-dates';
import { holdsDrawOn, type PoolSchedule } from '@lotto/domain/draw-calendar';
import { sameResult } from '@lotto/domain/result-agreement';
import type { ResultFormat } from '@lotto/contract/results';
import type { PoolCode } from '@lotto/domain/pools';
import type { AppContext } from '../../../context.js';
import { poolSchedules } from '../../../common/schedule.repository.js';
import type { ResultSourceRow } from '../../../db/tables/result-source.table.js';
import { numbersJson } from '../result.repository.js';
import { parseResultText } from '../import/result-file.js';
import { BUILT_IN_REDIRECT_HOSTS, fetchResultText, sourceUrl } from './result-fetch.js';
import {
  claimPoll,
  finishPoll,
  listSources,
  recordFetch,
  saveSourceResult,
  sourceResultsOn,
} from './result-source.repository.js';
import { officialResult, settleIfAgreed } from './result-sync.service.js';

/** A source is asked every 2 minutes from the draw time, for 3 hours (issue 43 rule 2). */
export const POLL_EVERY_MS = 2 * 60_000;
export const POLL_FOR_MS = 3 * 3600_000;
/** How many problems of a refused file the source's status repeats. */
const PROBLEMS_SHOWN = 3;

export const poolsOf = (source: Pick<ResultSourceRow, 'pools'>) => source.pools.split(',') as PoolCode[];

/**
 * The pool's draw time on `date`: its cut-off, when betting ends and the draw is made. Null when the
 * pool holds no draw that day.
 */
export function drawTimeOf(
  schedules: readonly PoolSchedule[],
  pool: PoolCode,
  date: string,
  zone: string,
): number | null {
  const schedule = schedules.find((candidate) => candidate.pool === pool);
  if (!schedule || !holdsDrawOn(schedule, date)) return null;
  const [hours, minutes] = schedule.cutoff.split(':').map(Number) as [number, number];
  return startOfLocalDay(date, zone) + (hours * 60 + minutes) * 60_000;
}

/** The pools of a source that draw on `date`, and the earliest of their draw times. */
export function sourceWindow(
  source: ResultSourceRow,
  schedules: readonly PoolSchedule[],
  date: string,
  zone: string,
): { pools: PoolCode[]; from: number } | null {
  const times = poolsOf(source)
    .map((pool) => ({ pool, at: drawTimeOf(schedules, pool, date, zone) }))
    .filter((entry): entry is { pool: PoolCode; at: number } => entry.at !== null);
  if (times.length === 0) return null;
  return { pools: times.map((entry) => entry.pool), from: Math.min(...times.map((entry) => entry.at)) };
}

export interface PollOutcome {
  sourceId: number;
  drawDate: string;
  slot: number;
  error: string | null;
}

/**
 * One look by the job's lease holder: every enabled source whose draws of today or yesterday are
 * within their 3 hours is fetched once for the current 2-minute slot, unless another instance has
 * claimed that slot (source_polls: one fetch per source, draw day and poll, whatever the number of
 * instances), or every pool it covers is official and the source agrees with it.
 */
export async function pollDue(ctx: AppContext, holder: string): Promise<PollOutcome[]> {
  const now = ctx.clock();
  const zone = ctx.env.TZ_DRAWS;
  const schedules = await poolSchedules(ctx);
  const today = localDateTime(now, zone).date;
  const outcomes: PollOutcome[] = [];
  for (const source of await listSources(ctx.db.kysely)) {
    if (!source.enabled) continue;
    for (const date of [addDays(today, -1), today]) {
      const window = sourceWindow(source, schedules, date, zone);
      if (!window || now < window.from || now >= window.from + POLL_FOR_MS) continue;
      if (await agreesWithOfficial(ctx, source.id, window.pools, date)) continue;
      const slot = Math.floor((now - window.from) / POLL_EVERY_MS);
      if (!(await claimPoll(ctx.db.kysely, { sourceId: source.id, drawDate: date, slot, holder, now })))
        continue;
      let error: string | null;
      try {
        error = await pollSource(ctx, source, date, window.pools);
      } catch (failure) {
        // Not the source's fault (e.g. settling the agreed draw failed): shown on the source all the
        // same, and the next poll tries again.
        error = `could not store or settle: ${(failure as Error).message}`;
        await recordFetch(ctx.db.kysely, source.id, ctx.clock(), error);
      }
      await finishPoll(
        ctx.db.kysely,
        { sourceId: source.id, drawDate: date, slot },
        error === null ? 'ok' : 'error',
      );
      outcomes.push({ sourceId: source.id, drawDate: date, slot, error });
    }
  }
  return outcomes;
}

async function agreesWithOfficial(ctx: AppContext, sourceId: number, pools: PoolCode[], date: string) {
  const given = await sourceResultsOn(ctx.db.kysely, date);
  for (const pool of pools) {
    const official = await officialResult(ctx, pool, date);
    const mine = given.find((row) => row.sourceId === sourceId && row.pool === pool);
    if (!official || !mine || !sameResult(JSON.parse(mine.numbersJson), official)) return false;
  }
  return true;
}

/**
 * Fetches one source for one draw day and keeps what it gives for its pools, then settles any draw
 * two sources now agree on. A failure (timeout, HTTP status, redirect refused, oversized, the
 * importer's problems, no result for the date) is recorded on the source and nothing is kept.
 * Answers the error, or null.
 */
export async function pollSource(
  ctx: AppContext,
  source: ResultSourceRow,
  date: string,
  pools: PoolCode[],
): Promise<string | null> {
  const format = source.format as ResultFormat;
  const url = sourceUrl(source.url_template, date);
  const fetched = await fetchResultText(url, {
    allowHttp: ctx.env.RESULT_SOURCE_ALLOW_HTTP,
    timeoutMs: ctx.env.RESULT_SOURCE_TIMEOUT_MS,
    maxBytes: ctx.env.RESULT_SOURCE_MAX_BYTES,
    redirectHosts: [
      ...BUILT_IN_REDIRECT_HOSTS[format],
      ...(ctx.env.RESULT_SOURCE_REDIRECT_HOSTS[format] ?? []),
    ],
  });
  const fail = async (error: string) => {
    await recordFetch(ctx.db.kysely, source.id, ctx.clock(), error);
    return error;
  };
  if (!fetched.ok) return fail(fetched.error);
  // The file is named by the address asked for, so problems read `https://.../20240103.json:1: p1: ...`.
  const parsed = parseResultText(format, url, fetched.text.replace(/^\uFEFF/, ''));
  if (parsed.problems.length > 0) {
    const shown = parsed.problems
      .slice(0, PROBLEMS_SHOWN)
      .map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);
    const more = parsed.problems.length - shown.length;
    return fail(shown.join('; ') + (more > 0 ? `; and ${more} more` : ''));
  }
  const found = parsed.results.filter(({ result }) => result.date === date && pools.includes(result.pool));
  // A 200 without the draw (some publishers send an empty page to servers) is the source's error,
  // not "not yet": the house must see it.
  const missing = pools.filter((pool) => !found.some(({ result }) => result.pool === pool));
  if (missing.length > 0) return fail(`${url}: no result for ${missing.join(', ')} on ${formatDmy(date)}`);
  for (const { result } of found) {
    await saveSourceResult(ctx.db.kysely, {
      sourceId: source.id,
      pool: result.pool,
      drawDate: date,
      numbersJson: numbersJson(result),
      now: ctx.clock(),
    });
  }
  await recordFetch(ctx.db.kysely, source.id, ctx.clock(), null);
  for (const pool of pools) await settleIfAgreed(ctx, pool, date);
  return null;
}
