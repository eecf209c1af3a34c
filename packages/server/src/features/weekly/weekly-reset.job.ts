import type { AppContext } from '../../context.js';
import { startLeasedJob, type LeasedJob } from '../../jobs/job-lease.js';
import { runWeeklyReset } from './weekly-reset.service.js';

export const WEEKLY_RESET_LEASE = 'weekly-reset';

/**
 * The Monday reset as a leased job (decision 008): one instance at a time checks every
 * WEEKLY_RESET_CHECK_SECONDS (10 minutes by default) whether a week has ended and its draws have settled. Its work is idempotent on its own
 * (the weekly_closes row), the lease only saves repeated work. Started only in weekly mode.
 */
export function startWeeklyReset(
  ctx: AppContext,
  onError: (error: unknown) => void,
  options: { everyMs?: number; ttlMs?: number; holder?: string } = {},
): LeasedJob | null {
  if (ctx.env.CREDIT_CYCLE !== 'weekly') return null;
  const everyMs = options.everyMs ?? ctx.env.WEEKLY_RESET_CHECK_SECONDS * 1000;
  return startLeasedJob(ctx, {
    name: WEEKLY_RESET_LEASE,
    everyMs,
    ttlMs: options.ttlMs ?? 90_000,
    run: () => runWeeklyReset(ctx),
    onError,
    ...(options.holder ? { holder: options.holder } : {}),
  });
}
