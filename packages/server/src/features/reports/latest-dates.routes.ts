import type { FastifyInstance } from 'fastify';
import { formatYmdCompact, localDateTime } from '@lotto/domain/calendar-dates';
import type { LatestDatesAnswer } from '@lotto/contract/reports';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { authOf, requireUser } from '../../http/session-guard.js';
import { latestDates } from './latest-dates.repository.js';

const compact = (date: string | null): string | null => (date === null ? null : formatYmdCompact(date));

/**
 * Latest dates (issue 17 item 10): the reports open on the latest draw date that has data for the
 * caller rather than on an empty today, and on today (the draw time zone's) rather than an open
 * draw ahead of it (issue 36 item 11). One small read per report family; docs/api.md.
 */
export function registerLatestDatesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/Report/GetLatestDates', { preHandler: requireUser(ctx) }, async (request) => {
    const { user } = authOf(request);
    const today = localDateTime(ctx.clock(), ctx.env.TZ_DRAWS).date;
    const dates = await latestDates(ctx.db.kysely, user.id, today);
    return ok<LatestDatesAnswer>({
      sales: compact(dates.sales),
      settled: compact(dates.settled),
      strikes: compact(dates.strikes),
    });
  });
}
