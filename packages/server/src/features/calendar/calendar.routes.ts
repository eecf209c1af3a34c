import type { FastifyInstance } from 'fastify';
import { betDatesQuery, type BetDateItem } from '@lotto/contract/draws';
import { toCompactDate, toDmyDate } from '@lotto/contract/wire-dates';
import { localDateTime, weekday } from '@lotto/domain/calendar-dates';
import { betDates, nextDrawDay, openDrawDatesByPool } from '@lotto/domain/draw-calendar';
import type { AppContext } from '../../context.js';
import { validationFailed } from '../../lib/app-error.js';
import { ok, parseInput } from '../../http/envelope.js';
import { requireUser } from '../../http/session-guard.js';
import { poolSchedules } from '../../common/schedule.repository.js';

function betDateItem(date: string): BetDateItem {
  return { date: toDmyDate(date), id: weekday(date), fullDate: toCompactDate(date) };
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
}
