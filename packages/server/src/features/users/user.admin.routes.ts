import type { FastifyInstance } from 'fastify';
import {
  createUserBody,
  downlineQuery,
  resetPasswordBody,
  setOrderConfirmBody,
  setPackageBody,
  setUserStatusBody,
  type CreatedUserAnswer,
} from '@lotto/contract/users';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireRole } from '../../http/session-guard.js';
import {
  createDownlineUser,
  listDownline,
  resetUserPassword,
  setUserPackage,
  setUserStatus,
} from './user.admin.service.js';
import { setOrderConfirm } from './order-confirm.service.js';

const OPERATORS = ['admin', 'agent'] as const;

/**
 * Back office, users (issue #8): the operator's downline tree, creating agents and players in it,
 * packages, passwords, suspension and the order confirmation threshold. An agent reaches only users strictly below itself; the house
 * reaches everyone. The credit calls are the wallet feature's (features/wallet/credit.admin.routes.ts).
 */
export function registerUserAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requireRole(ctx, OPERATORS) };

  app.get('/Admin/GetDownline', guard, async (request) => {
    const query = parseInput(downlineQuery, request.query);
    return ok(await listDownline(ctx.db.kysely, authOf(request).user, query.search));
  });

  app.post('/Admin/CreateUser', guard, async (request) => {
    const input = parseInput(createUserBody, request.body);
    const operator = authOf(request).user;
    await createDownlineUser(ctx, operator, input);
    return ok<CreatedUserAnswer>({ username: input.username.toLowerCase() }, 'User created');
  });

  app.post('/Admin/SetPackage', guard, async (request) => {
    const input = parseInput(setPackageBody, request.body);
    await setUserPackage(ctx, authOf(request).user, input);
    return ok(null, 'Package changed');
  });

  app.post('/Admin/ResetPassword', guard, async (request) => {
    const input = parseInput(resetPasswordBody, request.body);
    await resetUserPassword(ctx, authOf(request).user, input);
    return ok(null, 'Password reset; the user has been logged out');
  });

  app.post('/Admin/SetOrderConfirm', guard, async (request) => {
    const input = parseInput(setOrderConfirmBody, request.body);
    await setOrderConfirm(ctx, authOf(request).user, input);
    return ok(null, input.confirmOrderAbove ? 'Order confirmation set' : 'Order confirmation off');
  });

  app.post('/Admin/SetUserStatus', guard, async (request) => {
    const input = parseInput(setUserStatusBody, request.body);
    await setUserStatus(ctx, authOf(request).user, input);
    return ok(null, input.status === 'suspended' ? 'User suspended' : 'User reactivated');
  });
}
