import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function knownDeviceLastUsedMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // A known device was forgotten 90 days after the first login with it, even when used every
      // day (issue 36 item 9). It now lives 90 days from its last login: lookups and the purge read
      // last_used_at, which every login with the device moves on. The rows there are now start
      // from their first login, as before. (SQLite adds a NOT NULL column only with a default.)
      await db.schema
        .alterTable('known_devices')
        .addColumn('last_used_at', 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();
      await db
        .updateTable('known_devices')
        .set({ last_used_at: sql`created_at` })
        .execute();
      await db.schema.dropIndex('known_devices_created_idx').execute();
      await db.schema
        .createIndex('known_devices_last_used_idx')
        .on('known_devices')
        .column('last_used_at')
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('known_devices_last_used_idx').execute();
      await db.schema.alterTable('known_devices').dropColumn('last_used_at').execute();
      await db.schema
        .createIndex('known_devices_created_idx')
        .on('known_devices')
        .column('created_at')
        .execute();
    },
  };
}
