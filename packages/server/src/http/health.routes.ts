import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import { migrationsCurrent } from '../db/migrator.js';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await sql`select 1`.execute(ctx.db.kysely);
      if (!(await migrationsCurrent(ctx.db))) return reply.status(503).send({ status: 'migrations pending' });
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready');
      return reply.status(503).send({ status: 'database unreachable' });
    }
  });
}
