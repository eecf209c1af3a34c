import { formatDmy, weekday } from '@lotto/domain/calendar-dates';
import { hasDrawClosed, holdsDrawOn } from '@lotto/domain/draw-calendar';
import { AppError, validationFailed } from '../../lib/app-error.js';
import { poolByCode, type PoolCode } from '@lotto/domain/pools';
import type { AppContext } from '../../context.js';
import { closedDrawsAmong, isSpecialDrawDate, poolSchedules } from '../../common/schedule.repository.js';
import { drawHasResultOrTickets } from './result.repository.js';

export interface DrawRef {
  pool: PoolCode;
  /** 'YYYY-MM-DD' */
  date: string;
}

const keyOf = (pool: string, date: string) => `${pool}|${date}`;

/**
 * The one rule for entering a result (by hand, by preview, by file import, from the CLI): only once
 * the draw takes no more bets, i.e. past its cut-off or closed early by an operator. Answers the
 * refusal of each draw that still takes bets, keyed `pool|date`; the draws that may be entered are
 * absent. Closed early is read from the database, not the (up to a second old) calendar copy: an
 * operator closes a draw and enters its result at once, maybe through another thread.
 */
export async function drawsStillTakingBets(
  ctx: AppContext,
  draws: readonly DrawRef[],
  now: number,
): Promise<Map<string, string>> {
  const schedules = await poolSchedules(ctx);
  const open = new Map<string, { draw: DrawRef; cutoff: string }>();
  for (const draw of draws) {
    const schedule = schedules.find((candidate) => candidate.pool === draw.pool);
    if (schedule && !hasDrawClosed(schedule, draw.date, now, ctx.env.TZ_DRAWS)) {
      open.set(keyOf(draw.pool, draw.date), { draw, cutoff: schedule.cutoff });
    }
  }
  const refusals = new Map<string, string>();
  if (open.size === 0) return refusals;
  const closedEarly = await closedDrawsAmong(
    ctx.db.kysely,
    [...open.values()].map(({ draw }) => ({ pool: draw.pool, drawDate: draw.date })),
  );
  for (const [key, { draw, cutoff }] of open) {
    if (closedEarly.has(key)) continue;
    refusals.set(
      key,
      `${poolByCode(draw.pool).name} ${formatDmy(draw.date)} still takes bets; enter its result after the ` +
        `cut-off (${cutoff}) or close the draw first`,
    );
  }
  return refusals;
}

/** Throws DRAW_NOT_CLOSED while the draw still takes bets (drawsStillTakingBets). */
export async function assertDrawClosed(ctx: AppContext, draw: DrawRef, now: number): Promise<void> {
  const refusal = (await drawsStillTakingBets(ctx, [draw], now)).get(keyOf(draw.pool, draw.date));
  if (refusal) throw new AppError('DRAW_NOT_CLOSED', refusal);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "Da Ma Cai 1+3D has no draw on Fri 20/11/2026; ...": the refusal of a result for no draw. */
export function noDrawMessage(draw: DrawRef): string {
  return (
    `${poolByCode(draw.pool).name} has no draw on ${WEEKDAYS[weekday(draw.date)]} ${formatDmy(draw.date)}; ` +
    'add it as a special draw first'
  );
}

/**
 * The other rule for entering a result (every path: both EnterResult routes, the preview, the file
 * import, the CLI): the pool holds a draw that day (holdsDrawOn: a regular draw weekday or a
 * special draw, closed early or not; a special draw just added is read from the table, like an
 * early close), or the draw already has a result or tickets (a draw day under an earlier schedule). Answers the draws refused, keyed `pool|date`, each with a message
 * naming the pool and the date (issue 36.1: a Friday Da Ma Cai result was settled over nothing
 * while that night's real draw stayed unsettled).
 */
export async function drawsNotHeld(ctx: AppContext, draws: readonly DrawRef[]): Promise<Map<string, string>> {
  const schedules = await poolSchedules(ctx);
  const refusals = new Map<string, string>();
  for (const draw of draws) {
    const schedule = schedules.find((candidate) => candidate.pool === draw.pool);
    if (!schedule || holdsDrawOn(schedule, draw.date) || refusals.has(drawKey(draw))) continue;
    if (await isSpecialDrawDate(ctx.db.kysely, { pool: draw.pool, drawDate: draw.date })) continue;
    if (await drawHasResultOrTickets(ctx.db.kysely, draw.pool, draw.date)) continue;
    refusals.set(drawKey(draw), noDrawMessage(draw));
  }
  return refusals;
}

/** Throws VALIDATION_FAILED, naming the pool and the date, for a draw that does not take place. */
export async function assertDrawHeld(ctx: AppContext, draw: DrawRef): Promise<void> {
  const refusal = (await drawsNotHeld(ctx, [draw])).get(drawKey(draw));
  if (refusal) throw validationFailed(refusal);
}

/** The key drawsStillTakingBets answers under. */
export const drawKey = (draw: DrawRef): string => keyOf(draw.pool, draw.date);
