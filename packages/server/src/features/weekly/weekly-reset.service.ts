import { addDays } from '@lotto/domain/calendar-dates';
import { cents, NO_CENTS, type Cents } from '@lotto/domain/money';
import { lastEndedWeek, resetOf, weekBounds } from '@lotto/domain/weekly-cycle';
import type { Kysely } from 'kysely';
import type { Actor, AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { applyLedgerEntry, lockWallets } from '../../common/ledger.repository.js';
import { transactionWithRetry } from '../../db/transactions.js';
import { lockWeekCloses } from '../../common/weekly-closes.repository.js';
import { isHouse, jackpotPayouts, worldOf } from './weekly-flows.js';
import { carriedInto, readLedger, type WeekLedger } from './weekly-ledger.js';
import {
  allCycleUsers,
  claimClose,
  laterCreditsByUser,
  closedWeeks,
  preCycleCreditsByUser,
  packageRates,
  recordResets,
  setLockedWeek,
  settledJackpots,
  type CycleUser,
  stakesByUser,
  unsettledDraws,
} from './weekly.repository.js';

type Q = Kysely<Database>;

export const WEEK_REF_TYPE = 'week';
const RESET_ACTOR = { id: null, name: 'weekly-reset' };

export type ResetOutcome =
  | { state: 'off' | 'nothing-due' }
  | { state: 'waiting'; week: string; draws: { pool: string; drawDate: string }[] }
  | { state: 'closed'; weeks: { week: string; resets: number }[] };

/**
 * The Monday reset (issue 41 rule 4, docs/rules.md "Weekly cycle"). Closes every week that has
 * ended by `now` (Sunday 24:00 in the draw zone) and is not closed yet, oldest first, once each of
 * its draws with active tickets has settled. The first close ever closes only the last ended week.
 * Each close is one transaction: its weekly_closes row first (a rerun or a second instance finds it
 * and resets nothing), then one `weekly_reset` ledger entry per wallet away from its target.
 */
export async function runWeeklyReset(ctx: AppContext, now = ctx.clock()): Promise<ResetOutcome> {
  if (ctx.env.CREDIT_CYCLE !== 'weekly') return { state: 'off' };
  const due = await dueWeeks(ctx, now);
  if (due.length === 0) return { state: 'nothing-due' };
  const done: { week: string; resets: number }[] = [];
  for (const week of due) {
    const { first, last: sunday } = weekBounds(week);
    const draws = await unsettledDraws(ctx.db.kysely, first, sunday);
    if (draws.length > 0) {
      ctx.log?.warn({ week, draws }, 'weekly reset waits for draws to settle');
      return done.length > 0 ? { state: 'closed', weeks: done } : { state: 'waiting', week, draws };
    }
    const resets = await closeWeek(ctx, week, now);
    if (resets !== null) done.push({ week, resets });
  }
  return { state: 'closed', weeks: done };
}

/** The weeks that have ended by `now` and are not closed yet, oldest first. */
async function dueWeeks(ctx: AppContext, now: number): Promise<string[]> {
  const last = lastEndedWeek(now, ctx.env.TZ_DRAWS);
  const latest = (await closedWeeks(ctx.db.kysely)).at(-1);
  const due: string[] = [];
  for (let week = latest === undefined ? last : addDays(latest, 7); week <= last; week = addDays(week, 7)) {
    due.push(week);
  }
  return due;
}

/**
 * What holds the Monday reset back now, for the house's Draws and Results screens: the oldest week
 * due to close and its draws with active tickets not settled (a missing result), or null when
 * nothing waits (or the cycle is off). Reads only: the job closes.
 */
export async function resetWaitingFor(
  ctx: AppContext,
  now = ctx.clock(),
): Promise<{ week: string; draws: { pool: string; drawDate: string }[] } | null> {
  if (ctx.env.CREDIT_CYCLE !== 'weekly') return null;
  const week = (await dueWeeks(ctx, now))[0];
  if (week === undefined) return null;
  const { first, last } = weekBounds(week);
  const draws = await unsettledDraws(ctx.db.kysely, first, last);
  return draws.length === 0 ? null : { week, draws };
}

/** One week's close: null when it was closed already. */
async function closeWeek(ctx: AppContext, week: string, now: number): Promise<number | null> {
  return transactionWithRetry(ctx.db.kysely, async (trx) => {
    // A result correction of this week either commits first (and the reset sees it) or after
    // (and finds the week closed, so it moves no wallet): never in between.
    await lockWeekCloses(trx, ctx.db.dialect);
    if (!(await claimClose(trx, week, now))) return null;
    const before = await allCycleUsers(trx);
    await lockWallets(
      trx,
      before.filter((user) => user.limit !== null).map((user) => user.id),
    );
    // Balances read after the locks: no bet moves a wallet between the read and the entry.
    const users = await allCycleUsers(trx);
    // Read through this week: a `lock` member is locked when this week leaves it anything open.
    const figures = await figuresAfter(trx, users, week);
    let resets = 0;
    for (const user of users) {
      if (user.limit === null || isHouse(user)) continue;
      if (user.atClose === 'lock') {
        // Locked already (an earlier week still open): no reset until it is settled.
        if (user.lockedWeek !== null) continue;
        if (carriedInto(figures.ledger, user.id, weekBounds(week).next) !== 0) {
          await setLockedWeek(trx, user.id, week);
          continue;
        }
      }
      const amount = resetAmountOf(figures, user, carriedInto(figures.ledger, user.id, week));
      if (await writeReset(trx, user.id, amount, week, `weekly reset ${week}`, RESET_ACTOR, now)) resets += 1;
    }
    await recordResets(trx, week, resets);
    return resets;
  });
}

/** What a wallet's target after the close of `week` is made of, for every user. */
interface CloseFigures {
  users: readonly CycleUser[];
  ledger: WeekLedger;
  laterStakes: Map<number, number>;
  /** kept in the wallet: later weeks' settled results, and pre-cycle draws' since the first close */
  laterCredits: Map<number, number>;
  childrenLimits: Map<number, Cents>;
}

async function figuresAfter(trx: Q, users: readonly CycleUser[], week: string): Promise<CloseFigures> {
  const world = worldOf(users, await packageRates(trx));
  // Later weeks' own bets stay in the wallet as they stand: open stakes are kept out of the
  // target, and a later draw already settled (a close delayed by a late result) keeps its result.
  const next = weekBounds(week).next;
  const laterStakes = await stakesByUser(trx, next, null);
  const laterCredits = await laterCreditsByUser(trx, next);
  // A later draw's jackpot is in its winner's wallet as its wins are (the rollups hold no jackpot).
  for (const payout of jackpotPayouts(await settledJackpots(trx, next, null))) {
    laterCredits.set(payout.ownerId, cents((laterCredits.get(payout.ownerId) ?? 0) + payout.amount));
  }
  // Draws dated before the first closed week are in no statement: what their late settlement or
  // correction moved since that close stays in the wallet, as it would have before the cycle.
  for (const [userId, amount] of await preCycleCreditsByUser(trx)) {
    laterCredits.set(userId, cents((laterCredits.get(userId) ?? 0) + amount));
  }
  const ledger = await readLedger(trx, world, week);
  const childrenLimits = new Map<number, Cents>();
  for (const user of users) {
    if (user.parentId === null || user.limit === null) continue;
    childrenLimits.set(user.parentId, cents((childrenLimits.get(user.parentId) ?? NO_CENTS) + user.limit));
  }
  return { users, ledger, laterStakes, laterCredits, childrenLimits };
}

function resetAmountOf(figures: CloseFigures, user: CycleUser, owed: Cents): Cents {
  return resetOf({
    limit: user.limit ?? NO_CENTS,
    childrenLimits: figures.childrenLimits.get(user.id) ?? NO_CENTS,
    laterStakes: cents((figures.laterStakes.get(user.id) ?? 0) - (figures.laterCredits.get(user.id) ?? 0)),
    owed,
    balance: user.balance,
  }).amount;
}

async function writeReset(
  trx: Q,
  userId: number,
  amount: Cents,
  week: string,
  remark: string,
  actor: Actor,
  now: number,
): Promise<boolean> {
  if (amount === 0) return false;
  await applyLedgerEntry(trx, {
    userId,
    amount,
    kind: 'weekly_reset',
    remark,
    refType: WEEK_REF_TYPE,
    refId: week,
    actor,
    now,
  });
  return true;
}

/**
 * Unlocks a `lock` member (rule 4) inside the caller's transaction, with its reset, as the close
 * of the latest closed week would have reset it: when `settledOnly`, only once nothing is open on
 * its closed weeks (结账 paid them in full); else at once (its upline chose `reset` again: what it
 * still owes lowers its target, as at any reset). Answers whether it was unlocked.
 */
export async function releaseLock(
  trx: Q,
  userId: number,
  options: { settledOnly: boolean; actor: Actor; now: number },
): Promise<boolean> {
  // The wallet first: a close that got there before is committed, and its week is read below.
  await lockWallets(trx, [userId]);
  const latest = (await closedWeeks(trx)).at(-1);
  const users = await allCycleUsers(trx);
  const user = users.find((candidate) => candidate.id === userId);
  if (!user || user.lockedWeek === null || latest === undefined) return false;
  const figures = await figuresAfter(trx, users, latest);
  const open = carriedInto(figures.ledger, userId, weekBounds(latest).next);
  if (options.settledOnly && open !== 0) return false;
  await setLockedWeek(trx, userId, null);
  if (user.limit !== null) {
    const amount = resetAmountOf(figures, user, open);
    await writeReset(
      trx,
      userId,
      amount,
      latest,
      `weekly reset ${latest} (unlocked)`,
      options.actor,
      options.now,
    );
  }
  return true;
}
