import {
  setLimitBody,
  type DefaultLimitView,
  type ExposureRow,
  type LimitsAnswer,
  type LimitView,
} from '@lotto/contract/packages';
import { BET_TYPE_CODES, BET_TYPES, type BetTypeCode } from '@lotto/domain/bet-types';
import { cents, NO_CENTS, parsePoints, readCents, toPoints } from '@lotto/domain/money';
import { POOLS, type PoolCode } from '@lotto/domain/pools';
import type { Actor, AppContext } from '../../context.js';
import { AppError, validationFailed } from '../../lib/app-error.js';
import { recordAudit } from '../../common/audit.repository.js';
import { limitKeyId, limitsFor, type LimitKey } from './limit.repository.js';
import type { SellLimitTable } from '../../db/tables/order.table.js';
import type { RowToWrite } from '../../db/tables/money-column.js';

/** How many counters the exposure view answers (the most sold first). */
export const EXPOSURE_ROWS = 100;

const ALL_POOLS = 'all';

type SellLimitRow = Omit<RowToWrite<SellLimitTable>, 'id'> & { id: number };

function limitView(row: SellLimitRow): LimitView {
  return {
    id: Number(row.id),
    pool: row.pool ?? ALL_POOLS,
    betType: row.bet_type,
    drawDate: row.draw_date,
    number: row.number,
    limit: toPoints(readCents(row.limit_cents)),
  };
}

export const limitNotFound = (id: number) => new AppError('NOT_FOUND', `No sell limit with id ${id}`);

function poolsOfBetType(betType: BetTypeCode): PoolCode[] {
  return POOLS.filter((pool) => pool.games.includes(BET_TYPES[betType].game)).map((pool) => pool.code);
}

/** Checks a SetLimit request field by field; answers the row it describes. */
export function limitRowOf(raw: unknown): Omit<SellLimitRow, 'id'> {
  const result = setLimitBody.safeParse(raw ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw validationFailed(`${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  const input = result.data;
  if (input.pool !== ALL_POOLS && !poolsOfBetType(input.betType).includes(input.pool)) {
    throw validationFailed(`betType: ${input.pool} does not run ${BET_TYPES[input.betType].game}`);
  }
  const digits = BET_TYPES[input.betType].digits;
  if (input.number !== undefined && !new RegExp(`^\\d{${digits}}$`).test(input.number)) {
    throw validationFailed(`number: ${input.betType} takes ${digits} digits, got "${input.number}"`);
  }
  const limit = parsePoints(input.limit);
  if (!limit.ok) throw validationFailed(`limit: ${limit.reason}`);
  if (limit.value < 0) throw validationFailed('limit: must not be negative');
  return {
    pool: input.pool === ALL_POOLS ? null : input.pool,
    bet_type: input.betType,
    draw_date: input.drawDate ?? null,
    number: input.number ?? null,
    limit_cents: limit.value,
  };
}

/** Sets (inserts or replaces) the limit of one scope: pool or all, bet type, date?, number?. */
export async function setLimit(ctx: AppContext, raw: unknown, actor: Actor): Promise<LimitView> {
  const row = limitRowOf(raw);
  const now = ctx.clock();
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('sell_limits')
      .selectAll()
      .where('bet_type', '=', row.bet_type)
      .where('pool', row.pool === null ? 'is' : '=', row.pool)
      .where('draw_date', row.draw_date === null ? 'is' : '=', row.draw_date)
      .where('number', row.number === null ? 'is' : '=', row.number)
      .executeTakeFirst();
    let saved: SellLimitRow;
    if (existing) {
      await trx
        .updateTable('sell_limits')
        .set({ limit_cents: row.limit_cents })
        .where('id', '=', existing.id)
        .execute();
      saved = { ...existing, id: Number(existing.id), limit_cents: row.limit_cents };
    } else {
      const inserted = await trx
        .insertInto('sell_limits')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      saved = { ...row, id: Number(inserted.id) };
    }
    await recordAudit(trx, {
      actor,
      action: 'limit.set',
      targetUserId: null,
      before: existing ? limitView({ ...existing, id: Number(existing.id) }) : null,
      after: limitView(saved),
      now,
    });
    return limitView(saved);
  });
}

export async function deleteLimit(ctx: AppContext, id: number, actor: Actor): Promise<LimitView> {
  const now = ctx.clock();
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('sell_limits').selectAll().where('id', '=', id).executeTakeFirst();
    if (!existing) throw limitNotFound(id);
    await trx.deleteFrom('sell_limits').where('id', '=', id).execute();
    const before = limitView({ ...existing, id: Number(existing.id) });
    await recordAudit(trx, { actor, action: 'limit.delete', targetUserId: null, before, now });
    return before;
  });
}

/**
 * The defaults table (every pool and each bet type it runs: its pool row, else its all-pools row,
 * else the built-in default) and the overrides (rows with a draw date or a number).
 */
export async function listLimits(ctx: AppContext): Promise<LimitsAnswer> {
  const rows = (await ctx.db.kysely.selectFrom('sell_limits').selectAll().orderBy('id').execute()).map(
    (row) => ({
      ...row,
      id: Number(row.id),
    }),
  );
  const plain = rows.filter((row) => row.draw_date === null && row.number === null);
  const defaults: DefaultLimitView[] = [];
  for (const pool of POOLS) {
    for (const betType of BET_TYPE_CODES) {
      if (!pool.games.includes(BET_TYPES[betType].game)) continue;
      const own = plain.find((row) => row.bet_type === betType && row.pool === pool.code);
      const all = plain.find((row) => row.bet_type === betType && row.pool === null);
      const found = own ?? all;
      defaults.push({
        pool: pool.code,
        betType,
        limit: toPoints(readCents(found?.limit_cents ?? BET_TYPES[betType].defaultLimit)),
        source: own ? 'pool' : all ? 'all' : 'default',
        id: found?.id ?? null,
      });
    }
  }
  const overrides = rows
    .filter((row) => row.draw_date !== null || row.number !== null)
    .map(limitView)
    .sort(
      (a, b) =>
        (b.drawDate ?? '').localeCompare(a.drawDate ?? '') ||
        a.pool.localeCompare(b.pool) ||
        a.betType.localeCompare(b.betType) ||
        (a.number ?? '').localeCompare(b.number ?? ''),
    );
  return { defaults, overrides };
}

/**
 * The most sold counters of one pool's draw (game-rules §6), most sold first, with the limit each
 * has now. Reads limit_usage through its (pool, draw_date, used_cents) index, so the top rows come
 * straight off the index however many numbers were sold.
 */
export async function exposure(ctx: AppContext, pool: PoolCode, drawDate: string): Promise<ExposureRow[]> {
  const rows = await ctx.db.kysely
    .selectFrom('limit_usage')
    .select(['bet_type', 'number', 'used_cents'])
    .where('pool', '=', pool)
    .where('draw_date', '=', drawDate)
    .where('used_cents', '>', NO_CENTS)
    .orderBy('used_cents', 'desc')
    .orderBy('bet_type')
    .orderBy('number')
    .limit(EXPOSURE_ROWS)
    .execute();
  const keys: LimitKey[] = rows.map((row) => ({ pool, drawDate, betType: row.bet_type, number: row.number }));
  const limits = await limitsFor(ctx.db.kysely, keys);
  return keys.map((key, i) => {
    const sold = Number(rows[i]!.used_cents);
    const limit = limits.get(limitKeyId(key))!;
    return {
      number: key.number,
      betType: key.betType,
      sold: toPoints(cents(sold)),
      limit: toPoints(cents(limit)),
      remaining: toPoints(cents(Math.max(0, limit - sold))),
    };
  });
}
