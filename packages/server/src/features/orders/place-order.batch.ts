import type { PoolSchedule } from '@lotto/domain/draw-calendar';
import { ORDER_CAPS, type Receipt } from '@lotto/contract/order';
import type { AppContext, SellStops, WarnLog } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { AppMetrics } from '../../metrics/app-metrics.js';
import { AppError } from '../../lib/app-error.js';
import {
  NUMBERS_STOPPED,
  placeBatch,
  type BatchEntry,
  type BatchOrder,
  type Outcome,
} from './place-order.batch-step.js';
import { countersOfDrafts } from './place-order.rules.js';

export type { BatchOrder };

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
 * Only a new order takes this path: the caller's own, or one it places for a downline customer
 * (the customer's status read and its audit row written in the batch, as the one-order path does;
 * issue 38). An Edit or a Reorder, whose voids and ticket reads stay on the one-order path, does not.
 */

/** The answer of a batch that did not commit: place this order alone. */
export const PLACE_ALONE = Symbol('place alone');
interface Job extends BatchEntry {
  /** the sell-limit counters the order may touch (countersOfDrafts) */
  counters: number;
  resolve: (value: Receipt | typeof PLACE_ALONE) => void;
  reject: (error: unknown) => void;
}

/** A batch holds the counters' and wallets' locks for this many orders at most. */
const MAX_BATCH = 64;
/**
 * ... and for this many sell-limit counters at most (but always one order): a batch's work between
 * two of its statements runs on the event loop in one go (keys, sorting, allocation), so ten
 * orders at the counters cap sent at once held other users' calls for 1.7 s as one batch (issue
 * #36 item 5). Ordinary orders touch a few counters each: their batches are unchanged.
 */
const MAX_BATCH_COUNTERS = ORDER_CAPS.counters;
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
  /** the app's metrics, where the batches are also counted for Prometheus (orderBatcherOf) */
  metrics: AppMetrics | undefined;
  /** the server's log, where a batch that did not commit says why (orderBatcherOf) */
  log: WarnLog | undefined;
  /** the app's stopped numbers (issue 40; orderBatcherOf) */
  sellStops: SellStops | undefined;

  constructor(ctx: AppContext) {
    this.#ctx = ctx;
    this.metrics = ctx.metrics;
    this.log = ctx.log;
    this.sellStops = ctx.sellStops;
  }

  place(
    order: BatchOrder,
    hash: string,
    schedules: readonly PoolSchedule[],
  ): Promise<Receipt | typeof PLACE_ALONE> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ order, hash, schedules, counters: countersOfDrafts(order.drafts), resolve, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled || this.#inFlight >= MAX_IN_FLIGHT || this.#queue.length === 0) return;
    this.#scheduled = true;
    // One turn of the event loop: the requests that arrived together reach place() in it.
    setImmediate(() => {
      this.#scheduled = false;
      const { jobs, repeats } = splitRepeats(this.#queue.splice(0, batchLength(this.#queue)));
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
    let outcomes: Outcome[] | typeof NUMBERS_STOPPED;
    try {
      outcomes = await this.#ctx.db.kysely.transaction().execute(async (trx) => {
        const decided = await placeBatch(trx, jobs, this.#ctx.env.TZ_DRAWS, this.sellStops);
        batch.decided = true;
        return decided;
      });
    } catch (error) {
      this.stats.failed += 1;
      const outcome = batch.decided ? 'commit_failed' : 'fell_back';
      this.metrics?.orderBatches.inc({ outcome });
      // The counter says how often; the log says why (a deadlock, a replayed key, a lost
      // connection). The error names no order's content beyond what PostgreSQL put in it.
      this.log?.warn({ err: error, outcome, orders: jobs.length }, 'order batch did not commit');
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
    if (outcomes === NUMBERS_STOPPED) {
      for (const job of jobs) job.resolve(PLACE_ALONE);
      return;
    }
    this.stats.batches += 1;
    this.stats.orders += jobs.length;
    this.metrics?.orderBatches.inc({ outcome: 'committed' });
    this.metrics?.orderBatchSize.observe(jobs.length);
    jobs.forEach((job, i) => {
      const outcome = outcomes[i]!;
      if (outcome instanceof AppError) job.reject(outcome);
      else job.resolve(outcome);
    });
  }
}

/** How many of the queue's first jobs make the next batch (MAX_BATCH, MAX_BATCH_COUNTERS). */
function batchLength(queue: readonly Job[]): number {
  let counters = 0;
  let length = 0;
  while (length < queue.length && length < MAX_BATCH) {
    counters += queue[length]!.counters;
    if (length > 0 && counters > MAX_BATCH_COUNTERS) break;
    length += 1;
  }
  return length;
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
  // The app's context carries the metrics and the log; a batcher first made by a caller without
  // them (the CLI, a test's service call) uses them from the first call that has them.
  if (ctx.metrics && !batcher.metrics) batcher.metrics = ctx.metrics;
  if (ctx.log && !batcher.log) batcher.log = ctx.log;
  if (ctx.sellStops && !batcher.sellStops) batcher.sellStops = ctx.sellStops;
  return batcher;
}
