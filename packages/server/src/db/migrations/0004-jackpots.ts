import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function jackpotsMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // One row per jackpot and draw (game-rules §8): the pot carried in, what the draw's
      // turnover added, who shared it, and what the pool's next draw starts from.
      await db.schema
        .createTable('jackpot_draws')
        .addColumn('type', 'varchar(10)', (col) => col.notNull())
        .addColumn('pool', 'varchar(4)', (col) => col.notNull())
        .addColumn('draw_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('result_version', 'integer', (col) => col.notNull())
        .addColumn('winning_number', 'varchar(6)')
        .addColumn('carried_in_cents', 'bigint', (col) => col.notNull())
        .addColumn('contribution_cents', 'bigint', (col) => col.notNull())
        .addColumn('prize_cents', 'bigint', (col) => col.notNull())
        .addColumn('units_cents', 'bigint', (col) => col.notNull())
        .addColumn('paid_cents', 'bigint', (col) => col.notNull())
        .addColumn('carried_out_cents', 'bigint', (col) => col.notNull())
        .addColumn('settled_at', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('jackpot_draws_pk', ['type', 'draw_date'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('jackpot_draws').execute();
    },
  };
}
