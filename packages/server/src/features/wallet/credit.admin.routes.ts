import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireRole } from '../../http/session-guard.js';
import { transferCreditBody, transfersQuery } from '@lotto/contract/users';
import { actorOf } from '../../common/downline-scope.js';
import { listTransfers, transferCredit } from './credit.admin.service.js';
import { weeklyCreditMoveRefusal } from './weekly-credit-refusal.js';

const OPERATORS = ['admin', 'agent'] as const;

/** Back office, credit (issue #8): transfers between the caller and its downline, and their list. */
export function registerCreditAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requireRole(ctx, OPERATORS) };

  app.post('/Admin/TransferCredit', guard, async (request) => {
    const input = parseInput(transferCreditBody, request.body);
    // The weekly cycle (issue 41): limits move credit, SetWeeklyLimit replaces give and take.
    const refusal = weeklyCreditMoveRefusal(ctx);
    if (refusal) throw refusal;
    const operator = authOf(request).user;
    const result = await transferCredit(ctx, { ...input, upline: operator, actor: actorOf(operator) });
    return ok(result, input.direction === 'give' ? 'Credit given' : 'Credit taken');
  });

  app.get('/Admin/GetTransfers', guard, async (request) => {
    const query = parseInput(transfersQuery, request.query);
    const [from, to] =
      query.fromDate && query.toDate && query.fromDate > query.toDate
        ? [query.toDate, query.fromDate]
        : [query.fromDate, query.toDate];
    return ok(
      await listTransfers(ctx.db.kysely, authOf(request).user, {
        username: query.username,
        from,
        to,
        zone: ctx.env.TZ_DRAWS,
      }),
    );
  });
}
