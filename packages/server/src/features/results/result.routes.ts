import type { FastifyInstance } from 'fastify';
import { formatYmdCompact } from '@lotto/domain/calendar-dates';
import type { DrawResult } from '@lotto/domain/draw-result';
import { readCents, toPoints } from '@lotto/domain/money';
import { PRIZE_NAMES, type PrizeTier } from '@lotto/domain/package-rates';
import { poolByCode, type PoolCode } from '@lotto/domain/pools';
import type { Actor, AppContext } from '../../context.js';
import {
  latestResultQuery,
  strikeReportQuery,
  type ResultItem,
  type StrikeItem,
} from '@lotto/contract/results';
import { closeDrawBody } from '@lotto/contract/draws';
import { AppError } from '../../lib/app-error.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireUser } from '../../http/session-guard.js';
import { enterResultAnswer } from './enter-result.answer.js';
import { drawResultOf, latestResults, resultsOnDate } from './result.repository.js';
import type { DrawResultRow } from '../../db/tables/result.table.js';
import { listStrikes } from './strike.repository.js';
import { latestProvisional, provisionalResultsOn } from './sync/result-sync.service.js';

/** YYYYMMDD on the wire, YYYY-MM-DD inside. */

/** Result item of spec §3 (plus the 5D/6D numbers where the pool has them). */
export function resultItem(row: DrawResultRow): ResultItem {
  return resultItemOf(drawResultOf(row));
}

/** A draw's numbers as the wire shows them (GetLatestResult, the preview's repeat of them). */
export function resultItemOf(result: DrawResult): ResultItem {
  return {
    brand: result.pool,
    drawDate: formatYmdCompact(result.date),
    topPrize: [result.first, result.second, result.third],
    specialPrize: result.starters,
    consolationPrize: result.consolations,
    ...(result.fiveD ? { fiveD: result.fiveD } : {}),
    ...(result.sixD ? { sixD: result.sixD } : {}),
  };
}

/** A draw closed early, or reopened: the calendar feature's change, passed in by src/app.ts. */
interface DrawDateChange {
  pool: string;
  date: string;
  kind: 'closed';
  actor: Actor;
  now: number;
}

/** What the result routes need from the calendar feature (features never import each other). */
export interface ResultRouteDeps {
  addCalendarDate: (ctx: AppContext, change: DrawDateChange) => Promise<boolean>;
  removeCalendarDate: (ctx: AppContext, change: DrawDateChange) => Promise<boolean>;
}

export function registerResultRoutes(app: FastifyInstance, ctx: AppContext, deps: ResultRouteDeps): void {
  const guard = { preHandler: requireUser(ctx) };

  app.get('/Tool/GetLatestResult', guard, async (request) => {
    const { date } = parseInput(latestResultQuery, request.query);
    const rows = date ? await resultsOnDate(ctx.db.kysely, date) : await latestResults(ctx.db.kysely);
    const items = rows.map(resultItem);
    // Results fetched from a source and not yet agreed or confirmed: shown, marked unofficial
    // (issue 43). A draw's provisional result stands in only where it has no official one.
    const provisional = date ? await provisionalResultsOn(ctx, date) : await latestProvisional(ctx, rows);
    for (const result of provisional) {
      const at = items.findIndex((item) => item.brand === result.pool);
      const item = { ...resultItemOf(result), unofficial: true };
      if (at === -1) items.push(item);
      else if (items[at]!.drawDate < item.drawDate) items[at] = item;
    }
    items.sort((a, b) => (a.brand < b.brand ? -1 : a.brand > b.brand ? 1 : 0));
    return ok(items);
  });

  app.get('/Order/GetStrikeReport', guard, async (request) => {
    const { user } = authOf(request);
    const query = parseInput(strikeReportQuery, request.query);
    const [from, to] =
      query.date_from <= query.date_to ? [query.date_from, query.date_to] : [query.date_to, query.date_from];
    const rows = await listStrikes(ctx.db.kysely, { userId: user.id, from, to });
    return ok(
      rows.map((row): StrikeItem => ({
        id: String(row.id),
        poolId: poolByCode(row.pool as PoolCode).id,
        betNumber: row.number,
        betId: String(row.ticket_id),
        drawDate: formatYmdCompact(row.draw_date),
        prizeName: PRIZE_NAMES[row.tier as PrizeTier],
        betType: row.bet_type,
        stock: toPoints(readCents(row.stake_cents)),
        remark: row.remark,
        totalWin: toPoints(readCents(row.win_cents)),
      })),
    );
  });

  // Operators close a draw early (no more bets; its result may then be entered) or reopen it.
  app.post('/Result/CloseDraw', guard, async (request) => {
    const { user } = authOf(request);
    if (user.role !== 'admin') throw new AppError('FORBIDDEN');
    const body = parseInput(closeDrawBody, request.body);
    const command = {
      pool: body.pool,
      date: body.date,
      kind: 'closed' as const,
      actor: { id: user.id, name: user.username },
      now: ctx.clock(),
    };
    const changed = body.reopen
      ? await deps.removeCalendarDate(ctx, command)
      : await deps.addCalendarDate(ctx, command);
    return ok({ changed }, body.reopen ? 'Draw reopened' : 'Draw closed');
  });

  // Operators enter or correct a result; it is stored and the draw settled in one transaction.
  app.post('/Result/EnterResult', guard, async (request) => {
    const { user } = authOf(request);
    if (user.role !== 'admin') throw new AppError('FORBIDDEN');
    return enterResultAnswer(ctx, request.body, { id: user.id, name: user.username });
  });
}
