import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';

/** One unit of work that must commit or vanish as a whole (one order). */
type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** runs in a batch of its own (RunOptions.alone) */
  alone: boolean;
}

export interface RunOptions {
  /**
   * A long unit (a settlement step) runs in a batch of its own: the units queued before it
   * commit and are answered first, the ones after it wait for its COMMIT only, not share it.
   */
  alone?: boolean;
}

const SAVEPOINT = CompiledQuery.raw('savepoint unit_of_work');
const RELEASE = CompiledQuery.raw('release unit_of_work');
const ROLLBACK_TO = CompiledQuery.raw('rollback to unit_of_work');

/** A batch never holds the write lock for more than this many units (readers wait behind it). */
const MAX_BATCH = 64;

/**
 * Group commit for SQLite (docs/decisions/004-group-commit.md). With synchronous=FULL every COMMIT
 * waits for an fsync, which costs more than all the statements of an order together. Units of
 * work that arrive in the same turn of the event loop are run one after another in ONE
 * transaction, each inside its own savepoint:
 *
 * - a unit that throws is rolled back to its savepoint and rejected at once: nothing of it stays;
 * - a unit that succeeds is acknowledged only after the shared COMMIT has returned, so every
 *   answer the client sees is durable, exactly as with one transaction per unit;
 * - if the COMMIT (or the batch itself) fails, the transaction is rolled back and every unit that
 *   ran in it is rejected with that error (also a unit whose own failure broke the transaction);
 *   units that had not started yet go to the next batch. Nothing acknowledged is ever lost and
 *   nothing unacknowledged is ever kept.
 *
 * Units never interleave (SQLite has one connection and the savepoint stack is LIFO), so a unit
 * sees the committed state plus the units before it in the batch, as if they had committed.
 */
export class GroupCommitter {
  readonly #db: Kysely<Database>;
  #queue: Job[] = [];
  #scheduled = false;
  #running: Promise<void> | null = null;
  #batches = 0;
  #units = 0;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  run<T>(work: Work<T>, options: RunOptions = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({
        work: work,
        resolve: resolve as (value: unknown) => void,
        reject,
        alone: options.alone === true,
      });
      this.#schedule();
    });
  }

  /** Batches run and units committed so far (tests, diagnostics). */
  get stats(): { batches: number; units: number } {
    return { batches: this.#batches, units: this.#units };
  }

  /** Resolves when nothing is queued or running (used before closing the database). */
  async drain(): Promise<void> {
    while (this.#running || this.#queue.length > 0 || this.#scheduled) {
      await (this.#running ?? new Promise((resolve) => setImmediate(resolve)));
    }
  }

  #schedule(): void {
    if (this.#scheduled || this.#running) return;
    this.#scheduled = true;
    // Wait one turn of the event loop: requests that arrived together reach run() in it.
    setImmediate(() => {
      this.#scheduled = false;
      this.#running = this.#runBatch().finally(() => {
        this.#running = null;
        if (this.#queue.length > 0) this.#schedule();
      });
    });
  }

  /** Up to MAX_BATCH units from the front of the queue, ending before a unit that runs alone. */
  #nextBatchSize(): number {
    if (this.#queue[0]?.alone) return 1;
    const alone = this.#queue.findIndex((job) => job.alone);
    return Math.min(MAX_BATCH, alone === -1 ? this.#queue.length : alone);
  }

  async #runBatch(): Promise<void> {
    const jobs = this.#queue.splice(0, this.#nextBatchSize());
    const succeeded: { job: Job; value: unknown }[] = [];
    let started = 0;
    let trx;
    try {
      trx = await this.#db.startTransaction().execute();
    } catch (error) {
      for (const job of jobs) job.reject(error);
      return;
    }
    try {
      for (const job of jobs) {
        started += 1;
        await trx.executeQuery(SAVEPOINT);
        let value: unknown;
        try {
          value = await job.work(trx);
        } catch (error) {
          // Undo this unit only; if even that fails the batch is broken (the outer catch).
          await trx.executeQuery(ROLLBACK_TO);
          await trx.executeQuery(RELEASE);
          job.reject(error);
          continue;
        }
        await trx.executeQuery(RELEASE);
        succeeded.push({ job, value });
      }
      await trx.commit().execute();
    } catch (error) {
      await trx
        .rollback()
        .execute()
        .catch(() => {});
      // Units that ran are rejected (a promise already rejected ignores it); units that never
      // started go back to the front of the queue for the next batch.
      for (const job of jobs.slice(0, started)) job.reject(error);
      this.#queue.unshift(...jobs.slice(started));
      return;
    }
    this.#batches += 1;
    this.#units += succeeded.length;
    for (const { job, value } of succeeded) job.resolve(value);
  }
}
