import { PostgresAdapter, type Kysely } from 'kysely';
import { formatDmy } from '@lotto/domain/calendar-dates';
import { jackpotRuleOfPool, type JackpotWinner } from '@lotto/domain/jackpots';
import type { Cents } from '@lotto/domain/money';
import { poolByCode, type PoolCode } from '@lotto/domain/pools';
import type { Actor, AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { reversalOf, SETTLEMENT_KINDS, type SettlementKind } from '../../db/tables/ledger.table.js';
import { AppError } from '../../lib/app-error.js';
import { addDrawRollups, deleteDrawRollups } from '../../common/draw-rollup.js';
import { runWithRetry } from '../../lib/transactions.js';
import { applyLedgerEntry } from '../../common/ledger.repository.js';
import { creditWallets, type BatchCredit } from '../../common/ledger-batch.repository.js';
import { settleJackpotDraw } from './jackpot-settlement.js';
import { drawResultOf, findResult } from './result.repository.js';
import { settleLines } from './settle-lines.js';

type Q = Kysely<Database>;

export interface SettlementOutcome {
  pool: PoolCode;
  drawDate: string;
  /** the result version the draw is now settled with */
  version: number;
  /** false when it was already settled with this version: nothing changed */
  settledNow: boolean;
  /** the version whose credits this run took back (a correction), else null */
  reversedVersion: number | null;
  lines: number;
  winCents: number;
  commissionCents: number;
  /** what the pool's jackpot paid at this draw (APP_TYPE=gd), else 0 */
  jackpotCents: number;
}

/** The ledger reference of one draw's settlement with one result version. */
export function settlementRef(pool: PoolCode, drawDate: string, version: number): string {
  return `${pool}:${drawDate}:v${version}`;
}

/** One draw to settle, and who settles it when. */
export interface DrawToSettle {
  pool: PoolCode;
  drawDate: string;
  now: number;
  actor: Actor;
  jackpots: boolean;
}

/** Tickets' worth of owners per step (a few thousand lines): each step is one short write. */
export const TICKETS_PER_STEP = 2_000;

/** The test seam of a stepped settlement: the step size, and a hook run after each step commits. */
export interface StepOptions {
  ticketsPerStep?: number;
  /** called after step `step` (1, 2, ...) has committed, before the next one starts */
  afterStep?: (step: number) => void | Promise<void>;
}

type Claim =
  | { settled: true; outcome: SettlementOutcome }
  | { settled: false; version: number; reversedVersion: number | null };

/**
 * Claims a draw for settlement with its current result version, inside the caller's transaction
 * (the one that stores the result). Already settled with this version: nothing to do. Being
 * settled with this version (a run stopped between steps): the steps continue where it stopped.
 * Settled with another version (a correction): the claim moves to the new version, the old
 * strikes and rollups go, and the last step takes the old version's credits back. A concurrent
 * claim fails on the row's key or its version check (the caller retries once, then sees it).
 */
export async function claimSettlement(trx: Q, draw: DrawToSettle): Promise<Claim> {
  const { pool, drawDate, now } = draw;
  const row = await findResult(trx, pool, drawDate);
  if (!row)
    throw new AppError('NOT_FOUND', `No result for ${poolByCode(pool).name} on ${formatDmy(drawDate)}`);
  const version = row.version;
  const prior = await trx
    .selectFrom('settlements')
    .selectAll()
    .where('pool', '=', pool)
    .where('draw_date', '=', drawDate)
    .executeTakeFirst();
  if (prior && prior.result_version === version) {
    if (prior.state === 'settling') {
      return { settled: false, version, reversedVersion: prior.reverses_version };
    }
    return {
      settled: true,
      outcome: {
        pool,
        drawDate,
        version,
        settledNow: false,
        reversedVersion: null,
        lines: Number(prior.lines),
        winCents: Number(prior.win_cents),
        commissionCents: Number(prior.commission_cents),
        jackpotCents: 0,
      },
    };
  }
  if (prior && prior.state !== 'settled') throw stillSettling(pool, drawDate);
  await claim(trx, pool, drawDate, version, prior?.result_version ?? null, now);
  if (prior) {
    await trx.deleteFrom('strikes').where('pool', '=', pool).where('draw_date', '=', drawDate).execute();
    await deleteDrawRollups(trx, { pool, drawDate });
  }
  return { settled: false, version, reversedVersion: prior?.result_version ?? null };
}

/** The refusal of a change to a draw whose settlement has not finished. */
export function stillSettling(pool: PoolCode, drawDate: string): AppError {
  return new AppError(
    'CONCURRENT_UPDATE',
    `${poolByCode(pool).name} ${formatDmy(drawDate)} is still being settled; ` +
      'enter the same result again to finish it, then correct it',
  );
}

/**
 * One step of a claimed draw's settlement, inside the caller's transaction: the next owners'
 * lines (settleLines), their strikes, one win and one commission credit per owner, their report
 * rollups, and the claim row moved past them, all together. The step that reaches the draw's
 * last owner also pays the jackpot, takes back a corrected version's credits and marks the draw
 * settled. The claim row is read first, locked on PostgreSQL, so two runners of one draw take
 * turns and each continues from what the other committed. Answers whether the draw is settled,
 * and the jackpot paid if this step finished it.
 */
export async function settleStep(
  trx: Q,
  draw: DrawToSettle,
  ticketsPerStep: number = TICKETS_PER_STEP,
): Promise<{ done: boolean; finished: boolean; jackpotCents: number }> {
  const { pool, drawDate, now, actor } = draw;
  let read = trx
    .selectFrom('settlements')
    .selectAll()
    .where('pool', '=', pool)
    .where('draw_date', '=', drawDate);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) read = read.forUpdate();
  const state = await read.executeTakeFirst();
  if (!state) throw new Error(`settleStep: ${pool} ${drawDate} was never claimed`);
  if (state.state === 'settled') return { done: true, finished: false, jackpotCents: 0 };
  const row = await findResult(trx, pool, drawDate);
  const version = state.result_version;
  // Results cannot change while a draw settles (enterResult refuses), so this is a broken claim.
  if (!row || row.version !== version) throw new Error(`settleStep: ${pool} ${drawDate} result changed`);
  const jackpot = draw.jackpots ? jackpotRuleOfPool(pool) : undefined;
  const result = drawResultOf(row);
  const step = await settleLines(trx, result, version, now, jackpot, {
    afterUser: Number(state.settled_upto_user),
    tickets: ticketsPerStep,
  });

  const ref = settlementRef(pool, drawDate, version);
  const label = `${poolByCode(pool).letter} ${formatDmy(drawDate)}`;
  let winCents = 0;
  let commissionCents = 0;
  const batch: BatchCredit[] = [];
  for (const [userId, credit] of step.credits) {
    winCents += credit.win;
    commissionCents += credit.commission;
    if (credit.win > 0) batch.push({ userId, kind: 'win', amount: credit.win, remark: `Win ${label}` });
    if (credit.commission > 0) {
      batch.push({ userId, kind: 'commission', amount: credit.commission, remark: `Commission ${label}` });
    }
  }
  // One entry of each kind per owner, written a thousand owners per statement (issue 19). Each
  // owner's lines are all in one step, so each owner is credited once per draw.
  await creditWallets(trx, batch, { refType: 'draw', refId: ref, actor, now });
  await addDrawRollups(trx, { pool, drawDate, now }, step.groups, step.winGroups);
  const feed = Number(state.feed_cents) + step.feed;
  const winners = [
    ...(JSON.parse(state.jackpot_winners_json) as JackpotWinner<number>[]),
    ...step.jackpotWinners,
  ];
  const done = step.uptoUser === null;
  let jackpotCents = 0;
  if (done) {
    // Credits first, reversals after: a winner whose win shrank never dips below zero in between.
    jackpotCents = jackpot
      ? await settleJackpotDraw(trx, {
          rule: jackpot,
          result,
          version,
          feed,
          winners,
          ref,
          label,
          actor,
          now,
        })
      : 0;
    if (state.reverses_version !== null)
      await reverse(trx, pool, drawDate, state.reverses_version, label, actor, now);
  }
  await trx
    .updateTable('settlements')
    .set({
      lines: Number(state.lines) + step.lines,
      win_cents: Number(state.win_cents) + winCents,
      commission_cents: Number(state.commission_cents) + commissionCents,
      feed_cents: feed,
      jackpot_winners_json: JSON.stringify(winners),
      settled_upto_user: step.uptoUser ?? Number(state.settled_upto_user),
      settled_at: now,
      ...(done ? { state: 'settled' as const, reverses_version: null } : {}),
    })
    .where('pool', '=', pool)
    .where('draw_date', '=', drawDate)
    .execute();
  return { done, finished: done, jackpotCents };
}

/** What a draw is settled with now (after its last step). */
async function outcomeOf(
  db: Q,
  draw: DrawToSettle,
  claimed: { version: number; reversedVersion: number | null },
  finished: { settledNow: boolean; jackpotCents: number },
): Promise<SettlementOutcome> {
  const row = await db
    .selectFrom('settlements')
    .selectAll()
    .where('pool', '=', draw.pool)
    .where('draw_date', '=', draw.drawDate)
    .executeTakeFirstOrThrow();
  return {
    pool: draw.pool,
    drawDate: draw.drawDate,
    version: claimed.version,
    settledNow: finished.settledNow,
    reversedVersion: finished.settledNow ? claimed.reversedVersion : null,
    lines: Number(row.lines),
    winCents: Number(row.win_cents),
    commissionCents: Number(row.commission_cents),
    jackpotCents: finished.jackpotCents,
  };
}

/**
 * Settles one draw inside the caller's transaction (game-rules §3, §7), all its steps in it: a
 * correction (whose reversal is refused whole if it would take a balance below zero) and the
 * result preview use it. Every active line of the pool and date is checked against the stored
 * result; every winning position becomes a strike; each owner is credited its winnings and its
 * commission on the accepted turnover (at its own package), one ledger entry of each per owner
 * and draw. Idempotent through the claim (claimSettlement). A reversal never takes a balance
 * below zero: if a winner has already spent what it would lose, the correction is refused whole,
 * naming the user.
 */
export async function settleDrawInTransaction(trx: Q, draw: DrawToSettle): Promise<SettlementOutcome> {
  const claimed = await claimSettlement(trx, draw);
  if (claimed.settled) return claimed.outcome;
  for (;;) {
    const step = await settleStep(trx, draw);
    if (step.done) return outcomeOf(trx, draw, claimed, { settledNow: true, ...step });
  }
}

/**
 * Settles a claimed draw in short write steps, each its own transaction (docs/decisions/014), and
 * lets the event loop serve other requests between them, so orders for other pools wait for one
 * step, not for the whole draw. A run stopped between steps (a crash, an error) leaves every
 * committed step settled for good; running this again continues from there and ends exactly as
 * one uninterrupted run would. The draw is marked settled by its last step only.
 */
export async function settleDrawInSteps(
  ctx: AppContext,
  draw: DrawToSettle,
  claimed: { version: number; reversedVersion: number | null },
  options: StepOptions = {},
): Promise<SettlementOutcome> {
  for (let number = 1; ; number += 1) {
    const step = await runWithRetry(ctx, (trx) => settleStep(trx, draw, options.ticketsPerStep));
    await options.afterStep?.(number);
    // Only the run whose step finished the draw settled it now (two runners may share the steps).
    if (step.done) return outcomeOf(ctx.db.kysely, draw, claimed, { settledNow: step.finished, ...step });
    // Let the requests that arrived during the step in before the next one takes the writer.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Takes the draw for this version; throws if another run got there first (the caller retries). */
async function claim(
  trx: Q,
  pool: PoolCode,
  drawDate: string,
  version: number,
  priorVersion: number | null,
  now: number,
): Promise<void> {
  const fresh = {
    result_version: version,
    lines: 0,
    win_cents: 0,
    commission_cents: 0,
    settled_at: now,
    state: 'settling' as const,
    settled_upto_user: 0,
    feed_cents: 0,
    jackpot_winners_json: '[]',
    reverses_version: priorVersion,
  };
  if (priorVersion === null) {
    // A concurrent first settlement fails here on the primary key.
    await trx
      .insertInto('settlements')
      .values({ pool, draw_date: drawDate, ...fresh })
      .execute();
    return;
  }
  const updated = await trx
    .updateTable('settlements')
    .set(fresh)
    .where('pool', '=', pool)
    .where('draw_date', '=', drawDate)
    .where('result_version', '=', priorVersion)
    .where('state', '=', 'settled')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    throw Object.assign(new Error('the draw was settled concurrently'), { code: 'SETTLEMENT_RACE' });
  }
}

/** Takes back what an earlier version credited: one opposite entry per entry, never below zero. */
async function reverse(
  trx: Q,
  pool: PoolCode,
  drawDate: string,
  version: number,
  label: string,
  actor: Actor,
  now: number,
): Promise<void> {
  const ref = settlementRef(pool, drawDate, version);
  const entries = await trx
    .selectFrom('ledger_entries')
    .innerJoin('users', 'users.id', 'ledger_entries.user_id')
    .select([
      'ledger_entries.user_id',
      'ledger_entries.kind',
      'ledger_entries.amount_cents',
      'users.username',
    ])
    .where('ledger_entries.ref_type', '=', 'draw')
    .where('ledger_entries.ref_id', '=', ref)
    .where('ledger_entries.kind', 'in', SETTLEMENT_KINDS)
    .orderBy('ledger_entries.id')
    .execute();
  for (const entry of entries) {
    try {
      await applyLedgerEntry(trx, {
        userId: Number(entry.user_id),
        amount: -Number(entry.amount_cents) as Cents,
        kind: reversalOf(entry.kind as SettlementKind),
        remark: `Correction of ${label}: ${entry.kind} taken back`,
        refType: 'draw',
        refId: ref,
        actor,
        now,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_CREDIT') {
        throw new AppError(
          'INSUFFICIENT_CREDIT',
          `The correction of ${label} would take back more than ${entry.username} has left; ` +
            'give that user credit first, then enter the correction again',
        );
      }
      throw error;
    }
  }
}
