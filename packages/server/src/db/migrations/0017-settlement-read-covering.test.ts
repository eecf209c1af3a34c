import { CompiledQuery, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { stepLinesQuery } from '../../features/results/settle-lines.js';
import { insertRawDraw, RAW_DRAW_RESULT } from '../../test-support/raw-rows.js';
import { useTestContext } from '../../test-support/test-db.js';
import { migrateTo, migrateToLatest } from '../migrator.js';
import type { Database } from '../schema.js';
import { INSERT_VACUUM_ROWS } from './0017-settlement-read-covering.js';

const RESULT = RAW_DRAW_RESULT;

/** A few owners with tickets of 4 lines on the draw, then VACUUM: what autovacuum leaves behind. */
async function seedDraw(db: Kysely<Database>): Promise<void> {
  await insertRawDraw(db, RESULT, () => ({ pattern: 'NORMAL', acceptedJson: '{"B":100}' }));
  await sql`vacuum analyze tickets, ticket_lines`.execute(db);
}

/** The plan of a settlement step's read, with the table scans a tiny table would invite ruled out. */
async function stepPlan(db: Kysely<Database>): Promise<string> {
  // One owner's step, as in a real draw where a step is a sliver of the draw's owners.
  const first = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  return db.connection().execute(async (conn) => {
    await sql`set enable_seqscan = off`.execute(conn);
    await sql`set enable_bitmapscan = off`.execute(conn);
    try {
      const { sql: text, parameters } = stepLinesQuery(
        conn,
        RESULT,
        Number(first.id) - 1,
        Number(first.id),
      ).compile();
      const plan = await conn.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${text}`, [...parameters]),
      );
      return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await sql`reset enable_seqscan`.execute(conn);
      await sql`reset enable_bitmapscan`.execute(conn);
    }
  });
}

async function reloptions(db: Kysely<Database>, table: string): Promise<string[]> {
  const { rows } = await sql<{ reloptions: string[] | null }>`
    select reloptions from pg_class where relname = ${table}`.execute(db);
  return rows[0]?.reloptions ?? [];
}

describe('migration 0017 (index-only settlement reads) on postgres', () => {
  const t = useTestContext('postgres', { migrate: false });

  it('makes both index reads of a settlement step index-only, vacuums new lines soon, and can be undone', async () => {
    const db = t.db.kysely;
    await migrateTo(t.db, '0016-strike-line-check');
    await seedDraw(db);
    // Before: the ticket's id and the line's columns are fetched from the tables.
    const before = await stepPlan(db);
    expect(before).toMatch(/Index Scan using ticket_lines_ticket_idx/);
    expect(before).not.toMatch(/Index Only Scan using ticket_lines_ticket_idx/);

    expect(await migrateToLatest(t.db)).toContain('0017-settlement-read-covering');
    await sql`vacuum analyze tickets, ticket_lines`.execute(db);
    const after = await stepPlan(db);
    expect(after).toMatch(/Index Only Scan using tickets_draw_owner_status_idx on tickets/);
    expect(after).toMatch(/Index Only Scan using ticket_lines_ticket_idx on ticket_lines/);
    for (const table of ['tickets', 'ticket_lines']) {
      expect(await reloptions(db, table)).toEqual([
        `autovacuum_vacuum_insert_threshold=${INSERT_VACUUM_ROWS}`,
        'autovacuum_vacuum_insert_scale_factor=0',
      ]);
    }
    // What a step reads is unchanged: 3 owners x 5 tickets x 4 lines, by ticket and line.
    const rows = await stepLinesQuery(db, RESULT, 0, 1_000_000).execute();
    expect(rows).toHaveLength(60);
    expect(rows.map((row) => Number(row.id))).toEqual(
      [...rows.map((row) => Number(row.id))].sort((a, b) => a - b),
    );

    await migrateTo(t.db, '0016-strike-line-check');
    expect(await stepPlan(db)).not.toMatch(/Index Only Scan using ticket_lines_ticket_idx/);
    expect(await reloptions(db, 'ticket_lines')).toEqual([]);
    await migrateToLatest(t.db);
  });
});
