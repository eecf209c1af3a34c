import { parseYmd } from '@lotto/domain/calendar-dates';
import { isPoolCode, type PoolCode } from '@lotto/domain/pools';
import type { Actor, AppContext } from '../../context.js';
import { validationFailed } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { addDrawDate, forgetSchedules, removeDrawDate } from './schedule.repository.js';

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
