import type { AppContext } from '../../context.js';
import { validationFailed, type AppError } from '../../lib/app-error.js';

/**
 * The weekly cycle (issue 41, docs/rules.md "Weekly cycle"): credit moves only with the weekly
 * limits (SetWeeklyLimit), so every wallet holds what its limit accounts for and the Monday reset
 * equals the week's statement. Give/take credit and the operator's credit adjustments are refused
 * in that mode, wherever they are asked for (`where`: the command or field named in the message).
 */
export function weeklyCreditMoveRefusal(ctx: AppContext, where?: string): AppError | null {
  if (ctx.env.CREDIT_CYCLE !== 'weekly') return null;
  const message = 'credit moves with the weekly limit (SetWeeklyLimit) while CREDIT_CYCLE=weekly';
  return validationFailed(where ? `${where}: ${message}` : message);
}
