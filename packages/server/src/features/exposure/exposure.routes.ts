import type { FastifyInstance } from 'fastify';
import {
  getExposureDetailQuery,
  getExposureQuery,
  stopNumberBody,
  type GetExposureAnswer,
  type GetExposureDetailAnswer,
  type StopNumberAnswer,
} from '@lotto/contract/exposure';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireRole } from '../../http/session-guard.js';
import { getExposure, getExposureDetail, stopNumber } from './exposure.service.js';

const OPERATORS = ['admin', 'agent'] as const;

/**
 * The heavy-number report (粗字), issue 40: agents and the house; a player gets 403. A member of
 * the caller's downline (`member`) shows the report as that member sees it; anyone else is 404.
 */
export function registerExposureRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requireRole(ctx, OPERATORS) };

  app.get('/Report/GetExposure', guard, async (request) => {
    const query = parseInput(getExposureQuery, request.query);
    return ok<GetExposureAnswer>(await getExposure(ctx, authOf(request).user, query));
  });

  app.get('/Report/GetExposureDetail', guard, async (request) => {
    const query = parseInput(getExposureDetailQuery, request.query);
    return ok<GetExposureDetailAnswer>(await getExposureDetail(ctx, authOf(request).user, query));
  });

  app.post('/Report/StopNumber', guard, async (request) => {
    const input = parseInput(stopNumberBody, request.body);
    const answer = await stopNumber(ctx, authOf(request).user, input);
    return ok<StopNumberAnswer>(answer, input.stopped ? 'Number stopped' : 'Number freed');
  });
}
