import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function drawRollupsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // Profit-and-loss figures per user and settled draw (docs/decisions/007): the user's whole
      // subtree at its own package rates, and its own bets alone. Written by settlement, so the
      // reports read a few rows per user instead of every bet line.
      await db.schema
        .createTable('draw_rollups')
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id'))
        .addColumn('draw_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('pool', 'varchar(4)', (col) => col.notNull())
        .addColumn('turnover_cents', 'bigint', (col) => col.notNull())
        .addColumn('win_cents', 'bigint', (col) => col.notNull())
        .addColumn('commission_cents', 'bigint', (col) => col.notNull())
        .addColumn('own_turnover_cents', 'bigint', (col) => col.notNull())
        .addColumn('own_win_cents', 'bigint', (col) => col.notNull())
        .addColumn('own_commission_cents', 'bigint', (col) => col.notNull())
        .addColumn('settled_at', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('draw_rollups_pk', ['user_id', 'draw_date', 'pool'])
        .execute();
      await db.schema
        .createIndex('draw_rollups_draw_idx')
        .on('draw_rollups')
        .columns(['pool', 'draw_date'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('draw_rollups').execute();
    },
  };
}
