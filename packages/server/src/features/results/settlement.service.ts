import { sql, type Kysely } from 'kysely';
import { formatDmy } from '@lotto/domain/calendar-dates';
import { jackpotRuleOfPool, type JackpotRule, type JackpotWinner } from '@lotto/domain/jackpots';
import { poolByCode } from '@lotto/domain/pools';
import type { AppContext } from '../../context.js';
import type { DrawResult } from '@lotto/domain/draw-result';
import type { Database } from '../../db/schema.js';
import { addDrawRollups } from '../../common/draw-rollup.js';
import { runWithRetry } from '../../db/transactions.js';
import { isDrawWeekClosed } from '../../common/weekly-closes.repository.js';
import { creditWallets, type BatchCredit } from '../../common/ledger-batch.repository.js';
import { settleJackpotDraw } from './jackpot-settlement.js';
import { drawResultOf, findResult } from './result.repository.js';
import { prepareStep, settleLines, type MatchedStep } from './settle-lines.js';
import { insertStrikes } from './strike.repository.js';
import {
  claimSettlement,
  settlementRef,
  type DrawToSettle,
  type SettlementOutcome,
} from './settlement-claim.js';
import { reverseSettlement } from './settlement-reversal.js';
import {
  findSettlement,
  lockSettlement,
  recordSettlementStep,
  settledUptoUser,
} from './settlement.repository.js';

type Q = Kysely<Database>;

/** Tickets' worth of owners per step (a few thousand lines): each step is one short write. */
export const TICKETS_PER_STEP = 2_000;

/**
 * PostgreSQL's steps are twice as large (docs/decisions/030). A step there holds no lock an order
 * for another draw waits for (only its owners' wallet rows, and a step reads ahead of its
 * transaction), so its size is not what orders wait for as on SQLite's one writer; and each step
 * costs about ten round trips and a commit whatever its size: halving their number took 8-15%
 * of the CPU (this process's and PostgreSQL's) of a 1M-line settlement (issue 45).
 */
export const POSTGRES_TICKETS_PER_STEP = 4_000;

/** The test seam of a stepped settlement: the step size, and a hook run after each step commits. */
export interface StepOptions {
  ticketsPerStep?: number;
  /** called after step `step` (1, 2, ...) has committed, before the next one starts */
  afterStep?: (step: number) => void | Promise<void>;
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
  /** this step read and matched ahead (StepReader): used if it starts at the claim's cursor */
  ahead?: PreparedStep,
): Promise<{ done: boolean; finished: boolean; jackpotCents: number; uptoUser: number }> {
  const { pool, drawDate, now, actor } = draw;
  const state = await lockSettlement(trx, pool, drawDate);
  if (!state) throw new Error(`settleStep: ${pool} ${drawDate} was never claimed`);
  if (state.state === 'settled')
    return { done: true, finished: false, jackpotCents: 0, uptoUser: Number(state.settled_upto_user) };
  const row = await findResult(trx, pool, drawDate);
  const version = state.result_version;
  // Results cannot change while a draw settles (enterResult refuses), so this is a broken claim.
  if (!row || row.version !== version) throw new Error(`settleStep: ${pool} ${drawDate} result changed`);
  const jackpot = draw.jackpots ? jackpotRuleOfPool(pool) : undefined;
  const result = drawResultOf(row);
  const afterUser = Number(state.settled_upto_user);
  let step: MatchedStep;
  if (ahead && ahead.afterUser === afterUser && ahead.version === version) {
    step = ahead.step;
    await insertStrikes(trx, step.strikes);
  } else {
    step = await settleLines(trx, result, version, now, jackpot, { afterUser, tickets: ticketsPerStep });
  }

  const ref = settlementRef(pool, drawDate, version);
  // A closed week's wallets were set by its reset, and its statement values the draw from its
  // current result: a correction moves no wallet (wins, commission, jackpot, reversals) and shows
  // as open there (decision 025).
  const walletsClosed = draw.weeklyCycle === true && (await isDrawWeekClosed(trx, drawDate));
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
  if (!walletsClosed) await creditWallets(trx, batch, { refType: 'draw', refId: ref, actor, now });
  await addDrawRollups(trx, { pool, drawDate, now }, step.groups, step.winGroups, step.ownerRates);
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
          walletsClosed,
        })
      : 0;
    if (state.reverses_version !== null && !walletsClosed)
      await reverseSettlement(trx, pool, drawDate, state.reverses_version, label, actor, now);
  }
  const uptoUser = step.uptoUser ?? Number(state.settled_upto_user);
  await recordSettlementStep(trx, pool, drawDate, {
    lines: Number(state.lines) + step.lines,
    win_cents: Number(state.win_cents) + winCents,
    commission_cents: Number(state.commission_cents) + commissionCents,
    feed_cents: feed,
    jackpot_winners_json: JSON.stringify(winners),
    settled_upto_user: uptoUser,
    settled_at: now,
    ...(done ? { state: 'settled' as const, reverses_version: null } : {}),
  });
  return { done, finished: done, jackpotCents, uptoUser };
}

/** What a draw is settled with now (after its last step). */
async function outcomeOf(
  db: Q,
  draw: DrawToSettle,
  claimed: { version: number; reversedVersion: number | null },
  finished: { settledNow: boolean; jackpotCents: number },
): Promise<SettlementOutcome> {
  const row = await findSettlement(db, draw.pool, draw.drawDate);
  if (!row) throw new Error(`settlement of ${draw.pool} ${draw.drawDate}: no row after its steps`);
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

/** A step read and matched ahead of its transaction, from the claim's cursor `afterUser`. */
export interface PreparedStep {
  afterUser: number;
  version: number;
  step: MatchedStep;
}

/**
 * PostgreSQL: prepares the settlement's steps one ahead, on another connection of the pool: the
 * database reads step N+1's lines and owners' rates, and this process matches them, while step N's
 * transaction writes (docs/decisions/006, 014). A draw's lines never change once it has a result,
 * and its result not while it settles, so a step prepared outside its transaction is the one it
 * would compute inside; the rates are read as the step would read them (read committed, no lock),
 * a step earlier. A step uses what was prepared only if it starts at the cursor it finds in its
 * locked claim row, with the claim's result version (else it computes its own). Each is awaited
 * before the step's transaction begins: a step never holds a connection while waiting for another.
 */
class StepReader {
  private ahead: { afterUser: number; step: Promise<MatchedStep> } | null = null;

  constructor(
    private readonly db: Q,
    private readonly draw: {
      result: DrawResult;
      version: number;
      now: number;
      jackpot: JackpotRule | undefined;
    },
    private readonly tickets: number,
  ) {}

  /** The step after `afterUser`, and the next one started behind it. */
  async take(afterUser: number): Promise<PreparedStep> {
    const ahead = this.ahead?.afterUser === afterUser ? this.ahead.step : this.start(afterUser);
    this.ahead = null;
    const step = await ahead;
    if (step.uptoUser !== null) this.ahead = { afterUser: step.uptoUser, step: this.start(step.uptoUser) };
    return { afterUser, version: this.draw.version, step };
  }

  /** Waits for a step still being prepared (its error, if any, is the next take's to report). */
  async close(): Promise<void> {
    await this.ahead?.step.catch(() => undefined);
    this.ahead = null;
  }

  private start(afterUser: number): Promise<MatchedStep> {
    const { result, version, now, jackpot } = this.draw;
    const step = this.db.transaction().execute(async (trx) => {
      // No parallel plan: its worker process per read made the read slower (18 ms against 12 ms
      // on 1M lines, EXPLAIN ANALYZE) and took CPU this process and the step's writes need.
      await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
      return prepareStep(trx, result, version, now, jackpot, { afterUser, tickets: this.tickets });
    });
    // Not awaited until the next step: an error then is that step's, not an unhandled rejection.
    step.catch(() => undefined);
    return step;
  }
}

/**
 * Settles a claimed draw in short write steps, each its own transaction (docs/decisions/014), and
 * lets the event loop serve other requests between them, so orders for other pools wait for one
 * step, not for the whole draw. A run stopped between steps (a crash, an error) leaves every
 * committed step settled for good; running this again continues from there and ends exactly as
 * one uninterrupted run would. The draw is marked settled by its last step only. On PostgreSQL the
 * steps are read and matched one step ahead (StepReader).
 */
export async function settleDrawInSteps(
  ctx: AppContext,
  draw: DrawToSettle,
  claimed: { version: number; reversedVersion: number | null },
  options: StepOptions = {},
): Promise<SettlementOutcome> {
  const tickets =
    options.ticketsPerStep ?? (ctx.db.dialect === 'postgres' ? POSTGRES_TICKETS_PER_STEP : TICKETS_PER_STEP);
  let reader: StepReader | null = null;
  let cursor = 0;
  if (ctx.db.dialect === 'postgres') {
    const row = await findResult(ctx.db.kysely, draw.pool, draw.drawDate);
    const uptoUser = await settledUptoUser(ctx.db.kysely, draw.pool, draw.drawDate);
    if (row && uptoUser !== undefined && row.version === claimed.version) {
      const jackpot = draw.jackpots ? jackpotRuleOfPool(draw.pool) : undefined;
      const result = drawResultOf(row);
      reader = new StepReader(
        ctx.db.kysely,
        { result, version: row.version, now: draw.now, jackpot },
        tickets,
      );
      cursor = uptoUser;
    }
  }
  try {
    for (let number = 1; ; number += 1) {
      const read = reader ? await reader.take(cursor) : undefined;
      // Alone: the orders that arrived during the previous step commit before this one, not with it.
      const step = await runWithRetry(ctx, (trx) => settleStep(trx, draw, tickets, read), {
        alone: true,
      });
      cursor = step.uptoUser;
      await options.afterStep?.(number);
      // Only the run whose step finished the draw settled it now (two runners may share the steps).
      if (step.done) return outcomeOf(ctx.db.kysely, draw, claimed, { settledNow: step.finished, ...step });
      // Let the requests that arrived during the step in before the next one takes the writer.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    await reader?.close();
  }
}
