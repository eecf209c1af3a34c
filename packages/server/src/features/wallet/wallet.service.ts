import { CREDIT_REMARK_MAX } from '@lotto/contract/users';
import { type Cents, cents, formatPoints, NO_CENTS } from '@lotto/domain/money';
import type { Actor, AppContext } from '../../context.js';
import { AppError, validationFailed } from '../../lib/app-error.js';
import { recordAudit } from '../../common/audit.repository.js';
import { findUserByUsername } from '../../common/user.repository.js';
import { applyLedgerEntry, getBalance } from '../../common/ledger.repository.js';
import type { LedgerEntryRow } from '../../db/tables/ledger.table.js';

/**
 * A house adjustment of a user's credit (positive adds, negative takes back), written as one
 * ledger entry plus an audit record in one transaction. Transfers between an upline and its
 * downline are a separate operation (back-office issue).
 */
export async function adjustCredit(
  ctx: AppContext,
  input: { username: string; amount: Cents; remark: string; actor: Actor },
): Promise<LedgerEntryRow> {
  const remark = input.remark.trim();
  if (remark.length === 0) throw validationFailed('remark: required');
  if (remark.length > CREDIT_REMARK_MAX) {
    throw validationFailed(`remark: at most ${CREDIT_REMARK_MAX} characters`);
  }
  if (input.amount === 0) throw validationFailed('amount: must not be zero');
  const now = ctx.clock();
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const user = await findUserByUsername(trx, input.username);
    if (!user) throw new AppError('NOT_FOUND', `No user named ${input.username}`);
    let entry: LedgerEntryRow;
    try {
      entry = await applyLedgerEntry(trx, {
        userId: user.id,
        amount: input.amount,
        kind: input.amount > 0 ? 'credit_add' : 'credit_deduct',
        remark,
        refType: 'admin',
        actor: input.actor,
        now,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_CREDIT') {
        const balance = (await getBalance(trx, user.id)) ?? NO_CENTS;
        throw new AppError(
          'INSUFFICIENT_CREDIT',
          `Insufficient credit: ${user.username} has ${formatPoints(balance)}, the adjustment takes back ` +
            `${formatPoints(cents(-input.amount))}, short ${formatPoints(cents(-input.amount - balance))}`,
        );
      }
      throw error;
    }
    await recordAudit(trx, {
      actor: input.actor,
      action: 'credit.adjust',
      targetUserId: user.id,
      before: { balance_cents: entry.pre_balance_cents },
      after: { balance_cents: entry.post_balance_cents, amount_cents: entry.amount_cents, remark },
      now,
    });
    return entry;
  });
}
