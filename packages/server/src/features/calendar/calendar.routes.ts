import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BetDateItem } from '@lotto/contract/draws';
import { fromCompactDate, toCompactDate, toDmyDate } from '@lotto/contract/wire-dates';
import { localDateTime, parseYmd, weekday } from '@lotto/domain/calendar-dates';
import { betDates, nextDrawDay, openDrawDatesByPool } from '@lotto/domain/draw-calendar';
import type { AppContext } from '../../context.js';
import { validationFailed } from '../../lib/app-error.js';
import { ok, parseInput } from '../../http/envelope.js';
import { requireUser } from '../../http/session-guard.js';
import { poolSchedules } from '../../common/schedule.repository.js';

/** A blank query value (`?selected_date=`) is taken as not given. */
const blankAsAbsent = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const DATE_MESSAGE = 'expected a date YYYYMMDD';

/** 'YYYYMMDD' (the wire form) or 'YYYY-MM-DD', a real calendar day; answers 'YYYY-MM-DD'. */
const wireDate = z.string({ error: DATE_MESSAGE }).transform((text, check) => {
  const trimmed = text.trim();
  const date = fromCompactDate(trimmed) ?? (parseYmd(trimmed) ? trimmed : null);
  if (date === null) {
    check.addIssue({ code: 'custom', message: DATE_MESSAGE });
    return z.NEVER;
  }
  return date;
});

const betDatesQuery = z.object({
  selected_date: z.preprocess(blankAsAbsent, wireDate.optional()),
  // 1 and -1 are taken as 2 and -2 (the domain's nextDrawDay reads them the same way).
  day_number: z.preprocess(
    blankAsAbsent,
    z
      .enum(['2', '-2', '1', '-1'], { error: 'expected 2 or -2' })
      .transform((text) => Number(text) as 2 | -2 | 1 | -1)
      .optional(),
  ),
});

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
      return ok(
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
    return ok(found === null ? [] : [betDateItem(found)]);
  });
}
