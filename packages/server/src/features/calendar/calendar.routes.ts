import type { FastifyInstance } from 'fastify';
import { betDatesQuery, type BetDateItem, type DrawTime, type DrawTimesAnswer } from '@lotto/contract/draws';
import { toCompactDate, toDmyDate } from '@lotto/contract/wire-dates';
import { formatYmdCompact, localDateTime, startOfLocalDay, weekday } from '@lotto/domain/calendar-dates';
import {
  betDates,
  cutoffMinutes,
  holdsDrawOn,
  nextDrawDay,
  openDrawDatesByPool,
  type PoolSchedule,
} from '@lotto/domain/draw-calendar';
import type { AppContext } from '../../context.js';
import { validationFailed } from '../../lib/app-error.js';
import { ok, parseInput } from '../../http/envelope.js';
import { requireUser } from '../../http/session-guard.js';
import { poolSchedules } from '../../common/schedule.repository.js';

function betDateItem(date: string): BetDateItem {
  return { date: toDmyDate(date), id: weekday(date), fullDate: toCompactDate(date) };
}

/**
 * Today's draws of the pools (open or not: the result screen names those still to come) and every
 * open draw up to the horizon, each with its cut-off instant; sorted by cut-off, then pool.
 */
export function drawTimes(schedules: readonly PoolSchedule[], now: number, zone: string): DrawTime[] {
  const today = localDateTime(now, zone).date;
  const openByPool = openDrawDatesByPool(schedules, now, zone);
  const draws = schedules.flatMap((schedule) => {
    const open = openByPool[schedule.pool] ?? [];
    const dates = holdsDrawOn(schedule, today) && !open.includes(today) ? [today, ...open] : open;
    return dates.map((date) => ({
      pool: schedule.pool,
      drawDate: formatYmdCompact(date),
      cutoff: schedule.cutoff,
      closesAt: startOfLocalDay(date, zone) + cutoffMinutes(schedule.cutoff) * 60_000,
      open: open.includes(date),
    }));
  });
  return draws.sort((a, b) => a.closesAt - b.closesAt || a.pool.localeCompare(b.pool));
}

export function registerCalendarRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * Without parameters: the open draw dates (today up to 7 days ahead) of the pools the app type
   * offers. With day_number: the next (2) or previous (-2) draw day after selected_date (default:
   * today in the draw time zone), as a list of one, or [] when there is none.
   */
  app.get('/Tool/GetBetDates', { preHandler: requireUser(ctx) }, async (request) => {
    const query = parseInput(betDatesQuery, request.query);
    const schedules = await poolSchedules(ctx);
    if (query.day_number === undefined) {
      if (query.selected_date !== undefined) {
        throw validationFailed('day_number: required with selected_date (2 or -2)');
      }
      const now = ctx.clock();
      const byPool = Object.entries(openDrawDatesByPool(schedules, now, ctx.env.TZ_DRAWS));
      const dates = betDates(schedules, now, ctx.env.TZ_DRAWS);
      return ok<BetDateItem[]>(
        dates.map(({ date }) => ({
          ...betDateItem(date),
          pools: byPool
            .filter(([, open]) => open.includes(date))
            .map(([pool]) => pool)
            .sort(),
        })),
      );
    }
    const from = query.selected_date ?? localDateTime(ctx.clock(), ctx.env.TZ_DRAWS).date;
    const found = nextDrawDay(schedules, from, query.day_number);
    return ok<BetDateItem[]>(found === null ? [] : [betDateItem(found)]);
  });

  /** The cut-offs of today's and the open draws (issue 38 items 4 and 8), with the server's clock. */
  app.get('/Tool/GetDrawTimes', { preHandler: requireUser(ctx) }, async () => {
    const now = ctx.clock();
    const zone = ctx.env.TZ_DRAWS;
    const draws = drawTimes(await poolSchedules(ctx), now, zone);
    return ok<DrawTimesAnswer>({ today: formatYmdCompact(localDateTime(now, zone).date), now, draws });
  });
}
