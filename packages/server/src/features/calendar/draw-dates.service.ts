import { parseYmd } from '@lotto/domain/calendar-dates';
import { DEFAULT_POOL_SCHEDULES, validatePoolSchedule, type PoolSchedule } from '@lotto/domain/draw-calendar';
import { isPoolCode, type PoolCode } from '@lotto/domain/pools';
import type { Actor, AppContext } from '../../context.js';
import { validationFailed } from '../../lib/app-error.js';
import { recordAudit } from '../../common/audit.repository.js';
import { addDrawDate, forgetSchedules, removeDrawDate } from '../../common/schedule.repository.js';

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

/** Undoes a special or closed date (reopening a draw closed by mistake). Audited. */
export async function removeCalendarDate(ctx: AppContext, command: DrawDateCommand): Promise<boolean> {
  const { pool, drawDate } = checked(command);
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
 * within a second; the cut-off applies to orders from then on.
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
