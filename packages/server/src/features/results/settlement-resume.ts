import type { AppContext } from '../../context.js';
import { runWrite } from '../../db/run-write.js';
import { startLeasedJob, type LeasedJob } from '../../jobs/job-lease.js';
import { drawResultOf, findResult } from './result.repository.js';
import { enterResultWrite } from './result.writes.js';
import { settlingDraws, type SettlingDraw } from './settlement-status.repository.js';

/** The lease that makes one instance at a time resume stopped settlements (decision 008). */
export const SETTLEMENT_RESUME_LEASE = 'settlement-resume';
/**
 * How often the lease holder looks for stopped settlements. A settlement is stalled when its cursor
 * has not moved between two checks, so it is resumed at most two checks (40 s) after its last step.
 */
const CHECK_EVERY_MS = 20_000;
/** Who acted for the steps the job pays (the ledger and the logs name it). */
const RESUME_ACTOR = { id: null, name: 'settlement-resume' };

const keyOf = (draw: { pool: string; drawDate: string }) => `${draw.pool}|${draw.drawDate}`;
const progressOf = (draw: SettlingDraw) => `${draw.resultVersion}:${draw.settledUptoUser}:${draw.lines}`;

export interface SettlementResumer {
  /** One look: resumes the stopped settlements and answers their `pool|date` keys, in order. */
  check(): Promise<string[]>;
}

/**
 * Finds the settlements that stopped between two steps (a crash, a killed process, an error) and
 * finishes them (issue 36.16; docs/decisions/014): by entering the stored result again through
 * the one use case (enterResult, on the write thread where there is one), which continues after
 * the last committed step and pays each line exactly once, whoever else is running the same draw.
 *
 * Its first check is the start-up: every settling draw is resumed, since nothing of this process
 * runs it yet. After that a draw is resumed only once its cursor has not moved since the previous
 * check, so a settlement under way (here or on another instance) is left to its runner; were both
 * to run, their steps take turns on the claim row and nothing is paid twice. A draw that cannot
 * be finished (its error is reported) is tried again at the next check; the others are not held up.
 */
export function settlementResumer(
  ctx: AppContext,
  onError: (error: unknown) => void = () => {},
): SettlementResumer {
  let seen: Map<string, string> | null = null;
  return {
    async check() {
      const settling = await settlingDraws(ctx.db.kysely);
      const previous = seen;
      seen = new Map();
      const resumed: string[] = [];
      for (const draw of settling) {
        const key = keyOf(draw);
        if (previous && previous.get(key) !== progressOf(draw)) {
          seen.set(key, progressOf(draw));
          continue;
        }
        try {
          await resume(ctx, draw);
          resumed.push(key);
        } catch (error) {
          onError(error);
        }
      }
      return resumed;
    },
  };
}

async function resume(ctx: AppContext, draw: SettlingDraw): Promise<void> {
  const row = await findResult(ctx.db.kysely, draw.pool, draw.drawDate);
  if (!row) throw new Error(`settlement-resume: ${draw.pool} ${draw.drawDate} is settling without a result`);
  await runWrite(ctx, enterResultWrite, {
    result: drawResultOf(row),
    source: 'resume',
    actor: RESUME_ACTOR,
    now: ctx.clock(),
  });
}

/**
 * Starts the job on this instance (main.ts): one instance at a time holds its lease and checks at
 * once (the start-up) and every 20 s; another takes over within the lease's 60 s if it dies.
 */
export function startSettlementResume(
  ctx: AppContext,
  onError: (error: unknown) => void,
  options: { everyMs?: number; ttlMs?: number; holder?: string } = {},
): LeasedJob {
  const everyMs = options.everyMs ?? CHECK_EVERY_MS;
  // A new resumer whenever this instance (re)gains the lease: its first check resumes everything,
  // as at start-up, since the instance that held the lease before may have died mid-settlement.
  let resumer: SettlementResumer | null = null;
  let lastRun = 0;
  return startLeasedJob(ctx, {
    name: SETTLEMENT_RESUME_LEASE,
    everyMs,
    ttlMs: options.ttlMs ?? everyMs * 3,
    run: async () => {
      const now = Date.now();
      if (resumer === null || now - lastRun > everyMs * 3) resumer = settlementResumer(ctx, onError);
      lastRun = now;
      await resumer.check();
    },
    onError,
    ...(options.holder ? { holder: options.holder } : {}),
  });
}
