import { addDays, localDateTime, startOfLocalDay } from '@lotto/domain/calendar-dates';
import { isDrawDay } from '@lotto/domain/draw-calendar';
import type { AppContext } from '../context.js';
import { poolSchedules } from '../common/schedule.repository.js';
import { eatSequenceOfUser } from '../common/eat-sequence.js';
import { draftsFromOrderString } from '../features/orders/order-input.js';
import { placeOrder } from '../features/orders/place-order.service.js';
import { findUserByUsername } from '../common/user.repository.js';
import { demoResult } from './demo-draws.js';

/** How far back the demo players have bets (their reports have figures at once). */
export const DEMO_BET_DAYS = 14;

/**
 * Demo mode: the demo players' bets on the Magnum, Da Ma Cai and Toto draws of the last
 * DEMO_BET_DAYS days, each placed through the ordering service at 10:00 on its draw day (so the
 * ledger, limits and tickets are exactly what a real order makes). Some lines are on a number
 * the demo result will draw, so the strike, profit-loss and wallet screens show wins. Runs before
 * the past results are entered, which settles them. Answers how many orders it placed.
 */
export async function placeDemoBets(ctx: AppContext, usernames: readonly string[]): Promise<number> {
  const zone = ctx.env.TZ_DRAWS;
  const today = localDateTime(ctx.clock(), zone).date;
  const schedules = await poolSchedules(ctx);
  const magnum = schedules.find((schedule) => schedule.pool === 'mg');
  let placed = 0;
  for (let date = addDays(today, -DEMO_BET_DAYS); date < today; date = addDays(date, 1)) {
    if (!magnum || !isDrawDay(magnum, date)) continue;
    const now = startOfLocalDay(date, zone) + 10 * 3600_000;
    for (const [index, username] of usernames.entries()) {
      const user = await findUserByUsername(ctx.db.kysely, username);
      if (!user) continue;
      const drawn = demoResult('mg', date);
      const day = Number(date.slice(8, 10));
      const lines = [
        'D',
        '#123',
        // a starter of the Magnum draw wins on Magnum only; the others are everyday numbers
        `${drawn.starters[(day + index) % 10]}#1#1`,
        `${String((day * 37 + index * 101) % 10_000).padStart(4, '0')}#2`,
        `${String((day * 53 + index * 7) % 1000).padStart(3, '0')}#A1`,
      ];
      const str2 = lines.join('\n');
      const calendar = { appType: ctx.env.APP_TYPE, schedules, nowMs: now, timeZone: zone };
      await placeOrder(ctx, {
        user,
        source: 'advanced',
        drafts: draftsFromOrderString(str2, eatSequenceOfUser(user), calendar),
        remark: 'demo',
        phone: '',
        idempotencyKey: `demo-${username}-${date}`,
        body: str2,
        replacesTicketId: null,
        now,
      });
      placed += 1;
    }
  }
  return placed;
}
