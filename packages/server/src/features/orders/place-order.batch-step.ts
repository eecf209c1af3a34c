import type { SellStops } from '../../context.js';
import type { PoolSchedule } from '@lotto/domain/draw-calendar';
import type { Kysely } from 'kysely';
import type { Receipt } from '@lotto/contract/order';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { closedDrawsAmong } from '../../common/schedule.repository.js';
import { ticketReceipt } from '../../common/ticket-text.js';
import { limitsFor, type LimitKey, limitKeyId } from './limit.repository.js';
import { uplineChain } from '../../common/downline-scope.js';
import { parseSoldKey } from '@lotto/domain/sell-limits';
import {
  ownerPathsOf,
  positionJson,
  readPositionUsage,
  shareTickets,
  type OwnerPath,
  type PositionUsageRows,
} from '../../common/position-snapshot.repository.js';
import { lockDrawsForBet } from '../../common/draw-lock.js';
import { orderAuditAfter, placedForAuditRow, suspendedOwnerError } from './order-owner.js';
import {
  lockedBalancesByUser,
  standingsByUser,
  lockCounters,
  reserveIds,
  soldOutTimesSince,
  writeBatch,
  writePositions,
  type BatchPositions,
  type BatchRows,
} from './order-batch.repository.js';
import {
  allocateOrder,
  drawClosedError,
  draftPastCutOff,
  HOUR_MS,
  insufficientCreditError,
  keysOfDraft,
  MAX_SOLD_OUT_PER_HOUR,
  soldOutAllowanceError,
  standingError,
  weeklyLockError,
  ticketNumbers,
  upperBoundOf,
  type Allocated,
  type TicketDraft,
} from './place-order.rules.js';

/**
 * One batch of PostgreSQL orders inside its transaction (the batcher is place-order.batch.ts):
 * each order decided in arrival order as the one-order path decides it, then the placed ones
 * written by the batch-wide statements of order-batch.repository.ts.
 */

export interface BatchOrder {
  /** the placer: the orders row, the Idempotency-Key, the ledger's actor, the tickets' placed_by */
  user: { id: number; username: string };
  /**
   * the downline customer it is placed for (order-owner.ts customerOf): it owns the tickets and
   * pays; null or absent, the placer's own order
   */
  owner?: { id: number; username: string } | null;
  source: 'normal' | 'advanced';
  drafts: TicketDraft[];
  remark: string;
  phone: string;
  idempotencyKey: string | null;
  now: number;
}

/** One order of a batch: what was asked, its request's hash and the draw calendar it saw. */
export interface BatchEntry {
  order: BatchOrder;
  hash: string;
  schedules: readonly PoolSchedule[];
}

/** Whose wallet pays the order and whose tickets it makes. */
const ownerOf = (order: BatchOrder) => order.owner ?? order.user;

/** The batch's answer while a number of its draws is stopped: every order is placed alone. */
export const NUMBERS_STOPPED = Symbol('numbers stopped');

/** Each order's answer: its receipt, or the error it is refused with. */
export type Outcome = Receipt | AppError;

interface Decided {
  job: BatchEntry;
  allocated: Allocated;
}

/**
 * Decides every order of the batch and writes the accepted ones; answers each order's receipt or
 * error, in the jobs' order. Throws (rolling the batch back) only on a database error.
 */
export async function placeBatch(
  trx: Kysely<Database>,
  jobs: readonly BatchEntry[],
  timeZone: string,
  sellStops?: SellStops,
): Promise<Outcome[] | typeof NUMBERS_STOPPED> {
  // A stopped number (issue 40) is decided per owner by the one-order path: while any number of
  // the batch's draws is stopped, every order goes alone (one probe of an empty table otherwise).
  if (
    sellStops &&
    (await sellStops.anyOn(
      trx,
      jobs.flatMap(({ order }) => order.drafts),
    ))
  )
    return NUMBERS_STOPPED;
  const outcomes: (Outcome | undefined)[] = jobs.map(({ order, schedules }) => {
    const pastCutOff = draftPastCutOff(order.drafts, schedules, order.now, timeZone);
    return pastCutOff ? drawClosedError(pastCutOff) : undefined;
  });
  const open = () => jobs.flatMap((job, i) => (outcomes[i] === undefined ? [{ job, i }] : []));

  // Closing a draw early takes effect at once: read inside this transaction, not from the cache.
  const refuseClosed = async () => {
    const closed = await closedDrawsAmong(
      trx,
      open().flatMap(({ job }) => job.order.drafts),
    );
    for (const { job, i } of open()) {
      const closedDraft = job.order.drafts.find((d) => closed.has(`${d.pool}|${d.drawDate}`));
      if (closedDraft) outcomes[i] = drawClosedError(closedDraft);
    }
  };
  await refuseClosed();
  // The draws of the orders still open, shared, before any row lock, then read again
  // (common/draw-lock.ts): an entry of a draw's result in flight is waited for and then seen.
  // Refused first without the lock: a draw being corrected (its whole settlement in one
  // transaction) holds it, and an order on it must not hold up the batch's others.
  if (open().length > 0) {
    await lockDrawsForBet(
      trx,
      open().flatMap(({ job }) => job.order.drafts),
    );
    await refuseClosed();
  }

  // Nothing for a caller inside a suspended tree nor for an owner that may not bet (docs/rules.md
  // "Suspension", as order-owner.ts ownerOfOrder decides it alone), and credit against the upper
  // bound before any counter is touched, as one order alone checks them: an order refused here
  // locks and creates nothing. The credit is checked again, exactly, below.
  const seen = await standingsByUser(
    trx,
    open().flatMap(({ job }) => [job.order.user.id, ownerOf(job.order).id]),
  );
  for (const { job, i } of open()) {
    const standing = seen.get(job.order.user.id);
    if (standing?.suspended || standing?.uplineSuspended) {
      outcomes[i] = new AppError(standing.suspended ? 'ACCOUNT_SUSPENDED' : 'UPLINE_SUSPENDED');
      continue;
    }
    const owner = ownerOf(job.order);
    const ownerStanding = seen.get(owner.id);
    if (ownerStanding?.suspended || ownerStanding?.uplineSuspended) {
      // A customer that may not bet (rare): worded from its chain, exactly as alone.
      outcomes[i] =
        standingError(await uplineChain(trx, owner.id), job.order.user, 'bet') ??
        suspendedOwnerError(owner.username);
      continue;
    }
    const locked = weeklyLockError({
      username: owner.username,
      lockedWeek: ownerStanding?.lockedWeek ?? null,
    });
    if (locked) {
      outcomes[i] = locked;
      continue;
    }
    const upperBound = upperBoundOf(job.order.drafts);
    const balance = seen.get(ownerOf(job.order).id)?.balance ?? 0;
    if (upperBound > balance) outcomes[i] = insufficientCreditError(upperBound, balance);
  }

  const candidates = open();
  if (candidates.length === 0) return outcomes.map((o) => o!);
  const keys: LimitKey[] = candidates.flatMap(({ job }) => job.order.drafts.flatMap(keysOfDraft));
  // What needs no lock comes first, so the counters and wallets stay locked for as few round
  // trips as possible (a batch behind waits for them). Ids for every order still in the running:
  // one refused below leaves its ids unused, as a rolled-back order does.
  const limits = await limitsFor(trx, keys);
  // Position taking (issue 39): the paths of the owners with an agent above them that takes,
  // with their settings and packages (none while nobody on the batch's paths takes).
  const paths = await ownerPathsOf(
    trx,
    candidates.flatMap(({ job }) => {
      const ownerId = ownerOf(job.order).id;
      return seen.get(ownerId)?.positions ? [ownerId] : [];
    }),
  );
  const ids = await reserveIds(
    trx,
    candidates.length,
    candidates.reduce((sum, { job }) => sum + job.order.drafts.length, 0),
  );
  const { usage, created } = await lockCounters(trx, keys);
  const balances = await lockedBalancesByUser(
    trx,
    candidates.map(({ job }) => ownerOf(job.order).id),
  );
  const startBalances = new Map(balances);

  const decided: (Decided | undefined)[] = [];
  const soldOut: number[] = [];
  for (const { job, i } of open()) {
    const userId = ownerOf(job.order).id;
    const upperBound = upperBoundOf(job.order.drafts);
    const balance = balances.get(userId) ?? 0;
    if (upperBound > balance) {
      outcomes[i] = insufficientCreditError(upperBound, balance);
      continue;
    }
    const allocated = allocateOrder(job.order.drafts, (id) => (limits.get(id) ?? 0) - (usage.get(id) ?? 0));
    if (allocated.betStatus === 'SOLD_OUT') {
      soldOut.push(i);
    } else {
      balances.set(userId, balance - allocated.total);
      for (const { key, used } of allocated.used) {
        const id = limitKeyId(key);
        usage.set(id, (usage.get(id) ?? 0) + used);
      }
    }
    decided[i] = { job, allocated };
  }

  // The sold-out allowance (rare): each caller's sold-out orders in the hour before this order,
  // the earlier ones of this batch included, counted as one order alone counts them.
  if (soldOut.length > 0) {
    const earliest = Math.min(...soldOut.map((i) => jobs[i]!.order.now));
    const times = await soldOutTimesSince(
      trx,
      soldOut.map((i) => jobs[i]!.order.user.id),
      earliest - HOUR_MS,
    );
    for (const i of soldOut) {
      const { user, now } = jobs[i]!.order;
      const left = times.get(user.id) ?? [];
      if (left.filter((at) => at > now - HOUR_MS).length >= MAX_SOLD_OUT_PER_HOUR) {
        outcomes[i] = soldOutAllowanceError();
        decided[i] = undefined;
      } else {
        times.set(user.id, [...left, now]);
      }
    }
  }

  const placed = decided.flatMap((d, i) => (d ? [{ ...d, i }] : []));
  // A refused order changes nothing: the counters only it made go again (one placed alone
  // is refused before it locks any, or rolls back).
  const stored = new Set(placed.flatMap(({ job }) => job.order.drafts.flatMap(keysOfDraft).map(limitKeyId)));
  const unusedCounters = [...created].flatMap(([id, key]) => (stored.has(id) ? [] : [key]));
  if (placed.length === 0 && unusedCounters.length === 0) return outcomes.map((o) => o!);
  // The reserved ticket ids, in the order the placed orders' tickets are written.
  let next = 0;
  const ticketIds = placed.map(({ allocated }) => allocated.placed.map(() => ids.tickets[next++]!));
  const positions = await positionsOf(trx, placed, ticketIds, paths);
  const rows = rowsOf(placed, ids.orders, ticketIds, startBalances, timeZone, outcomes);
  await writeBatch(trx, { ...rows, unusedCounters });
  await writePositions(trx, positions);
  return outcomes.map((o) => o!);
}

/**
 * Position taking (issue 39), as the one-order path shares it (place-order.service.ts): each
 * placed order whose owner's path takes, in arrival order, so an earlier order of the batch uses a
 * cap first, as it would placed alone. Costs nothing while nobody on the batch's paths takes (the
 * standings read said so); else the capped levels' usage (read now, with the batch's counters
 * locked: they serialise every order and cancel on a number) and one write.
 */
async function positionsOf(
  trx: Kysely<Database>,
  placed: readonly Decided[],
  ticketIds: readonly number[][],
  paths: ReadonlyMap<number, OwnerPath>,
): Promise<BatchPositions> {
  const taking = placed.flatMap((decided, n) =>
    decided.allocated.total > 0 && paths.has(ownerOf(decided.job.order).id) ? [{ ...decided, n }] : [],
  );
  if (taking.length === 0) return { tickets: [], usage: [] };
  const sold = taking.map(({ allocated }) =>
    allocated.placed.flatMap((p, k) =>
      p.acceptedCents > 0
        ? [{ k, pool: p.draft.pool, drawDate: p.draft.drawDate, lines: p.draft.lines, accepted: p.accepted }]
        : [],
    ),
  );
  const usage = await readPositionUsage(trx, [...paths.values()], sold.flat());
  const added: PositionUsageRows = new Map();
  const tickets: BatchPositions['tickets'] = [];
  taking.forEach(({ job, n }, i) => {
    const path = paths.get(ownerOf(job.order).id);
    if (!path) return;
    const snapshots = shareTickets(path, sold[i]!, usage, added);
    sold[i]!.forEach(({ k }, j) =>
      tickets.push({ id: ticketIds[n]![k]!, json: positionJson(snapshots[j]!) }),
    );
  });
  return {
    tickets,
    usage: [...added.values()].map((row) => ({
      userId: row.userId,
      pool: row.pool,
      drawDate: row.drawDate,
      ...parseSoldKey(row.key),
      cents: row.cents,
    })),
  };
}

/** The rows of the placed orders, and each one's receipt into `outcomes`. */
function rowsOf(
  placed: readonly (Decided & { i: number })[],
  orderIds: readonly number[],
  ticketIds: readonly number[][],
  balances: Map<number, number>,
  timeZone: string,
  outcomes: (Outcome | undefined)[],
): Omit<BatchRows, 'unusedCounters'> {
  const rows: Omit<BatchRows, 'unusedCounters'> = {
    orders: [],
    tickets: [],
    lines: [],
    usage: [],
    wallets: [],
    entries: [],
    audits: [],
  };
  const usage = new Map<string, { key: LimitKey; used: number }>();
  const wallets = new Map<number, number>();
  placed.forEach(({ job, allocated, i }, n) => {
    const { order } = job;
    const owner = ownerOf(order);
    const orderId = orderIds[n]!;
    rows.orders.push({
      id: orderId,
      user_id: order.user.id,
      idempotency_key: order.idempotencyKey,
      request_hash: job.hash,
      source: order.source,
      bet_status: allocated.betStatus,
      created_at: order.now,
    });
    const receipt: Receipt = { receiptString: [], ticketXId: [], betStatus: allocated.betStatus };
    const paidTickets: number[] = [];
    for (const [k, p] of allocated.placed.entries()) {
      const ticketId = ticketIds[n]![k]!;
      rows.tickets.push({
        id: ticketId,
        order_id: orderId,
        user_id: owner.id,
        placed_by: order.user.id,
        pool: p.draft.pool,
        draw_date: p.draft.drawDate,
        status: p.acceptedCents === 0 ? 'failed' : 'active',
        requested_cents: p.requestedCents,
        accepted_cents: p.acceptedCents,
        remark: order.remark,
        phone: order.phone,
        cart_json: p.draft.cartJson,
        created_at: order.now,
      });
      p.draft.lines.forEach((line, j) =>
        rows.lines.push({
          ticket_id: ticketId,
          line_no: j + 1,
          number: line.number,
          pattern: line.pattern,
          requested_json: JSON.stringify(line.amounts),
          accepted_json: JSON.stringify(p.accepted[j]),
        }),
      );
      receipt.receiptString.push(
        ticketReceipt(
          {
            id: ticketId,
            pool: p.draft.pool,
            draw_date: p.draft.drawDate,
            created_at: order.now,
            remark: order.remark,
            phone: order.phone,
          },
          p.draft.lines.map((line, j) => ({ line, accepted: p.accepted[j]! })),
          timeZone,
        ),
      );
      receipt.ticketXId.push(String(ticketId));
      if (p.acceptedCents > 0) paidTickets.push(ticketId);
    }
    outcomes[i] = receipt;
    if (owner.id !== order.user.id) {
      // As the one-order path audits it (place-order.service.ts).
      rows.audits.push(
        placedForAuditRow(
          order.user,
          owner.id,
          orderAuditAfter(receipt, allocated.total, allocated.betStatus),
          order.now,
        ),
      );
    }
    if (allocated.total > 0) {
      const pre = balances.get(owner.id)!;
      const post = pre - allocated.total;
      balances.set(owner.id, post);
      wallets.set(owner.id, (wallets.get(owner.id) ?? 0) - allocated.total);
      rows.entries.push({
        user_id: owner.id,
        kind: 'bet',
        amount_cents: -allocated.total,
        pre_balance_cents: pre,
        post_balance_cents: post,
        // The ticket numbers the user sees, as the one-order path writes them.
        remark: `Bet ${ticketNumbers(paidTickets)}${owner.id === order.user.id ? '' : ` by ${order.user.username}`}`,
        ref_type: 'order',
        ref_id: String(orderId),
        actor_id: order.user.id,
        actor_name: order.user.username,
        created_at: order.now,
      });
    }
    for (const { key, used } of allocated.used) {
      if (used <= 0) continue;
      const id = limitKeyId(key);
      const row = usage.get(id);
      if (row) row.used += used;
      else usage.set(id, { key, used });
    }
  });
  rows.usage = [...usage.values()];
  rows.wallets = [...wallets].map(([id, delta]) => ({ id, delta }));
  return rows;
}
