import { formatDmy } from '@lotto/domain/calendar-dates';
import { hasDrawClosed } from '@lotto/domain/draw-calendar';
import { poolByCode } from '@lotto/domain/pools';
import type { Actor, AppContext } from '../../context.js';
import { poolSchedules } from '../../shared/schedule.repository.js';
import type { ImportProblem, ImportedResult } from './import/parsed-results.js';
import { enterResult, type EnterResultOutcome } from './result.service.js';
import { timeSettlement } from '../../metrics/app-metrics.js';

/** Draws entered at once: on SQLite they share a COMMIT (group commit), on PostgreSQL the pool. */
const DRAWS_IN_FLIGHT = 32;

export interface ImportSummary {
  draws: number;
  new: number;
  corrected: number;
  unchanged: number;
  /** winning lines' payouts and commission credited by this import's settlements, cents */
  winCents: number;
  commissionCents: number;
}

export class ImportRefused extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(`${problems.length} problem(s); nothing was imported`);
  }
}

/**
 * Stores and settles parsed results, one transaction per draw (result.service.ts). All or nothing
 * at the file level: any parse problem, or any draw still taking bets, refuses the whole import
 * before anything is stored, listing every problem. Importing the same file again changes nothing.
 */
export async function importResults(
  ctx: AppContext,
  input: { results: ImportedResult[]; problems: ImportProblem[]; format: string; actor: Actor; now: number },
): Promise<ImportSummary> {
  const problems = [...input.problems];
  const schedules = await poolSchedules(ctx);
  for (const { result, file, line } of input.results) {
    const schedule = schedules.find((candidate) => candidate.pool === result.pool);
    if (schedule && !hasDrawClosed(schedule, result.date, input.now, ctx.env.TZ_DRAWS)) {
      problems.push({
        file,
        line,
        message: `${poolByCode(result.pool).name} ${formatDmy(result.date)} still takes bets; its result cannot be entered yet`,
      });
    }
  }
  if (problems.length > 0) throw new ImportRefused(problems);

  const summary: ImportSummary = {
    draws: 0,
    new: 0,
    corrected: 0,
    unchanged: 0,
    winCents: 0,
    commissionCents: 0,
  };
  const ordered = [...input.results].sort((a, b) =>
    a.result.date === b.result.date
      ? a.result.pool.localeCompare(b.result.pool)
      : a.result.date < b.result.date
        ? -1
        : 1,
  );
  const count = (outcome: EnterResultOutcome) => {
    summary.draws += 1;
    summary[outcome.change] += 1;
    if (outcome.settlement.settledNow) {
      summary.winCents += outcome.settlement.winCents;
      summary.commissionCents += outcome.settlement.commissionCents;
    }
  };
  for (let i = 0; i < ordered.length; i += DRAWS_IN_FLIGHT) {
    const outcomes = await Promise.all(
      ordered.slice(i, i + DRAWS_IN_FLIGHT).map(({ result }) =>
        timeSettlement(ctx.metrics, () =>
          enterResult(ctx, {
            result,
            source: `import:${input.format}`,
            actor: input.actor,
            now: input.now,
          }),
        ),
      ),
    );
    outcomes.forEach(count);
  }
  return summary;
}
