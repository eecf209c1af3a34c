import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { BetTypeCode } from '@lotto/domain/bet-types';
import type { PoolCode } from '@lotto/domain/pools';
import type { Database } from '../../db/schema.js';

type Q = Kysely<Database>;

/**
 * The house's heavy-number rows straight from SQL (issue 40): the house's gross is the counter's
 * use (limit_usage) and it keeps what the agents did not (position_usage). Ranked and cut to the
 * top N in the database, so a draw with tens of thousands of counters costs one sort there, not
 * one object per counter here. Amounts are cents; `payout` = floor(kept x top prize / 100).
 */
export interface HouseTopQuery {
  pool: PoolCode;
  drawDate: string;
  /** the game's bet types, each with its top prize (cents per 1.00) at the house's package */
  prizes: ReadonlyMap<BetTypeCode, number>;
  number?: string;
  /** the figure a row must have above 0, and the second sort key */
  figure: 'gross' | 'kept' | 'none';
  limit: number;
}

export interface HouseRow {
  betType: BetTypeCode;
  number: string;
  gross: number;
  kept: number;
  payout: number;
}

function counters(query: { pool: PoolCode; drawDate: string }, where: RawBuilder<unknown>) {
  return sql`with pu as (
      select bet_type, number, sum(kept_cents) as kept from position_usage
      where pool = ${query.pool} and draw_date = ${query.drawDate}
      group by bet_type, number
    ), c as (
      select lu.bet_type, lu.number, lu.used_cents as gross, lu.used_cents - coalesce(pu.kept, 0) as kept
      from limit_usage lu left join pu on pu.bet_type = lu.bet_type and pu.number = lu.number
      where lu.pool = ${query.pool} and lu.draw_date = ${query.drawDate} and lu.used_cents > 0 ${where}
    )`;
}

export async function houseTop(
  db: Q,
  query: HouseTopQuery,
): Promise<{ rows: HouseRow[]; totals: { gross: number; kept: number; keptPayout: number } }> {
  const types = [...query.prizes.keys()];
  if (types.length === 0 || query.figure === 'none')
    return { rows: [], totals: { gross: 0, kept: 0, keptPayout: 0 } };
  const prize = sql.join(
    types.map((type) => {
      // a literal: PostgreSQL cannot type a bare parameter inside CASE ... * it
      const value = query.prizes.get(type)!;
      if (!Number.isSafeInteger(value)) throw new RangeError(`bad prize for ${type}: ${value}`);
      return sql`when ${type} then ${sql.lit(value)}`;
    }),
    sql` `,
  );
  const where = sql`and lu.bet_type in (${sql.join(types)})${
    query.number === undefined ? sql`` : sql` and lu.number = ${query.number}`
  }`;
  const figure = sql.ref(query.figure);
  const ranked = sql`${counters(query, where)}, r as (
      select bet_type, number, gross, kept, (kept * (case bet_type ${prize} end)) / 100 as payout
      from c where ${figure} > 0
    )`;
  const rows = await sql<{
    bet_type: BetTypeCode;
    number: string;
    gross: unknown;
    kept: unknown;
    payout: unknown;
  }>`
    ${ranked} select bet_type, number, gross, kept, payout from r
    order by payout desc, ${figure} desc, bet_type, number limit ${query.limit}`.execute(db);
  const totals = await sql<{ gross: unknown; kept: unknown; payout: unknown }>`
    ${ranked} select sum(gross) as gross, sum(kept) as kept, sum(payout) as payout from r`.execute(db);
  const sum = totals.rows[0];
  return {
    rows: rows.rows.map((row) => ({
      betType: row.bet_type,
      number: row.number,
      gross: Number(row.gross),
      kept: Number(row.kept),
      payout: Number(row.payout),
    })),
    totals: {
      gross: Number(sum?.gross ?? 0),
      kept: Number(sum?.kept ?? 0),
      keptPayout: Number(sum?.payout ?? 0),
    },
  };
}

/** What the house keeps of the whole pool and day, per bet type (its net if a number hits). */
export async function houseKeptByType(
  db: Q,
  query: { pool: PoolCode; drawDate: string },
): Promise<Map<BetTypeCode, number>> {
  const result = await sql<{ bet_type: BetTypeCode; kept: unknown }>`${counters(query, sql``)}
    select bet_type, sum(kept) as kept from c group by bet_type`.execute(db);
  return new Map(result.rows.map((row) => [row.bet_type, Number(row.kept)]));
}
