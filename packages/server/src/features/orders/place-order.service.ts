import { createHash } from 'node:crypto';
import type { PoolSchedule } from '@lotto/domain/draw-calendar';
import { cents, formatPoints } from '@lotto/domain/money';
import type { Kysely } from 'kysely';
import type { AppContext, SellStops } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { AppError, validationFailed } from '../../lib/app-error.js';
import { recordAudit } from '../../common/audit.repository.js';
import { closedDrawsAmong, poolSchedules } from '../../common/schedule.repository.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { applyLedgerEntry } from '../../common/ledger.repository.js';
import { byOther } from './cancel.service.js';
import {
  assertMayPlaceFor,
  customerOf,
  namesCustomer,
  orderAuditAfter,
  ownerOfOrder,
} from './order-owner.js';
import { voidForEdit } from './edit-order.js';
import type { TicketRow } from '../../db/tables/order.table.js';
import { addUsageBatch, limitsFor, lockUsage, type LimitKey } from './limit.repository.js';
import { ticketReceipt, type TicketForText } from '../../common/ticket-text.js';
import { insertOrder } from './order.repository.js';
import { findReplay } from './order-replay.js';
import { insertTicketWithLines, type StoredLine } from '../../common/ticket.repository.js';
import { ownerPathFrom, positionJson, sharePositions } from '../../common/position-snapshot.repository.js';
import { isUniqueViolation, runWithRetry } from '../../db/transactions.js';
import type { BetStatus, Receipt } from '@lotto/contract/order';
import { orderBatcherOf, PLACE_ALONE } from './place-order.batch.js';
import { lockDrawsForBet } from '../../common/draw-lock.js';
import {
  allocateOrder,
  drawClosedError,
  draftPastCutOff,
  HOUR_MS,
  insufficientCreditError,
  keysOfDraft,
  MAX_SOLD_OUT_PER_HOUR,
  soldOutAllowanceError,
  stopIdOf,
  ticketNumbers,
  upperBoundOf,
  type TicketDraft,
} from './place-order.rules.js';

/** The receipt and its status are the wire's (packages/contract). */
export type { BetStatus, Receipt };

export interface PlaceOrderInput {
  /**
   * who sends the request: the placer (ledger actor, Idempotency-Key scope), and the owner of the
   * new tickets unless it edits or reorders a downline's ticket (docs/rules.md "Ownership")
   */
  user: UserRow;
  source: 'normal' | 'advanced';
  /** a chat order (issue 42) is recorded as such; absent: the app's */
  channel?: 'app' | 'chat';
  drafts: TicketDraft[];
  remark: string;
  phone: string;
  idempotencyKey: string | null;
  /** the raw request body, hashed to recognise a replay */
  body: string;
  /** Edit: the ticket this order replaces (voided in the same transaction); its owner keeps it */
  replacesTicketId: number | null;
  /** Reorder: the ticket this order was copied from; the new tickets are its owner's */
  reorderTicketId?: number | null;
  /**
   * For a customer: the downline user this order is placed for (MakeOrder's `ForUsername`, a
   * chat order its agent confirms): the customer owns the tickets and pays, the caller places
   * them (order-owner.ts). Not with an Edit or a Reorder, whose owner is the ticket's.
   */
  forUsername?: string | null;
  /** the request's time (ms): cut-offs, stamps; passed in because this may run on the write thread */
  now: number;
}

async function assertSoldOutAllowance(trx: Kysely<Database>, userId: number, now: number): Promise<void> {
  const recent = await trx
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('bet_status', '=', 'SOLD_OUT')
    .where('created_at', '>', now - HOUR_MS)
    .limit(MAX_SOLD_OUT_PER_HOUR)
    .execute();
  if (recent.length >= MAX_SOLD_OUT_PER_HOUR) throw soldOutAllowanceError();
}

/**
 * Whether any number of these draw dates is stopped, remembered per transaction: on SQLite a group
 * commit's batch runs its orders in one transaction (db/group-commit.ts), and no unit of a batch
 * writes number_stops (the exposure feature writes them in a transaction of its own, which the
 * connection runs between batches), so the answer cannot change within one. The write thread's
 * profile (issue 45) had the per-order stops query at about 5% of its time; most draws have no stop.
 */
const anyStopByTransaction = new WeakMap<Kysely<Database>, Map<string, boolean>>();

async function stoppedNumbers(
  sellStops: SellStops,
  trx: Kysely<Database>,
  ownerId: number,
  drafts: readonly TicketDraft[],
): Promise<Set<string> | null> {
  // Only a transaction ends; outside one (never today) the answer is not remembered.
  if (!trx.isTransaction) return sellStops.stoppedFor(trx, ownerId, drafts);
  const key = [...new Set(drafts.map((draft) => draft.drawDate))].sort().join(',');
  let known = anyStopByTransaction.get(trx);
  if (!known) {
    known = new Map();
    anyStopByTransaction.set(trx, known);
  }
  let any = known.get(key);
  if (any === undefined) {
    any = await sellStops.anyOn(trx, drafts);
    known.set(key, any);
  }
  return any ? sellStops.stoppedFor(trx, ownerId, drafts) : null;
}

/** Test seam: called after each step inside the transaction, so a test can fail any of them. */
export type StepHook = (step: PlaceOrderStep) => void;
export type PlaceOrderStep = 'replaced' | 'limits' | 'order' | 'debit' | 'tickets' | 'usage';

export function requestHash(body: string): string {
  return createHash('sha256').update(body).digest('hex');
}

/**
 * Places an order: every ticket, line, sell-limit usage, the wallet debit, the ledger entry and
 * the idempotency record in ONE transaction. The tickets belong to their owner: the caller, the
 * downline customer it places them for (`forUsername`), or, for an Edit or a Reorder of a
 * downline's ticket, that ticket's owner, whose wallet pays (an Edit first refunds the old ticket
 * to it) while the caller is named as the ledger's actor, as the tickets' placed_by and in the
 * audit log (order-owner.ts). Any failure (closed draw, insufficient credit, a
 * database error) rolls everything back. A retry with the same Idempotency-Key answers the first
 * receipt and places nothing.
 */
export async function placeOrder(
  ctx: AppContext,
  input: PlaceOrderInput,
  onStep?: StepHook,
): Promise<Receipt> {
  return receiptOfPlaced(await placeOrderUnrendered(ctx, input, onStep), ctx.env.TZ_DRAWS);
}

/** One ticket's receipt text before it is rendered (ticketReceipt's arguments). */
export interface UnrenderedTicket {
  ticket: TicketForText;
  lines: StoredLine[];
}

/**
 * An order as placing answers it. The one-order path leaves its receipt texts to be rendered by
 * receiptOfPlaced, which the request thread runs: on SQLite the order is placed on the write
 * thread, which every order waits for, and the texts were 4% of that thread's time (issue 45,
 * second pass). A replay and a PostgreSQL batch (already on the request thread) answer the
 * receipt itself.
 */
export type PlacedOrder =
  Receipt | { betStatus: BetStatus; ticketXId: string[]; unrendered: UnrenderedTicket[] };

export function receiptOfPlaced(placed: PlacedOrder, timeZone: string): Receipt {
  if (!('unrendered' in placed)) return placed;
  return {
    receiptString: placed.unrendered.map(({ ticket, lines }) => ticketReceipt(ticket, lines, timeZone)),
    ticketXId: placed.ticketXId,
    betStatus: placed.betStatus,
  };
}

/** placeOrder without the receipt texts rendered (the write command's run: order.writes.ts). */
export async function placeOrderUnrendered(
  ctx: AppContext,
  input: PlaceOrderInput,
  onStep?: StepHook,
): Promise<PlacedOrder> {
  const hash = requestHash(input.body);
  if (namesCustomer(input.forUsername)) {
    assertMayPlaceFor(input.user);
    if (!isPlainOrder(input)) {
      throw validationFailed("ForUsername: an Edit or a Reorder is placed for the ticket's owner");
    }
  }
  const schedules = await poolSchedules(ctx);
  try {
    // Checked before the order is read: who may be named (the caller's downline), not whether
    // the customer may bet now (read with the order, as for an edit's owner).
    const customer = await customerOf(ctx.db.kysely, input.user, input.forUsername);
    // PostgreSQL: a plain order, the caller's own or a customer's, joins the batch of orders
    // arriving with it (place-order.batch.ts); an Edit, a Reorder or a test that fails a step
    // takes the one-order path.
    // A chat order, rare, takes the one-order path too: the batch writes only the app's orders.
    const batcher = onStep || !isPlainOrder(input) || input.channel === 'chat' ? null : orderBatcherOf(ctx);
    const batched = batcher
      ? await batcher.place({ ...input, owner: customer }, hash, schedules)
      : PLACE_ALONE;
    if (batched !== PLACE_ALONE) return batched;
    return await runWithRetry(ctx, (trx) =>
      placeInTransaction(ctx, trx, input, customer?.id ?? null, schedules, hash, onStep ?? (() => {})),
    );
  } catch (error) {
    // A retry of a placed order is recognised here, after the fact, so that a first try costs no
    // extra look-up (issue 19): it reaches the unique index on (user, key) and fails, or fails
    // earlier because its first run changed things (the draw closed since, the credit spent, the
    // edited ticket voided). Either way, answer what the first run placed; a request with a
    // reused key and another body gets IDEMPOTENCY_KEY_REUSED. Two requests with one key racing
    // end the same way: the loser waits on the unique index, then answers the winner's receipt.
    if (input.idempotencyKey && (isUniqueViolation(error) || error instanceof AppError)) {
      const replay = await findReplay(ctx, ctx.db.kysely, input.user.id, input.idempotencyKey, hash);
      if (replay) return replay;
    }
    throw error;
  }
}

/** A new order, the caller's own or a customer's: not an Edit or a Reorder. */
function isPlainOrder(input: PlaceOrderInput): boolean {
  return input.replacesTicketId === null && input.reorderTicketId == null;
}

/**
 * DRAW_CLOSED for the first draft past its cut-off or on a draw closed early or drawn. Closing a
 * draw early takes effect at once: read inside the transaction, not from the cache.
 */
async function refuseClosedDraws(
  ctx: AppContext,
  trx: Kysely<Database>,
  drafts: readonly TicketDraft[],
  schedules: readonly PoolSchedule[],
  now: number,
): Promise<void> {
  const pastCutOff = draftPastCutOff(drafts, schedules, now, ctx.env.TZ_DRAWS);
  if (pastCutOff) throw drawClosedError(pastCutOff);
  const closed = await closedDrawsAmong(trx, drafts);
  const closedDraft = drafts.find((draft) => closed.has(`${draft.pool}|${draft.drawDate}`));
  if (closedDraft) throw drawClosedError(closedDraft);
}

async function placeInTransaction(
  ctx: AppContext,
  trx: Kysely<Database>,
  input: PlaceOrderInput,
  customerId: number | null,
  schedules: readonly PoolSchedule[],
  hash: string,
  onStep: StepHook,
): Promise<PlacedOrder> {
  const now = input.now;
  if (ctx.db.dialect === 'postgres') {
    // The draws bet on, shared, before any row lock (common/draw-lock.ts); read again below, once
    // held. Refused first without the lock: a draw being corrected holds it for its whole
    // settlement (an Edit's old ticket's draw is taken by its void, before its rows).
    await refuseClosedDraws(ctx, trx, input.drafts, schedules, now);
    await lockDrawsForBet(trx, input.drafts);
  }

  let replaced: TicketRow | null = null;
  /** an Edit's new counters, locked with the old ticket's before its refund (edit-order.ts) */
  let editKeys: LimitKey[] | null = null;
  if (input.replacesTicketId !== null) {
    ({ replaced, keys: editKeys } = await voidForEdit(ctx, trx, {
      ticketId: input.replacesTicketId,
      by: input.user,
      drafts: input.drafts,
      schedules,
      now,
    }));
    onStep('replaced');
  }
  const { owner, balance, chain } = await ownerOfOrder(trx, input, replaced, customerId);

  await refuseClosedDraws(ctx, trx, input.drafts, schedules, now);

  // Credit against the upper bound of the cost (every line in full; sell limits only cut it)
  // before anything is expanded: an order the owner cannot pay is refused at once. For an Edit the
  // old ticket was refunded above, so the owner's balance already includes it (and voidForEdit
  // checked it before the expansion, counting the refund to come).
  const upperBound = upperBoundOf(input.drafts);
  if (upperBound > balance) throw insufficientCreditError(upperBound, balance);

  // Sell limits: lock every counter this order touches, then cut each ticket to what is left.
  const allKeys = editKeys ?? input.drafts.flatMap(keysOfDraft);
  const usage = await lockUsage(trx, ctx.db.dialect, allKeys);
  const limits = await limitsFor(trx, allKeys);
  // Numbers an upline stopped for this owner (issue 40) sell nothing more: a limit of 0.
  const stops = ctx.sellStops ? await stoppedNumbers(ctx.sellStops, trx, owner.id, input.drafts) : null;
  const { placed, used, total, betStatus } = allocateOrder(input.drafts, (id) =>
    stops !== null && stops.size > 0 && stops.has(stopIdOf(id))
      ? 0
      : (limits.get(id) ?? 0) - (usage.get(id) ?? 0),
  );
  onStep('limits');

  if (betStatus === 'SOLD_OUT') await assertSoldOutAllowance(trx, input.user.id, now);

  const order = await insertOrder(trx, {
    user_id: input.user.id,
    idempotency_key: input.idempotencyKey,
    request_hash: hash,
    source: input.source,
    channel: input.channel ?? 'app',
    bet_status: betStatus,
    created_at: now,
  });
  onStep('order');

  // Position taking (issue 39): after the sell-limit cut, each accepted line is shared up the
  // owner's path; null while nobody on it takes (its chain, read above, says so), and nothing
  // else changes.
  const path = total > 0 ? await ownerPathFrom(trx, chain) : null;
  const sold = placed.filter((p) => p.acceptedCents > 0);
  const positions = path
    ? await sharePositions(
        trx,
        path,
        sold.map((p) => ({
          pool: p.draft.pool,
          drawDate: p.draft.drawDate,
          lines: p.draft.lines,
          accepted: p.accepted,
        })),
      )
    : null;

  const receipt = { ticketXId: [] as string[], betStatus, unrendered: [] as UnrenderedTicket[] };
  const paidTickets: number[] = [];
  for (const p of placed) {
    const position = positions?.[sold.indexOf(p)];
    const ticket = await insertTicketWithLines(
      trx,
      {
        order_id: order.id,
        user_id: owner.id,
        placed_by: input.user.id,
        pool: p.draft.pool,
        draw_date: p.draft.drawDate,
        status: p.acceptedCents === 0 ? 'failed' : 'active',
        requested_cents: p.requestedCents,
        accepted_cents: p.acceptedCents,
        remark: input.remark,
        phone: input.phone,
        cart_json: p.draft.cartJson,
        created_at: now,
        voided_at: null,
        voided_by: null,
        position_json: position ? positionJson(position) : null,
      },
      p.draft.lines.map((line, j) => ({
        line_no: j + 1,
        number: line.number,
        pattern: line.pattern,
        requested_json: JSON.stringify(line.amounts),
        accepted_json: JSON.stringify(p.accepted[j]),
      })),
    );
    receipt.unrendered.push({
      ticket: {
        id: ticket.id,
        pool: p.draft.pool,
        draw_date: p.draft.drawDate,
        created_at: now,
        remark: input.remark,
        phone: input.phone,
      },
      lines: p.draft.lines.map((line, j) => ({ line, accepted: p.accepted[j]! })),
    });
    receipt.ticketXId.push(String(ticket.id));
    if (p.acceptedCents > 0) paidTickets.push(Number(ticket.id));
  }
  if (replaced || owner.id !== input.user.id) {
    const points = (amount: number) => formatPoints(cents(amount), { grouping: false });
    await recordAudit(trx, {
      actor: { id: input.user.id, name: input.user.username },
      action: replaced
        ? 'ticket.edit'
        : input.reorderTicketId != null
          ? 'ticket.reorder'
          : 'ticket.place_for',
      targetUserId: owner.id,
      before: replaced
        ? { ticketId: replaced.id, total: points(replaced.accepted_cents) }
        : input.reorderTicketId != null
          ? { fromTicketId: input.reorderTicketId }
          : undefined,
      after: orderAuditAfter(receipt, total, betStatus),
      now,
    });
  }
  onStep('tickets');

  if (total > 0) {
    await applyLedgerEntry(trx, {
      userId: owner.id,
      amount: cents(-total),
      kind: 'bet',
      // The ticket numbers the user sees (history, receipts), not the internal order number.
      remark: `Bet ${ticketNumbers(paidTickets)}${replaced ? ` (edit of ticket #${replaced.id})` : ''}${byOther(input.user, owner.id)}`,
      refType: 'order',
      refId: String(order.id),
      actor: { id: input.user.id, name: input.user.username },
      now,
    });
  }
  onStep('debit');

  await addUsageBatch(trx, used);
  onStep('usage');
  return receipt;
}
