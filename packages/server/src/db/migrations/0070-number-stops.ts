import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function numberStopsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // Issue 40 (docs/rules.md "Heavy numbers"): a sold number of a draw that a user (an agent,
      // or the house) stopped for its downline: orders below it sell nothing more there, as a
      // sell limit of 0. A row exists only while the stop stands.
      await db.schema
        .createTable('number_stops')
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id'))
        .addColumn('pool', 'varchar(4)', (col) => col.notNull())
        .addColumn('draw_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('number', 'varchar(6)', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('number_stops_pk', ['pool', 'draw_date', 'number', 'user_id'])
        .execute();
      // The heavy-number report sums what the levels below a viewer kept, per counter of one
      // draw: read through this index rather than each user's primary key.
      await db.schema
        .createIndex('position_usage_draw_idx')
        .on('position_usage')
        .columns(['pool', 'draw_date', 'bet_type', 'number'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('position_usage_draw_idx').execute();
      await db.schema.dropTable('number_stops').execute();
    },
  };
}
