import type { Kysely } from 'kysely';
import type { DrawResult } from '@lotto/domain/draw-result';
import type { PoolCode } from '@lotto/domain/pools';
import type { Actor, AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { assertDrawClosed, assertDrawHeld } from './draw-closed.js';
import { correctResult, findResult, insertResult, numbersJson } from './result.repository.js';
import { loweredClaimsOfDraw, type LoweredClaim } from '../../common/ticket-counter.repository.js';
import { settlementRef } from './settlement-claim.js';
import { creditsOfSettlement, findSettlement } from './settlement.repository.js';
import { countWinningLines } from './strike.repository.js';
import { settleDrawInTransaction } from './settlement.service.js';

/** How many winners the preview names. */
const TOP_WINNERS = 20;

interface Totals {
  lines: number;
  winCents: number;
  commissionCents: number;
}

export interface PreviewWinner {
  username: string;
  winCents: number;
  commissionCents: number;
  /** a correction: what the current settlement paid this user (0 when it paid nothing) */
  currentWinCents: number | null;
}

export interface ResultPreview extends Totals {
  change: 'new' | 'corrected' | 'unchanged';
  /** the version the result would have */
  version: number;
  winningLines: number;
  /** the biggest wins, biggest first */
  winners: PreviewWinner[];
  /** a correction: the draw's settlement today, and what would change */
  current: (Totals & { version: number }) | null;
  difference: Totals | null;
  /** counter claims (issue 44) whose win this result would lower below what was claimed: flagged */
  loweredClaims: LoweredClaim[];
}

/** Carries the answer out of the transaction it rolls back. */
class PreviewDone extends Error {
  constructor(readonly preview: ResultPreview) {
    super('preview rolled back');
  }
}

/**
 * What entering this result would do, WITHOUT storing anything: the real settlement runs inside a
 * transaction that is always rolled back, so the preview cannot drift from the settlement rule.
 * Same refusals as entering it (no draw that day, draw still taking bets, a correction nobody
 * could pay back).
 */
export async function previewResult(
  ctx: AppContext,
  input: { result: DrawResult; actor: Actor; now: number },
): Promise<ResultPreview> {
  await assertDrawHeld(ctx, input.result);
  await assertDrawClosed(ctx, input.result, input.now);
  try {
    await ctx.db.kysely.transaction().execute(async (trx) => {
      throw new PreviewDone(
        await previewInTransaction(trx, input, ctx.env.APP_TYPE === 'gd', ctx.env.CREDIT_CYCLE === 'weekly'),
      );
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.preview;
    throw error;
  }
  throw new Error('unreachable: the preview transaction always rolls back');
}

async function previewInTransaction(
  trx: Kysely<Database>,
  input: { result: DrawResult; actor: Actor; now: number },
  jackpots: boolean,
  weeklyCycle: boolean,
): Promise<ResultPreview> {
  const { result, actor, now } = input;
  const { pool, date } = result;
  const existing = await findResult(trx, pool, date);
  const prior = await findSettlement(trx, pool, date);
  let change: ResultPreview['change'];
  if (!existing) {
    await insertResult(trx, { result, source: 'preview', enteredBy: actor.name, now });
    change = 'new';
  } else if (existing.numbers_json === numbersJson(result)) {
    change = 'unchanged';
  } else {
    await correctResult(trx, {
      result,
      fromVersion: existing.version,
      source: 'preview',
      enteredBy: actor.name,
      now,
    });
    change = 'corrected';
  }
  const settlement = await settleDrawInTransaction(trx, {
    pool,
    drawDate: date,
    now,
    actor,
    jackpots,
    weeklyCycle,
  });
  const winningLines = await countWinningLines(trx, pool, date);
  const after = await creditsByUser(trx, pool, date, settlement.version);
  const before =
    change === 'corrected' && prior ? await creditsByUser(trx, pool, date, prior.result_version) : null;
  const winners = [...after.values()]
    .filter((credit) => credit.winCents > 0)
    .sort((a, b) => b.winCents - a.winCents || a.username.localeCompare(b.username))
    .slice(0, TOP_WINNERS)
    .map((credit) => ({
      ...credit,
      currentWinCents: before ? (before.get(credit.username)?.winCents ?? 0) : null,
    }));
  const totals: Totals = {
    lines: settlement.lines,
    winCents: settlement.winCents,
    commissionCents: settlement.commissionCents,
  };
  const current =
    change === 'corrected' && prior
      ? {
          version: prior.result_version,
          lines: Number(prior.lines),
          winCents: Number(prior.win_cents),
          commissionCents: Number(prior.commission_cents),
        }
      : null;
  const loweredClaims = await loweredClaimsOfDraw(trx, pool, date);
  return {
    change,
    version: settlement.version,
    loweredClaims,
    ...totals,
    winningLines,
    winners,
    current,
    difference: current
      ? {
          lines: totals.lines - current.lines,
          winCents: totals.winCents - current.winCents,
          commissionCents: totals.commissionCents - current.commissionCents,
        }
      : null,
  };
}

/** Each user's win and commission credited by one result version's settlement, by username. */
async function creditsByUser(trx: Kysely<Database>, pool: PoolCode, date: string, version: number) {
  const rows = await creditsOfSettlement(trx, settlementRef(pool, date, version));
  const byUser = new Map<string, { username: string; winCents: number; commissionCents: number }>();
  for (const row of rows) {
    const credit = byUser.get(row.username) ?? { username: row.username, winCents: 0, commissionCents: 0 };
    if (row.kind === 'win') credit.winCents += Number(row.cents);
    else credit.commissionCents += Number(row.cents);
    byUser.set(row.username, credit);
  }
  return byUser;
}
