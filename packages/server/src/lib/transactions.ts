import type { Kysely } from 'kysely';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';

// PostgreSQL: deadlock_detected and serialization_failure are safe to retry from the start.
const RETRYABLE = new Set(['40P01', '40001']);

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Runs `work` as one unit that commits or vanishes whole. On SQLite units that arrive together
 * share one COMMIT (db/group-commit.ts); on PostgreSQL each unit is its own transaction, retried a
 * few times when the database asks for it.
 */
export async function runWithRetry<T>(
  ctx: AppContext,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (ctx.db.groupCommit) return ctx.db.groupCommit.run(work);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ctx.db.kysely.transaction().execute(work);
    } catch (error) {
      if (attempt >= 5 || !RETRYABLE.has(codeOf(error) ?? '')) throw error;
    }
  }
}
