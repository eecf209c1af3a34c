import type { EatSequence } from '@lotto/domain/bet-types';
import type { Actor, AppContext } from '../../context.js';
import { unauthorized } from '../../lib/app-error.js';
import { recordAudit } from '../../common/audit.repository.js';
import { findEatSequenceId, updateEatSequenceId } from './eat-sequence.repository.js';

/** Stores the user's choice with an audit record, in one transaction. */
export async function setEatSequence(
  ctx: AppContext,
  input: { userId: number; sequence: EatSequence; actor: Actor },
): Promise<void> {
  const now = ctx.clock();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const before = await findEatSequenceId(trx, input.userId);
    if (before === undefined) throw unauthorized();
    await updateEatSequenceId(trx, input.userId, input.sequence.id);
    await recordAudit(trx, {
      actor: input.actor,
      action: 'user.eat_sequence',
      targetUserId: input.userId,
      before: { eat_sequence_id: before },
      after: { eat_sequence_id: input.sequence.id },
      now,
    });
  });
}
