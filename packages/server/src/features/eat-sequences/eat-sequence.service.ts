import { DEFAULT_EAT_SEQUENCE, eatSequenceById, type EatSequence } from '@lotto/domain/bet-types';
import type { Actor, AppContext } from '../../context.js';
import { unauthorized } from '../../lib/app-error.js';
import { recordAudit } from '../../shared/audit.repository.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { findEatSequenceId, updateEatSequenceId } from './eat-sequence.repository.js';

/**
 * The order in which the user's plain `#1#2` amounts are read (game-rules §5). An id that is not
 * (or no longer) offered reads as the default, so there is always exactly one.
 */
export function eatSequenceOfUser(user: Pick<UserRow, 'eat_sequence_id'>): EatSequence {
  return eatSequenceById(user.eat_sequence_id) ?? DEFAULT_EAT_SEQUENCE;
}

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
