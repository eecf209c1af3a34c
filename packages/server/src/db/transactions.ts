import type { Kysely } from 'kysely';
import type { AppContext } from '../context.js';
import type { RunOptions } from './group-commit.js';
import type { Database } from './schema.js';
import { AppError } from '../lib/app-error.js';

// PostgreSQL: deadlock_detected and serialization_failure are safe to retry from the start.
const RETRYABLE = new Set(['40P01', '40001']);
/** Tries of one unit before the caller hears 409 CONCURRENT_UPDATE (issue #20 item 9). */
export const MAX_TRIES = 5;

export function isRetryable(error: unknown): boolean {
  return RETRYABLE.has(codeOf(error) ?? '');
}

/**
 * One PostgreSQL (or SQLite) transaction, run again from the start when the database reports a
 * deadlock or a serialization failure; when every try lost, a clear 409 CONCURRENT_UPDATE instead
 * of the driver's error (which answered 500).
 */
export async function transactionWithRetry<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (attempt >= MAX_TRIES) throw new AppError('CONCURRENT_UPDATE');
    }
  }
}

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

/**
 * SQLite's write lock held by another process (the results CLI, a second server) for longer than
 * busy_timeout: nothing was written (BEGIN IMMEDIATE takes the lock first), the request may simply
 * be sent again.
 */
export function isDatabaseBusy(error: unknown): boolean {
  return codeOf(error)?.startsWith('SQLITE_BUSY') ?? false;
}

export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Runs `work` as one unit that commits or vanishes whole. On SQLite units that arrive together
 * share one COMMIT (db/group-commit.ts), unless `alone` asks for a COMMIT of its own (a long unit
 * the others should not wait for); on PostgreSQL each unit is its own transaction, retried a few
 * times when the database asks for it.
 */
export async function runWithRetry<T>(
  ctx: AppContext,
  work: (trx: Kysely<Database>) => Promise<T>,
  options: RunOptions = {},
): Promise<T> {
  if (ctx.db.groupCommit) return ctx.db.groupCommit.run(work, options);
  return transactionWithRetry(ctx.db.kysely, work);
}
