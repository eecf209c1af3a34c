import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function numberMeaningsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // The dream-chart meanings of each 4-digit number (`lotto meanings import`), looked up by
      // POST /Tool/GetNumberMeaning. search_text is the four meanings folded to lower case in
      // JavaScript: SQLite's lower() and LIKE fold ASCII only, so the databases would disagree.
      await db.schema
        .createTable('number_meanings')
        .addColumn('number', 'varchar(4)', (col) => col.primaryKey())
        .addColumn('tpk_chn', 'text', (col) => col.notNull())
        .addColumn('tpk_eng', 'text', (col) => col.notNull())
        .addColumn('gy_chn', 'text', (col) => col.notNull())
        .addColumn('gy_eng', 'text', (col) => col.notNull())
        .addColumn('search_text', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('number_meanings').execute();
    },
  };
}
