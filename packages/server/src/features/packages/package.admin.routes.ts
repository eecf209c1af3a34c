import type { FastifyInstance } from 'fastify';
import { packageQuery, savePackageBody } from '@lotto/contract/packages';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireRole } from '../../http/session-guard.js';
import { ratesOf } from '../../common/package.repository.js';
import { listPackages, packageDetail, packageNotFound, savePackage } from './package.admin.service.js';

/**
 * Back office: packages (issue #8). The house and agents read them (an agent's user counts cover
 * its own downline); only the house creates or edits them. Assigning a package to a user is the
 * users part's /Admin/SetPackage.
 */
export function registerPackageAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const readers = { preHandler: requireRole(ctx, ['admin', 'agent']) };

  app.get('/Admin/GetPackages', readers, async (request) => {
    return ok(await listPackages(ctx.db.kysely, authOf(request).user));
  });

  app.get('/Admin/GetPackage', readers, async (request) => {
    const { name } = parseInput(packageQuery, request.query);
    const summary = (await listPackages(ctx.db.kysely, authOf(request).user)).find(
      (row) => row.name === name,
    );
    const row =
      summary &&
      (await ctx.db.kysely
        .selectFrom('packages')
        .selectAll()
        .where('id', '=', summary.id)
        .executeTakeFirst());
    if (!summary || !row) throw packageNotFound(name);
    return ok(packageDetail(summary, ratesOf(row)));
  });

  app.post('/Admin/SavePackage', { preHandler: requireRole(ctx, ['admin']) }, async (request) => {
    const input = parseInput(savePackageBody, request.body);
    const { user } = authOf(request);
    const { created, row } = await savePackage(ctx, input, { id: user.id, name: user.username });
    const summary = (await listPackages(ctx.db.kysely, user)).find((item) => item.id === Number(row.id))!;
    return ok(packageDetail(summary, ratesOf(row)), created ? 'Package created' : 'Package saved');
  });
}
