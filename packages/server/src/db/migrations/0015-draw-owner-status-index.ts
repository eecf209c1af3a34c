import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function drawOwnerStatusIndexMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // A settlement step reads the active tickets of a range of owners of one draw (issue 19). With
      // the status in the index that read never visits the tickets table: one index range per step,
      // where the old index (pool, draw_date, user_id) took a table lookup per ticket (about a tenth
      // of a 1M-line settlement on SQLite). It serves every query the old one did, so it replaces it.
      await db.schema
        .createIndex('tickets_draw_owner_status_idx')
        .on('tickets')
        .columns(['pool', 'draw_date', 'user_id', 'status'])
        .execute();
      await db.schema.dropIndex('tickets_draw_owner_idx').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema
        .createIndex('tickets_draw_owner_idx')
        .on('tickets')
        .columns(['pool', 'draw_date', 'user_id'])
        .execute();
      await db.schema.dropIndex('tickets_draw_owner_status_idx').execute();
    },
  };
}
