import type { Kysely } from 'kysely';
import type { PoolCode } from '@lotto/domain/pools';
import type { Database } from '../../../db/schema.js';
import type { ResultSourceRow, ResultSourceTable } from '../../../db/tables/result-source.table.js';

type Q = Kysely<Database>;

export type SourceFields = Pick<
  ResultSourceTable,
  'name' | 'url_template' | 'format' | 'pools' | 'kind' | 'enabled'
>;

// PostgreSQL answers bigint columns as text: ids are numbers everywhere else.
const withNumberId = <T extends { id: number }>(row: T): T => ({ ...row, id: Number(row.id) });

export async function listSources(db: Q): Promise<ResultSourceRow[]> {
  return (await db.selectFrom('result_sources').selectAll().orderBy('id').execute()).map(withNumberId);
}

export async function findSource(db: Q, id: number): Promise<ResultSourceRow | undefined> {
  const row = await db.selectFrom('result_sources').selectAll().where('id', '=', id).executeTakeFirst();
  return row && withNumberId(row);
}

export async function findSourceByName(db: Q, name: string): Promise<ResultSourceRow | undefined> {
  const row = await db.selectFrom('result_sources').selectAll().where('name', '=', name).executeTakeFirst();
  return row && withNumberId(row);
}

export async function insertSource(db: Q, fields: SourceFields, now: number): Promise<number> {
  const row = await db
    .insertInto('result_sources')
    .values({ ...fields, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateSource(db: Q, id: number, fields: SourceFields, now: number): Promise<boolean> {
  const updated = await db
    .updateTable('result_sources')
    .set({ ...fields, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** A source and the rows that name it: its provisional results and its polls. */
export async function deleteSourceRows(db: Q, id: number): Promise<void> {
  await db.deleteFrom('source_polls').where('source_id', '=', id).execute();
  await db.deleteFrom('source_results').where('source_id', '=', id).execute();
  await db.deleteFrom('result_sources').where('id', '=', id).execute();
}

/** A fetch's outcome on the source's status: its time, and success or the error's text. */
export async function recordFetch(db: Q, id: number, at: number, error: string | null): Promise<void> {
  await db
    .updateTable('result_sources')
    .set(
      error === null
        ? { last_fetch_at: at, last_success_at: at }
        : { last_fetch_at: at, last_error_at: at, last_error: error.slice(0, 1000) },
    )
    .where('id', '=', id)
    .execute();
}

/**
 * Claims one poll (source, draw day, slot) for `holder` in one statement: the primary key lets
 * exactly one instance win, however many ask. Answers whether this one did.
 */
export async function claimPoll(
  db: Q,
  poll: { sourceId: number; drawDate: string; slot: number; holder: string; now: number },
): Promise<boolean> {
  const row = await db
    .insertInto('source_polls')
    .values({
      source_id: poll.sourceId,
      draw_date: poll.drawDate,
      slot: poll.slot,
      holder: poll.holder,
      claimed_at: poll.now,
      outcome: null,
    })
    .onConflict((conflict) => conflict.columns(['source_id', 'draw_date', 'slot']).doNothing())
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === poll.holder;
}

export async function finishPoll(
  db: Q,
  poll: { sourceId: number; drawDate: string; slot: number },
  outcome: 'ok' | 'error',
): Promise<void> {
  await db
    .updateTable('source_polls')
    .set({ outcome })
    .where('source_id', '=', poll.sourceId)
    .where('draw_date', '=', poll.drawDate)
    .where('slot', '=', poll.slot)
    .execute();
}

/** Per source, the outcomes of the polls of its latest polled draw day. */
export async function latestDayPolls(
  db: Q,
): Promise<Map<number, { drawDate: string; ok: number; error: number }>> {
  const rows = await db
    .selectFrom('source_polls as p')
    .select(['p.source_id', 'p.draw_date', 'p.outcome'])
    .where(({ eb, selectFrom }) =>
      eb(
        'p.draw_date',
        '=',
        selectFrom('source_polls as l')
          .select((e) => e.fn.max('l.draw_date').as('d'))
          .whereRef('l.source_id', '=', 'p.source_id'),
      ),
    )
    .execute();
  const out = new Map<number, { drawDate: string; ok: number; error: number }>();
  for (const row of rows) {
    const id = Number(row.source_id);
    const entry = out.get(id) ?? { drawDate: row.draw_date, ok: 0, error: 0 };
    if (row.outcome === 'ok') entry.ok += 1;
    if (row.outcome === 'error') entry.error += 1;
    out.set(id, entry);
  }
  return out;
}

/** Keeps what a source gave for a draw; answers whether it differs from what it gave before. */
export async function saveSourceResult(
  db: Q,
  row: { sourceId: number; pool: PoolCode; drawDate: string; numbersJson: string; now: number },
): Promise<boolean> {
  const before = await db
    .selectFrom('source_results')
    .select('numbers_json')
    .where('source_id', '=', row.sourceId)
    .where('pool', '=', row.pool)
    .where('draw_date', '=', row.drawDate)
    .executeTakeFirst();
  if (before?.numbers_json === row.numbersJson) return false;
  await db
    .insertInto('source_results')
    .values({
      source_id: row.sourceId,
      pool: row.pool,
      draw_date: row.drawDate,
      numbers_json: row.numbersJson,
      fetched_at: row.now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['source_id', 'pool', 'draw_date'])
        .doUpdateSet({ numbers_json: row.numbersJson, fetched_at: row.now }),
    )
    .execute();
  return true;
}

export interface SourceResultOfDraw {
  sourceId: number;
  name: string;
  kind: 'publisher' | 'aggregator';
  pool: PoolCode;
  drawDate: string;
  numbersJson: string;
}

/** What every source gave for the draws of a date (optionally one pool), sources in id order. */
export async function sourceResultsOn(
  db: Q,
  drawDate: string,
  pool?: PoolCode,
): Promise<SourceResultOfDraw[]> {
  let query = db
    .selectFrom('source_results as r')
    .innerJoin('result_sources as s', 's.id', 'r.source_id')
    .select(['r.source_id', 's.name', 's.kind', 'r.pool', 'r.draw_date', 'r.numbers_json'])
    .where('r.draw_date', '=', drawDate);
  if (pool) query = query.where('r.pool', '=', pool);
  const rows = await query.orderBy('r.pool').orderBy('r.source_id').execute();
  return rows.map((row) => ({
    sourceId: Number(row.source_id),
    name: row.name,
    kind: row.kind,
    pool: row.pool,
    drawDate: row.draw_date,
    numbersJson: row.numbers_json,
  }));
}

/** Per pool, the latest draw date some source has given. */
export async function latestSourceDates(db: Q): Promise<{ pool: PoolCode; drawDate: string }[]> {
  const rows = await db
    .selectFrom('source_results')
    .select(['pool', (e) => e.fn.max('draw_date').as('draw_date')])
    .groupBy('pool')
    .execute();
  return rows.map((row) => ({ pool: row.pool, drawDate: String(row.draw_date) }));
}
