import type { PoolSchedule } from '@lotto/domain/draw-calendar';
import type { Cents } from '@lotto/domain/money';
import type { Kysely } from 'kysely';
import type { Receipt } from '@lotto/contract/order';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { closedDrawsAmong } from '../../common/schedule.repository.js';
import { ticketReceipt } from '../../common/ticket-text.js';
import { limitsFor, type LimitKey, limitKeyId } from './limit.repository.js';
import {
  balancesByUser,
  lockCounters,
  reserveIds,
  soldOutTimesSince,
  writeBatch,
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
  ticketNumbers,
  upperBoundOf,
  type Allocated,
  type TicketDraft,
} from './place-order.rules.js';

/**
 * Group commit for PostgreSQL orders (issue 19, docs/decisions/017-postgres-order-batches.md).
 * Orders that arrive together are placed by ONE transaction whose statements each cover the whole
 * batch (order-batch.repository.ts), instead of a dozen statements and a COMMIT per order:
 *
 * - each order is decided in memory, in arrival order, exactly as the one-order path decides it
 *   (place-order.rules.ts): an order sees the ones before it in the batch as if they had committed
 *   (their debits, their use of the sell limits), and one refused order (closed draw, credit,
 *   sold-out allowance) is answered with its error while the others go on;
 * - an order is acknowledged only after the batch's COMMIT returned: every answer is durable;
 * - if the batch's transaction fails before its COMMIT (a replayed Idempotency-Key meeting the
 *   unique index, a deadlock, a lost connection), nothing of it stays and each of its orders is
 *   placed again alone by the one-order path, which retries, recognises replays and reports its
 *   own errors. So a batch never answers differently from the orders one by one; it only costs
 *   less. If the COMMIT itself fails, its outcome is unknown: every order of the batch answers that
 *   error, as an order alone would, and none is placed again.
 *
 * Only the plain order takes this path: its caller owns the tickets (no Edit, no Reorder, whose
 * voids and audit rows stay on the one-order path).
 */

export interface BatchOrder {
  user: { id: number; username: string };
  source: 'normal' | 'advanced';
  drafts: TicketDraft[];
  remark: string;
  phone: string;
  idempotencyKey: string | null;
  now: number;
}

/** The answer of a batch that did not commit: place this order alone. */
export const PLACE_ALONE = Symbol('place alone');
type Outcome = Receipt | AppError;

interface Job {
  order: BatchOrder;
  hash: string;
  schedules: readonly PoolSchedule[];
  resolve: (value: Receipt | typeof PLACE_ALONE) => void;
  reject: (error: unknown) => void;
}

/** A batch holds the counters' and wallets' locks for this many orders at most. */
const MAX_BATCH = 64;
/** Batches under way at once: one writes while the next one reads and decides. */
const MAX_IN_FLIGHT = 2;

export interface BatchStats {
  batches: number;
  orders: number;
  /** batches whose transaction failed, their orders placed again one by one */
  failed: number;
}

export class OrderBatcher {
  readonly #ctx: AppContext;
  #queue: Job[] = [];
  #scheduled = false;
  #inFlight = 0;
  readonly stats: BatchStats = { batches: 0, orders: 0, failed: 0 };

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
  }

  place(
    order: BatchOrder,
    hash: string,
    schedules: readonly PoolSchedule[],
  ): Promise<Receipt | typeof PLACE_ALONE> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ order, hash, schedules, resolve, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled || this.#inFlight >= MAX_IN_FLIGHT || this.#queue.length === 0) return;
    this.#scheduled = true;
    // One turn of the event loop: the requests that arrived together reach place() in it.
    setImmediate(() => {
      this.#scheduled = false;
      const { jobs, repeats } = splitRepeats(this.#queue.splice(0, MAX_BATCH));
      if (jobs.length === 0) return;
      this.#inFlight += 1;
      void this.#run(jobs).finally(() => {
        // After the batch: a repeat finds the first request's order on the unique index and
        // answers its receipt, on the one-order path.
        for (const job of repeats) job.resolve(PLACE_ALONE);
        this.#inFlight -= 1;
        this.#schedule();
      });
      this.#schedule();
    });
  }

  async #run(jobs: Job[]): Promise<void> {
    const batch = { decided: false };
    let outcomes: Outcome[];
    try {
      outcomes = await this.#ctx.db.kysely.transaction().execute(async (trx) => {
        const decided = await placeBatch(trx, jobs, this.#ctx.env.TZ_DRAWS);
        batch.decided = true;
        return decided;
      });
    } catch (error) {
      this.stats.failed += 1;
      if (batch.decided) {
        // The COMMIT itself failed: it may have taken effect all the same (a connection lost
        // while it ran). Placing the orders again could place them twice; answer the error, as
        // one order alone would, and let the client retry with its Idempotency-Key.
        for (const job of jobs) job.reject(error);
        return;
      }
      // Before the COMMIT: nothing of the batch stays; each order is placed alone, and answers
      // its own error if any.
      for (const job of jobs) job.resolve(PLACE_ALONE);
      return;
    }
    this.stats.batches += 1;
    this.stats.orders += jobs.length;
    jobs.forEach((job, i) => {
      const outcome = outcomes[i]!;
      if (outcome instanceof AppError) job.reject(outcome);
      else job.resolve(outcome);
    });
  }
}

/**
 * A request sent twice at once (a double tap, a client's quick retry) would put one
 * Idempotency-Key twice in a batch, and the unique index would roll the whole batch back. The
 * repeats are held out of it and placed alone once it is over (they then answer the first
 * request's receipt); placed alone at once, one could win the race and roll the batch back all
 * the same.
 */
function splitRepeats(queued: Job[]): { jobs: Job[]; repeats: Job[] } {
  const keys = new Set<string>();
  const jobs: Job[] = [];
  const repeats: Job[] = [];
  for (const job of queued) {
    const { user, idempotencyKey } = job.order;
    const key = idempotencyKey === null ? null : `${user.id}\u0000${idempotencyKey}`;
    if (key !== null && keys.has(key)) {
      repeats.push(job);
    } else {
      if (key !== null) keys.add(key);
      jobs.push(job);
    }
  }
  return { jobs, repeats };
}

const batchers = new WeakMap<Db, OrderBatcher>();

/** The batcher of this PostgreSQL database (one per Db, tests open several); null on SQLite. */
export function orderBatcherOf(ctx: AppContext): OrderBatcher | null {
  if (ctx.db.dialect !== 'postgres') return null;
  let batcher = batchers.get(ctx.db);
  if (!batcher) {
    batcher = new OrderBatcher(ctx);
    batchers.set(ctx.db, batcher);
  }
  return batcher;
}

interface Decided {
  job: Job;
  allocated: Allocated;
}

/**
 * Decides every order of the batch and writes the accepted ones; answers each order's receipt or
 * error, in the jobs' order. Throws (rolling the batch back) only on a database error.
 */
async function placeBatch(trx: Kysely<Database>, jobs: readonly Job[], timeZone: string): Promise<Outcome[]> {
  const outcomes: (Outcome | undefined)[] = jobs.map(({ order, schedules }) => {
    const pastCutOff = draftPastCutOff(order.drafts, schedules, order.now, timeZone);
    return pastCutOff ? drawClosedError(pastCutOff) : undefined;
  });
  const open = () => jobs.flatMap((job, i) => (outcomes[i] === undefined ? [{ job, i }] : []));

  // Closing a draw early takes effect at once: read inside this transaction, not from the cache.
  const closed = await closedDrawsAmong(
    trx,
    open().flatMap(({ job }) => job.order.drafts),
  );
  for (const { job, i } of open()) {
    const closedDraft = job.order.drafts.find((d) => closed.has(`${d.pool}|${d.drawDate}`));
    if (closedDraft) outcomes[i] = drawClosedError(closedDraft);
  }

  // Credit against the upper bound before any counter is touched, as one order alone checks it:
  // an order its owner cannot pay locks and creates nothing. Checked again, exactly, below.
  const seen = await balancesByUser(
    trx,
    open().map(({ job }) => job.order.user.id),
    false,
  );
  for (const { job, i } of open()) {
    const upperBound = upperBoundOf(job.order.drafts);
    const balance = seen.get(job.order.user.id) ?? 0;
    if (upperBound > balance) outcomes[i] = insufficientCreditError(upperBound, balance);
  }

  const candidates = open();
  if (candidates.length === 0) return outcomes.map((o) => o!);
  const keys: LimitKey[] = candidates.flatMap(({ job }) => job.order.drafts.flatMap(keysOfDraft));
  // What needs no lock comes first, so the counters and wallets stay locked for as few round
  // trips as possible (a batch behind waits for them). Ids for every order still in the running:
  // one refused below leaves its ids unused, as a rolled-back order does.
  const limits = await limitsFor(trx, keys);
  const ids = await reserveIds(
    trx,
    candidates.length,
    candidates.reduce((sum, { job }) => sum + job.order.drafts.length, 0),
  );
  const { usage, created } = await lockCounters(trx, keys);
  const balances = await balancesByUser(
    trx,
    candidates.map(({ job }) => job.order.user.id),
    true,
  );
  const startBalances = new Map(balances);

  const decided: (Decided | undefined)[] = [];
  const soldOut: number[] = [];
  for (const { job, i } of open()) {
    const userId = job.order.user.id;
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
  const rows = rowsOf(placed, ids, startBalances, timeZone, outcomes);
  await writeBatch(trx, { ...rows, unusedCounters });
  return outcomes.map((o) => o!);
}

/** The rows of the placed orders, and each one's receipt into `outcomes`. */
function rowsOf(
  placed: readonly (Decided & { i: number })[],
  ids: { orders: number[]; tickets: number[] },
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
  };
  const usage = new Map<string, { key: LimitKey; used: number }>();
  const wallets = new Map<number, number>();
  let nextTicket = 0;
  placed.forEach(({ job, allocated, i }, n) => {
    const { order } = job;
    const orderId = ids.orders[n]!;
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
    for (const p of allocated.placed) {
      const ticketId = ids.tickets[nextTicket++]!;
      rows.tickets.push({
        id: ticketId,
        order_id: orderId,
        user_id: order.user.id,
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
    if (allocated.total > 0) {
      const pre = balances.get(order.user.id)!;
      const post = pre - allocated.total;
      balances.set(order.user.id, post);
      wallets.set(order.user.id, (wallets.get(order.user.id) ?? 0) - allocated.total);
      rows.entries.push({
        user_id: order.user.id,
        kind: 'bet',
        amount_cents: -allocated.total as Cents,
        pre_balance_cents: pre,
        post_balance_cents: post,
        // The ticket numbers the user sees, as the one-order path writes them.
        remark: `Bet ${ticketNumbers(paidTickets)}`,
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
