import { mayCancel } from '@lotto/domain/draw-calendar';
import type { AppContext } from '../context.js';
import type { TicketRow } from '../db/tables/order.table.js';
import { closedDrawsAmong, poolSchedules } from './schedule.repository.js';

/**
 * Which of these tickets a Cancel (or Void, or Edit) could still act on now: active, and their draw
 * neither past its cut-off nor closed by the operator. The screens hide Cancel for the rest; the
 * cancel itself checks again (cancel.service.ts), so this is a hint, never the rule.
 */
export async function cancellableTicketIds(
  ctx: AppContext,
  tickets: readonly Pick<TicketRow, 'id' | 'pool' | 'draw_date' | 'status'>[],
): Promise<Set<number>> {
  const active = tickets.filter((ticket) => ticket.status === 'active');
  if (active.length === 0) return new Set();
  const [schedules, closed] = await Promise.all([
    poolSchedules(ctx),
    closedDrawsAmong(
      ctx.db.kysely,
      active.map((ticket) => ({ pool: ticket.pool, drawDate: ticket.draw_date })),
    ),
  ]);
  const now = ctx.clock();
  return new Set(
    active
      .filter(
        (ticket) =>
          !closed.has(`${ticket.pool}|${ticket.draw_date}`) &&
          mayCancel([{ pool: ticket.pool, date: ticket.draw_date }], schedules, now, ctx.env.TZ_DRAWS),
      )
      .map((ticket) => Number(ticket.id)),
  );
}
