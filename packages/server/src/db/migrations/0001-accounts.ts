import { sql, type Kysely, type Migration } from 'kysely';
import { BASE_PACKAGE_NAME, BASE_PACKAGE_RATES } from '@lotto/domain/package-rates';
import type { Dialect } from '../database.js';
import { withIdColumn } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function accountsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await withIdColumn(dialect, db.schema.createTable('packages'))
        .addColumn('name', 'varchar(40)', (col) => col.notNull().unique())
        .addColumn('scale_per10k', 'integer', (col) => col.notNull().check(sql`scale_per10k > 0`))
        .addColumn('rates_json', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();

      await withIdColumn(dialect, db.schema.createTable('users'))
        .addColumn('username', 'varchar(32)', (col) => col.notNull().unique())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('role', 'varchar(10)', (col) =>
          col.notNull().check(sql`role in ('admin', 'agent', 'player')`),
        )
        .addColumn('parent_id', 'bigint', (col) => col.references('users.id'))
        .addColumn('package_id', 'bigint', (col) => col.references('packages.id'))
        .addColumn('eat_sequence_id', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('status', 'varchar(10)', (col) =>
          col
            .notNull()
            .defaultTo('active')
            .check(sql`status in ('active', 'suspended')`),
        )
        .addColumn('balance_cents', 'bigint', (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`balance_cents >= 0`),
        )
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('password_changed_at', 'bigint', (col) => col.notNull())
        .addCheckConstraint('users_parent_not_self', sql`parent_id is null or parent_id <> id`)
        .execute();
      await db.schema.createIndex('users_parent_idx').on('users').column('parent_id').execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
        .addColumn('public_id', 'varchar(32)', (col) => col.notNull().unique())
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
        .addColumn('ip', 'varchar(64)', (col) => col.notNull())
        .addColumn('user_agent', 'varchar(512)', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await withIdColumn(dialect, db.schema.createTable('login_failures'))
        .addColumn('username', 'varchar(64)', (col) => col.notNull())
        .addColumn('ip', 'varchar(64)', (col) => col.notNull())
        .addColumn('at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('login_failures_user_idx')
        .on('login_failures')
        .columns(['username', 'at'])
        .execute();
      await db.schema
        .createIndex('login_failures_ip_idx')
        .on('login_failures')
        .columns(['ip', 'at'])
        .execute();

      await db.schema
        .createTable('login_tokens')
        .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('used_at', 'bigint')
        .execute();

      await withIdColumn(dialect, db.schema.createTable('ledger_entries'))
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id'))
        .addColumn('kind', 'varchar(20)', (col) => col.notNull())
        .addColumn('amount_cents', 'bigint', (col) => col.notNull())
        .addColumn('pre_balance_cents', 'bigint', (col) => col.notNull().check(sql`pre_balance_cents >= 0`))
        .addColumn('post_balance_cents', 'bigint', (col) => col.notNull().check(sql`post_balance_cents >= 0`))
        .addColumn('remark', 'varchar(200)', (col) => col.notNull())
        .addColumn('ref_type', 'varchar(20)')
        .addColumn('ref_id', 'varchar(64)')
        .addColumn('actor_id', 'bigint', (col) => col.references('users.id'))
        .addColumn('actor_name', 'varchar(64)', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addCheckConstraint(
          'ledger_entries_balance_arithmetic',
          sql`post_balance_cents = pre_balance_cents + amount_cents`,
        )
        .execute();
      await db.schema
        .createIndex('ledger_entries_user_idx')
        .on('ledger_entries')
        .columns(['user_id', 'id'])
        .execute();

      await withIdColumn(dialect, db.schema.createTable('audit_log'))
        .addColumn('actor_id', 'bigint', (col) => col.references('users.id'))
        .addColumn('actor_name', 'varchar(64)', (col) => col.notNull())
        .addColumn('action', 'varchar(40)', (col) => col.notNull())
        .addColumn('target_user_id', 'bigint', (col) => col.references('users.id'))
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();

      // The default package must exist before any user can be given one.
      await db
        .insertInto('packages')
        .values({
          name: BASE_PACKAGE_NAME,
          scale_per10k: 10_000,
          rates_json: JSON.stringify(BASE_PACKAGE_RATES),
          created_at: 0,
        })
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const table of [
        'audit_log',
        'ledger_entries',
        'login_tokens',
        'login_failures',
        'sessions',
        'users',
        'packages',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
