import { formatYmdCompact } from '@lotto/domain/calendar-dates';
import { cents, formatPoints, NO_CENTS, readCents, toPoints, type Cents } from '@lotto/domain/money';
import { checkLimitChange, leftToGive, openOf, weekAt, weekBounds } from '@lotto/domain/weekly-cycle';
import type {
  RecordWeekPaymentAnswer,
  SetWeeklyAtCloseAnswer,
  SetWeeklyLimitAnswer,
  WeeklyLimitsAnswer,
} from '@lotto/contract/weekly';
import type { Actor, AppContext } from '../../context.js';
import { AppError, validationFailed } from '../../lib/app-error.js';
import { recordAudit } from '../../common/audit.repository.js';
import { transferBetween } from '../../common/credit-transfer.repository.js';
import { lockWallets } from '../../common/ledger.repository.js';
import { findDownlineUser, notInDownline, type Operator } from '../../common/downline-scope.js';
import { transactionWithRetry } from '../../db/transactions.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { UserRow, WeeklyAtClose } from '../../db/tables/user.table.js';
import { worldOf } from './weekly-flows.js';
import { releaseLock } from './weekly-reset.service.js';
import { carriedInto, computedOf, paymentsOf, readLedger } from './weekly-ledger.js';
import {
  allCycleUsers,
  closedWeeks,
  insertPayment,
  packageRates,
  setAtClose,
  setLimit,
  stakesByUser,
} from './weekly.repository.js';

type Q = Kysely<Database>;
const pts = (amount: number): string => formatPoints(cents(amount));

export function requireWeekly(ctx: AppContext): void {
  if (ctx.env.CREDIT_CYCLE !== 'weekly') {
    throw validationFailed('the weekly cycle is off (CREDIT_CYCLE=none): limits and statements are not kept');
  }
}

/**
 * A direct downline of the operator (the house: of any admin): only its upline sets its limit and
 * records its payments. Anyone else is "not in your downline" (404), as for every back-office call.
 */
async function directDownline(db: Q, operator: Operator, username: string): Promise<UserRow> {
  const user = await findDownlineUser(db, operator, username);
  if (user.parent_id === operator.id) return user;
  if (operator.role === 'admin' && user.parent_id !== null) {
    const parent = await db
      .selectFrom('users')
      .select('role')
      .where('id', '=', user.parent_id)
      .executeTakeFirst();
    if (parent?.role === 'admin') return user;
  }
  throw notInDownline(username);
}

async function childrenLimitSum(db: Q, parentId: number, house: boolean): Promise<Cents> {
  let query = db
    .selectFrom('users as u')
    .select((eb) => eb.fn.sum<string | number>('u.weekly_limit_cents').as('given'));
  query = house
    ? query.innerJoin('users as p', 'p.id', 'u.parent_id').where('p.role', '=', 'admin')
    : query.where('u.parent_id', '=', parentId);
  const row = await query.executeTakeFirst();
  return cents(Number(row?.given ?? 0));
}

/**
 * SetWeeklyLimit (rules 2-3): the new limit of a direct downline; the difference moves at once as
 * a credit transfer (a decrease the child cannot cover: INSUFFICIENT_CREDIT); a raise beyond what
 * the operator has left to give: QUOTA_EXCEEDED naming what is left. Nothing is ever clamped.
 */
export async function setWeeklyLimit(
  ctx: AppContext,
  operator: Operator,
  input: { username: string; limit: Cents },
  actor: Actor,
): Promise<SetWeeklyLimitAnswer> {
  requireWeekly(ctx);
  const now = ctx.clock();
  const house = operator.role === 'admin';
  return transactionWithRetry(ctx.db.kysely, async (trx) => {
    const target = await directDownline(trx, operator, input.username);
    // The operator's row first: two raises by one upline at once check the quota one after the other.
    await lockWallets(trx, house ? [target.id] : [operator.id, target.id]);
    const fresh = await trx
      .selectFrom('users')
      .select(['id', 'weekly_limit_cents'])
      .where('id', 'in', [operator.id, target.id])
      .execute();
    const limitOf = (id: number): Cents =>
      cents(Number(fresh.find((row) => Number(row.id) === id)?.weekly_limit_cents ?? 0));
    const from = limitOf(target.id);
    const uplineLimit = house ? null : limitOf(operator.id);
    const uplineGiven = await childrenLimitSum(trx, operator.id, house);
    const childGiven = await childrenLimitSum(trx, target.id, false);
    const refusal = checkLimitChange({ uplineLimit, uplineGiven, from, to: input.limit, childGiven });
    if (refusal?.code === 'QUOTA_EXCEEDED') {
      throw new AppError(
        'QUOTA_EXCEEDED',
        `${operator.username} has ${pts(refusal.left)} left to give (limit ${pts(refusal.limit)}, given ${pts(refusal.given)})`,
        { left: toPoints(refusal.left), limit: toPoints(refusal.limit), given: toPoints(refusal.given) },
      );
    }
    if (refusal?.code === 'BELOW_CHILDREN') {
      throw new AppError(
        'QUOTA_EXCEEDED',
        `${target.username} has given ${pts(refusal.given)} to its downline: its limit cannot be less`,
        { given: toPoints(refusal.given) },
      );
    }
    const delta = input.limit - from;
    let creditLeft = cents(Number(target.balance_cents));
    if (delta !== 0) {
      const moved = await transferBetween(trx, {
        upline: house ? null : { id: operator.id, username: operator.username },
        downline: { id: target.id, username: target.username },
        amount: cents(Math.abs(delta)),
        direction: delta > 0 ? 'give' : 'take',
        remark: `weekly limit ${pts(from)} -> ${pts(input.limit)}`,
        actor,
        now,
      });
      creditLeft = cents(Number(moved.downline.post_balance_cents));
    }
    await setLimit(trx, target.id, input.limit);
    await recordAudit(trx, {
      actor,
      action: 'weekly.limit',
      targetUserId: target.id,
      before: { weekly_limit_cents: from },
      after: { weekly_limit_cents: input.limit, moved_cents: delta },
      now,
    });
    return {
      username: target.username,
      from: toPoints(from),
      to: toPoints(input.limit),
      creditLeft: toPoints(creditLeft),
    };
  });
}

/** GetWeeklyLimits: the operator's limit, given and left, and each direct downline's. */
export async function getWeeklyLimits(ctx: AppContext, operator: Operator): Promise<WeeklyLimitsAnswer> {
  requireWeekly(ctx);
  const db = ctx.db.kysely;
  const house = operator.role === 'admin';
  const week = weekAt(ctx.clock(), ctx.env.TZ_DRAWS);
  const { first, last } = weekBounds(week);
  const users = await allCycleUsers(db);
  const houseIds = new Set(users.filter((user) => user.role === 'admin').map((user) => user.id));
  const children = users.filter((user) =>
    house
      ? user.parentId !== null && houseIds.has(user.parentId) && user.role !== 'admin'
      : user.parentId === operator.id,
  );
  const me = users.find((user) => user.id === operator.id);
  const limit = house ? null : (me?.limit ?? NO_CENTS);
  const given = cents(children.reduce((sum, child) => sum + (child.limit ?? 0), 0));
  const staked = await stakesByUser(db, first, last);
  const left = leftToGive(limit, given);
  return {
    limit: limit === null ? null : toPoints(limit),
    given: toPoints(given),
    leftToGive: left === null ? null : toPoints(left),
    week: formatYmdCompact(week),
    rows: children
      .sort((a, b) => a.username.localeCompare(b.username))
      .map((child) => ({
        username: child.username,
        role: child.role,
        limit: toPoints(child.limit ?? NO_CENTS),
        stakedThisWeek: toPoints(staked.get(child.id) ?? NO_CENTS),
        creditLeft: toPoints(child.balance),
        atClose: child.atClose,
        lockedWeek: child.lockedWeek === null ? null : formatYmdCompact(child.lockedWeek),
      })),
  };
}

/**
 * RecordWeekPayment (结账, rule 6): cash received from or paid to a direct downline for a closed
 * week, partial or whole, with a remark; audited. Answers what stays open on its row.
 */
export async function recordWeekPayment(
  ctx: AppContext,
  operator: Operator,
  input: { username: string; week: string; amount: Cents; direction: 'received' | 'paid'; remark: string },
  actor: Actor,
): Promise<RecordWeekPaymentAnswer> {
  requireWeekly(ctx);
  const now = ctx.clock();
  return transactionWithRetry(ctx.db.kysely, async (trx) => {
    const member = await directDownline(trx, operator, input.username);
    if (!(await closedWeeks(trx)).includes(input.week)) {
      throw new AppError('WEEK_NOT_CLOSED', `week: ${formatYmdCompact(input.week)} is not closed yet`);
    }
    const id = await insertPayment(trx, {
      week: input.week,
      downlineId: member.id,
      uplineId: operator.id,
      direction: input.direction,
      amount: input.amount,
      remark: input.remark,
      by: actor.id,
      now,
    });
    await recordAudit(trx, {
      actor,
      action: 'week.payment',
      targetUserId: member.id,
      after: {
        id,
        week: input.week,
        direction: input.direction,
        amount_cents: input.amount,
        remark: input.remark,
      },
      now,
    });
    const world = worldOf(await allCycleUsers(trx), await packageRates(trx));
    const ledger = await readLedger(trx, world, input.week);
    const open = openOf({
      computed: computedOf(ledger, member.id, input.week),
      carried: carriedInto(ledger, member.id, input.week),
      ...paymentsOf(ledger, member.id, input.week),
    });
    // A locked member whose closed weeks this payment settled is reset and may bet again.
    const unlocked =
      member.weekly_locked_week !== null &&
      (await releaseLock(trx, member.id, { settledOnly: true, actor, now }));
    return { id, open: toPoints(open), unlocked };
  });
}

/**
 * SetWeeklyAtClose (rule 4): what the Monday close does to a direct downline, `reset` or `lock`.
 * Choosing `reset` for a locked member unlocks it at once, with its reset (what it still owes
 * lowers its target, as at any reset). Audited.
 */
export async function setWeeklyAtClose(
  ctx: AppContext,
  operator: Operator,
  input: { username: string; atClose: WeeklyAtClose },
  actor: Actor,
): Promise<SetWeeklyAtCloseAnswer> {
  requireWeekly(ctx);
  const now = ctx.clock();
  return transactionWithRetry(ctx.db.kysely, async (trx) => {
    const target = await directDownline(trx, operator, input.username);
    await setAtClose(trx, target.id, input.atClose);
    if (input.atClose === 'reset') await releaseLock(trx, target.id, { settledOnly: false, actor, now });
    await recordAudit(trx, {
      actor,
      action: 'weekly.at_close',
      targetUserId: target.id,
      before: { weekly_at_close: target.weekly_at_close, weekly_locked_week: target.weekly_locked_week },
      after: { weekly_at_close: input.atClose },
      now,
    });
    const row = await trx
      .selectFrom('users')
      .select(['balance_cents', 'weekly_locked_week'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    return {
      username: target.username,
      atClose: input.atClose,
      lockedWeek: row.weekly_locked_week === null ? null : formatYmdCompact(row.weekly_locked_week),
      creditLeft: toPoints(readCents(row.balance_cents)),
    };
  });
}
