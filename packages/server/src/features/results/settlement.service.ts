import type { Kysely } from 'kysely';
import { formatDmy } from '@lotto/domain/calendar-dates';
import { jackpotRuleOfPool } from '@lotto/domain/jackpots';
import type { Cents } from '@lotto/domain/money';
import { poolByCode, type PoolCode } from '@lotto/domain/pools';
import type { Actor } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { reversalOf, SETTLEMENT_KINDS, type SettlementKind } from '../../db/tables/ledger.table.js';
import { AppError } from '../../lib/app-error.js';
import { writeDrawRollups } from '../../common/draw-rollup.js';
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

/**
 * Settles one draw inside the caller's transaction (game-rules §3, §7), with the domain's rules:
 * every active line of the pool and date is checked against the stored result; every winning
 * position becomes a strike; each owner is credited its winnings and its commission on the
 * accepted turnover (at its own package), one ledger entry of each per owner and draw.
 *
 * Idempotent: the `settlements` row records the result version a draw was settled with, and is
 * claimed first (a second, concurrent run fails on its key or its version check and changes
 * nothing). After a correction (a new result version) the earlier credits are taken back with
 * reversal entries and the draw is settled again; strikes of the earlier version are replaced.
 * A reversal never takes a balance below zero: if a winner has already spent what it would lose,
 * the correction is refused whole, naming the user.
 */
export async function settleDrawInTransaction(
  trx: Q,
  draw: { pool: PoolCode; drawDate: string; now: number; actor: Actor; jackpots: boolean },
): Promise<SettlementOutcome> {
  const { pool, drawDate, now, actor } = draw;
  const jackpot = draw.jackpots ? jackpotRuleOfPool(pool) : undefined;
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
    return {
      pool,
      drawDate,
      version,
      settledNow: false,
      reversedVersion: null,
      lines: Number(prior.lines),
      winCents: Number(prior.win_cents),
      commissionCents: Number(prior.commission_cents),
      jackpotCents: 0,
    };
  }
  await claim(trx, pool, drawDate, version, prior?.result_version ?? null, now);
  await trx.deleteFrom('strikes').where('pool', '=', pool).where('draw_date', '=', drawDate).execute();

  const result = drawResultOf(row);
  const { lines, credits, feed, jackpotWinners, groups, winGroups } = await settleLines(
    trx,
    result,
    version,
    now,
    jackpot,
  );

  const ref = settlementRef(pool, drawDate, version);
  const label = `${poolByCode(pool).letter} ${formatDmy(drawDate)}`;
  let winCents = 0;
  let commissionCents = 0;
  const batch: BatchCredit[] = [];
  for (const [userId, credit] of credits) {
    winCents += credit.win;
    commissionCents += credit.commission;
    if (credit.win > 0) batch.push({ userId, kind: 'win', amount: credit.win, remark: `Win ${label}` });
    if (credit.commission > 0) {
      batch.push({ userId, kind: 'commission', amount: credit.commission, remark: `Commission ${label}` });
    }
  }
  // Credits first, reversals after: a winner whose win shrank never dips below zero in between.
  // One entry of each kind per owner, written a thousand owners per statement (issue 19).
  await creditWallets(trx, batch, { refType: 'draw', refId: ref, actor, now });
  const jackpotCents = jackpot
    ? await settleJackpotDraw(trx, {
        rule: jackpot,
        result,
        version,
        feed,
        winners: jackpotWinners,
        ref,
        label,
        actor,
        now,
      })
    : 0;
  if (prior) await reverse(trx, pool, drawDate, prior.result_version, label, actor, now);
  await writeDrawRollups(trx, { pool, drawDate, now }, groups, winGroups);

  await trx
    .updateTable('settlements')
    .set({ lines, win_cents: winCents, commission_cents: commissionCents, settled_at: now })
    .where('pool', '=', pool)
    .where('draw_date', '=', drawDate)
    .execute();
  return {
    pool,
    drawDate,
    version,
    settledNow: true,
    reversedVersion: prior?.result_version ?? null,
    lines,
    winCents,
    commissionCents,
    jackpotCents,
  };
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
  if (priorVersion === null) {
    // A concurrent first settlement fails here on the primary key.
    await trx
      .insertInto('settlements')
      .values({
        pool,
        draw_date: drawDate,
        result_version: version,
        lines: 0,
        win_cents: 0,
        commission_cents: 0,
        settled_at: now,
      })
      .execute();
    return;
  }
  const updated = await trx
    .updateTable('settlements')
    .set({ result_version: version })
    .where('pool', '=', pool)
    .where('draw_date', '=', drawDate)
    .where('result_version', '=', priorVersion)
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
