import type { Kysely } from 'kysely';
import { addDays, localDateTime, startOfLocalDay } from '@lotto/domain/calendar-dates';
import { addCents, cents, type Cents, formatPoints, readCents, toPoints } from '@lotto/domain/money';
import type { ClaimsAnswer } from '@lotto/contract/counter';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { TicketClaimRow } from '../../db/tables/claim.table.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../common/audit.repository.js';
import { actorOf, findDownlineUser, isSelfOrDownline, type Operator } from '../../common/downline-scope.js';
import { forgetUser } from '../../common/session-cache.js';
import { winsOf } from '../../common/ticket-counter.repository.js';
import { findTicket } from '../../common/ticket.repository.js';
import {
  approveClaim,
  dropPendingClaim,
  findClaim,
  listClaims,
  setCashOutLimit,
} from './counter.repository.js';
import { claimableWin } from './claim.service.js';
import { claimView } from './claim-view.js';

/** The most claims one Claims report lists (newest first); the totals count those listed. */
export const MAX_CLAIMS = 500;

/**
 * The Claims report (issue 44): claims made on the days from..to ('YYYY-MM-DD', swapped when
 * reversed) in the draw time zone, of tickets owned by the caller or its downline only.
 */
export async function claimsReport(
  ctx: AppContext,
  user: Pick<UserRow, 'id'>,
  range: { from: string; to: string },
): Promise<ClaimsAnswer> {
  const zone = ctx.env.TZ_DRAWS;
  const [from, to] = range.from <= range.to ? [range.from, range.to] : [range.to, range.from];
  const rows = await listClaims(ctx.db.kysely, {
    rootId: user.id,
    fromMs: startOfLocalDay(from, zone),
    toMs: startOfLocalDay(addDays(to, 1), zone),
    limit: MAX_CLAIMS,
  });
  const wins = await winsOf(
    ctx.db.kysely,
    rows.map((row) => ({ id: Number(row.ticket_id), pool: row.pool, draw_date: row.draw_date })),
  );
  const deciders = await claimersBelow(
    ctx,
    user.id,
    rows.filter((row) => row.status !== 'paid').map((row) => Number(row.claimed_by)),
  );
  const items = rows.map((row) => ({
    ...claimView(row, wins.get(Number(row.ticket_id)), zone),
    canDecide: row.status !== 'paid' && deciders.has(Number(row.claimed_by)),
  }));
  let paid = cents(0);
  let pending = cents(0);
  for (const row of rows) {
    if (row.status === 'paid') paid = addCents(paid, readCents(row.amount_cents));
    else pending = addCents(pending, readCents(row.amount_cents));
  }
  return {
    totalPaid: toPoints(paid),
    totalPending: toPoints(pending),
    count: items.length,
    flagged: items.filter((item) => item.flagged).length,
    items,
  };
}

/**
 * Of the agents who made pending claims, those whose claims the viewer may decide: strictly below
 * it (decideClaim's rule). A claim of the viewer's own upline on a downline's ticket is listed but
 * not the viewer's to decide.
 */
async function claimersBelow(ctx: AppContext, viewerId: number, claimers: number[]): Promise<Set<number>> {
  const below = new Set<number>();
  for (const claimer of new Set(claimers)) {
    if (claimer !== viewerId && (await isSelfOrDownline(ctx.db.kysely, viewerId, claimer)))
      below.add(claimer);
  }
  return below;
}

/**
 * An upline of the agent who claimed decides a claim waiting above that agent's cash-out limit:
 * approved, it is paid; refused, it is dropped (the ticket may be claimed again). The claimer
 * itself cannot decide its own claim. Audited as `ticket.claim_approve` / `ticket.claim_refuse`.
 * Approving is when the cash leaves the drawer, so the ticket must still be claimable for the
 * claim's amount then (approvable); when it is not, the approval is refused and the claim still
 * waits, for the upline to refuse it (or to approve it should a later correction restore the win).
 */
export async function decideClaim(
  ctx: AppContext,
  user: Operator,
  input: { claimId: number; approve: boolean },
): Promise<void> {
  const now = ctx.clock();
  const today = localDateTime(now, ctx.env.TZ_DRAWS).date;
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const claim = await findClaim(trx, input.claimId);
    const upline =
      claim !== undefined &&
      Number(claim.claimed_by) !== user.id &&
      (await isSelfOrDownline(trx, user.id, Number(claim.claimed_by)));
    if (!claim || !upline) throw new AppError('NOT_FOUND', `No claim ${input.claimId} waits for you`);
    if (claim.status !== 'pending') throw alreadyDecided();
    if (input.approve) await approvable(trx, claim, { today, expiryDays: ctx.env.CLAIM_EXPIRY_DAYS });
    const done = input.approve
      ? await approveClaim(trx, { claimId: input.claimId, by: user.id, now })
      : await dropPendingClaim(trx, input.claimId);
    if (!done) throw alreadyDecided();
    await recordAudit(trx, {
      actor: actorOf(user),
      action: input.approve ? 'ticket.claim_approve' : 'ticket.claim_refuse',
      targetUserId: Number(claim.claimed_by),
      after: {
        claimId: input.claimId,
        ticketId: Number(claim.ticket_id),
        amount: toPoints(readCents(claim.amount_cents)),
      },
      now,
    });
  });
}

const alreadyDecided = () => new AppError('CONCURRENT_UPDATE', 'This claim was already decided');

/**
 * Throws unless the claim's ticket may still be paid what the claim says, under the rules a new
 * claim of it would meet now (claimableWin: active, settled, winning, not expired), read in the
 * approving transaction. A correction that lowered the win below the amount refuses too: the
 * drawer would pay more than the ticket won (refuse the claim, then claim the ticket again).
 */
async function approvable(
  trx: Kysely<Database>,
  claim: TicketClaimRow,
  rule: { today: string; expiryDays: number },
): Promise<void> {
  const ticketId = Number(claim.ticket_id);
  const ticket = await findTicket(trx, ticketId);
  if (!ticket) throw new AppError('NOT_FOUND', `No ticket ${ticketId}`);
  const win = await claimableWin(trx, ticket, rule);
  const amount = readCents(claim.amount_cents);
  if (win < amount) {
    throw new AppError(
      'NOT_A_WINNING_TICKET',
      `Ticket ${ticketId} now wins ${formatPoints(win)}, less than the ${formatPoints(amount)} ` +
        'this claim pays; refuse the claim, then claim the ticket again',
    );
  }
}

/**
 * An upline sets the most a downline agent pays for one claim without approval, or removes the
 * limit (undefined); only strictly below itself (findDownlineUser). Audited as `user.cash_out_limit`.
 */
export async function setCashOutLimitOf(
  ctx: AppContext,
  operator: Operator,
  input: { username: string; cashOutLimit?: Cents | undefined },
): Promise<void> {
  const now = ctx.clock();
  const limit = input.cashOutLimit ?? null;
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const user = await findDownlineUser(trx, operator, input.username);
    await setCashOutLimit(trx, user.id, limit);
    forgetUser(user.id);
    await recordAudit(trx, {
      actor: actorOf(operator),
      action: 'user.cash_out_limit',
      targetUserId: user.id,
      before: {
        cash_out_limit_cents: user.cash_out_limit_cents === null ? null : Number(user.cash_out_limit_cents),
      },
      after: { cash_out_limit_cents: limit },
      now,
    });
  });
}
