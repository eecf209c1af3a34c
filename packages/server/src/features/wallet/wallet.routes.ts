import type { FastifyInstance } from 'fastify';
import type { CreditAnswer } from '@lotto/contract/account';
import { readCents, toPoints } from '@lotto/domain/money';
import type { AppContext } from '../../context.js';
import { unauthorized } from '../../lib/app-error.js';
import { ok } from '../../http/envelope.js';
import { authOf, requireUser } from '../../http/session-guard.js';
import { getBalance } from '../../common/ledger.repository.js';

export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Account/GetMyCredit', { preHandler: requireUser(ctx) }, async (request) => {
    const { user } = authOf(request);
    const balance = await getBalance(ctx.db.kysely, user.id);
    if (balance === undefined) throw unauthorized();
    // The threshold comes with the session's user row (dropped from the cache when it changes).
    const confirm = user.confirm_order_above_cents;
    return ok<CreditAnswer>({
      creditLeft: toPoints(balance),
      confirmOrderAbove: confirm === null ? null : toPoints(readCents(confirm)),
    });
  });
}
