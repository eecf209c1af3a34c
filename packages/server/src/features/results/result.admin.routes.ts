import type { FastifyInstance } from 'fastify';
import { daysBetween, formatYmdCompact, localDateTime } from '@lotto/domain/calendar-dates';
import { cents, toPoints } from '@lotto/domain/money';
import { poolByCode } from '@lotto/domain/pools';
import { settlementsQuery, type DrawSettlement } from '@lotto/contract/draws';
import type { Actor, AppContext } from '../../context.js';
import type { DrawRef } from './draw-closed.js';
import { validationFailed } from '../../lib/app-error.js';
import { failure, ok, parseInput } from '../../http/envelope.js';
import { authOf, requireRole } from '../../http/session-guard.js';
import {
  importResultsBody,
  type ImportProblems,
  type ImportSummaryAnswer,
  type ResultPreviewAnswer,
} from '@lotto/contract/results';
import { poolSchedules } from '../../common/schedule.repository.js';
import { formatStamp } from '../../lib/local-time.js';
import { drawResultOfBody, enterResultAnswer } from './enter-result.answer.js';
import { ImportRefused, importResults } from './import-results.service.js';
import { parseResultText } from './import/result-file.js';
import { previewResult } from './result-preview.service.js';
import { resultItemOf } from './result.routes.js';
import { settlementStatus } from './settlement-status.repository.js';

const ADMIN_ONLY = ['admin'] as const;
/** Room for the file's JSON escaping around the 5 MB of text (MAX_RESULT_FILE_CHARS). */
const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;
const MAX_STATUS_DAYS = 93;

const points = (amount: number) => toPoints(cents(amount));

/**
 * Back office (issue #8), house only: preview a result's settlement without storing it, enter it,
 * import a publisher's file, and the settlement status of each draw.
 */
export function registerResultAdminRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { addSpecialDraw: (ctx: AppContext, draw: DrawRef, actor: Actor, now: number) => Promise<unknown> },
): void {
  const guard = { preHandler: requireRole(ctx, ADMIN_ONLY) };
  const actorOf = (request: Parameters<typeof authOf>[0]) => {
    const { user } = authOf(request);
    return { id: user.id, name: user.username };
  };

  app.post('/Admin/PreviewResult', guard, async (request) => {
    const result = drawResultOfBody(request.body);
    const preview = await previewResult(ctx, { result, actor: actorOf(request), now: ctx.clock() });
    const totals = (value: { lines: number; winCents: number; commissionCents: number }) => ({
      lines: value.lines,
      winTotal: points(value.winCents),
      commissionTotal: points(value.commissionCents),
    });
    return ok<ResultPreviewAnswer>({
      // The numbers being confirmed, as the server read them: the operator checks them once more.
      result: { ...resultItemOf(result), poolName: poolByCode(result.pool).name },
      change: preview.change,
      version: preview.version,
      ...totals(preview),
      winningLines: preview.winningLines,
      winners: preview.winners.map((winner) => ({
        username: winner.username,
        win: points(winner.winCents),
        commission: points(winner.commissionCents),
        currentWin: winner.currentWinCents === null ? null : points(winner.currentWinCents),
      })),
      current: preview.current ? { version: preview.current.version, ...totals(preview.current) } : null,
      difference: preview.difference ? totals(preview.difference) : null,
      flaggedClaims: preview.loweredClaims.map((claim) => ({
        ticketId: String(claim.ticketId),
        claimedBy: claim.claimer,
        amount: points(claim.amountCents),
        win: points(claim.winCents),
        winNow: points(claim.winNowCents),
      })),
    });
  });

  // Same as /Result/EnterResult, under the back office's path and guard.
  app.post('/Admin/EnterResult', guard, async (request) =>
    enterResultAnswer(ctx, request.body, actorOf(request)),
  );

  app.post('/Admin/ImportResults', { ...guard, bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
    const body = parseInput(importResultsBody, request.body);
    const parsed = parseResultText(body.format, body.fileName, body.text.replace(/^\uFEFF/, ''));
    try {
      const actor = actorOf(request);
      const now = ctx.clock();
      const summary = await importResults(
        ctx,
        { ...parsed, format: body.format, actor, now },
        body.addSpecialDraws ? (draw) => deps.addSpecialDraw(ctx, draw, actor, now) : undefined,
      );
      return ok<ImportSummaryAnswer>(
        {
          draws: summary.draws,
          new: summary.new,
          corrected: summary.corrected,
          unchanged: summary.unchanged,
          winTotal: points(summary.winCents),
          commissionTotal: points(summary.commissionCents),
        },
        `Imported ${summary.draws} draw(s)`,
      );
    } catch (error) {
      if (!(error instanceof ImportRefused)) throw error;
      // Answered with 200, not VALIDATION_FAILED's usual 400: the file was read, and its problems
      // are the answer (each with its file and line).
      const problems: ImportProblems = { problems: error.problems };
      return failure('VALIDATION_FAILED', error.message, problems);
    }
  });

  app.get('/Admin/GetSettlements', guard, async (request) => {
    const query = parseInput(settlementsQuery, request.query);
    const now = ctx.clock();
    const zone = ctx.env.TZ_DRAWS;
    const today = localDateTime(now, zone).date;
    const [from, to] = query.from <= query.to ? [query.from, query.to] : [query.to, query.from];
    if (daysBetween(from, to) >= MAX_STATUS_DAYS) {
      throw validationFailed(`from..to: at most ${MAX_STATUS_DAYS} days at a time`);
    }
    // Scheduled draws are listed up to today; a draw with a result is listed whatever its date
    // (a special draw closed and settled before its day, issue 22.5).
    const rows = await settlementStatus(ctx.db.kysely, {
      schedules: await poolSchedules(ctx),
      from,
      to,
      scheduledUntil: today,
      now,
      zone,
    });
    return ok(
      rows.map((row): DrawSettlement => ({
        pool: row.pool,
        poolName: poolByCode(row.pool).name,
        drawDate: formatYmdCompact(row.drawDate),
        state: row.state,
        resultVersion: row.resultVersion,
        settledAt: row.settledAt === null ? null : formatStamp(row.settledAt, zone),
        lines: row.lines,
        totalLines: row.totalLines,
        win: points(row.winCents),
        commission: points(row.commissionCents),
      })),
    );
  });
}
