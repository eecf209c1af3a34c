import { addDays, localDateTime } from '@lotto/domain/calendar-dates';
import { checkIdNumber } from '@lotto/domain/id-document';
import { cents, formatPoints, toPoints, type Cents } from '@lotto/domain/money';
import type { Claim, ClaimTicketInput } from '@lotto/contract/counter';
import type { claimTicketBody } from '@lotto/contract/counter';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { TicketRow } from '../../db/tables/order.table.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { AppError, validationFailed } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { formatStamp } from '../../lib/local-time.js';
import { recordAudit } from '../../common/audit.repository.js';
import {
  claimAttempt,
  refundAttempt,
  resetThrottle,
  type ThrottleRule,
} from '../../common/attempt-throttle.repository.js';
import { claimsOfTickets, winsOf, type ClaimWithNames } from '../../common/ticket-counter.repository.js';
import { cashOutLimitOf, claimOfTicket, insertClaim, lockSlip } from './counter.repository.js';
import { counterTicket } from './slip.service.js';
import { claimPhotoDir, cleanClaimPhoto, dropClaimPhoto, storeClaimPhoto } from './claim-photo.js';
import { claimView, maskId } from './claim-view.js';

type ClaimBody = z.output<typeof claimTicketBody>;
export type { ClaimTicketInput };

const MINUTE = 60_000;
/**
 * A wrong PIN is throttled like a wrong password (features/auth): a few free tries, then a wait
 * that doubles up to 15 minutes; per ticket (a million PINs cannot be walked through) and per
 * claiming user (nor many tickets at once). A right PIN clears the ticket's counter.
 */
export const PIN_TICKET_RULE: ThrottleRule = {
  free: 5,
  baseMs: MINUTE,
  capMs: 15 * MINUTE,
  resetAfterMs: 60 * MINUTE,
};
export const PIN_USER_RULE: ThrottleRule = {
  free: 10,
  baseMs: MINUTE,
  capMs: 15 * MINUTE,
  resetAfterMs: 60 * MINUTE,
};
export const pinKeys = {
  ticket: (ticketId: number) => `claim-pin:${ticketId}`,
  user: (userId: number) => `claim-pin-user:${userId}`,
};

function alreadyClaimed(claim: ClaimWithNames | undefined, timeZone: string): AppError {
  const who = claim?.claimer ?? '?';
  const when = claim ? formatStamp(Number(claim.created_at), timeZone) : '?';
  return new AppError('ALREADY_CLAIMED', `This ticket was already claimed by ${who} on ${when}`, {
    claimedBy: who,
    claimedAt: when,
  });
}

async function existingClaim(ctx: AppContext, ticketId: number) {
  return (await claimsOfTickets(ctx.db.kysely, [ticketId])).get(ticketId);
}

/**
 * What makes a ticket claimable (docs/rules.md "Counter claims"): placed and not cancelled, its draw
 * settled, a win above 0 under the current result, and `today` (draw time zone) at most
 * `expiryDays` after its draw date. Answers the win in cents, or throws the refusal. Checked when a
 * ticket is claimed, and again when a pending claim is approved: a correction or the claim's age
 * may have changed the answer meanwhile, and approving is when the cash leaves the drawer.
 */
export async function claimableWin(
  db: Kysely<Database>,
  ticket: Pick<TicketRow, 'id' | 'status' | 'pool' | 'draw_date'>,
  rule: { today: string; expiryDays: number },
): Promise<Cents> {
  const ticketId = Number(ticket.id);
  if (ticket.status === 'voided') throw new AppError('TICKET_CANCELLED');
  if (ticket.status !== 'active') throw new AppError('NOT_FOUND', `Ticket ${ticketId} was not placed`);
  const win = (await winsOf(db, [ticket])).get(ticketId);
  if (win === undefined) throw new AppError('DRAW_NOT_SETTLED');
  if (win <= 0) throw new AppError('NOT_A_WINNING_TICKET');
  const lastDay = addDays(ticket.draw_date, rule.expiryDays);
  if (rule.today > lastDay) {
    throw new AppError(
      'CLAIM_EXPIRED',
      `Claims of this ticket closed on ${lastDay} (${rule.expiryDays} days after its draw)`,
    );
  }
  return win;
}

/**
 * Pays a winning ticket at the counter (issue 44, docs/product.md "At the counter"), once. The
 * cheap refusals come first (not visible, already claimed, then claimableWin's: cancelled, not
 * settled, no win, expired; a bad ID number or amount); then, with the ticket's slip row locked so
 * that claims of one ticket take turns, the PIN attempt is counted and the PIN checked; then the
 * photo is cleaned; then the claim is inserted, and the ticket's unique claim row decides between
 * claims that got that far at the same time: one is stored, the others answer ALREADY_CLAIMED
 * naming who and when.
 */
export async function claimTicket(ctx: AppContext, user: UserRow, body: ClaimBody): Promise<Claim> {
  const zone = ctx.env.TZ_DRAWS;
  const now = ctx.clock();
  const today = localDateTime(now, zone).date;
  const ticket = await counterTicket(ctx, user, body.ticketId);
  const ticketId = Number(ticket.id);
  const before = await existingClaim(ctx, ticketId);
  if (before) throw alreadyClaimed(before, zone);
  const win = await claimableWin(ctx.db.kysely, ticket, { today, expiryDays: ctx.env.CLAIM_EXPIRY_DAYS });
  const id = checkIdNumber(body.idKind, body.idNumber, today);
  if (!id.ok) throw validationFailed(`idNumber: ${id.reason}`);
  const amount = cents(body.amount ?? win);
  if (amount > win) {
    throw validationFailed(`amount: at most the ticket's win, ${formatPoints(win)}`);
  }

  // The PIN: counted before it is checked, in the same turn as the check.
  const verdict = await ctx.db.kysely.transaction().execute(async (trx) => {
    const slip = await lockSlip(trx, ctx.db.dialect, ticketId);
    if (!slip) return 'no-slip' as const;
    if (await claimOfTicket(trx, ticketId)) return 'claimed' as const;
    const keys: [string, ThrottleRule][] = [
      [pinKeys.ticket(ticketId), PIN_TICKET_RULE],
      [pinKeys.user(user.id), PIN_USER_RULE],
    ];
    for (const [key, rule] of keys) {
      if (!(await claimAttempt(trx, key, rule, now))) return 'throttled' as const;
    }
    if (!(await verifyPassword(slip.pin_hash, body.pin))) return 'wrong' as const;
    // Right: the ticket's counter starts again, and the claimer's gets its attempt back (claims of
    // one ticket at the same instant each get this far in turn; they must not add up).
    await resetThrottle(trx, pinKeys.ticket(ticketId));
    await refundAttempt(trx, pinKeys.user(user.id), PIN_USER_RULE);
    return 'right' as const;
  });
  if (verdict === 'no-slip') throw new AppError('SLIP_NOT_PRINTED');
  if (verdict === 'claimed') throw alreadyClaimed(await existingClaim(ctx, ticketId), zone);
  if (verdict === 'throttled') throw new AppError('TOO_MANY_ATTEMPTS');
  if (verdict === 'wrong') throw new AppError('WRONG_CLAIM_PIN');

  const photo = body.photo ? await cleanClaimPhoto(body.photo) : null;
  const dir = claimPhotoDir(ctx.env);
  const photoFile = photo ? await storeClaimPhoto(dir, photo) : null;
  const limit = await cashOutLimitOf(ctx.db.kysely, user.id);
  const status = limit !== null && amount > limit ? 'pending' : 'paid';
  let claimId: number | undefined;
  try {
    claimId = await ctx.db.kysely.transaction().execute(async (trx) => {
      const inserted = await insertClaim(trx, {
        ticket_id: ticketId,
        claimed_by: user.id,
        customer_name: body.customerName,
        id_kind: body.idKind,
        id_number: id.value,
        amount_cents: amount,
        win_cents: win,
        remark: body.remark,
        photo_file: photoFile,
        status,
        decided_by: null,
        decided_at: null,
        created_at: now,
      });
      if (inserted === undefined) return undefined;
      await recordAudit(trx, {
        actor: { id: user.id, name: user.username },
        action: 'ticket.claim',
        targetUserId: Number(ticket.user_id),
        // The ID number is personal data: the audit log keeps its last four characters only.
        after: {
          ticketId,
          claimId: inserted,
          amount: toPoints(amount),
          win: toPoints(win),
          status,
          idKind: body.idKind,
          idNumber: maskId(id.value),
          photo: photoFile !== null,
        },
        now,
      });
      return inserted;
    });
  } finally {
    if (claimId === undefined && photoFile !== null) await dropClaimPhoto(dir, photoFile);
  }
  const stored = await existingClaim(ctx, ticketId);
  if (claimId === undefined || !stored || Number(stored.id) !== claimId) throw alreadyClaimed(stored, zone);
  return claimView(
    {
      ...stored,
      pool: ticket.pool,
      draw_date: ticket.draw_date,
      owner: await ownerName(ctx, ticket.user_id),
    },
    win,
    zone,
  );
}

async function ownerName(ctx: AppContext, userId: number): Promise<string> {
  const row = await ctx.db.kysely
    .selectFrom('users')
    .select('username')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.username ?? '';
}
