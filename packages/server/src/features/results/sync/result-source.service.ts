import type { ResultSourceItem, saveResultSourceBody } from '@lotto/contract/result-sources';
import type { ResultFormat } from '@lotto/contract/results';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../../context.js';
import { recordAudit } from '../../../common/audit.repository.js';
import { AppError } from '../../../lib/app-error.js';
import { isUniqueViolation, runWithRetry } from '../../../db/transactions.js';
import { formatStamp } from '../../../lib/local-time.js';
import {
  findSource,
  findSourceByName,
  insertSource,
  latestDayPolls,
  listSources,
  updateSource,
  deleteSourceRows,
  type SourceFields,
} from './result-source.repository.js';
import { POLL_FOR_MS, poolsOf, sourceWindow } from './source-poll.service.js';
import { addressRefusal, sourceUrl } from './result-fetch.js';
import { poolSchedules } from '../../../common/schedule.repository.js';

export type SaveSource = z.output<typeof saveResultSourceBody>;

/**
 * Adds a source (no id) or changes one, audited `result-source.add` / `result-source.change` with
 * before and after, in the same transaction. Names are unique: a second "Magnum" is refused.
 */
export async function saveSource(ctx: AppContext, input: SaveSource, actor: Actor): Promise<number> {
  // https only (but for this machine), unless the operator allowed http for development and tests
  const refusal = addressRefusal(sourceUrl(input.urlTemplate, '20260101'), ctx.env.RESULT_SOURCE_ALLOW_HTTP);
  if (refusal) throw new AppError('VALIDATION_FAILED', `urlTemplate: ${refusal}`);
  const now = ctx.clock();
  const fields: SourceFields = {
    name: input.name,
    url_template: input.urlTemplate,
    format: input.format,
    pools: input.pools.join(','),
    kind: input.kind,
    enabled: input.enabled ? 1 : 0,
  };
  try {
    return await runWithRetry(ctx, async (trx) => {
      const named = await findSourceByName(trx, input.name);
      // Checked before writing: a failed statement would also fail units sharing SQLite's commit.
      if (named && named.id !== input.id)
        throw new AppError('VALIDATION_FAILED', `name: a source named "${input.name}" exists`);
      let id = input.id;
      const before = id === undefined ? undefined : await findSource(trx, id);
      if (id === undefined) id = await insertSource(trx, fields, now);
      else if (!before || !(await updateSource(trx, id, fields, now)))
        throw new AppError('NOT_FOUND', `id: no result source ${id}`);
      await recordAudit(trx, {
        actor,
        action: before ? 'result-source.change' : 'result-source.add',
        targetUserId: null,
        ...(before ? { before: { ...before } } : {}),
        after: { id, ...fields },
        now,
      });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('VALIDATION_FAILED', `name: a source named "${input.name}" exists`);
    throw error;
  }
}

/**
 * Deletes a source with what it gave for draws not yet decided (its provisional results and its
 * polls); results already official stay, they are the draw's. Audited `result-source.delete` with
 * the source as it was, in the same transaction.
 */
export async function deleteSource(ctx: AppContext, id: number, actor: Actor): Promise<void> {
  const now = ctx.clock();
  await runWithRetry(ctx, async (trx) => {
    const before = await findSource(trx, id);
    if (!before) throw new AppError('NOT_FOUND', `id: no result source ${id}`);
    await deleteSourceRows(trx, id);
    await recordAudit(trx, {
      actor,
      action: 'result-source.delete',
      targetUserId: null,
      before: { ...before },
      now,
    });
  });
}

/** Every source, with its last fetch, success and error, and whether its last draw day failed whole. */
export async function sourcesWithStatus(ctx: AppContext): Promise<ResultSourceItem[]> {
  const [sources, polls, schedules] = await Promise.all([
    listSources(ctx.db.kysely),
    latestDayPolls(ctx.db.kysely),
    poolSchedules(ctx),
  ]);
  const zone = ctx.env.TZ_DRAWS;
  const now = ctx.clock();
  const stamp = (at: number | null) => (at === null ? null : formatStamp(Number(at), zone));
  return sources.map((source) => {
    const day = polls.get(source.id);
    const window = day ? sourceWindow(source, schedules, day.drawDate, zone) : null;
    // Flagged once the day's polling is over with every fetch of it failed.
    const failingDay =
      day !== undefined &&
      day.ok === 0 &&
      day.error > 0 &&
      (window === null || now >= window.from + POLL_FOR_MS);
    return {
      id: source.id,
      name: source.name,
      urlTemplate: source.url_template,
      format: source.format as ResultFormat,
      pools: poolsOf(source),
      kind: source.kind,
      enabled: source.enabled === 1,
      lastFetchAt: stamp(source.last_fetch_at),
      lastSuccessAt: stamp(source.last_success_at),
      lastErrorAt: stamp(source.last_error_at),
      lastError: source.last_error,
      failingDay,
    };
  });
}
