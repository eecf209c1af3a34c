import type { Kysely } from 'kysely';
import type { DrawResult } from '@lotto/domain/draw-result';
import type { PoolCode } from '@lotto/domain/pools';
import type { Database } from '../../db/schema.js';
import type { DrawResultRow } from '../../db/tables/result.table.js';

type Q = Kysely<Database>;

/** The stored numbers of a result row (written by this module only, from a validated result). */
export function drawResultOf(row: DrawResultRow): DrawResult {
  return JSON.parse(row.numbers_json) as DrawResult;
}

/** The canonical JSON of a result's numbers: two results are the same draw outcome iff equal. */
export function numbersJson(result: DrawResult): string {
  const { pool, date, first, second, third, starters, consolations, fiveD, sixD } = result;
  return JSON.stringify({
    pool,
    date,
    first,
    second,
    third,
    starters,
    consolations,
    ...(fiveD ? { fiveD } : {}),
    ...(sixD ? { sixD } : {}),
  });
}

export function findResult(db: Q, pool: PoolCode, drawDate: string): Promise<DrawResultRow | undefined> {
  return db
    .selectFrom('draw_results')
    .selectAll()
    .where('pool', '=', pool)
    .where('draw_date', '=', drawDate)
    .executeTakeFirst();
}

/** Whether a draw already has a result or tickets: then it took place, whatever today's calendar says. */
export async function drawHasResultOrTickets(db: Q, pool: PoolCode, drawDate: string): Promise<boolean> {
  const [result, ticket] = await Promise.all([
    db
      .selectFrom('draw_results')
      .select('pool')
      .where('pool', '=', pool)
      .where('draw_date', '=', drawDate)
      .executeTakeFirst(),
    db
      .selectFrom('tickets')
      .select('pool')
      .where('pool', '=', pool)
      .where('draw_date', '=', drawDate)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return result !== undefined || ticket !== undefined;
}

export function resultsOnDate(db: Q, drawDate: string): Promise<DrawResultRow[]> {
  return db
    .selectFrom('draw_results')
    .selectAll()
    .where('draw_date', '=', drawDate)
    .orderBy('pool')
    .execute();
}

/** The most recent result of every pool that has one. */
export function latestResults(db: Q): Promise<DrawResultRow[]> {
  return db
    .selectFrom('draw_results as r')
    .selectAll('r')
    .where(({ eb, selectFrom }) =>
      eb(
        'r.draw_date',
        '=',
        selectFrom('draw_results as l')
          .select((e) => e.fn.max('l.draw_date').as('d'))
          .whereRef('l.pool', '=', 'r.pool'),
      ),
    )
    .orderBy('r.pool')
    .execute();
}

export async function insertResult(
  db: Q,
  row: { result: DrawResult; source: string; enteredBy: string; now: number },
): Promise<void> {
  await db
    .insertInto('draw_results')
    .values({
      pool: row.result.pool,
      draw_date: row.result.date,
      numbers_json: numbersJson(row.result),
      version: 1,
      source: row.source,
      entered_by: row.enteredBy,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

/** A correction: new numbers, next version; conditional on the version read, so two never race. */
export async function correctResult(
  db: Q,
  row: { result: DrawResult; fromVersion: number; source: string; enteredBy: string; now: number },
): Promise<boolean> {
  const updated = await db
    .updateTable('draw_results')
    .set({
      numbers_json: numbersJson(row.result),
      version: row.fromVersion + 1,
      source: row.source,
      entered_by: row.enteredBy,
      updated_at: row.now,
    })
    .where('pool', '=', row.result.pool)
    .where('draw_date', '=', row.result.date)
    .where('version', '=', row.fromVersion)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
