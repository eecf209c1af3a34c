import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { withIdColumn } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function loginThrottleMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      // One counter row per throttle key ("user-ip:alice|10.0.0.1", "ip:10.0.0.1", ...), taken with
      // one atomic upsert BEFORE the password is checked (issue #20 items 4, 5, 11). The old table
      // of failures was counted first and written after the check, so parallel guesses raced past it.
      await db.schema
        .createTable('login_throttle')
        .addColumn('key', 'varchar(200)', (col) => col.primaryKey())
        .addColumn('attempts', 'bigint', (col) => col.notNull())
        .addColumn('delay_ms', 'bigint', (col) => col.notNull())
        .addColumn('next_at', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('login_throttle_updated_idx')
        .on('login_throttle')
        .column('updated_at')
        .execute();
      // Devices that logged in successfully (sha256 of the cookie secret): they keep their own
      // throttle, so strangers failing on an account do not lock its owner out (item 5).
      await db.schema
        .createTable('known_devices')
        .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('known_devices_created_idx')
        .on('known_devices')
        .column('created_at')
        .execute();
      await db.schema.dropTable('login_failures').execute();
    },
    async down(db: Kysely<any>) {
      await withIdColumn(dialect, db.schema.createTable('login_failures'))
        .addColumn('username', 'varchar(64)', (col) => col.notNull())
        .addColumn('ip', 'varchar(64)', (col) => col.notNull())
        .addColumn('at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.dropTable('known_devices').execute();
      await db.schema.dropTable('login_throttle').execute();
    },
  };
}
