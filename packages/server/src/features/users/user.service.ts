import { mayHaveChild, type Role } from '@lotto/domain/roles';
import type { Cents } from '@lotto/domain/money';
import type { Actor, AppContext } from '../../context.js';
import { AppError, validationFailed } from '../../lib/app-error.js';
import { recordAudit } from '../../common/audit.repository.js';
import { hashPassword, passwordProblem } from '../../lib/passwords.js';
import { deleteSessionsOfUser } from '../../common/session.repository.js';
import { clearAccountThrottles } from '../../common/throttle-keys.js';
import { findPackageByName } from '../../common/package.repository.js';
import { applyLedgerEntry } from '../../common/ledger.repository.js';
import { transferBetween } from '../../common/credit-transfer.repository.js';
import { isSelfOrDownline } from '../../common/downline-scope.js';
import {
  findHouseAdmin,
  findUserByUsername,
  insertUser,
  normaliseUsername,
  updatePasswordHash,
  USERNAME_PATTERN,
} from '../../common/user.repository.js';

export interface CreateUserInput {
  username: string;
  password: string;
  role: Role;
  /** the upline; agents and players default to the house admin */
  parent?: string | undefined;
  /** opening credit, given by the house as an audited ledger entry */
  credit?: Cents | undefined;
  /** package name; default none (the base package applies) */
  packageName?: string | undefined;
  /**
   * Back office: the parent must be this user or below it (an agent creates only in its own
   * tree); a parent outside it is answered as unknown, so nothing about other trees leaks.
   */
  scopeRootId?: number | undefined;
  /** Back office: the opening credit is transferred from this user's wallet, not created. */
  fundedBy?: { id: number; username: string } | undefined;
  /**
   * Operator CLI: an opening credit under an agent is transferred from that agent's wallet (refused
   * beyond its credit), as when the agent creates the user itself; under the house it is created.
   */
  fundedByParent?: boolean | undefined;
  actor: Actor;
}

/** Creates a user, its opening credit and the audit record in one transaction. */
export async function createUser(ctx: AppContext, input: CreateUserInput): Promise<number> {
  const username = normaliseUsername(input.username);
  if (!USERNAME_PATTERN.test(username)) {
    throw validationFailed('username: 3 to 32 characters of a-z, 0-9, _ and .');
  }
  const problem = passwordProblem(input.password);
  if (problem) throw validationFailed(`password: ${problem}`);
  if (input.credit !== undefined && input.credit < 0) throw validationFailed('credit: must not be negative');
  if (input.role === 'admin' && input.parent) throw validationFailed('parent: an admin has no upline');
  // Hash outside the transaction: it is the slow part and needs no lock.
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock();

  return ctx.db.kysely.transaction().execute(async (trx) => {
    if (await findUserByUsername(trx, username)) {
      throw validationFailed(`username: ${username} is already taken`);
    }
    let parentId: number | null = null;
    let fundedBy = input.fundedBy;
    if (input.role !== 'admin') {
      const parent = input.parent ? await findUserByUsername(trx, input.parent) : await findHouseAdmin(trx);
      const inScope =
        parent !== undefined &&
        (input.scopeRootId === undefined || (await isSelfOrDownline(trx, input.scopeRootId, parent.id)));
      if (!parent || !inScope) {
        if (input.parent && input.scopeRootId !== undefined) {
          throw validationFailed(`parent: no agent named ${input.parent} in your tree`);
        }
        throw validationFailed(
          input.parent
            ? `parent: no user named ${input.parent}`
            : 'parent: create an admin first, or name a parent',
        );
      }
      if (!mayHaveChild(parent.role, input.role)) {
        throw validationFailed(`parent: a ${parent.role} cannot have a ${input.role} under it`);
      }
      parentId = parent.id;
      if (input.fundedByParent && parent.role !== 'admin') {
        fundedBy = { id: parent.id, username: parent.username };
      }
    }
    let packageId: number | null = null;
    if (input.packageName) {
      const pkg = await findPackageByName(trx, input.packageName);
      if (!pkg) throw validationFailed(`package: no package named ${input.packageName}`);
      packageId = pkg.id;
    }
    const id = await insertUser(trx, {
      username,
      password_hash: passwordHash,
      role: input.role,
      parent_id: parentId,
      package_id: packageId,
      eat_sequence_id: 1,
      status: 'active',
      balance_cents: 0,
      created_at: now,
      password_changed_at: now,
    });
    await recordAudit(trx, {
      actor: input.actor,
      action: 'user.create',
      targetUserId: id,
      after: { username, role: input.role, parent_id: parentId, package_id: packageId },
      now,
    });
    if (input.credit !== undefined && input.credit > 0 && fundedBy) {
      // An agent's opening credit leaves its own wallet: a transfer, refused if it has too little.
      await transferBetween(trx, {
        upline: fundedBy,
        downline: { id, username },
        amount: input.credit,
        direction: 'give',
        remark: 'Opening credit',
        actor: input.actor,
        now,
      });
    } else if (input.credit !== undefined && input.credit > 0) {
      await applyLedgerEntry(trx, {
        userId: id,
        amount: input.credit,
        kind: 'credit_add',
        remark: 'Opening credit',
        refType: 'admin',
        actor: input.actor,
        now,
      });
    }
    return id;
  });
}

/** Sets a new password and ends every session of the user (spec: success logs out). */
export async function setPassword(
  ctx: AppContext,
  input: { userId: number; newPassword: string; actor: Actor },
): Promise<void> {
  const problem = passwordProblem(input.newPassword);
  if (problem) throw new AppError('PASSWORD_TOO_WEAK', `New password ${problem}`);
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.clock();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, input.userId, passwordHash, now);
    await deleteSessionsOfUser(trx, input.userId);
    // A reset after a stolen session or forgotten password: the owner gets in at once (issue 36 item 7).
    await clearAccountThrottles(trx, input.userId);
    await recordAudit(trx, { actor: input.actor, action: 'user.password', targetUserId: input.userId, now });
  });
}
