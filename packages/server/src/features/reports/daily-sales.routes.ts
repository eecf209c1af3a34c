import type { FastifyInstance } from 'fastify';
import { cents, formatPoints, toPoints } from '@lotto/domain/money';
import { poolByCode, POOLS } from '@lotto/domain/pools';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireUser } from '../../http/session-guard.js';
import { dailySalesBody, poolsOfReportType, type DailySalesAnswer } from '@lotto/contract/reports';
import { directDownlines, salesByBranch } from './report.repository.js';

/**
 * Daily sales (spec §2, §3): the accepted sales of one draw date, live (open draws included), for
 * the caller's own bets and then each direct downline's whole subtree. `detail_lst` holds one text
 * block per member: its name on the first line, then one "Pool: amount" line per pool it sold
 * (and a Total line when it sold more than one); a block with only the name means no sales (the
 * screen says "No Record"). `total` is the sum of every block, in points.
 */
export function registerDailySalesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/Report/GetDailySales', { preHandler: requireUser(ctx) }, async (request) => {
    const { user } = authOf(request);
    const body = parseInput(dailySalesBody, request.body);
    const pools = poolsOfReportType(body.report_type);
    const [sales, downlines] = await Promise.all([
      salesByBranch(ctx.db.kysely, user.id, body.date_from, pools),
      directDownlines(ctx.db.kysely, user.id),
    ]);
    const members = [{ id: user.id, username: user.username }, ...downlines];
    const poolOrder = new Map(POOLS.map((pool, index) => [pool.code, index]));
    let total = 0;
    const blocks = members.map((member) => {
      const rows = sales
        .filter((row) => row.branchId === member.id && row.cents !== 0)
        .sort((a, b) => poolOrder.get(a.pool)! - poolOrder.get(b.pool)!);
      const lines = rows.map((row) => `${poolByCode(row.pool).name}: ${formatPoints(cents(row.cents))}`);
      const sum = rows.reduce((acc, row) => acc + row.cents, 0);
      total += sum;
      if (rows.length > 1) lines.push(`Total: ${formatPoints(cents(sum))}`);
      return [member.username, ...lines].join('\n');
    });
    return ok<DailySalesAnswer>({ total: toPoints(cents(total)), detail_lst: blocks });
  });
}
