import { inputYearMessage, isInputDate, localDateTime, parseYmd } from '@lotto/domain/calendar-dates';
import {
  DEFAULT_POOL_SCHEDULES,
  hasDrawClosed,
  isDrawDay,
  validatePoolSchedule,
  type PoolSchedule,
} from '@lotto/domain/draw-calendar';
import { isPoolCode, type PoolCode } from '@lotto/domain/pools';
import type { Kysely } from 'kysely';
import type { Actor, AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { validationFailed } from '../../lib/app-error.js';
import { recordAudit } from '../../common/audit.repository.js';
import {
  addDrawDate,
  forgetSchedules,
  isMarkedPastCutoff,
  markPastCutoff,
  poolSchedules,
  removeDrawDate,
} from '../../common/schedule.repository.js';

export type DrawDateKind = 'special' | 'closed';

export interface DrawDateCommand {
  pool: string;
  /** 'YYYY-MM-DD' */
  date: string;
  kind: DrawDateKind;
  actor: Actor;
  now: number;
}

function checked(command: DrawDateCommand): { pool: PoolCode; drawDate: string } {
  if (!isPoolCode(command.pool)) {
    throw validationFailed(`pool: expected a pool code (mg kd tt sg sb sn sr gd nl), got "${command.pool}"`);
  }
  if (!parseYmd(command.date)) throw validationFailed(`date: expected YYYY-MM-DD, got "${command.date}"`);
  // The CLI comes here without the contract's date field, which bounds the years the same way.
  if (!isInputDate(command.date)) throw validationFailed(`date: ${inputYearMessage(command.date)}`);
  return { pool: command.pool, drawDate: command.date };
}

/**
 * Adds an operator calendar change: a special draw date, or a draw closed early or cancelled
 * (game-rules §1). Closing stops betting on the draw at once (orders check it inside their
 * transaction) and lets its result be entered. Audited; answers false if it was already so.
 */
export async function addCalendarDate(ctx: AppContext, command: DrawDateCommand): Promise<boolean> {
  const { pool, drawDate } = checked(command);
  const added = await ctx.db.kysely.transaction().execute(async (trx) => {
    const inserted = await addDrawDate(trx, {
      pool,
      drawDate,
      kind: command.kind,
      by: command.actor.name,
      now: command.now,
    });
    if (inserted) {
      await recordAudit(trx, {
        actor: command.actor,
        action: command.kind === 'closed' ? 'draw.close' : 'draw.special',
        targetUserId: null,
        after: { pool, drawDate },
        now: command.now,
      });
    }
    return inserted;
  });
  forgetSchedules(ctx.db);
  return added;
}

/**
 * Undoes a special or closed date (reopening a draw closed by mistake, before its cut-off).
 * Audited. A draw past its cut-off or with a result is never reopened: its bets are settled or
 * about to be, and reopening would let a ticket be cancelled or bought on a known result. Nor is a
 * special draw past its cut-off removed: its tickets were sold, and taking it out and adding it
 * back with a later cut-off would reopen it.
 */
export async function removeCalendarDate(ctx: AppContext, command: DrawDateCommand): Promise<boolean> {
  const { pool, drawDate } = checked(command);
  const schedule = (await poolSchedules(ctx)).find((candidate) => candidate.pool === pool);
  const asScheduled = schedule && { ...schedule, closedDates: [] };
  const passed = asScheduled && hasDrawClosed(asScheduled, drawDate, command.now, ctx.env.TZ_DRAWS);
  if (command.kind === 'closed') {
    if (passed || (await isMarkedPastCutoff(ctx.db.kysely, { pool, drawDate }))) {
      throw validationFailed(`${pool} ${drawDate} is past its cut-off; it cannot be reopened`);
    }
  } else if (passed && asScheduled.specialDates.includes(drawDate)) {
    throw validationFailed(`${pool} ${drawDate} is past its cut-off; its special draw cannot be removed`);
  }
  const removed = await ctx.db.kysely.transaction().execute(async (trx) => {
    if (command.kind === 'closed') {
      // Its bets are settled: taking new ones would leave them unsettled.
      const result = await trx
        .selectFrom('draw_results')
        .select('version')
        .where('pool', '=', pool)
        .where('draw_date', '=', drawDate)
        .executeTakeFirst();
      if (result) throw validationFailed(`${pool} ${drawDate} already has a result; it cannot be reopened`);
    }
    const deleted = await removeDrawDate(trx, { pool, drawDate, kind: command.kind });
    if (deleted) {
      await recordAudit(trx, {
        actor: command.actor,
        action: command.kind === 'closed' ? 'draw.reopen' : 'draw.special_removed',
        targetUserId: null,
        before: { pool, drawDate },
        now: command.now,
      });
    }
    return deleted;
  });
  forgetSchedules(ctx.db);
  return removed;
}

export interface ScheduleCommand {
  pool: string;
  /** weekdays 0 (Sunday) .. 6; unchanged when omitted */
  weekdays?: number[];
  /** 'HH:mm'; unchanged when omitted */
  cutoff?: string;
  actor: Actor;
  now: number;
}

/**
 * Changes a pool's weekly draw days and/or cut-off (game-rules §1: editable by the operator).
 * Checked with the domain's schedule rules first; audited with before and after. Listings see it
 * within a second; the cut-off applies to draws that have not yet passed their cut-off: today's
 * draw, once past its old cut-off, stays closed (keepPassedDrawClosed).
 */
export async function setPoolSchedule(ctx: AppContext, command: ScheduleCommand): Promise<PoolSchedule> {
  if (!isPoolCode(command.pool)) {
    throw validationFailed(`pool: expected a pool code (mg kd tt sg sb sn sr gd nl), got "${command.pool}"`);
  }
  const pool = command.pool;
  const updated = await ctx.db.kysely.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('pool_schedules')
      .selectAll()
      .where('pool', '=', pool)
      .executeTakeFirst();
    const defaults = DEFAULT_POOL_SCHEDULES.find((schedule) => schedule.pool === pool)!;
    const before = {
      weekdays: current ? current.weekdays.split(',').filter(Boolean).map(Number) : [...defaults.weekdays],
      cutoff: current?.cutoff ?? defaults.cutoff,
    };
    const after = {
      weekdays: [...new Set(command.weekdays ?? before.weekdays)].sort((a, b) => a - b),
      cutoff: command.cutoff ?? before.cutoff,
    };
    const schedule: PoolSchedule = { pool, ...after, specialDates: [], closedDates: [] };
    try {
      validatePoolSchedule(schedule);
    } catch (error) {
      throw validationFailed((error as Error).message);
    }
    const row = {
      weekdays: after.weekdays.join(','),
      cutoff: after.cutoff,
      updated_at: command.now,
      updated_by: command.actor.name,
    };
    await keepPassedDrawClosed(trx, {
      pool,
      before,
      actor: command.actor,
      now: command.now,
      timeZone: ctx.env.TZ_DRAWS,
    });
    if (current) await trx.updateTable('pool_schedules').set(row).where('pool', '=', pool).execute();
    else
      await trx
        .insertInto('pool_schedules')
        .values({ pool, ...row })
        .execute();
    await recordAudit(trx, {
      actor: command.actor,
      action: 'draw.schedule',
      targetUserId: null,
      before: { pool, ...before },
      after: { pool, ...after },
      now: command.now,
    });
    return schedule;
  });
  forgetSchedules(ctx.db);
  return updated;
}

/**
 * A draw past its cut-off never reopens: when a schedule changes after today's draw passed its
 * cut-off, the draw is closed for good (markPastCutoff: an early close by an operator becomes
 * permanent too), audited as such. Whether or not this change would reopen it: a change that takes
 * the day out of the week reopens nothing, but the next one putting it back with a later cut-off
 * would, and by then the draw is no longer "passed" under the schedule before it.
 * Only today can change: earlier draws are past under any schedule and later ones open under any.
 */
async function keepPassedDrawClosed(
  trx: Kysely<Database>,
  change: {
    pool: PoolCode;
    before: { weekdays: number[]; cutoff: string };
    actor: Actor;
    now: number;
    timeZone: string;
  },
): Promise<void> {
  const { pool, now, timeZone } = change;
  const today = localDateTime(now, timeZone).date;
  const specials = await trx
    .selectFrom('draw_dates')
    .select('draw_date')
    .where('pool', '=', pool)
    .where('draw_date', '=', today)
    .where('kind', '=', 'special')
    .execute();
  const specialDates = specials.map((row) => row.draw_date);
  const previous: PoolSchedule = { pool, ...change.before, specialDates, closedDates: [] };
  const passed = isDrawDay(previous, today) && hasDrawClosed(previous, today, now, timeZone);
  if (!passed) return;
  if (await markPastCutoff(trx, { pool, drawDate: today, now })) {
    await recordAudit(trx, {
      actor: change.actor,
      action: 'draw.close',
      targetUserId: null,
      after: { pool, drawDate: today, reason: 'past its cut-off before the schedule change' },
      now,
    });
  }
}
