import type { FastifyInstance } from 'fastify';
import { formatYmdCompact } from '@lotto/domain/calendar-dates';
import { readCents, toPoints } from '@lotto/domain/money';
import { PRIZE_NAMES } from '@lotto/domain/package-rates';
import { poolByCode } from '@lotto/domain/pools';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireUser } from '../../http/session-guard.js';
import { dateRangeBody, poolsOfReportType, type WinningReportAnswer } from '@lotto/contract/reports';
import { orderedRange } from './report-input.js';
import { inTreeOf } from '../../common/downline-scope.js';

/** The most winning bets one answer lists (newest draws first); total and count cover them all. */
export const MAX_WINNING_ITEMS = 500;

/**
 * Winning report (spec §2 /winning, the sample config's "winning report"): the winning bets
 * (strikes) of the caller's scope on the draws date_from..date_to (YYYYMMDD, swapped if reversed,
 * at most 366 days), optionally of one report_type's pools. A player sees its own wins; an agent
 * or the house its whole tree, each row naming the winner. Strikes of a corrected result are
 * replaced at settlement, so the rows are always those of the draw's current result.
 */
export function registerWinningReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Report/GetWinningReport', { preHandler: requireUser(ctx) }, async (request) => {
    const { user } = authOf(request);
    const query = parseInput(dateRangeBody, request.query);
    const [from, to] = orderedRange(query.date_from, query.date_to);
    const pools = poolsOfReportType(query.report_type);
    const matching = ctx.db.kysely
      .selectFrom('strikes')
      .where(inTreeOf('strikes.user_id', user.id))
      .where('strikes.draw_date', '>=', from)
      .where('strikes.draw_date', '<=', to)
      .where('strikes.pool', 'in', pools);
    const [sums, rows] = await Promise.all([
      matching
        .select((eb) => [
          eb.fn.countAll().as('count'),
          eb.fn.sum<number | string>('strikes.win_cents').as('win'),
        ])
        .executeTakeFirstOrThrow(),
      matching
        .innerJoin('users', 'users.id', 'strikes.user_id')
        .select([
          'strikes.id',
          'strikes.ticket_id',
          'strikes.pool',
          'strikes.draw_date',
          'strikes.number',
          'strikes.bet_type',
          'strikes.tier',
          'strikes.stake_cents',
          'strikes.win_cents',
          'users.username',
        ])
        .orderBy('strikes.draw_date', 'desc')
        .orderBy('strikes.id', 'desc')
        .limit(MAX_WINNING_ITEMS)
        .execute(),
    ]);
    return ok<WinningReportAnswer>({
      // SUM is null over no rows, and a string on PostgreSQL (bigint).
      total: toPoints(readCents(sums.win ?? 0)),
      count: Number(sums.count),
      items: rows.map((row) => ({
        id: String(row.id),
        username: row.username,
        drawDate: formatYmdCompact(row.draw_date),
        pool: row.pool,
        poolShortCode: poolByCode(row.pool).letter,
        number: row.number,
        betType: row.bet_type,
        prizeName: PRIZE_NAMES[row.tier],
        stake: toPoints(readCents(row.stake_cents)),
        win: toPoints(readCents(row.win_cents)),
        ticketId: String(row.ticket_id),
      })),
    });
  });
}
