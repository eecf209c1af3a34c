import { addDays } from '@lotto/domain/calendar-dates';
import { hasDrawClosed, isDrawDay, type PoolSchedule } from '@lotto/domain/draw-calendar';
import type { PoolCode } from '@lotto/domain/pools';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export type SettlementState = 'settled' | 'awaiting result' | 'unsettled' | 'open';

export interface DrawSettlement {
  pool: PoolCode;
  drawDate: string;
  state: SettlementState;
  resultVersion: number | null;
  settledAt: number | null;
  lines: number;
  winCents: number;
  commissionCents: number;
}

/**
 * Settlement status of every draw from..to, newest first: each scheduled draw day of the offered
 * pools up to `scheduledUntil` (today), and every date that has a result or a settlement, whatever
 * its date (imported history, a special draw since removed, a special draw closed and settled
 * before its day). A draw past its cut-off with no result is 'awaiting result'; a
 * result whose version was not settled (should not happen: both commit together) 'unsettled'.
 */
export async function settlementStatus(
  db: Kysely<Database>,
  input: {
    schedules: readonly PoolSchedule[];
    from: string;
    to: string;
    scheduledUntil: string;
    now: number;
    zone: string;
  },
): Promise<DrawSettlement[]> {
  const { schedules, from, to, now, zone } = input;
  const lastScheduled = input.scheduledUntil < to ? input.scheduledUntil : to;
  const [results, settled] = await Promise.all([
    db
      .selectFrom('draw_results')
      .select(['pool', 'draw_date', 'version'])
      .where('draw_date', '>=', from)
      .where('draw_date', '<=', to)
      .execute(),
    db
      .selectFrom('settlements')
      .selectAll()
      .where('draw_date', '>=', from)
      .where('draw_date', '<=', to)
      .execute(),
  ]);
  const key = (pool: string, date: string) => `${pool}|${date}`;
  const resultOf = new Map(results.map((row) => [key(row.pool, row.draw_date), row]));
  const settlementOf = new Map(settled.map((row) => [key(row.pool, row.draw_date), row]));
  const draws = new Map<string, { pool: PoolCode; drawDate: string }>();
  for (let date = lastScheduled; date >= from; date = addDays(date, -1)) {
    for (const schedule of schedules) {
      if (isDrawDay(schedule, date) || schedule.closedDates?.includes(date)) {
        draws.set(key(schedule.pool, date), { pool: schedule.pool as PoolCode, drawDate: date });
      }
    }
  }
  for (const row of [...results, ...settled])
    draws.set(key(row.pool, row.draw_date), { pool: row.pool as PoolCode, drawDate: row.draw_date });

  return [...draws.values()]
    .map(({ pool, drawDate }): DrawSettlement => {
      const result = resultOf.get(key(pool, drawDate));
      const settlement = settlementOf.get(key(pool, drawDate));
      const schedule = schedules.find((candidate) => candidate.pool === pool);
      let state: SettlementState;
      if (result && settlement && Number(settlement.result_version) === Number(result.version))
        state = 'settled';
      else if (result) state = 'unsettled';
      else if (!schedule || hasDrawClosed(schedule, drawDate, now, zone)) state = 'awaiting result';
      else state = 'open';
      const counted = state === 'settled' && settlement;
      return {
        pool,
        drawDate,
        state,
        resultVersion: result ? Number(result.version) : null,
        settledAt: settlement ? Number(settlement.settled_at) : null,
        lines: counted ? Number(settlement.lines) : 0,
        winCents: counted ? Number(settlement.win_cents) : 0,
        commissionCents: counted ? Number(settlement.commission_cents) : 0,
      };
    })
    .sort((a, b) =>
      a.drawDate === b.drawDate ? a.pool.localeCompare(b.pool) : a.drawDate < b.drawDate ? 1 : -1,
    );
}
