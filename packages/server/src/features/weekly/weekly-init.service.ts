import { cents, NO_CENTS, type Cents } from '@lotto/domain/money';
import type { Actor, AppContext } from '../../context.js';
import { recordAudit } from '../../common/audit.repository.js';
import { transactionWithRetry } from '../../db/transactions.js';
import { allCycleUsers, setLimit } from './weekly.repository.js';

/**
 * `credit weekly-init` (issue 41): switches a running book to the weekly cycle. Each user's limit
 * becomes its wallet plus its children's limits, deepest first, so no wallet moves and every
 * agent's children fit its limit exactly. Audited per user; the house has no limit.
 */
export async function weeklyInit(ctx: AppContext, actor: Actor): Promise<{ users: number; total: Cents }> {
  const now = ctx.clock();
  return transactionWithRetry(ctx.db.kysely, async (trx) => {
    const users = await allCycleUsers(trx);
    const byId = new Map(users.map((user) => [user.id, user]));
    const depthOf = (id: number): number => {
      let depth = 0;
      for (
        let at = byId.get(id)?.parentId ?? null;
        at !== null && depth < 64;
        at = byId.get(at)?.parentId ?? null
      )
        depth += 1;
      return depth;
    };
    const limits = new Map<number, Cents>();
    const order = users.filter((user) => user.role !== 'admin').sort((a, b) => depthOf(b.id) - depthOf(a.id));
    for (const user of order) {
      const given = users
        .filter((child) => child.parentId === user.id)
        .reduce((sum, child) => sum + (limits.get(child.id) ?? 0), 0);
      limits.set(user.id, cents(user.balance + given));
    }
    let total = 0;
    for (const user of order) {
      const limit = limits.get(user.id) ?? NO_CENTS;
      await setLimit(trx, user.id, limit);
      await recordAudit(trx, {
        actor,
        action: 'weekly.init',
        targetUserId: user.id,
        before: { weekly_limit_cents: user.limit },
        after: { weekly_limit_cents: limit },
        now,
      });
      if (byId.get(user.parentId ?? -1)?.role === 'admin') total += limit;
    }
    return { users: order.length, total: cents(total) };
  });
}
