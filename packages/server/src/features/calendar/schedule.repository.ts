import { DEFAULT_POOL_SCHEDULES, type PoolSchedule } from '@lotto/domain/draw-calendar';
import { availablePools } from '@lotto/domain/pools';
import type { AppContext } from '../../context.js';

// The same list object for every request lets callers remember what they computed from it.
const byAppType = new Map<string, readonly PoolSchedule[]>();

/**
 * The draw schedules of the pools this app type offers (game-rules §1): with APP_TYPE=normal,
 * Grand Dragon is not offered, so its schedule adds no draw dates. The one place the schedules
 * come from: for now the defaults; a later issue reads the operator's schedules from the database,
 * which is why the answer is already a promise.
 */
export async function poolSchedules(ctx: AppContext): Promise<readonly PoolSchedule[]> {
  let schedules = byAppType.get(ctx.env.APP_TYPE);
  if (!schedules) {
    const offered = new Set<string>(availablePools(ctx.env.APP_TYPE).map((pool) => pool.code));
    schedules = Object.freeze(DEFAULT_POOL_SCHEDULES.filter((schedule) => offered.has(schedule.pool)));
    byAppType.set(ctx.env.APP_TYPE, schedules);
  }
  return schedules;
}
