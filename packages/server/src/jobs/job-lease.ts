import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { AppContext } from '../context.js';

/** Names this process in job_leases: host and pid for the operator, a random part for uniqueness. */
export function newHolderId(): string {
  return `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * Takes or renews the lease `name` for `holder` until now + ttlMs, in ONE statement: inserted if
 * nobody ever held it, taken over if it has expired, renewed if `holder` has it. Two instances
 * racing get one winner (the primary key, then the row lock or SQLite's write lock decide).
 * Answers whether `holder` holds it now.
 */
export async function takeLease(
  ctx: AppContext,
  name: string,
  holder: string,
  ttlMs: number,
): Promise<boolean> {
  const now = ctx.clock();
  const row = await ctx.db.kysely
    .insertInto('job_leases')
    .values({ name, holder, expires_at: now + ttlMs })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet((eb) => ({
          holder: eb.ref('excluded.holder'),
          expires_at: eb.ref('excluded.expires_at'),
        }))
        .where((eb) => eb.or([eb('job_leases.expires_at', '<', now), eb('job_leases.holder', '=', holder)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
}

/** Gives the lease up at once (a clean stop), so another instance need not wait for it to expire. */
export async function releaseLease(ctx: AppContext, name: string, holder: string): Promise<void> {
  await ctx.db.kysely
    .deleteFrom('job_leases')
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}

export interface LeasedJobOptions {
  /** the lease's name in job_leases */
  name: string;
  /** how often to try to take the lease and, when held, run the job */
  everyMs: number;
  /** how long a lease lasts without renewal: after a crash another instance waits at most this */
  ttlMs: number;
  /** the job; it runs only while this instance holds the lease, never twice at once here */
  run: () => Promise<unknown>;
  onError: (error: unknown) => void;
  holder?: string;
}

export interface LeasedJob {
  readonly holder: string;
  /** stops the timers, waits for a run under way, and releases the lease */
  stop(): Promise<void>;
}

/**
 * Runs a background job on one instance at a time among all that share the database. Every
 * `everyMs` each instance tries the lease; the holder renews it and runs the job. While a run lasts
 * the lease is renewed every ttlMs / 3, so a long run keeps it; a holder that stops renewing
 * (crashed, frozen) loses it ttlMs later to whichever instance asks next.
 */
export function startLeasedJob(ctx: AppContext, options: LeasedJobOptions): LeasedJob {
  const holder = options.holder ?? newHolderId();
  let running: Promise<unknown> | null = null;
  let stopped = false;

  const renew = () => takeLease(ctx, options.name, holder, options.ttlMs);
  const runOnce = async () => {
    if (!(await renew()) || stopped) return;
    const renewal = setInterval(() => void renew().catch(options.onError), Math.max(1, options.ttlMs / 3));
    renewal.unref();
    try {
      await options.run();
    } finally {
      clearInterval(renewal);
    }
  };
  const tick = () => {
    if (running || stopped) return;
    running = runOnce()
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, options.everyMs);
  timer.unref();
  return {
    holder,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      await releaseLease(ctx, options.name, holder).catch(options.onError);
    },
  };
}
