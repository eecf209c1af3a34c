import { decideDraw, type DrawDecision, type SourceResult } from '@lotto/domain/result-agreement';
import type { DrawResult } from '@lotto/domain/draw-result';
import type { PoolCode } from '@lotto/domain/pools';
import type { Actor, AppContext } from '../../../context.js';
import { runWrite } from '../../../db/run-write.js';
import { AppError } from '../../../lib/app-error.js';
import { drawResultOf, findResult, resultsOnDate } from '../result.repository.js';
import type { EnterResultOutcome } from '../result.service.js';
import { enterResultWrite } from '../result.writes.js';
import { latestSourceDates, sourceResultsOn, type SourceResultOfDraw } from './result-source.repository.js';
import type { DrawResultRow } from '../../../db/tables/result.table.js';

/** Who entered a result two sources agreed on (the audit log and the ledger name it). */
export const SYNC_ACTOR: Actor = { id: null, name: 'result-sync' };

const sourceResultOf = (row: SourceResultOfDraw): SourceResult => ({
  sourceId: row.sourceId,
  name: row.name,
  kind: row.kind,
  result: JSON.parse(row.numbersJson) as DrawResult,
});

export interface DrawSync {
  pool: PoolCode;
  drawDate: string;
  decision: DrawDecision;
  sources: SourceResult[];
}

/** Every draw of `date` that some source has given, decided (domain decideDraw). */
export async function decideDrawsOn(ctx: AppContext, date: string, pool?: PoolCode): Promise<DrawSync[]> {
  const [rows, officials] = await Promise.all([
    sourceResultsOn(ctx.db.kysely, date, pool),
    resultsOnDate(ctx.db.kysely, date),
  ]);
  const byPool = new Map<PoolCode, SourceResult[]>();
  for (const row of rows) byPool.set(row.pool, [...(byPool.get(row.pool) ?? []), sourceResultOf(row)]);
  return [...byPool].map(([drawPool, sources]) => {
    const official = officials.find((row) => row.pool === drawPool);
    return {
      pool: drawPool,
      drawDate: date,
      decision: decideDraw(official ? drawResultOf(official) : null, sources),
      sources,
    };
  });
}

/**
 * Acts on what the sources gave for one draw: when two independent sources (one a publisher) agree
 * and the draw has no official result yet, enters it through the one use case of entering a result
 * (stored, audited as `result-sync` with the agreeing sources named, settled). Nothing else ever
 * writes a result here: provisional and conflicting draws wait for the house, and an official
 * result is never overwritten (a source that changes it only raises an alert), even one entered
 * after this decision and before the write (newOnly: the write then leaves the draw as it is).
 */
export async function settleIfAgreed(
  ctx: AppContext,
  pool: PoolCode,
  date: string,
): Promise<EnterResultOutcome | null> {
  const [draw] = await decideDrawsOn(ctx, date, pool);
  if (draw?.decision.state !== 'agreed') return null;
  return runWrite(ctx, enterResultWrite, {
    result: draw.decision.result,
    // draw_results.source is short (varchar 20): the agreeing sources by id (their names are on the
    // Sources screen); the first publisher and the first other suffice to say who agreed.
    source: `sync:${agreeingIds(draw.decision.sources)}`,
    actor: SYNC_ACTOR,
    now: ctx.clock(),
    // "No official result yet" was read above, before the write thread runs this: a result the
    // house entered meanwhile must stay, so the write enters only a draw's first result.
    newOnly: true,
  });
}

function agreeingIds(sources: readonly SourceResult[]): string {
  const publisher = sources.find((source) => source.kind === 'publisher')!;
  const other = sources.find((source) => source !== publisher)!;
  return [publisher.sourceId, other.sourceId].sort((a, b) => a - b).join('+');
}

/**
 * The house takes one source's numbers for a draw (Results screen, one tap): entered and settled
 * as an entered result, audited under the house's name with the source named. It resolves a
 * provisional draw, a conflict (the house picks one), or corrects an official result from a source.
 */
export async function confirmSourceResult(
  ctx: AppContext,
  input: { pool: PoolCode; date: string; sourceId: number; actor: Actor },
): Promise<EnterResultOutcome> {
  const rows = await sourceResultsOn(ctx.db.kysely, input.date, input.pool);
  const row = rows.find((candidate) => candidate.sourceId === input.sourceId);
  if (!row) {
    throw new AppError(
      'NOT_FOUND',
      `sourceId: source ${input.sourceId} has no result for ${input.pool} ${input.date}`,
    );
  }
  return runWrite(ctx, enterResultWrite, {
    result: sourceResultOf(row).result,
    source: `confirm:${row.sourceId}`,
    actor: input.actor,
    now: ctx.clock(),
  });
}

/** The provisional results of a date's draws that have no official result: shown marked unofficial. */
export async function provisionalResultsOn(ctx: AppContext, date: string): Promise<DrawResult[]> {
  return (await decideDrawsOn(ctx, date)).flatMap((draw) =>
    draw.decision.state === 'provisional' ? [draw.decision.result] : [],
  );
}

/** Whether a draw has its official result (polling a source that already agrees with it is over). */
export async function officialResult(
  ctx: AppContext,
  pool: PoolCode,
  date: string,
): Promise<DrawResult | null> {
  const row = await findResult(ctx.db.kysely, pool, date);
  return row ? drawResultOf(row) : null;
}

/** For the latest results: each pool's provisional result of a date after its latest official one. */
export async function latestProvisional(
  ctx: AppContext,
  officials: readonly DrawResultRow[],
): Promise<DrawResult[]> {
  const out: DrawResult[] = [];
  for (const { pool, drawDate } of await latestSourceDates(ctx.db.kysely)) {
    const official = officials.find((row) => row.pool === pool);
    if (official && official.draw_date >= drawDate) continue;
    const [draw] = await decideDrawsOn(ctx, drawDate, pool);
    if (draw?.decision.state === 'provisional') out.push(draw.decision.result);
  }
  return out;
}
