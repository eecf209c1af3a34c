import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { withIdColumn } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function ordersMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withIdColumn(dialect, db.schema.createTable('orders'))
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id'))
        .addColumn('idempotency_key', 'varchar(100)')
        .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
        .addColumn('source', 'varchar(10)', (col) =>
          col.notNull().check(sql`source in ('normal', 'advanced')`),
        )
        .addColumn('bet_status', 'varchar(10)', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addUniqueConstraint('orders_idempotency_unique', ['user_id', 'idempotency_key'])
        .execute();

      await withIdColumn(dialect, db.schema.createTable('tickets'))
        .addColumn('order_id', 'bigint', (col) => col.notNull().references('orders.id'))
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id'))
        .addColumn('pool', 'varchar(4)', (col) => col.notNull())
        .addColumn('draw_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('status', 'varchar(10)', (col) =>
          col.notNull().check(sql`status in ('active', 'voided', 'failed')`),
        )
        .addColumn('requested_cents', 'bigint', (col) => col.notNull().check(sql`requested_cents >= 0`))
        .addColumn('accepted_cents', 'bigint', (col) =>
          col.notNull().check(sql`accepted_cents >= 0 and accepted_cents <= requested_cents`),
        )
        .addColumn('remark', 'varchar(200)', (col) => col.notNull())
        .addColumn('phone', 'varchar(40)', (col) => col.notNull())
        .addColumn('cart_json', 'text')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('voided_at', 'bigint')
        .addColumn('voided_by', 'bigint', (col) => col.references('users.id'))
        .execute();
      await db.schema
        .createIndex('tickets_user_date_idx')
        .on('tickets')
        .columns(['user_id', 'draw_date'])
        .execute();
      await db.schema
        .createIndex('tickets_pool_date_idx')
        .on('tickets')
        .columns(['pool', 'draw_date'])
        .execute();
      await db.schema.createIndex('tickets_order_idx').on('tickets').column('order_id').execute();

      await withIdColumn(dialect, db.schema.createTable('ticket_lines'))
        .addColumn('ticket_id', 'bigint', (col) => col.notNull().references('tickets.id'))
        .addColumn('line_no', 'integer', (col) => col.notNull())
        .addColumn('number', 'varchar(6)', (col) => col.notNull())
        .addColumn('pattern', 'varchar(6)', (col) => col.notNull())
        .addColumn('requested_json', 'text', (col) => col.notNull())
        .addColumn('accepted_json', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('ticket_lines_ticket_idx').on('ticket_lines').column('ticket_id').execute();

      await db.schema
        .createTable('limit_usage')
        .addColumn('pool', 'varchar(4)', (col) => col.notNull())
        .addColumn('draw_date', 'varchar(10)', (col) => col.notNull())
        .addColumn('bet_type', 'varchar(4)', (col) => col.notNull())
        .addColumn('number', 'varchar(6)', (col) => col.notNull())
        .addColumn('used_cents', 'bigint', (col) => col.notNull().check(sql`used_cents >= 0`))
        .addPrimaryKeyConstraint('limit_usage_pk', ['pool', 'draw_date', 'bet_type', 'number'])
        .execute();

      await withIdColumn(dialect, db.schema.createTable('sell_limits'))
        .addColumn('pool', 'varchar(4)')
        .addColumn('bet_type', 'varchar(4)', (col) => col.notNull())
        .addColumn('draw_date', 'varchar(10)')
        .addColumn('number', 'varchar(6)')
        .addColumn('limit_cents', 'bigint', (col) => col.notNull().check(sql`limit_cents >= 0`))
        .execute();
      await db.schema.createIndex('sell_limits_type_idx').on('sell_limits').column('bet_type').execute();
    },
    async down(db: Kysely<any>) {
      for (const table of ['sell_limits', 'limit_usage', 'ticket_lines', 'tickets', 'orders']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
