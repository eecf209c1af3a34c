import type { Kysely } from 'kysely';
import { CREDIT_REMARK_MAX, type TransferResult, type TransferRow } from '@lotto/contract/users';
import { addDays, startOfLocalDay } from '@lotto/domain/calendar-dates';
import { type Cents, cents, NO_CENTS, readCents, toPoints } from '@lotto/domain/money';
import type { Actor, AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { validationFailed } from '../../lib/app-error.js';
import { recordAudit } from '../../common/audit.repository.js';
import { formatStamp } from '../../lib/local-time.js';
import { transactionWithRetry } from '../../db/transactions.js';
import { findDownlineUser, inTreeOf, notInDownline, type Operator } from '../../common/downline-scope.js';
import { normaliseUsername } from '../../common/user.repository.js';
import {
  TRANSFER_KIND,
  TRANSFER_REF_TYPE,
  transferBetween,
  type TransferDirection,
} from '../../common/credit-transfer.repository.js';

export const MAX_TRANSFERS = 200;

export interface TransferCreditInput {
  /** the giving or taking upline: the caller, or (CLI) any user; an admin is the house */
  upline: Operator;
  /** a user strictly below the upline */
  username: string;
  amount: Cents;
  direction: TransferDirection;
  remark: string;
  actor: Actor;
}

/**
 * Credit between an upline and its downline (issue #8): one transaction, two ledger entries with
 * the same ref, neither balance below zero. The house creates or removes credit instead of
 * paying it, audited as a house adjustment.
 */
export async function transferCredit(ctx: AppContext, input: TransferCreditInput): Promise<TransferResult> {
  const remark = input.remark.trim();
  if (remark.length === 0) throw validationFailed('remark: required');
  if (remark.length > CREDIT_REMARK_MAX) {
    throw validationFailed(`remark: at most ${CREDIT_REMARK_MAX} characters`);
  }
  if (input.amount <= 0) throw validationFailed('amount: must be more than 0');
  const house = input.upline.role === 'admin';
  const now = ctx.clock();
  return transactionWithRetry(ctx.db.kysely, async (trx) => {
    const downline = await findDownlineUser(trx, input.upline, input.username);
    const entries = await transferBetween(trx, {
      upline: house ? null : input.upline,
      downline,
      amount: input.amount,
      direction: input.direction,
      remark,
      actor: input.actor,
      now,
    });
    const moved = { direction: input.direction, amount_cents: input.amount, remark, ref: entries.ref };
    await recordAudit(trx, {
      actor: input.actor,
      action: house ? 'credit.adjust' : 'credit.transfer',
      targetUserId: downline.id,
      before: {
        balance_cents: entries.downline.pre_balance_cents,
        ...(entries.upline ? { upline_balance_cents: entries.upline.pre_balance_cents } : {}),
      },
      after: {
        balance_cents: entries.downline.post_balance_cents,
        ...(entries.upline
          ? { upline: input.upline.username, upline_balance_cents: entries.upline.post_balance_cents }
          : { house: true }),
        ...moved,
      },
      now,
    });
    return {
      ref: entries.ref,
      upline: input.upline.username,
      downline: downline.username,
      uplineBalance: entries.upline ? toPoints(readCents(entries.upline.post_balance_cents)) : null,
      downlineBalance: toPoints(readCents(entries.downline.post_balance_cents)),
    };
  });
}

/**
 * Recent transfers whose downline is in the operator's tree (an agent also sees what its upline
 * gave it), newest first, at most 200; optionally those of one user, and local dates from..to.
 */
export async function listTransfers(
  db: Kysely<Database>,
  operator: Operator,
  filter: { username?: string | undefined; from?: string | undefined; to?: string | undefined; zone: string },
): Promise<TransferRow[]> {
  let query = db
    .selectFrom('ledger_entries as d')
    .innerJoin('users as du', 'du.id', 'd.user_id')
    .leftJoin('ledger_entries as u', (join) =>
      join
        .onRef('u.ref_id', '=', 'd.ref_id')
        .onRef('u.id', '<>', 'd.id')
        .on('u.ref_type', '=', TRANSFER_REF_TYPE),
    )
    .leftJoin('users as uu', 'uu.id', 'u.user_id')
    .select([
      'd.id',
      'd.ref_id',
      'd.kind',
      'd.amount_cents',
      'd.remark',
      'd.created_at',
      'd.actor_name',
      'du.username as downline',
      'uu.username as upline',
    ])
    .where('d.ref_type', '=', TRANSFER_REF_TYPE)
    // The downline's entry: credited when given, debited when taken.
    .where((eb) =>
      eb.or([
        eb.and([eb('d.kind', '=', TRANSFER_KIND.give), eb('d.amount_cents', '>', NO_CENTS)]),
        eb.and([eb('d.kind', '=', TRANSFER_KIND.take), eb('d.amount_cents', '<', NO_CENTS)]),
      ]),
    );
  if (operator.role !== 'admin') query = query.where(inTreeOf('d.user_id', operator.id));
  if (filter.username) {
    const name = normaliseUsername(filter.username);
    if (name !== operator.username)
      await findDownlineUser(db, operator, name).catch(() => {
        throw notInDownline(name);
      });
    query = query.where((eb) => eb.or([eb('du.username', '=', name), eb('uu.username', '=', name)]));
  }
  if (filter.from) query = query.where('d.created_at', '>=', startOfLocalDay(filter.from, filter.zone));
  if (filter.to)
    query = query.where('d.created_at', '<', startOfLocalDay(addDays(filter.to, 1), filter.zone));
  const rows = await query.orderBy('d.id', 'desc').limit(MAX_TRANSFERS).execute();
  return rows.map((row) => ({
    ref: row.ref_id ?? '',
    formattedDate: formatStamp(Number(row.created_at), filter.zone),
    upline: row.upline,
    downline: row.downline,
    direction: row.kind === TRANSFER_KIND.take ? 'take' : 'give',
    amount: toPoints(cents(Math.abs(Number(row.amount_cents)))),
    remark: row.remark,
    by: row.actor_name,
  }));
}
