import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function positionTicketsIndexMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // Profit and loss (POST /Report/GetProfitLoss) asks for the tickets of a date range that
      // record a position (issue 39). Without an index on that, every ticket of the range was read
      // to find none: a player's 31-date report went from 0.3 ms to 178 ms p50 on SQLite (93 ms on
      // PostgreSQL) at 1M lines (reports bench, 2026-12-05). A partial index holds only the tickets
      // that record a position, so while nobody takes it is empty and the question costs nothing.
      await db.schema
        .createIndex('tickets_position_draw_idx')
        .on('tickets')
        .columns(['pool', 'draw_date'])
        .where(sql.ref('position_json'), 'is not', null)
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('tickets_position_draw_idx').execute();
    },
  };
}
