import type { DrawResult } from '@lotto/domain/draw-result';
import type { Kysely } from 'kysely';
import type { Actor, AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { recordAudit } from '../../common/audit.repository.js';
import { lockWeekCloses } from '../../common/weekly-closes.repository.js';
import type { Dialect } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation, MAX_TRIES, runWithRetry } from '../../db/transactions.js';
import { assertDrawClosed, assertDrawHeld } from './draw-closed.js';
import { correctResult, drawResultOf, findResult, insertResult, numbersJson } from './result.repository.js';
import { claimSettlement, type DrawToSettle, type SettlementOutcome } from './settlement-claim.js';
import { findSettlement } from './settlement.repository.js';
import { lockDrawForResult } from '../../common/draw-lock.js';
import { settleDrawInSteps, settleDrawInTransaction, type StepOptions } from './settlement.service.js';

export interface EnterResultInput {
  /** already validated (validateDrawResult) */
  result: DrawResult;
  /** entry | import:<format> | demo */
  source: string;
  actor: Actor;
  now: number;
  /**
   * Only a draw's first result (result-sync): a draw that has a result by the time this write holds
   * the draw is left as it is, never corrected. The sync decides "no official result yet" before
   * its write runs, and the house's own entry may commit in between; only the house corrects a
   * result (docs/rules.md "Results that sync themselves" 5).
   */
  newOnly?: boolean;
}

export interface EnterResultOutcome {
  /**
   * new: first result of the draw; corrected: different numbers, next version; unchanged: same
   * numbers, or (newOnly) the draw already had a result, whatever its numbers, left as it was
   */
  change: 'new' | 'corrected' | 'unchanged';
  version: number;
  settlement: SettlementOutcome;
}

/**
 * Stores a draw's result and settles the draw. The result, its audit record and the settlement's
 * claim commit together; the lines are then settled in short steps, one transaction each, so other
 * pools' orders are served between them (docs/decisions/014). A correction of a settled draw is
 * settled in that first transaction, whole, so a reversal that would take a balance below zero
 * refuses it with nothing changed. Entering the same numbers again changes nothing, and finishes
 * the settlement if an earlier run stopped between steps. While a draw is being settled its result
 * cannot be changed (CONCURRENT_UPDATE); its tickets take no cancel once it has a result.
 * Refused for a pool and date that hold no draw (draw-closed.ts drawsNotHeld: add a special draw
 * first), and while the draw still takes bets (before its cut-off, unless the operator closed it).
 */
export async function enterResult(
  ctx: AppContext,
  input: EnterResultInput,
  steps: StepOptions = {},
): Promise<EnterResultOutcome> {
  await assertDrawHeld(ctx, input.result);
  await assertDrawClosed(ctx, input.result, input.now);
  const serialise = ctx.db.dialect === 'postgres';
  const jackpots = ctx.env.APP_TYPE === 'gd';
  const draw: DrawToSettle = {
    pool: input.result.pool,
    drawDate: input.result.date,
    now: input.now,
    actor: input.actor,
    jackpots,
    weeklyCycle: ctx.env.CREDIT_CYCLE === 'weekly',
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      const entered = await runWithRetry(ctx, async (trx) => {
        // PostgreSQL: entries of one draw take turns, so a later one reads the earlier one's
        // committed result ("unchanged" or a correction) instead of racing on the insert and the
        // claim; they also wait for the cancels of its tickets in flight (common/draw-lock.ts).
        if (serialise) await lockDrawForResult(trx, input.result.pool, input.result.date);
        return enterInTransaction(trx, input, draw, ctx.db.dialect);
      });
      if ('settlement' in entered) return entered;
      const settlement = await settleDrawInSteps(ctx, draw, entered.claimed, steps);
      return { change: entered.change, version: entered.version, settlement };
    } catch (error) {
      // Two operators (or instances) entered the same draw at once: the loser's insert or version
      // check failed and rolled back. Run again: it now sees the winner's result. A call that
      // loses every time hears 409 CONCURRENT_UPDATE, never a 500 (issue #20 item 9).
      const raced = isUniqueViolation(error) || (error as { code?: string }).code === 'SETTLEMENT_RACE';
      if (!raced) throw error;
      if (attempt >= MAX_TRIES) throw new AppError('CONCURRENT_UPDATE');
    }
  }
}

async function enterInTransaction(
  trx: Kysely<Database>,
  input: EnterResultInput,
  draw: DrawToSettle,
  dialect: Dialect,
): Promise<
  | EnterResultOutcome
  | { change: 'new' | 'unchanged'; version: number; claimed: { version: number; reversedVersion: null } }
> {
  const { result, source, actor, now } = input;
  const existing = await findResult(trx, result.pool, result.date);
  if (existing && input.newOnly) {
    // Nothing written, nor settled: the result there is someone else's, settled (or being settled)
    // by its own entry. Sources that differ from it show as alerts against the official result
    // (domain decideDraw), read from what they gave, which stays stored.
    return {
      change: 'unchanged',
      version: existing.version,
      settlement: await settlementAsItIs(trx, draw, existing.version),
    };
  }
  let change: EnterResultOutcome['change'];
  let version: number;
  if (!existing) {
    await insertResult(trx, { result, source, enteredBy: actor.name, now });
    change = 'new';
    version = 1;
  } else if (existing.numbers_json === numbersJson(result)) {
    change = 'unchanged';
    version = existing.version;
  } else {
    const fromVersion = existing.version;
    if (!(await correctResult(trx, { result, fromVersion, source, enteredBy: actor.name, now }))) {
      throw Object.assign(new Error('the result was corrected concurrently'), { code: 'SETTLEMENT_RACE' });
    }
    change = 'corrected';
    version = fromVersion + 1;
  }
  if (change !== 'unchanged') {
    // Who entered or corrected which numbers, in the same transaction (issue #8's audit log).
    await recordAudit(trx, {
      actor,
      action: change === 'new' ? 'result.enter' : 'result.correct',
      targetUserId: null,
      ...(existing
        ? { before: { ...drawResultOf(existing), version: existing.version, source: existing.source } }
        : {}),
      after: { ...result, version, source },
      now,
    });
  }
  if (change === 'corrected') {
    // A correction and a week's close take turns: it must see whether its week is closed.
    if (draw.weeklyCycle) await lockWeekCloses(trx, dialect);
    return { change, version, settlement: await settleDrawInTransaction(trx, draw) };
  }
  const claimed = await claimSettlement(trx, draw);
  if (claimed.settled) return { change, version, settlement: claimed.outcome };
  return { change, version, claimed: { version: claimed.version, reversedVersion: null } };
}

/** The draw's settlement as it stands, for an entry that changed nothing and settled nothing. */
async function settlementAsItIs(
  trx: Kysely<Database>,
  draw: DrawToSettle,
  version: number,
): Promise<SettlementOutcome> {
  const row = await findSettlement(trx, draw.pool, draw.drawDate);
  return {
    pool: draw.pool,
    drawDate: draw.drawDate,
    version: row ? Number(row.result_version) : version,
    settledNow: false,
    reversedVersion: null,
    lines: Number(row?.lines ?? 0),
    winCents: Number(row?.win_cents ?? 0),
    commissionCents: Number(row?.commission_cents ?? 0),
    jackpotCents: 0,
  };
}
