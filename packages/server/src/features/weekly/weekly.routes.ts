import type { FastifyInstance } from 'fastify';
import { formatYmdCompact } from '@lotto/domain/calendar-dates';
import { weekLabel } from '@lotto/domain/weekly-cycle';
import {
  recordWeekPaymentBody,
  setWeeklyAtCloseBody,
  setWeeklyLimitBody,
  weeklyStatementQuery,
  type RecordWeekPaymentAnswer,
  type SetWeeklyAtCloseAnswer,
  type SetWeeklyLimitAnswer,
  type WeeklyLimitsAnswer,
  type WeeklyResetWaitAnswer,
  type WeeklyStatementAnswer,
} from '@lotto/contract/weekly';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireRole, requireUser } from '../../http/session-guard.js';
import { actorOf } from '../../common/downline-scope.js';
import { getWeeklyLimits, recordWeekPayment, setWeeklyAtClose, setWeeklyLimit } from './weekly.service.js';
import { getWeeklyStatement } from './weekly-statement.service.js';
import { resetWaitingFor } from './weekly-reset.service.js';

const OPERATORS = ['admin', 'agent'] as const;
const HOUSE = ['admin'] as const;

/** The weekly cycle (一周限制, 7天会员账目, 结账), issue 41. */
export function registerWeeklyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requireRole(ctx, OPERATORS) };

  app.post('/Admin/SetWeeklyLimit', guard, async (request) => {
    const input = parseInput(setWeeklyLimitBody, request.body);
    const operator = authOf(request).user;
    return ok<SetWeeklyLimitAnswer>(
      await setWeeklyLimit(ctx, operator, input, actorOf(operator)),
      'Weekly limit saved',
    );
  });

  app.post('/Admin/SetWeeklyAtClose', guard, async (request) => {
    const input = parseInput(setWeeklyAtCloseBody, request.body);
    const operator = authOf(request).user;
    return ok<SetWeeklyAtCloseAnswer>(
      await setWeeklyAtClose(ctx, operator, input, actorOf(operator)),
      input.atClose === 'lock' ? 'Locked at the close until settled' : 'Reset at the close',
    );
  });

  app.get('/Admin/GetWeeklyLimits', guard, async (request) =>
    ok<WeeklyLimitsAnswer>(await getWeeklyLimits(ctx, authOf(request).user)),
  );

  // The house's Draws and Results screens warn when a missing result holds the Monday reset back.
  app.get('/Admin/GetWeeklyResetWait', { preHandler: requireRole(ctx, HOUSE) }, async () => {
    const waiting = await resetWaitingFor(ctx);
    return ok<WeeklyResetWaitAnswer>({
      week: waiting ? formatYmdCompact(waiting.week) : null,
      label: waiting ? weekLabel(waiting.week) : null,
      draws: (waiting?.draws ?? []).map((draw) => ({
        pool: draw.pool,
        drawDate: formatYmdCompact(draw.drawDate),
      })),
    });
  });

  app.get('/Report/GetWeeklyStatement', { preHandler: requireUser(ctx) }, async (request) => {
    const query = parseInput(weeklyStatementQuery, request.query);
    return ok<WeeklyStatementAnswer>(await getWeeklyStatement(ctx, authOf(request).user, query));
  });

  app.post('/Admin/RecordWeekPayment', guard, async (request) => {
    const input = parseInput(recordWeekPaymentBody, request.body);
    const operator = authOf(request).user;
    return ok<RecordWeekPaymentAnswer>(
      await recordWeekPayment(ctx, operator, input, actorOf(operator)),
      'Payment recorded',
    );
  });
}
