import type { Cents } from '@lotto/domain/money';
import type { AppContext } from '../../context.js';
import { recordAudit } from '../../common/audit.repository.js';
import { forgetUser } from '../../common/session-cache.js';
import { actorOf, findDownlineUser, type Operator } from '../../common/downline-scope.js';

/**
 * Sets the order total above which the app asks a user once more before placing an order (issue
 * 36.3), or turns it off (undefined). Only an upline sets it: an agent for a user strictly below
 * it, the house for anyone but itself (findDownlineUser); the user itself cannot. Audited as
 * `user.order_confirm`. The user's cached session row is dropped, so its next GetMyCredit says it.
 */
export async function setOrderConfirm(
  ctx: AppContext,
  operator: Operator,
  input: { username: string; confirmOrderAbove?: Cents | undefined },
): Promise<void> {
  const now = ctx.clock();
  const cents = input.confirmOrderAbove ?? null;
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const user = await findDownlineUser(trx, operator, input.username);
    await trx
      .updateTable('users')
      .set({ confirm_order_above_cents: cents })
      .where('id', '=', user.id)
      .execute();
    forgetUser(user.id);
    await recordAudit(trx, {
      actor: actorOf(operator),
      action: 'user.order_confirm',
      targetUserId: user.id,
      before: {
        confirm_order_above_cents:
          user.confirm_order_above_cents === null ? null : Number(user.confirm_order_above_cents),
      },
      after: { confirm_order_above_cents: cents },
      now,
    });
  });
}
