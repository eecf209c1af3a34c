import { CompiledQuery, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { positionLinesQuery } from '../../features/reports/position-report.repository.js';
import { insertRawOrder, insertRawPlayer, insertRawTickets } from '../../test-support/raw-rows.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import type { Dialect } from '../database.js';
import { migrateTo, migrateToLatest } from '../migrator.js';
import type { Database } from '../schema.js';

/** Tickets of two players over ten dates, none recording a position: a book where nobody takes. */
async function seedBook(db: Kysely<Database>): Promise<number> {
  let player = 0;
  for (let u = 1; u <= 2; u += 1) {
    player = await insertRawPlayer(db, `owner${u}`);
    const orderId = await insertRawOrder(db, player);
    for (let day = 10; day < 20; day += 1) {
      await insertRawTickets(
        db,
        { orderId, userId: player, pool: 'mg', drawDate: `2026-11-${day}`, cents: 100 },
        10,
      );
    }
  }
  return player;
}

/** The plan of the profit-and-loss report's position read (null: the house's, else a member's). */
async function plan(db: Kysely<Database>, dialect: Dialect, rootId: number | null): Promise<string> {
  const { sql: text, parameters } = positionLinesQuery(rootId, '2026-11-01', '2026-11-30', ['mg']).compile(
    db,
  );
  if (dialect === 'sqlite') {
    const rows = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
    );
    return rows.rows.map((row) => row.detail).join('\n');
  }
  return db.connection().execute(async (conn) => {
    // A table this small is cheaper to scan; what matters is which index the planner can use.
    await sql`set enable_seqscan = off`.execute(conn);
    try {
      const rows = await conn.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${text}`, [...parameters]),
      );
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await sql`reset enable_seqscan`.execute(conn);
    }
  });
}

async function indexNames(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'index' and tbl_name = 'tickets'`.execute(db)
      : await sql<{
          name: string;
        }>`select indexname as name from pg_indexes where tablename = 'tickets'`.execute(db);
  return rows.map((row) => row.name);
}

for (const dialect of TEST_DIALECTS) {
  describe(`migration 0089 (tickets recording a position) on ${dialect}`, () => {
    const t = useTestContext(dialect, { migrate: false });

    it('lets the profit-and-loss position read find no ticket without reading the book', async () => {
      const db = t.db.kysely;
      await migrateTo(t.db, '0085-weekly-lock');
      const player = await seedBook(db);
      // Before: no index knows which tickets record a position, so the read goes through the
      // tickets of the range (or of the member) one by one.
      expect(await plan(db, dialect, null)).not.toMatch(/tickets_position_draw_idx/);

      expect(await migrateToLatest(t.db)).toContain('0089-position-tickets-index');
      if (dialect === 'postgres') await sql`analyze tickets`.execute(db);
      // After: the house's and a member's read start from the partial index, empty while nobody takes.
      expect(await plan(db, dialect, null)).toMatch(/tickets_position_draw_idx/);
      expect(await plan(db, dialect, player)).toMatch(/tickets_position_draw_idx/);
      expect(await positionLinesQuery(player, '2026-11-01', '2026-11-30', ['mg']).execute(db)).toMatchObject({
        rows: [],
      });

      await migrateTo(t.db, '0085-weekly-lock');
      expect(await indexNames(db, dialect)).not.toContain('tickets_position_draw_idx');
      await migrateToLatest(t.db);
      expect(await indexNames(db, dialect)).toContain('tickets_position_draw_idx');
    });
  });
}
