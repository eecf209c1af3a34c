import { BET_TYPE_CODES, type BetTypeCode } from '@lotto/domain/bet-types';
import { formatPoints, type Cents } from '@lotto/domain/money';
import {
  applyTakeChange,
  clampsOf,
  ownShare,
  parseTakeChange,
  takePercent,
  type TakeBound,
} from '@lotto/domain/position';
import type {
  PositionTakesAnswer,
  SetPositionTakesAnswer,
  SetPositionTakesInput,
} from '@lotto/contract/positions';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { UserRow } from '../../db/tables/user.table.js';
import { recordAudit } from '../../common/audit.repository.js';
import { actorOf, findDownlineUser, type Operator } from '../../common/downline-scope.js';
import { normaliseUsername } from '../../common/user.repository.js';
import {
  lockUsers,
  parentOf,
  settingsOf,
  takeTreeOf,
  userById,
  writeSettings,
  type PositionSettings,
} from '../../common/position.repository.js';
import { AppError, validationFailed } from '../../lib/app-error.js';

type Q = Kysely<Database>;

/**
 * The 占成 settings of one agent (issue 39, docs/rules.md "Position taking"): read by the agent
 * itself or any upline; takes set by an upline only, caps by the agent itself or any upline; a
 * decrease lowers every descendant above the new value, each lowering audited.
 */

const capText = (cap: Cents | undefined): string | null =>
  cap === undefined ? null : formatPoints(cap, { grouping: false });

/** The agent an operator may read or set: itself (an agent), or one of its downline. */
async function targetOf(
  db: Q,
  operator: Operator,
  username: string,
): Promise<{ user: UserRow; self: boolean }> {
  if (normaliseUsername(username) === normaliseUsername(operator.username)) {
    if (operator.role === 'admin') {
      throw validationFailed('username: the house takes no position of its own; it holds the rest');
    }
    return { user: await userById(db, operator.id), self: true };
  }
  const user = await findDownlineUser(db, operator, username);
  if (user.role !== 'agent') {
    throw validationFailed(`username: ${user.username} is a ${user.role}; only an agent takes a position`);
  }
  return { user, self: false };
}

/** The parent whose takes bound the agent's: null when it is the house (or directly under it). */
async function boundOf(db: Q, user: UserRow): Promise<(TakeBound & { id: number }) | null> {
  if (user.parent_id === null) return null;
  const parent = await parentOf(db, user.parent_id);
  if (parent.role === 'admin') return null;
  const settings = (await settingsOf(db, [Number(parent.id)])).get(Number(parent.id))!;
  return { id: Number(parent.id), name: parent.username, takes: settings.takes };
}

export async function getPositionTakes(
  ctx: AppContext,
  operator: Operator,
  username: string,
): Promise<PositionTakesAnswer> {
  const db = ctx.db.kysely;
  const { user, self } = await targetOf(db, operator, username);
  const bound = await boundOf(db, user);
  const mine = (await settingsOf(db, [user.id])).get(user.id)!;
  return {
    username: user.username,
    parent: bound?.name ?? null,
    takesEditable: !self,
    rows: BET_TYPE_CODES.map((betType) => {
      const take = mine.takes[betType] ?? 0;
      const parentTake = bound === null ? 10_000 : (bound.takes[betType] ?? 0);
      return {
        betType,
        take: takePercent(take),
        parentTake: takePercent(parentTake),
        own: takePercent(ownShare(parentTake, take)),
        cap: capText(mine.caps[betType]),
      };
    }),
  };
}

export async function setPositionTakes(
  ctx: AppContext,
  operator: Operator,
  input: SetPositionTakesInput,
): Promise<SetPositionTakesAnswer> {
  const now = ctx.clock();
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const { user, self } = await targetOf(trx, operator, input.username);
    if (self && input.takes && Object.keys(input.takes).length > 0) {
      throw validationFailed('takes: your takes are set by your upline; you may set your caps');
    }
    const bound = await boundOf(trx, user);
    await lockUsers(trx, ctx.db.dialect, bound ? [bound.id, user.id] : [user.id]);
    const parsed = parseTakeChange({ takes: input.takes ?? {}, caps: input.caps ?? {} }, bound);
    if (!parsed.ok) {
      throw new AppError(
        'VALIDATION_FAILED',
        parsed.errors.map((error) => `${error.field}: ${error.reason}`).join('; '),
        { errors: parsed.errors },
      );
    }
    const { change } = parsed;
    const current = (await settingsOf(trx, [user.id])).get(user.id)!;
    const next = applyTakeChange(current, change);
    const touched = [
      ...new Set([...Object.keys(change.takes), ...Object.keys(change.caps)]),
    ] as BetTypeCode[];
    const changedTypes = touched.filter(
      (betType) =>
        (current.takes[betType] ?? 0) !== (next.takes[betType] ?? 0) ||
        current.caps[betType] !== next.caps[betType],
    );
    const tree = await takeTreeOf(trx, user.id);
    const clamps = clampsOf(tree, user.id, change.takes);
    const names = new Map(tree.map((node) => [node.userId, node.username]));
    const answer: SetPositionTakesAnswer = {
      changed: changedTypes.length,
      clamped: clamps.map((clamp) => ({
        username: names.get(clamp.userId)!,
        betType: clamp.betType,
        from: takePercent(clamp.from),
        to: takePercent(clamp.to),
      })),
    };
    if (input.dryRun || (changedTypes.length === 0 && clamps.length === 0)) return answer;

    await writeSettings(
      trx,
      user.id,
      changedTypes.map((betType) => rowOf(next, betType)),
    );
    await recordAudit(trx, {
      actor: actorOf(operator),
      action: 'position.set',
      targetUserId: user.id,
      before: auditView(current, changedTypes),
      after: auditView(next, changedTypes),
      now,
    });
    // Lowered descendants: their caps stay, their takes come down to the new value; parents
    // first (clampsOf's order), each one its own audit row.
    const descendants = new Map<number, BetTypeCode[]>();
    for (const clamp of clamps)
      descendants.set(clamp.userId, [...(descendants.get(clamp.userId) ?? []), clamp.betType]);
    const stored = await settingsOf(trx, [...descendants.keys()]);
    for (const clamp of clamps) {
      const settings = stored.get(clamp.userId)!;
      settings.takes[clamp.betType] = clamp.to;
      await writeSettings(trx, clamp.userId, [rowOf(settings, clamp.betType)]);
      await recordAudit(trx, {
        actor: actorOf(operator),
        action: 'position.clamp',
        targetUserId: clamp.userId,
        before: { betType: clamp.betType, take: takePercent(clamp.from) },
        after: { betType: clamp.betType, take: takePercent(clamp.to), because: user.username },
        now,
      });
    }
    return answer;
  });
}

function rowOf(settings: PositionSettings, betType: BetTypeCode) {
  return { betType, take: settings.takes[betType] ?? 0, cap: settings.caps[betType] ?? null };
}

/** What the audit log shows of the changed bet types: take percent and cap points. */
function auditView(settings: PositionSettings, betTypes: readonly BetTypeCode[]) {
  return Object.fromEntries(
    betTypes.map((betType) => [
      betType,
      { take: takePercent(settings.takes[betType] ?? 0), cap: capText(settings.caps[betType]) },
    ]),
  );
}
