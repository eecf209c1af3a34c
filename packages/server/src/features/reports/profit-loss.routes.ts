import type { FastifyInstance } from 'fastify';
import { formatYmdCompact } from '@lotto/domain/calendar-dates';
import { cents, formatPoints, toPoints } from '@lotto/domain/money';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireUser } from '../../http/session-guard.js';
import {
  dateRangeBody,
  poolsOfReportType,
  type DailyProfitLossAnswer,
  type ProfitLossAnswer,
} from '@lotto/contract/reports';
import { orderedRange } from './report-input.js';
import { directDownlines, rollupsByDate, rollupsOfBranches } from './report.repository.js';
import { positionLines } from './position-report.repository.js';
import { positionFigures } from './position-report.js';

const points = (amount: number): number => toPoints(cents(amount));
const plain = (amount: number): string => formatPoints(cents(amount), { grouping: false });

/**
 * Profit and loss (game-rules §7) over settled draws (a draw counts once its result is in; open
 * draws show in daily sales). The figures come from draw_rollups, written by settlement, so a
 * report reads a few rows per downline however many bets there were.
 */
export function registerProfitLossRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * One row per member (the caller's own bets at its rates, then each direct downline's subtree at
   * that downline's rates): "name@turnover@win@commission@total", total = turnover - win -
   * commission. dl_total sums the rows; ul_total is the caller's whole tree at its own rates (what
   * it settles with its upline); net_profit_loss = dl_total - ul_total.
   */
  app.post('/Report/GetProfitLoss', { preHandler: requireUser(ctx) }, async (request) => {
    const { user } = authOf(request);
    const body = parseInput(dateRangeBody, request.body);
    const [from, to] = orderedRange(body.date_from, body.date_to);
    const pools = poolsOfReportType(body.report_type);
    const [sums, downlines] = await Promise.all([
      rollupsOfBranches(ctx.db.kysely, user.id, from, to, pools),
      directDownlines(ctx.db.kysely, user.id),
    ]);
    const byUser = new Map(sums.map((row) => [row.userId, row]));
    const mine = byUser.get(user.id);
    const rows: { id: number; name: string; turnover: number; win: number; commission: number }[] = [];
    if (mine && (mine.ownTurnover !== 0 || mine.ownWin !== 0)) {
      rows.push({
        id: user.id,
        name: user.username,
        turnover: mine.ownTurnover,
        win: mine.ownWin,
        commission: mine.ownCommission,
      });
    }
    for (const member of downlines) {
      const figures = byUser.get(member.id);
      if (!figures || (figures.turnover === 0 && figures.win === 0)) continue;
      rows.push({
        id: member.id,
        name: member.username,
        turnover: figures.turnover,
        win: figures.win,
        commission: figures.commission,
      });
    }
    const totalOf = (row: { turnover: number; win: number; commission: number }): number =>
      row.turnover - row.win - row.commission;
    const dlTotal = rows.reduce((sum, row) => sum + totalOf(row), 0);
    const ulTotal = mine ? totalOf(mine) : 0;
    const answer: ProfitLossAnswer = {
      date_from: formatYmdCompact(from),
      date_to: formatYmdCompact(to),
      dl_total: points(dlTotal),
      ul_total: points(ulTotal),
      net_profit_loss: points(dlTotal - ulTotal),
      detail_lst: rows.map((row) =>
        [row.name, plain(row.turnover), plain(row.win), plain(row.commission), plain(totalOf(row))].join('@'),
      ),
    };
    // Position taking (issue 39): only where a ticket of the range records a position, so the
    // answer is today's, field for field, while nobody takes.
    const house = user.role === 'admin';
    const lines = await positionLines(ctx.db.kysely, house ? null : user.id, from, to, pools);
    if (lines.length > 0) {
      const figures = positionFigures(lines, house ? null : user.id);
      let kept = 0;
      let positionResult = 0;
      answer.position_lst = rows.map((row) => {
        const mine = row.id === user.id ? undefined : figures.get(row.id);
        kept += mine?.kept ?? 0;
        positionResult += mine?.positionResult ?? 0;
        return {
          name: row.name,
          kept: points(mine?.kept ?? 0),
          positionResult: points(mine?.positionResult ?? 0),
        };
      });
      const margin = house ? dlTotal : dlTotal - ulTotal;
      answer.position_total = {
        kept: points(kept),
        positionResult: points(positionResult),
        result: points(margin + positionResult),
      };
    }
    return ok<ProfitLossAnswer>(answer);
  });

  /**
   * Profit loss 2: the caller's whole tree at its own rates, one block per settled draw date:
   * buy (turnover), comm, win, nett = buy - comm - win; and their totals.
   */
  app.post('/Report/GetDailyProfitLoss', { preHandler: requireUser(ctx) }, async (request) => {
    const { user } = authOf(request);
    const body = parseInput(dateRangeBody, request.body);
    const [from, to] = orderedRange(body.date_from, body.date_to);
    const days = await rollupsByDate(ctx.db.kysely, user.id, from, to, poolsOfReportType(body.report_type));
    const totals = { buy: 0, comm: 0, win: 0 };
    const detail = days
      .filter((day) => day.turnover !== 0 || day.win !== 0)
      .map((day) => {
        totals.buy += day.turnover;
        totals.comm += day.commission;
        totals.win += day.win;
        return {
          drawDate: formatYmdCompact(day.drawDate),
          buy: points(day.turnover),
          comm: points(day.commission),
          win: points(day.win),
          nett: points(day.turnover - day.commission - day.win),
        };
      });
    return ok<DailyProfitLossAnswer>({
      buy_total: points(totals.buy),
      comm_total: points(totals.comm),
      win_total: points(totals.win),
      nett_total: points(totals.buy - totals.comm - totals.win),
      detail_list: detail,
    });
  });
}
