import { fromCompactDate } from '@lotto/contract/wire-dates';
import type { PoolScheduleView } from '../api/get-schedules';

/** A pool and an ISO date ('YYYY-MM-DD'). */
export interface EntryDraw {
  pool: string;
  date: string;
}

/** A pool's latest draw whose betting has ended, as the server reads it in the draw time zone. */
export function lastClosedOf(schedules: readonly PoolScheduleView[], pool: string): string | null {
  const wire = schedules.find((schedule) => schedule.pool === pool)?.lastClosedDraw;
  return wire ? fromCompactDate(wire) : null;
}

/**
 * The draw the result entry opens on: of each pool's last closed draw (the server's, in the draw
 * time zone: never the device's day), the one that closed last: the latest date, then the latest
 * cut-off, then the first pool listed.
 */
export function drawClosedLast(schedules: readonly PoolScheduleView[]): EntryDraw | null {
  let best: (EntryDraw & { cutoff: string }) | null = null;
  for (const schedule of schedules) {
    const date = lastClosedOf(schedules, schedule.pool);
    if (!date) continue;
    if (!best || date > best.date || (date === best.date && schedule.cutoff > best.cutoff)) {
      best = { pool: schedule.pool, date, cutoff: schedule.cutoff };
    }
  }
  return best ? { pool: best.pool, date: best.date } : null;
}
