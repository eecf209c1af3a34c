import { addDays } from '@lotto/domain/calendar-dates';
import { hasDrawClosed, isDrawDay, type PoolSchedule } from '@lotto/domain/draw-calendar';
import type { PoolCode } from '@lotto/domain/pools';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export type SettlementState = 'settled' | 'settling' | 'awaiting result' | 'unsettled' | 'open';

export interface DrawSettlement {
  pool: PoolCode;
  drawDate: string;
  state: SettlementState;
  resultVersion: number | null;
  settledAt: number | null;
  /** lines settled: all of them once settled, those of the committed steps while settling */
  lines: number;
  /** the draw's active lines while settled or settling (settling "lines of totalLines"), else null */
  totalLines: number | null;
  winCents: number;
  commissionCents: number;
}

/**
 * Settlement status of every draw from..to, newest first: each scheduled draw day of the offered
 * pools up to `scheduledUntil` (today), and every date that has a result or a settlement, whatever
 * its date (imported history, a special draw since removed, a special draw closed and settled
 * before its day). A draw past its cut-off with no result is 'awaiting result'. A draw whose
 * settlement has committed some steps but not its last is 'settling' (its lines so far of all its
 * lines, docs/decisions/014), never 'settled' (issue 36.16); a result whose version was not
 * claimed (should not happen: both commit together) 'unsettled'.
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
    draws.set(key(row.pool, row.draw_date), { pool: row.pool, drawDate: row.draw_date });
  // "n of m": the lines of each draw still settling (rare; one indexed count each).
  const totals = new Map<string, number>();
  for (const row of settled.filter((candidate) => candidate.state === 'settling')) {
    totals.set(key(row.pool, row.draw_date), await activeLinesOfDraw(db, row.pool, row.draw_date));
  }

  return [...draws.values()]
    .map(({ pool, drawDate }): DrawSettlement => {
      const result = resultOf.get(key(pool, drawDate));
      const settlement = settlementOf.get(key(pool, drawDate));
      const schedule = schedules.find((candidate) => candidate.pool === pool);
      let state: SettlementState;
      if (result && settlement && Number(settlement.result_version) === Number(result.version))
        state = settlement.state === 'settling' ? 'settling' : 'settled';
      else if (result) state = 'unsettled';
      else if (!schedule || hasDrawClosed(schedule, drawDate, now, zone)) state = 'awaiting result';
      else state = 'open';
      const counted = (state === 'settled' || state === 'settling') && settlement;
      const lines = counted ? Number(settlement.lines) : 0;
      return {
        pool,
        drawDate,
        state,
        resultVersion: result ? Number(result.version) : null,
        settledAt: settlement ? Number(settlement.settled_at) : null,
        lines,
        totalLines:
          state === 'settled' ? lines : state === 'settling' ? (totals.get(key(pool, drawDate)) ?? 0) : null,
        winCents: counted ? Number(settlement.win_cents) : 0,
        commissionCents: counted ? Number(settlement.commission_cents) : 0,
      };
    })
    .sort((a, b) =>
      a.drawDate === b.drawDate ? a.pool.localeCompare(b.pool) : a.drawDate < b.drawDate ? 1 : -1,
    );
}

/** The active lines of a draw: what its settlement settles (settle-lines.ts reads the same set). */
export async function activeLinesOfDraw(
  db: Kysely<Database>,
  pool: PoolCode,
  drawDate: string,
): Promise<number> {
  const row = await db
    .selectFrom('tickets')
    .innerJoin('ticket_lines', 'ticket_lines.ticket_id', 'tickets.id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tickets.pool', '=', pool)
    .where('tickets.draw_date', '=', drawDate)
    .where('tickets.status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A draw whose settlement has not reached its last step, and how far it got. */
export interface SettlingDraw {
  pool: PoolCode;
  drawDate: string;
  resultVersion: number;
  /** the claim's cursor: the last owner whose lines are settled */
  settledUptoUser: number;
  lines: number;
}

/** Every draw whose settlement is still settling (docs/decisions/014), oldest draw first. */
export async function settlingDraws(db: Kysely<Database>): Promise<SettlingDraw[]> {
  const rows = await db
    .selectFrom('settlements')
    .select(['pool', 'draw_date', 'result_version', 'settled_upto_user', 'lines'])
    .where('state', '=', 'settling')
    .orderBy('draw_date')
    .orderBy('pool')
    .execute();
  return rows.map((row) => ({
    pool: row.pool,
    drawDate: row.draw_date,
    resultVersion: Number(row.result_version),
    settledUptoUser: Number(row.settled_upto_user),
    lines: Number(row.lines),
  }));
}
