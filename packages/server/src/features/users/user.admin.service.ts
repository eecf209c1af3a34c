import { sql, type Kysely } from 'kysely';
import type { DownlineRow } from '@lotto/contract/users';
import { type Cents, readCents, toPoints } from '@lotto/domain/money';
import type { Actor, AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { type AppError, validationFailed } from '../../lib/app-error.js';
import { recordAudit } from '../../common/audit.repository.js';
import { passwordProblem } from '../../lib/passwords.js';
import { deleteSessionsOfUser } from '../../common/session.repository.js';
import { forgetUser } from '../../common/session-cache.js';
import { findPackageByName } from '../../common/package.repository.js';
import { actorOf, findDownlineUser, inTreeOf, type Operator } from '../../common/downline-scope.js';
import { normaliseUsername } from '../../common/user.repository.js';
import { createUser, setPassword } from './user.service.js';
import type { UserStatus } from '../../db/tables/user.table.js';

type Q = Kysely<Database>;

/**
 * The operator's tree (an agent is its own root; the house sees everyone), depth first with
 * siblings by username, so the list reads as an indented tree. `search` keeps the rows whose
 * username contains it, each with its depth.
 */
export async function listDownline(db: Q, operator: Operator, search?: string): Promise<DownlineRow[]> {
  let query = db
    .selectFrom('users as u')
    .leftJoin('users as p', 'p.id', 'u.parent_id')
    .leftJoin('packages as k', 'k.id', 'u.package_id')
    .select([
      'u.id',
      'u.parent_id',
      'u.username',
      'u.role',
      'u.status',
      'u.balance_cents',
      'u.confirm_order_above_cents',
      'u.cash_out_limit_cents',
      'k.name as package_name',
      'p.username as parent',
      sql<number>`(select count(*) from users c where c.parent_id = u.id)`.as('children'),
    ]);
  if (operator.role !== 'admin') query = query.where(inTreeOf('u.id', operator.id));
  const rows = await query.orderBy('u.username').execute();

  const ids = new Set(rows.map((row) => row.id));
  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows) {
    // A row whose parent is outside the visible set is a root (the agent itself, the admins).
    const key = row.parent_id !== null && ids.has(row.parent_id) ? row.parent_id : null;
    byParent.set(key, [...(byParent.get(key) ?? []), row]);
  }
  const ordered: DownlineRow[] = [];
  const visit = (parentId: number | null, depth: number) => {
    for (const row of byParent.get(parentId) ?? []) {
      ordered.push({
        username: row.username,
        role: row.role,
        status: row.status,
        packageName: row.package_name,
        balance: toPoints(readCents(row.balance_cents)),
        parent: row.parent,
        children: Number(row.children),
        depth,
        confirmOrderAbove:
          row.confirm_order_above_cents === null ? null : toPoints(readCents(row.confirm_order_above_cents)),
        cashOutLimit:
          row.cash_out_limit_cents === null ? null : toPoints(readCents(row.cash_out_limit_cents)),
      });
      visit(row.id, depth + 1);
    }
  };
  visit(null, 0);
  const needle = search?.trim().toLowerCase();
  return needle ? ordered.filter((row) => row.username.includes(needle)) : ordered;
}

export interface CreateDownlineInput {
  username: string;
  password: string;
  role: 'agent' | 'player';
  parent?: string | undefined;
  packageName?: string | undefined;
  credit?: Cents | undefined;
}

/**
 * The weekly cycle (issue 41, docs/rules.md "Weekly cycle" item 7): a new user starts with no
 * credit and gets a weekly limit; an opening credit would be taken back by the next reset. The
 * refusal of an opening credit above 0, for CreateUser and the CLI's `user add`; `field` names the
 * input as its caller typed it. Null when the credit is allowed.
 */
export function weeklyOpeningCreditRefusal(
  ctx: AppContext,
  credit: Cents | undefined,
  field = 'credit',
): AppError | null {
  if (ctx.env.CREDIT_CYCLE !== 'weekly' || credit === undefined || credit <= 0) return null;
  return validationFailed(
    `${field}: no opening credit while CREDIT_CYCLE=weekly; create the user without it and give it a weekly limit (SetWeeklyLimit)`,
  );
}

/**
 * Creates an agent or player under the operator (default) or under an agent of its tree. The
 * house's opening credit is created; an agent's is transferred from its own wallet.
 */
export function createDownlineUser(
  ctx: AppContext,
  operator: Operator,
  input: CreateDownlineInput,
): Promise<number> {
  const refusal = weeklyOpeningCreditRefusal(ctx, input.credit);
  if (refusal) return Promise.reject(refusal);
  const house = operator.role === 'admin';
  return createUser(ctx, {
    username: input.username,
    password: input.password,
    role: input.role,
    parent: input.parent?.trim() || operator.username,
    packageName: input.packageName?.trim() || undefined,
    credit: input.credit,
    scopeRootId: house ? undefined : operator.id,
    fundedBy: house ? undefined : { id: operator.id, username: operator.username },
    actor: actorOf(operator),
  });
}

export async function setUserPackage(
  ctx: AppContext,
  operator: Operator,
  input: { username: string; packageName: string; actor?: Actor },
): Promise<void> {
  const now = ctx.clock();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const user = await findDownlineUser(trx, operator, input.username);
    const pkg = await findPackageByName(trx, input.packageName.trim());
    if (!pkg) throw validationFailed(`packageName: no package named ${input.packageName}`);
    await trx.updateTable('users').set({ package_id: pkg.id }).where('id', '=', user.id).execute();
    forgetUser(user.id);
    await recordAudit(trx, {
      actor: input.actor ?? actorOf(operator),
      action: 'user.package',
      targetUserId: user.id,
      before: { package_id: user.package_id },
      after: { package_id: pkg.id, package: pkg.name },
      now,
    });
  });
}

/** Suspending ends the user's sessions at once; its login is refused until reactivated. */
export async function setUserStatus(
  ctx: AppContext,
  operator: Operator,
  input: { username: string; status: UserStatus; actor?: Actor },
): Promise<void> {
  if (normaliseUsername(input.username) === operator.username) {
    throw validationFailed('username: you cannot change the status of your own account');
  }
  const now = ctx.clock();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const user = await findDownlineUser(trx, operator, input.username);
    await trx.updateTable('users').set({ status: input.status }).where('id', '=', user.id).execute();
    forgetUser(user.id);
    if (input.status === 'suspended') await deleteSessionsOfUser(trx, user.id);
    await recordAudit(trx, {
      actor: input.actor ?? actorOf(operator),
      action: input.status === 'suspended' ? 'user.suspend' : 'user.reactivate',
      targetUserId: user.id,
      before: { status: user.status },
      after: { status: input.status },
      now,
    });
  });
}

/** A new password for a downline user; its sessions end (setPassword does both, audited). */
export async function resetUserPassword(
  ctx: AppContext,
  operator: Operator,
  input: { username: string; newPassword: string },
): Promise<void> {
  const problem = passwordProblem(input.newPassword);
  if (problem) throw validationFailed(`newPassword: ${problem}`);
  const user = await findDownlineUser(ctx.db.kysely, operator, input.username);
  await setPassword(ctx, { userId: user.id, newPassword: input.newPassword, actor: actorOf(operator) });
}
