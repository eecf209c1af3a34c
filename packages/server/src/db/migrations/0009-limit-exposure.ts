import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function limitExposureMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // The back office's exposure view (GetExposure): a draw's most sold numbers, read in order
      // off this index instead of sorting every counter of the draw.
      await db.schema
        .createIndex('limit_usage_sold_idx')
        .on('limit_usage')
        .columns(['pool', 'draw_date', 'used_cents'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('limit_usage_sold_idx').execute();
    },
  };
}
