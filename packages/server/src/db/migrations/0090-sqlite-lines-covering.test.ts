import { CompiledQuery, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { stepLinesQuery } from '../../features/results/settle-lines.js';
import { insertRawDraw, RAW_DRAW_RESULT } from '../../test-support/raw-rows.js';
import { useTestContext } from '../../test-support/test-db.js';
import { migrateTo, migrateToLatest } from '../migrator.js';
import type { Database } from '../schema.js';

const RESULT = RAW_DRAW_RESULT;

/** Three owners with five tickets of 4 lines each on the draw (the fourth a BOX). */
async function seedDraw(db: Kysely<Database>): Promise<void> {
  await insertRawDraw(db, RESULT, (line) => ({
    pattern: line === 4 ? 'BOX' : 'NORMAL',
    acceptedJson: `{"B":${100 * line}}`,
  }));
  await db.executeQuery(CompiledQuery.raw('analyze'));
}

/** How SQLite plans a settlement step's read of every owner's lines. */
async function stepPlan(db: Kysely<Database>): Promise<string> {
  const { sql: text, parameters } = stepLinesQuery(db, RESULT, 0, 1_000_000).compile();
  const plan = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
  );
  return plan.rows.map((row) => row.detail).join('\n');
}

describe('migration 0090 (the lines index carries what a settlement step reads) on sqlite', () => {
  const t = useTestContext('sqlite', { migrate: false });

  it("makes the step read of each ticket's lines index-only, answers the same rows, and can be undone", async () => {
    const db = t.db.kysely;
    await migrateTo(t.db, '0089-position-tickets-index');
    await seedDraw(db);
    const before = await stepPlan(db);
    expect(before).toMatch(/SEARCH ticket_lines USING INDEX ticket_lines_ticket_idx/);
    const rowsBefore = await stepLinesQuery(db, RESULT, 0, 1_000_000).execute();

    expect(await migrateToLatest(t.db)).toContain('0090-sqlite-lines-covering');
    const after = await stepPlan(db);
    expect(after).toMatch(/SEARCH ticket_lines USING COVERING INDEX ticket_lines_ticket_idx/);
    // What a step reads is unchanged: 3 owners x 5 tickets x 4 lines, by ticket and line.
    const rowsAfter = await stepLinesQuery(db, RESULT, 0, 1_000_000).execute();
    expect(rowsAfter).toHaveLength(60);
    expect(rowsAfter).toEqual(rowsBefore);

    await migrateTo(t.db, '0089-position-tickets-index');
    expect(await stepPlan(db)).toMatch(/SEARCH ticket_lines USING INDEX ticket_lines_ticket_idx/);
    await migrateToLatest(t.db);
  });
});

describe('migration 0090 on postgres', () => {
  const t = useTestContext('postgres', { migrate: false });

  it("leaves PostgreSQL's lines index as 0017 made it", async () => {
    await migrateTo(t.db, '0089-position-tickets-index');
    const { rows: before } = await t.db.kysely.executeQuery<{ indexdef: string }>(
      CompiledQuery.raw(`select indexdef from pg_indexes where indexname = 'ticket_lines_ticket_idx'`),
    );
    expect(await migrateToLatest(t.db)).toContain('0090-sqlite-lines-covering');
    const { rows: after } = await t.db.kysely.executeQuery<{ indexdef: string }>(
      CompiledQuery.raw(`select indexdef from pg_indexes where indexname = 'ticket_lines_ticket_idx'`),
    );
    expect(after).toEqual(before);
    expect(after[0]?.indexdef).toMatch(/INCLUDE \(id, number, pattern, accepted_json\)/);
  });
});
