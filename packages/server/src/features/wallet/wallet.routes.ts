import type { FastifyInstance } from 'fastify';
import type { CreditAnswer } from '@lotto/contract/account';
import { readCents, toPoints } from '@lotto/domain/money';
import type { AppContext } from '../../context.js';
import { unauthorized } from '../../lib/app-error.js';
import { ok } from '../../http/envelope.js';
import { authOf, requireUser } from '../../http/session-guard.js';
import { getBalance } from '../../common/ledger.repository.js';
import { findWeeklyLimit } from './wallet.repository.js';

export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Account/GetMyCredit', { preHandler: requireUser(ctx) }, async (request) => {
    const { user } = authOf(request);
    const balance = await getBalance(ctx.db.kysely, user.id);
    if (balance === undefined) throw unauthorized();
    // The threshold comes with the session's user row (dropped from the cache when it changes).
    const confirm = user.confirm_order_above_cents;
    const answer: CreditAnswer = {
      creditLeft: toPoints(balance),
      confirmOrderAbove: confirm === null ? null : toPoints(readCents(confirm)),
    };
    if (ctx.env.CREDIT_CYCLE === 'weekly') {
      // Read fresh, not from the cached session row: the upline may have just changed it.
      const limit = await findWeeklyLimit(ctx.db.kysely, user.id);
      answer.weeklyLimit = limit === null ? null : toPoints(limit);
    }
    return ok<CreditAnswer>(answer);
  });
}
