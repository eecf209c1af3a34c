import { resultEntryBody, type EnterResultAnswer } from '@lotto/contract/results';
import type { DrawResult } from '@lotto/domain/draw-result';
import { cents, toPoints } from '@lotto/domain/money';
import type { Actor, AppContext } from '../../context.js';
import { runWrite } from '../../db/run-write.js';
import { ok } from '../../http/envelope.js';
import { validationFailed } from '../../lib/app-error.js';
import { enterResultWrite } from './result.writes.js';

/** The EnterResult and PreviewResult body, checked by the domain (contract resultEntryBody): every problem named. */
export function drawResultOfBody(raw: unknown): DrawResult {
  const checked = resultEntryBody.safeParse(raw);
  if (!checked.success) throw validationFailed(checked.error.issues.map((issue) => issue.message).join('; '));
  return checked.data;
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
  return ok<EnterResultAnswer>(
    {
      change: outcome.change,
      version: outcome.version,
      lines: outcome.settlement.lines,
      winTotal: toPoints(cents(outcome.settlement.winCents)),
      commissionTotal: toPoints(cents(outcome.settlement.commissionCents)),
    },
    outcome.change === 'unchanged' ? 'The result is unchanged' : 'Result saved and draw settled',
  );
}
