import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { formatYmdCompact, localDateTime } from '@lotto/domain/calendar-dates';
import { isDrawDay, isDrawOpen, lastClosedDraw, type PoolSchedule } from '@lotto/domain/draw-calendar';
import { poolByCode, type PoolCode } from '@lotto/domain/pools';
import type { DrawDateChangedAnswer, PoolScheduleView, SavedScheduleAnswer } from '@lotto/contract/draws';
import type { AppContext } from '../../context.js';
import { ok, parseInput } from '../../http/envelope.js';
import { authOf, requireRole } from '../../http/session-guard.js';
import { compactDateParam } from '@lotto/contract/wire-date-params';
import { addCalendarDate, removeCalendarDate, setPoolSchedule } from './draw-dates.service.js';
import { poolSchedules } from '../../common/schedule.repository.js';

const ADMIN_ONLY = ['admin'] as const;

/** Weekdays as a JSON array or, from a form, "1,3,6" (blank: no draw weekdays at all). */
const weekdaysField = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map(Number)
      : value,
  z.array(z.number().int().min(0, 'expected 0 (Sunday) to 6').max(6, 'expected 0 (Sunday) to 6')).max(7),
);

const scheduleBody = z.object({
  pool: z.string().max(4),
  weekdays: weekdaysField.optional(),
  cutoff: z
    .string()
    .regex(/^\d{2}:\d{2}$/, 'expected HH:mm')
    .optional(),
});

const drawDateBody = z.object({
  pool: z.string().max(4),
  date: compactDateParam(),
  kind: z.enum(['special', 'closed'], { error: 'expected special or closed' }),
});

/** One pool's calendar as the back office shows it. */
function scheduleItem(
  schedule: PoolSchedule,
  today: string,
  now: number,
  zone: string,
  closedIds: Set<string>,
): PoolScheduleView {
  const upcoming = (dates: readonly string[]) => dates.filter((date) => date >= today).map(formatYmdCompact);
  return {
    pool: schedule.pool,
    name: poolByCode(schedule.pool as PoolCode).name,
    weekdays: [...schedule.weekdays],
    cutoff: schedule.cutoff,
    specialDates: upcoming(schedule.specialDates),
    closedDates: upcoming(schedule.closedDates ?? []),
    // The draw the result entry opens on, in the draw time zone (issue 36.1: the browser's day was
    // the UTC day just after midnight in Kuala Lumpur).
    lastClosedDraw: ((draw) => (draw ? formatYmdCompact(draw.date) : null))(
      lastClosedDraw(schedule, now, zone),
    ),
    // Today's draw, for "Close now": whether it is a draw day, still takes bets, or was closed.
    today: {
      date: formatYmdCompact(today),
      drawDay: isDrawDay(schedule, today) || closedIds.has(schedule.pool),
      open: isDrawOpen(schedule, today, now, zone),
      closedEarly: closedIds.has(schedule.pool),
    },
  };
}

/**
 * Back office (issue #8), house only: pool schedules (weekly draw days and cut-off), special draw
 * dates and closed dates. The services audit every change and keep the rules (a closed draw stops
 * betting at once; a draw with a result cannot be reopened).
 */
export function registerCalendarAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requireRole(ctx, ADMIN_ONLY) };
  const actorOf = (request: Parameters<typeof authOf>[0]) => {
    const { user } = authOf(request);
    return { id: user.id, name: user.username };
  };

  app.get('/Admin/GetSchedules', guard, async () => {
    const schedules = await poolSchedules(ctx);
    const now = ctx.clock();
    const zone = ctx.env.TZ_DRAWS;
    const today = localDateTime(now, zone).date;
    const closedToday = new Set(
      schedules.filter((schedule) => schedule.closedDates?.includes(today)).map((schedule) => schedule.pool),
    );
    return ok(schedules.map((schedule) => scheduleItem(schedule, today, now, zone, closedToday)));
  });

  app.post('/Admin/SetSchedule', guard, async (request) => {
    const body = parseInput(scheduleBody, request.body);
    const schedule = await setPoolSchedule(ctx, {
      pool: body.pool,
      ...(body.weekdays ? { weekdays: body.weekdays } : {}),
      ...(body.cutoff ? { cutoff: body.cutoff } : {}),
      actor: actorOf(request),
      now: ctx.clock(),
    });
    return ok<SavedScheduleAnswer>(
      { pool: schedule.pool, weekdays: schedule.weekdays, cutoff: schedule.cutoff },
      'Schedule saved',
    );
  });

  app.post('/Admin/AddDrawDate', guard, async (request) => {
    const body = parseInput(drawDateBody, request.body);
    const changed = await addCalendarDate(ctx, {
      pool: body.pool,
      date: body.date,
      kind: body.kind,
      actor: actorOf(request),
      now: ctx.clock(),
    });
    const message = body.kind === 'closed' ? 'Draw closed' : 'Special draw date added';
    return ok<DrawDateChangedAnswer>({ changed }, changed ? message : 'It was already so');
  });

  app.post('/Admin/RemoveDrawDate', guard, async (request) => {
    const body = parseInput(drawDateBody, request.body);
    const changed = await removeCalendarDate(ctx, {
      pool: body.pool,
      date: body.date,
      kind: body.kind,
      actor: actorOf(request),
      now: ctx.clock(),
    });
    const message = body.kind === 'closed' ? 'Draw reopened' : 'Special draw date removed';
    return ok<DrawDateChangedAnswer>({ changed }, changed ? message : 'There was no such date');
  });
}
