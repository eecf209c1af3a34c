import type { FastifyInstance } from 'fastify';
import type { PackageListAnswerInput } from '@lotto/contract/account';
import { packageListView } from '@lotto/domain/package-rates';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { authOf, requireUser } from '../../http/session-guard.js';
import { packageOfUser } from '../../common/package.repository.js';

export function registerPackageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Account/GetPackageList', { preHandler: requireUser(ctx) }, async (request) => {
    const { name, rates } = await packageOfUser(ctx.db.kysely, authOf(request).user.package_id);
    return ok<PackageListAnswerInput>(packageListView(name, rates));
  });
}
