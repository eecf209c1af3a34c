import { parseYmdCompact } from '@lotto/domain/calendar-dates';
import { validateDrawResult, type DrawResult } from '@lotto/domain/draw-result';
import { toPoints, type Cents } from '@lotto/domain/money';
import type { Actor, AppContext } from '../../context.js';
import { runWrite } from '../../db/run-write.js';
import { ok } from '../../http/envelope.js';
import { validationFailed } from '../../lib/app-error.js';
import { enterResultWrite } from './result.writes.js';

/** The EnterResult body (date YYYYMMDD or YYYY-MM-DD), checked by the domain: every problem named. */
export function drawResultOfBody(raw: unknown): DrawResult {
  const body = (raw ?? {}) as Record<string, unknown>;
  const date =
    typeof body.date === 'string' && /^\d{8}$/.test(body.date) ? parseYmdCompact(body.date) : body.date;
  const checked = validateDrawResult({ ...body, date });
  if (!checked.ok) throw validationFailed(checked.errors.join('; '));
  return checked.value;
}

/**
 * The one handler behind /Result/EnterResult and /Admin/EnterResult (each keeps its own guard):
 * the result is stored and its draw settled in one transaction, on the write thread where there is
 * one, by the same use case the file import and the CLI call (result.service.ts enterResult).
 */
export async function enterResultAnswer(ctx: AppContext, body: unknown, actor: Actor) {
  const outcome = await runWrite(ctx, enterResultWrite, {
    result: drawResultOfBody(body),
    source: 'entry',
    actor,
    now: ctx.clock(),
  });
  return ok(
    {
      change: outcome.change,
      version: outcome.version,
      lines: outcome.settlement.lines,
      winTotal: toPoints(outcome.settlement.winCents as Cents),
      commissionTotal: toPoints(outcome.settlement.commissionCents as Cents),
    },
    outcome.change === 'unchanged' ? 'The result is unchanged' : 'Result saved and draw settled',
  );
}
