import type { FastifyInstance } from 'fastify';
import { formatYmdCompact, localDateTime } from '@lotto/domain/calendar-dates';
import { cents, toPoints } from '@lotto/domain/money';
import { poolByCode, type PoolCode } from '@lotto/domain/pools';
import {
  confirmResultBody,
  deleteResultSourceBody,
  resultSyncQuery,
  saveResultSourceBody,
  type ResultSourceItem,
  type SyncDraw,
  type SyncState,
} from '@lotto/contract/result-sources';
import type { EnterResultAnswer } from '@lotto/contract/results';
import type { AppContext } from '../../../context.js';
import { ok, parseInput } from '../../../http/envelope.js';
import { authOf, requireRole } from '../../../http/session-guard.js';
import { poolSchedules } from '../../../common/schedule.repository.js';
import { resultItemOf } from '../result.routes.js';
import { listSources } from './result-source.repository.js';
import { deleteSource, saveSource, sourcesWithStatus } from './result-source.service.js';
import { confirmSourceResult, decideDrawsOn } from './result-sync.service.js';
import { POLL_FOR_MS, sourceWindow } from './source-poll.service.js';

const ADMIN_ONLY = ['admin'] as const;

/** Back office (issue 43): the result sources, what they gave for a day's draws, and the house's confirm. */
export function registerResultSyncRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requireRole(ctx, ADMIN_ONLY) };
  const actorOf = (request: Parameters<typeof authOf>[0]) => {
    const { user } = authOf(request);
    return { id: user.id, name: user.username };
  };

  app.get('/Admin/GetResultSources', guard, async () => ok<ResultSourceItem[]>(await sourcesWithStatus(ctx)));

  app.post('/Admin/SaveResultSource', guard, async (request) => {
    const body = parseInput(saveResultSourceBody, request.body);
    const id = await saveSource(ctx, body, actorOf(request));
    return ok({ id }, body.id === undefined ? 'Source added' : 'Source saved');
  });

  app.post('/Admin/DeleteResultSource', guard, async (request) => {
    const body = parseInput(deleteResultSourceBody, request.body);
    await deleteSource(ctx, body.id, actorOf(request));
    return ok(null, 'Source deleted');
  });

  app.get('/Admin/GetResultSync', guard, async (request) => {
    const { date } = parseInput(resultSyncQuery, request.query);
    return ok<SyncDraw[]>(await syncDraws(ctx, date));
  });

  app.post('/Admin/ConfirmResult', guard, async (request) => {
    const body = parseInput(confirmResultBody, request.body);
    const outcome = await confirmSourceResult(ctx, {
      pool: body.pool,
      date: body.date,
      sourceId: body.sourceId,
      actor: actorOf(request),
    });
    return ok<EnterResultAnswer>(
      {
        change: outcome.change,
        version: outcome.version,
        lines: outcome.settlement.lines,
        winTotal: toPoints(cents(outcome.settlement.winCents)),
        commissionTotal: toPoints(cents(outcome.settlement.commissionCents)),
      },
      outcome.change === 'unchanged' ? 'The result is unchanged' : 'Result confirmed and draw settled',
    );
  });
}

/**
 * The draws of `date` that an enabled source covers or some source has given, each with its sync
 * state: waiting (before the draw time), polling (within the 3 hours, nothing yet), provisional,
 * conflict, official, or gave-up (3 hours passed with nothing).
 */
async function syncDraws(ctx: AppContext, date: string): Promise<SyncDraw[]> {
  const zone = ctx.env.TZ_DRAWS;
  const now = ctx.clock();
  const [decided, sources, schedules] = await Promise.all([
    decideDrawsOn(ctx, date),
    listSources(ctx.db.kysely),
    poolSchedules(ctx),
  ]);
  const windows = new Map<PoolCode, number>();
  for (const source of sources) {
    if (!source.enabled) continue;
    const window = sourceWindow(source, schedules, date, zone);
    for (const pool of window?.pools ?? [])
      windows.set(pool, Math.min(windows.get(pool) ?? Infinity, window!.from));
  }
  const pools = [...new Set<PoolCode>([...windows.keys(), ...decided.map((draw) => draw.pool)])].sort();
  // A day still to come has nothing to say yet beyond "waiting".
  const today = localDateTime(now, zone).date;
  return pools.map((pool): SyncDraw => {
    const draw = decided.find((candidate) => candidate.pool === pool);
    const decision = draw?.decision ?? { state: 'none' as const };
    const from = windows.get(pool);
    let state: SyncState;
    if (decision.state === 'official' || decision.state === 'conflict' || decision.state === 'provisional')
      state = decision.state;
    else if (decision.state === 'agreed') state = 'provisional';
    else if (date > today || (from !== undefined && now < from)) state = 'waiting';
    else if (from !== undefined && now < from + POLL_FOR_MS) state = 'polling';
    else state = 'gave-up';
    return {
      pool,
      poolName: poolByCode(pool).name,
      drawDate: formatYmdCompact(date),
      state,
      sources: (draw?.sources ?? []).map((source) => ({
        sourceId: source.sourceId,
        name: source.name,
        kind: source.kind,
        result: resultItemOf(source.result),
      })),
      alerts: 'alerts' in decision ? decision.alerts : [],
    };
  });
}
