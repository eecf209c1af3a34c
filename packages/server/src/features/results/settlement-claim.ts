import type { Kysely } from 'kysely';
import { formatDmy } from '@lotto/domain/calendar-dates';
import { poolByCode, type PoolCode } from '@lotto/domain/pools';
import type { Actor } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { deleteDrawRollups } from '../../common/draw-rollup.js';
import { findResult } from './result.repository.js';
import {
  deleteDrawStrikes,
  findSettlement,
  insertSettlementClaim,
  reclaimSettlement,
} from './settlement.repository.js';

// Who settles which draw, and taking a draw for settlement with its current result version (the
// claim row in `settlements`, docs/decisions/014). The steps themselves are settlement.service.ts.

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
  /**
   * CREDIT_CYCLE=weekly: once the draw's week is closed its settlement moves no wallet (the Monday
   * reset turned that week into cash; a correction shows as open on its statement, decision 025)
   */
  weeklyCycle?: boolean;
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
  const prior = await findSettlement(trx, pool, drawDate);
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
    await deleteDrawStrikes(trx, pool, drawDate);
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
    await insertSettlementClaim(trx, pool, drawDate, fresh);
    return;
  }
  if (!(await reclaimSettlement(trx, pool, drawDate, priorVersion, fresh))) {
    throw Object.assign(new Error('the draw was settled concurrently'), { code: 'SETTLEMENT_RACE' });
  }
}
