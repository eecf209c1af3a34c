import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { setOrderConfirmBody, type CreatedUserAnswer } from '@lotto/contract/users';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireRole } from '../../http/session-guard.js';
import { optionalPositivePointsInput } from '@lotto/contract/points';
import { USER_STATUSES } from '../../db/tables/user.table.js';
import {
  createDownlineUser,
  listDownline,
  resetUserPassword,
  setUserPackage,
  setUserStatus,
} from './user.admin.service.js';
import { setOrderConfirm } from './order-confirm.service.js';

const OPERATORS = ['admin', 'agent'] as const;
const username = z.string().trim().min(1, 'required');
/** An empty form field means "not given". */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/**
 * Back office, users (issue #8): the operator's downline tree, creating agents and players in it,
 * packages, passwords, suspension and the order confirmation threshold. An agent reaches only users strictly below itself; the house
 * reaches everyone. The credit calls are the wallet feature's (features/wallet/credit.admin.routes.ts).
 */
export function registerUserAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requireRole(ctx, OPERATORS) };

  app.get('/Admin/GetDownline', guard, async (request) => {
    const query = parseInput(z.object({ search: z.string().max(32).optional() }), request.query);
    return ok(await listDownline(ctx.db.kysely, authOf(request).user, query.search));
  });

  app.post('/Admin/CreateUser', guard, async (request) => {
    const input = parseInput(
      z.object({
        username,
        password: z.string(),
        role: z.enum(['agent', 'player']),
        parent: optionalText,
        packageName: optionalText,
        credit: optionalPositivePointsInput(),
      }),
      request.body,
    );
    const operator = authOf(request).user;
    await createDownlineUser(ctx, operator, input);
    return ok<CreatedUserAnswer>({ username: input.username.toLowerCase() }, 'User created');
  });

  app.post('/Admin/SetPackage', guard, async (request) => {
    const input = parseInput(
      z.object({ username, packageName: z.string().trim().min(1, 'required') }),
      request.body,
    );
    await setUserPackage(ctx, authOf(request).user, input);
    return ok(null, 'Package changed');
  });

  app.post('/Admin/ResetPassword', guard, async (request) => {
    const input = parseInput(z.object({ username, newPassword: z.string() }), request.body);
    await resetUserPassword(ctx, authOf(request).user, input);
    return ok(null, 'Password reset; the user has been logged out');
  });

  app.post('/Admin/SetOrderConfirm', guard, async (request) => {
    const input = parseInput(setOrderConfirmBody, request.body);
    await setOrderConfirm(ctx, authOf(request).user, input);
    return ok(null, input.confirmOrderAbove ? 'Order confirmation set' : 'Order confirmation off');
  });

  app.post('/Admin/SetUserStatus', guard, async (request) => {
    const input = parseInput(z.object({ username, status: z.enum(USER_STATUSES) }), request.body);
    await setUserStatus(ctx, authOf(request).user, input);
    return ok(null, input.status === 'suspended' ? 'User suspended' : 'User reactivated');
  });
}
