import type { FastifyInstance } from 'fastify';
import {
  positionTakesQuery,
  setPositionTakesBody,
  type PositionTakesAnswer,
  type SetPositionTakesAnswer,
} from '@lotto/contract/positions';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireRole } from '../../http/session-guard.js';
import { getPositionTakes, setPositionTakes } from './position.admin.service.js';

const OPERATORS = ['admin', 'agent'] as const;

/** Back office, position taking (占成) and eat caps (吃字), issue 39. */
export function registerPositionAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requireRole(ctx, OPERATORS) };

  app.get('/Admin/GetPositionTakes', guard, async (request) => {
    const query = parseInput(positionTakesQuery, request.query);
    return ok<PositionTakesAnswer>(await getPositionTakes(ctx, authOf(request).user, query.username));
  });

  app.post('/Admin/SetPositionTakes', guard, async (request) => {
    const input = parseInput(setPositionTakesBody, request.body);
    const answer = await setPositionTakes(ctx, authOf(request).user, input);
    return ok<SetPositionTakesAnswer>(answer, input.dryRun ? 'Checked' : 'Position takes saved');
  });
}
