import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { withIdColumn } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function drawsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      // Operator changes to the default calendar (game-rules §1): a special draw date, or a draw
      // closed early / cancelled. The weekly schedules themselves stay the domain's defaults.
      await db.schema
        .createTable('draw_dates')
        .addColumn('pool', 'varchar(4)', (col) => col.notNull())
        .addColumn('draw_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('kind', 'varchar(10)', (col) => col.notNull().check(sql`kind in ('special', 'closed')`))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('created_by', 'varchar(40)', (col) => col.notNull())
        .addPrimaryKeyConstraint('draw_dates_pk', ['pool', 'draw_date', 'kind'])
        .execute();

      // One result per pool and date; a correction replaces the numbers and bumps `version`.
      await withIdColumn(dialect, db.schema.createTable('draw_results'))
        .addColumn('pool', 'varchar(4)', (col) => col.notNull())
        .addColumn('draw_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('numbers_json', 'text', (col) => col.notNull())
        .addColumn('version', 'integer', (col) => col.notNull().check(sql`version >= 1`))
        .addColumn('source', 'varchar(20)', (col) => col.notNull())
        .addColumn('entered_by', 'varchar(40)', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .addUniqueConstraint('draw_results_draw_unique', ['pool', 'draw_date'])
        .execute();
      await db.schema.createIndex('draw_results_date_idx').on('draw_results').column('draw_date').execute();

      // Which result version a draw was settled with: the claim that makes settling idempotent.
      await db.schema
        .createTable('settlements')
        .addColumn('pool', 'varchar(4)', (col) => col.notNull())
        .addColumn('draw_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('result_version', 'integer', (col) => col.notNull())
        .addColumn('lines', 'integer', (col) => col.notNull())
        .addColumn('win_cents', 'bigint', (col) => col.notNull())
        .addColumn('commission_cents', 'bigint', (col) => col.notNull())
        .addColumn('settled_at', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('settlements_pk', ['pool', 'draw_date'])
        .execute();

      // One winning position of one concrete number of one line (GetStrikeReport).
      await withIdColumn(dialect, db.schema.createTable('strikes'))
        .addColumn('ticket_id', 'bigint', (col) => col.notNull().references('tickets.id'))
        .addColumn('line_id', 'bigint', (col) => col.notNull().references('ticket_lines.id'))
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id'))
        .addColumn('pool', 'varchar(4)', (col) => col.notNull())
        .addColumn('draw_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('result_version', 'integer', (col) => col.notNull())
        .addColumn('number', 'varchar(6)', (col) => col.notNull())
        .addColumn('bet_type', 'varchar(4)', (col) => col.notNull())
        .addColumn('tier', 'varchar(12)', (col) => col.notNull())
        .addColumn('prize_number', 'varchar(6)', (col) => col.notNull())
        .addColumn('stake_cents', 'bigint', (col) => col.notNull())
        .addColumn('win_cents', 'bigint', (col) => col.notNull().check(sql`win_cents >= 0`))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('strikes_user_date_idx')
        .on('strikes')
        .columns(['user_id', 'draw_date'])
        .execute();
      await db.schema
        .createIndex('strikes_draw_idx')
        .on('strikes')
        .columns(['pool', 'draw_date', 'result_version'])
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const table of ['strikes', 'settlements', 'draw_results', 'draw_dates']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
