import type { FastifyInstance } from 'fastify';
import {
  deleteLimitBody,
  exposureQuery,
  type ExposureAnswer,
  type LimitView,
} from '@lotto/contract/packages';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireRole } from '../../http/session-guard.js';
import { deleteLimit, exposure, listLimits, setLimit } from './limit.admin.service.js';

/**
 * Back office: sell limits (issue #8, game-rules §6). The house only: limits are house-wide, so an
 * agent has nothing of its own here. SetLimit upserts one scope; the most specific row wins when
 * an order is placed (limit.repository.ts). Changes count from the next order on.
 */
export function registerLimitAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const house = { preHandler: requireRole(ctx, ['admin']) };
  const actorOf = (request: Parameters<typeof authOf>[0]) => {
    const { user } = authOf(request);
    return { id: user.id, name: user.username };
  };

  app.get('/Admin/GetLimits', house, async () => ok(await listLimits(ctx)));

  app.post('/Admin/SetLimit', house, async (request) =>
    ok<LimitView>(await setLimit(ctx, request.body, actorOf(request)), 'Limit saved'),
  );

  app.post('/Admin/DeleteLimit', house, async (request) => {
    const { id } = parseInput(deleteLimitBody, request.body);
    return ok<LimitView>(await deleteLimit(ctx, id, actorOf(request)), 'Limit deleted');
  });

  app.get('/Admin/GetExposure', house, async (request) => {
    const { pool, date } = parseInput(exposureQuery, request.query);
    return ok<ExposureAnswer>({ pool, drawDate: date, rows: await exposure(ctx, pool, date) });
  });
}
