import type { AppContext } from '../../../context.js';
import { newHolderId, startLeasedJob, type LeasedJob } from '../../../jobs/job-lease.js';
import { pollDue } from './source-poll.service.js';

/** The lease that makes one instance at a time poll the result sources (decision 008). */
export const RESULT_SYNC_LEASE = 'result-sync';
/** How often the holder looks for due polls; each source is fetched once per 2-minute slot. */
const CHECK_EVERY_MS = 30_000;

/**
 * Starts the result sync on this instance (main.ts): the lease holder polls the due sources every
 * 30 s. The poll claims (source_polls) keep it to one fetch per source and slot even when a frozen
 * holder wakes up after another took the lease over.
 */
export function startResultSync(
  ctx: AppContext,
  onError: (error: unknown) => void,
  options: { everyMs?: number; ttlMs?: number; holder?: string } = {},
): LeasedJob {
  const everyMs = options.everyMs ?? CHECK_EVERY_MS;
  const holder = options.holder ?? newHolderId();
  return startLeasedJob(ctx, {
    name: RESULT_SYNC_LEASE,
    everyMs,
    ttlMs: options.ttlMs ?? Math.max(90_000, everyMs * 3),
    run: () => pollDue(ctx, holder),
    onError,
    holder,
  });
}
