import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireRole } from '../../http/session-guard.js';
import { usDateParam } from '@lotto/contract/wire-date-params';
import { actorOf } from '../../common/downline-scope.js';
import { TRANSFER_DIRECTIONS } from '../../common/credit-transfer.repository.js';
import { listTransfers, transferCredit } from './credit.admin.service.js';
import { positivePointsInput } from '@lotto/contract/points';
import { REMARK_MAX } from './wallet.service.js';

const OPERATORS = ['admin', 'agent'] as const;

/** Back office, credit (issue #8): transfers between the caller and its downline, and their list. */
export function registerCreditAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requireRole(ctx, OPERATORS) };

  app.post('/Admin/TransferCredit', guard, async (request) => {
    const input = parseInput(
      z.object({
        username: z.string().trim().min(1, 'required'),
        amount: positivePointsInput(),
        direction: z.enum(TRANSFER_DIRECTIONS),
        remark: z.string().trim().min(1, 'required').max(REMARK_MAX, `at most ${REMARK_MAX} characters`),
      }),
      request.body,
    );
    const operator = authOf(request).user;
    const result = await transferCredit(ctx, { ...input, upline: operator, actor: actorOf(operator) });
    return ok(result, input.direction === 'give' ? 'Credit given' : 'Credit taken');
  });

  app.get('/Admin/GetTransfers', guard, async (request) => {
    const query = parseInput(
      z.object({
        username: z
          .string()
          .trim()
          .optional()
          .transform((value) => value || undefined),
        fromDate: usDateParam().optional(),
        toDate: usDateParam().optional(),
      }),
      request.query,
    );
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
