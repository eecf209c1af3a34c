import type { Kysely } from 'kysely';
import { mayCancel, type PoolSchedule } from '@lotto/domain/draw-calendar';
import { formatPoints } from '@lotto/domain/money';
import { lineStakes, parseSoldKey } from '@lotto/domain/sell-limits';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../common/audit.repository.js';
import { lockDrawForCancel } from '../../common/draw-lock.js';
import { closedDrawsAmong, poolSchedules } from '../../common/schedule.repository.js';
import { isSelfOrDownline, uplineChain, type ChainLink } from '../../common/downline-scope.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { applyLedgerEntry } from '../../common/ledger.repository.js';
import { freePosition } from '../../common/position-snapshot.repository.js';
import { freeUsage, limitKeyId, lockUsage, type LimitKey } from './limit.repository.js';
import { findTicket, linesOf, markVoided, ticketLines } from '../../common/ticket.repository.js';
import { runWithRetry } from '../../db/transactions.js';
import { Limiter } from '../../lib/limiter.js';
import type { TicketRow } from '../../db/tables/order.table.js';
import { countPatternNumbers } from '@lotto/domain/patterns';
import { ORDER_CAPS } from '@lotto/contract/order';
import { activeLinesVisibleTo } from './order.repository.js';
import { standingError } from './place-order.rules.js';

/**
 * A ticket the user may see: its own or its downline's. Anything else answers NOT_FOUND, the
 * same as a ticket that does not exist, so ids cannot be probed.
 */
export async function visibleTicket(
  db: Kysely<Database>,
  user: UserRow,
  ticketId: number,
): Promise<TicketRow> {
  const ticket = Number.isSafeInteger(ticketId) ? await findTicket(db, ticketId) : undefined;
  if (!ticket || !(await isSelfOrDownline(db, user.id, ticket.user_id))) {
    throw new AppError('NOT_FOUND', `No ticket ${ticketId}`);
  }
  return ticket;
}

/** Who acted, in a ledger remark, when it was not the owner itself (" by agent1"). */
export function byOther(by: UserRow, ownerId: number): string {
  return by.id === ownerId ? '' : ` by ${by.username}`;
}

/**
 * The ticket `ticketId` as `by` may void it now, read inside the caller's transaction, with its
 * owner's upline chain: visible to `by` (in that chain, else NOT_FOUND), `by` itself in good
 * standing (no suspended account at or above it, else UPLINE_SUSPENDED: docs/rules.md
 * "Suspension"), still active (else ALREADY_CANCELLED) and its draw still open (else
 * DRAW_CLOSED). The void itself re-checks the status when it flips it (markVoided).
 */
export async function voidableTicket(
  ctx: AppContext,
  trx: Kysely<Database>,
  input: { ticketId: number; by: UserRow; now: number; schedules: readonly PoolSchedule[] },
): Promise<{ ticket: TicketRow; chain: ChainLink[] }> {
  const ticket = Number.isSafeInteger(input.ticketId) ? await findTicket(trx, input.ticketId) : undefined;
  const chain = ticket ? await uplineChain(trx, ticket.user_id) : [];
  if (!ticket || !chain.some((link) => link.id === input.by.id)) {
    throw new AppError('NOT_FOUND', `No ticket ${input.ticketId}`);
  }
  const refused = standingError(chain, input.by, 'cancel');
  if (refused) throw refused;
  if (ticket.status === 'failed') {
    // A sold-out ticket was never placed: nothing was debited, so there is nothing to cancel.
    throw new AppError(
      'ALREADY_CANCELLED',
      'This ticket sold out and was not placed; there is nothing to cancel',
    );
  }
  if (ticket.status !== 'active') throw new AppError('ALREADY_CANCELLED');
  const refuseClosed = async () => {
    const closedEarly = await closedDrawsAmong(trx, [{ pool: ticket.pool, drawDate: ticket.draw_date }]);
    if (
      closedEarly.has(`${ticket.pool}|${ticket.draw_date}`) ||
      !mayCancel(
        [{ pool: ticket.pool, date: ticket.draw_date }],
        input.schedules,
        input.now,
        ctx.env.TZ_DRAWS,
      )
    ) {
      throw new AppError(
        'DRAW_CLOSED',
        'Betting for this draw has closed; the ticket can no longer be cancelled',
      );
    }
  };
  await refuseClosed();
  if (ctx.db.dialect === 'postgres') {
    // Held to the commit, and "open?" read again once held: a result entry of the draw waits for
    // this cancel, and this cancel waits for an entry in flight and then reads its result. Not
    // taken for a draw already closed (refused above): one being corrected holds it for its whole
    // settlement.
    await lockDrawForCancel(trx, ticket.pool, ticket.draw_date);
    await refuseClosed();
  }
  return { ticket, chain };
}

/**
 * Voids a ticket inside the caller's transaction: only while its draw is open, only once (the
 * status flip is conditional, so concurrent cancels refund once), refunding the accepted amount
 * to the ticket's OWNER (whoever cancels: the owner or an upline, named as the ledger's actor)
 * and freeing its sell-limit usage. An upline's cancel is audited; an edit's void is part of the
 * edit's audit record (place-order.service.ts).
 */
export async function voidTicketInTransaction(
  ctx: AppContext,
  trx: Kysely<Database>,
  input: {
    ticketId: number;
    by: UserRow;
    now: number;
    schedules: readonly PoolSchedule[];
    /** 'edit': the void of an Edit, which places the new ticket in the same transaction */
    reason?: 'cancel' | 'edit';
    /**
     * Counters the caller takes after the refund (an Edit's new ticket): locked here with the
     * freed ones, in the one global order, before the wallet.
     */
    lockAlso?: readonly LimitKey[];
    /** the ticket as voidableTicket answered it in this transaction (not read again) */
    checked?: TicketRow;
  },
): Promise<TicketRow> {
  const editing = input.reason === 'edit';
  const ticket = input.checked ?? (await voidableTicket(ctx, trx, input)).ticket;
  if (!(await markVoided(trx, ticket.id, input.by.id, input.now))) throw new AppError('ALREADY_CANCELLED');
  // The counters before the wallet, each in the one global order (sorted by key), as an order
  // takes them: a cancel that refunded first held the wallet while it waited for a counter an
  // order held, and the order waited for the wallet (a deadlock PostgreSQL breaks after 1 s). An
  // Edit's new counters too (lockAlso): taken after the refund, they had the same deadlock, and
  // taken after the old ones but out of the global order, another with an order on both numbers.
  const freed = new Map<string, { key: LimitKey; stake: number }>();
  for (const { line, accepted } of linesOf(await ticketLines(trx, ticket.id))) {
    for (const [soldKey, stake] of lineStakes(line, accepted)) {
      const key = { pool: ticket.pool, drawDate: ticket.draw_date, ...parseSoldKey(soldKey) };
      const entry = freed.get(limitKeyId(key));
      if (entry) entry.stake += stake;
      else freed.set(limitKeyId(key), { key, stake });
    }
  }
  if (input.lockAlso && input.lockAlso.length > 0) {
    // All at once, sorted: the old ticket's counters and the new one's interleave in that order.
    await lockUsage(trx, ctx.db.dialect, [
      ...[...freed.values()].map((entry) => entry.key),
      ...input.lockAlso,
    ]);
  }
  // One statement for the whole ticket, its counters in the global order (issue #36 item 5).
  const stakes = [...freed.keys()].sort().map((id) => {
    const { key, stake } = freed.get(id)!;
    return { betType: key.betType, number: key.number, stake };
  });
  const { missing } = await freeUsage(
    trx,
    ctx.db.dialect,
    { pool: ticket.pool, drawDate: ticket.draw_date },
    stakes,
  );
  if (missing > 0) {
    // By the books impossible: placing the ticket made every counter it uses. Nothing is changed.
    throw new Error(`ticket #${ticket.id}: ${missing} of its sell-limit counters are missing`);
  }
  // What the ticket kept of its levels' eat caps goes back, exactly (issue 39; none when null).
  if (ticket.position_json) await freePosition(trx, ticket);
  if (ticket.accepted_cents > 0) {
    await applyLedgerEntry(trx, {
      userId: ticket.user_id,
      amount: ticket.accepted_cents,
      kind: 'refund',
      remark: `${editing ? 'Edit' : 'Cancel'} ticket #${ticket.id}${editing ? ': refund' : ''}${byOther(input.by, ticket.user_id)}`,
      refType: 'ticket',
      refId: String(ticket.id),
      actor: { id: input.by.id, name: input.by.username },
      now: input.now,
    });
  }
  if (!editing && input.by.id !== ticket.user_id) {
    await recordAudit(trx, {
      actor: { id: input.by.id, name: input.by.username },
      action: 'ticket.cancel',
      targetUserId: ticket.user_id,
      before: {
        ticketId: ticket.id,
        status: ticket.status,
        total: formatPoints(ticket.accepted_cents, { grouping: false }),
      },
      after: { ticketId: ticket.id, status: 'voided' },
      now: input.now,
    });
  }
  return ticket;
}

export interface CancelInput {
  ticketId: number;
  by: UserRow;
  /** the request's time (ms); passed in because this may run on the write thread */
  now: number;
}

/**
 * PostgreSQL: cancels in flight at once, each in its own transaction on a pool connection. Ten
 * parallel cancels took every connection of the pool, and other users' reads waited for them
 * (issue #36 item 5); the others wait their turn here instead, holding no connection, so the pool
 * keeps room for the requests beside them (the order batcher holds at most 2 too). Cancels of the
 * same numbers queue on the counters' row locks anyway. SQLite's writes already run one at a time
 * on the write thread.
 */
const CANCELS_IN_FLIGHT = 2;
const cancelLimiters = new WeakMap<AppContext['db'], Limiter>();

function cancelLimiterOf(ctx: AppContext): Limiter | null {
  if (ctx.db.dialect !== 'postgres') return null;
  let limiter = cancelLimiters.get(ctx.db);
  if (!limiter) {
    limiter = new Limiter(CANCELS_IN_FLIGHT);
    cancelLimiters.set(ctx.db, limiter);
  }
  return limiter;
}

export async function cancelTicket(ctx: AppContext, input: CancelInput): Promise<TicketRow> {
  const schedules = await poolSchedules(ctx);
  const cancel = () => runWithRetry(ctx, (trx) => voidTicketInTransaction(ctx, trx, { ...input, schedules }));
  const limiter = cancelLimiterOf(ctx);
  return limiter ? limiter.run(cancel) : cancel();
}

/**
 * The sell-limit counters a cancel of these tickets frees, counted from their lines without
 * expanding anything (numbers of each pattern x bet types accepted): over ORDER_CAPS.counters, as
 * much as one order may take, the request is refused before any ticket is touched, naming the
 * total and the cap. A single ticket always may be cancelled (its order was capped).
 */
async function assertCancelSize(ctx: AppContext, by: UserRow, ticketIds: readonly number[]): Promise<void> {
  if (ticketIds.length < 2) return;
  const lines = await activeLinesVisibleTo(ctx.db.kysely, by.id, ticketIds);
  let counters = 0;
  const tickets = new Set<number>();
  for (const line of lines) {
    const accepted = JSON.parse(line.accepted_json) as Record<string, number>;
    const types = Object.values(accepted).filter((amount) => amount > 0).length;
    counters += countPatternNumbers(line.number, line.pattern) * types;
    tickets.add(Number(line.ticket_id));
  }
  if (counters > ORDER_CAPS.counters) {
    throw new AppError(
      'TOO_MANY_TO_CANCEL',
      `These ${tickets.size} tickets free ${counters} sell-limit counters, at most ` +
        `${ORDER_CAPS.counters} in one request (as much as one order takes); cancel fewer tickets at a time`,
    );
  }
}

/**
 * Cancels each ticket in its own transaction; answers the ids that were cancelled now. The whole
 * request's work is bounded first (assertCancelSize).
 */
export async function cancelTickets(
  ctx: AppContext,
  input: { ticketIds: number[]; by: UserRow; now: number },
): Promise<number[]> {
  const ticketIds = [...new Set(input.ticketIds)];
  // Inside a suspended tree the whole request is refused (each ticket would be, and a list of
  // none cancelled would not say why).
  const refused = standingError(await uplineChain(ctx.db.kysely, input.by.id), input.by, 'cancel');
  if (refused) throw refused;
  await assertCancelSize(ctx, input.by, ticketIds);
  const cancelled: number[] = [];
  for (const ticketId of ticketIds) {
    try {
      await cancelTicket(ctx, { ticketId, by: input.by, now: input.now });
      cancelled.push(ticketId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return cancelled;
}
