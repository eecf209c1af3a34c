import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { withIdColumn } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function weeklyCycleMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      // Issue 41 (docs/rules.md "Weekly cycle"): each user's weekly limit, set by its upline; null
      // while the deployment runs CREDIT_CYCLE=none or the user has none yet.
      await db.schema
        .alterTable('users')
        .addColumn('weekly_limit_cents', 'bigint', (col) =>
          col.check(sql`weekly_limit_cents is null or weekly_limit_cents >= 0`),
        )
        .execute();
      // One row per week the Monday reset closed: its primary key is what makes a second run, on
      // this instance or another, reset nothing (inserted in the reset's own transaction).
      await db.schema
        .createTable('weekly_closes')
        .addColumn('week_start', 'varchar(10)', (col) => col.primaryKey())
        .addColumn('closed_at', 'bigint', (col) => col.notNull())
        .addColumn('resets', 'bigint', (col) => col.notNull())
        .execute();
      // 结账: cash an upline received from or paid to a direct downline for a closed week.
      await withIdColumn(dialect, db.schema.createTable('weekly_payments'))
        .addColumn('week_start', 'varchar(10)', (col) => col.notNull())
        .addColumn('downline_id', 'bigint', (col) => col.notNull().references('users.id'))
        .addColumn('upline_id', 'bigint', (col) => col.references('users.id'))
        .addColumn('direction', 'varchar(10)', (col) =>
          col.notNull().check(sql`direction in ('received', 'paid')`),
        )
        .addColumn('amount_cents', 'bigint', (col) => col.notNull().check(sql`amount_cents > 0`))
        .addColumn('remark', 'varchar(200)', (col) => col.notNull())
        .addColumn('created_by', 'bigint', (col) => col.references('users.id'))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('weekly_payments_downline_idx')
        .on('weekly_payments')
        .columns(['downline_id', 'week_start'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('weekly_payments').execute();
      await db.schema.dropTable('weekly_closes').execute();
      await db.schema.alterTable('users').dropColumn('weekly_limit_cents').execute();
    },
  };
}
