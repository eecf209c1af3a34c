import type { Actor, AppContext } from '../../context.js';
import { runWrite } from '../../db/run-write.js';
import { drawKey, drawsNotHeld, drawsStillTakingBets, type DrawRef } from './draw-closed.js';
import type { ImportProblem, ImportedResult } from './import/parsed-results.js';
import type { EnterResultOutcome } from './result.service.js';
import { enterResultWrite } from './result.writes.js';

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
 * Adds a special draw to the calendar (the calendar feature's addCalendarDate, passed in by the
 * composition layer: features never import each other), audited as the operator's.
 */
export type AddSpecialDraw = (draw: DrawRef) => Promise<unknown>;

/**
 * Stores and settles parsed results through the one use case of entering a result (enterResult,
 * on the write thread where there is one), one transaction per draw. All or nothing
 * at the file level: any parse problem, any draw still taking bets, or any pool and date that
 * holds no draw refuses the whole import before anything is stored, listing every problem.
 * Importing the same file again changes nothing. With `addSpecialDraw` (a publisher's history
 * with special draws unknown to this calendar, asked for by the operator), the draws that are
 * not in the calendar are added as special draws instead, once the file has no other problem.
 */
export async function importResults(
  ctx: AppContext,
  input: { results: ImportedResult[]; problems: ImportProblem[]; format: string; actor: Actor; now: number },
  addSpecialDraw?: AddSpecialDraw,
): Promise<ImportSummary> {
  const problems = [...input.problems];
  const draws = input.results.map(({ result }) => result);
  const notHeld = await drawsNotHeld(ctx, draws);
  const refusals = await drawsStillTakingBets(ctx, draws, input.now);
  for (const { result, file, line } of input.results) {
    const refusal =
      (addSpecialDraw ? undefined : notHeld.get(drawKey(result))) ?? refusals.get(drawKey(result));
    if (refusal) problems.push({ file, line, message: refusal });
  }
  if (problems.length > 0) throw new ImportRefused(problems);
  if (addSpecialDraw) {
    for (const result of draws) if (notHeld.has(drawKey(result))) await addSpecialDraw(result);
  }

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
        // The same write path as a result entered by hand: the write thread on the SQLite server.
        runWrite(ctx, enterResultWrite, {
          result,
          source: `import:${input.format}`,
          actor: input.actor,
          now: input.now,
        }),
      ),
    );
    outcomes.forEach(count);
  }
  return summary;
}
