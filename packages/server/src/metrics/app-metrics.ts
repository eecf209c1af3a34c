import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, PoolStats } from '../db/database.js';

/**
 * The Prometheus metrics of one app instance, in a registry of its own: tests build many apps in
 * one process, and prom-client's global registry would refuse the second set of names.
 */
export interface AppMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  orders: Counter<'status'>;
  orderLines: Counter<'status'>;
  settlementRuns: Counter<'outcome'>;
  settlementDuration: Histogram<'outcome'>;
  /** PostgreSQL order batches (decision 017) by outcome: committed, fell_back, commit_failed */
  orderBatches: Counter<'outcome'>;
  /** orders per committed batch */
  orderBatchSize: Histogram;
  /** connections closed on accept by MAX_CONNECTIONS_PER_ADDRESS (http/connection-cap.ts) */
  connectionsRefused: Counter;
}

export function createAppMetrics(db: Db): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics: AppMetrics = {
    registry,
    httpDuration: new Histogram({
      name: 'lotto_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status class (its _count is the request rate)',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    orders: new Counter({
      name: 'lotto_orders_total',
      help: 'Orders answered with a receipt, by receipt status (COMPLETE, LIMIT, SOLD_OUT)',
      labelNames: ['status'],
      registers,
    }),
    orderLines: new Counter({
      name: 'lotto_order_lines_total',
      help: 'Bet lines of the orders answered with a receipt, by receipt status',
      labelNames: ['status'],
      registers,
    }),
    settlementRuns: new Counter({
      name: 'lotto_settlement_runs_total',
      help: 'Results entered and settled: settled (this run paid), unchanged (already settled), error',
      labelNames: ['outcome'],
      registers,
    }),
    settlementDuration: new Histogram({
      name: 'lotto_settlement_duration_seconds',
      help: 'Time to enter a result and settle its draw, by outcome',
      labelNames: ['outcome'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 2, 5, 10, 30, 60, 120],
      registers,
    }),
    orderBatches: new Counter({
      name: 'lotto_order_batches_total',
      help:
        'PostgreSQL order batches: committed; fell_back (failed before COMMIT, its orders placed ' +
        'again one by one); commit_failed (its orders answered the error)',
      labelNames: ['outcome'],
      registers,
    }),
    orderBatchSize: new Histogram({
      name: 'lotto_order_batch_size',
      help: 'Orders per committed PostgreSQL order batch',
      buckets: [1, 2, 4, 8, 16, 32, 64],
      registers,
    }),
    connectionsRefused: new Counter({
      name: 'lotto_connections_refused_total',
      help: 'Connections closed as accepted: their address held MAX_CONNECTIONS_PER_ADDRESS already',
      registers,
    }),
  };
  registerDatabaseGauges(db, registers);
  return metrics;
}

/** Pool usage, read when Prometheus scrapes (collect), so nothing polls in between. */
function registerDatabaseGauges(db: Db, registers: Registry[]): void {
  const stats = db.poolStats;
  if (stats) {
    const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(stats()));
        },
      });
    gauge('lotto_db_pool_connections', 'PostgreSQL pool: open connections', (s) => s.total);
    gauge('lotto_db_pool_idle_connections', 'PostgreSQL pool: idle connections', (s) => s.idle);
    gauge(
      'lotto_db_pool_waiting_requests',
      'PostgreSQL pool: queries waiting for a connection',
      (s) => s.waiting,
    );
  }
  const writer = db.writer;
  // SQLite's queue of orders and cancels; PostgreSQL's thread runs settlements only, which the
  // settlement metrics time.
  if (writer && db.dialect === 'sqlite') {
    new Gauge({
      name: 'lotto_sqlite_write_queue_depth',
      help: 'SQLite: orders and cancels sent to the write thread and not answered yet',
      registers,
      collect() {
        this.set(writer.pending);
      },
    });
  }
}

/** How long `run` took, in seconds, with its outcome; rethrows its error. */
async function timed<T>(
  run: () => Promise<T>,
  outcomeOf: (value: T) => string,
  record: (outcome: string, seconds: number) => void,
): Promise<T> {
  const started = process.hrtime.bigint();
  const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
  try {
    const value = await run();
    record(outcomeOf(value), seconds());
    return value;
  } catch (error) {
    record('error', seconds());
    throw error;
  }
}

/** Counts a settlement run (entering a result) and its duration; no-op without metrics (the CLI). */
export function timeSettlement<T extends { settlement: { settledNow: boolean } }>(
  metrics: AppMetrics | undefined,
  run: () => Promise<T>,
): Promise<T> {
  if (!metrics) return run();
  return timed(
    run,
    (outcome) => (outcome.settlement.settledNow ? 'settled' : 'unchanged'),
    (outcome, seconds) => {
      metrics.settlementRuns.inc({ outcome });
      metrics.settlementDuration.observe({ outcome }, seconds);
    },
  );
}

/**
 * Counts an order once its receipt is back. A retry with the same Idempotency-Key is answered the
 * first receipt and counted again: this counts receipts handed out, which is what a client saw.
 */
export function countOrder(
  metrics: AppMetrics | undefined,
  receipt: { betStatus: string },
  lines: number,
): void {
  if (!metrics) return;
  metrics.orders.inc({ status: receipt.betStatus });
  metrics.orderLines.inc({ status: receipt.betStatus }, lines);
}
