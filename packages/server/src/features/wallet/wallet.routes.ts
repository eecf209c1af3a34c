import type { FastifyInstance } from 'fastify';
import type { CreditAnswer } from '@lotto/contract/account';
import { toPoints } from '@lotto/domain/money';
import type { AppContext } from '../../context.js';
import { unauthorized } from '../../lib/app-error.js';
import { ok } from '../../http/envelope.js';
import { authOf, requireUser } from '../../http/session-guard.js';
import { getBalance } from '../../common/ledger.repository.js';

export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Account/GetMyCredit', { preHandler: requireUser(ctx) }, async (request) => {
    const balance = await getBalance(ctx.db.kysely, authOf(request).user.id);
    if (balance === undefined) throw unauthorized();
    return ok<CreditAnswer>({ creditLeft: toPoints(balance) });
  });
}
