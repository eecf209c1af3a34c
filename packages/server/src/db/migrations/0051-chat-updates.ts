import { type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function chatUpdatesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // Issue 42: every Telegram update the webhook receives, stored before it is answered, so none
      // is lost and none is worked twice: by update_id (Telegram's redelivery) and by what it is
      // about (a message redelivered under a new update_id: its chat and message ids).
      await db.schema
        .createTable('chat_updates')
        .addColumn('update_id', 'bigint', (col) => col.primaryKey())
        .addColumn('dedupe_key', 'varchar(120)', (col) => col.notNull().unique())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('received_at', 'bigint', (col) => col.notNull())
        .addColumn('handled_at', 'bigint')
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('chat_updates').execute();
    },
  };
}
