import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function chatOrdersMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // Issue 42, orders from chat (docs/rules.md "Orders from chat", decision 022). Where an order
      // came from: the app (its two betting modes, orders.source) or a chat message. A column of its
      // own because SQLite cannot widen the CHECK on orders.source without rebuilding the table.
      await db.schema
        .alterTable('orders')
        .addColumn('channel', 'varchar(10)', (col) =>
          col
            .notNull()
            .defaultTo('app')
            .check(sql`channel in ('app', 'chat')`),
        )
        .execute();

      // One-use codes an agent gives a user to link a chat account (/link) or bind a group (/bind).
      await db.schema
        .createTable('chat_link_codes')
        .addColumn('code', 'varchar(8)', (col) => col.primaryKey())
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id'))
        .addColumn('created_by', 'bigint', (col) => col.notNull().references('users.id'))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('used_at', 'bigint')
        .execute();

      // A chat account (Telegram user id) linked to a Lotto user; one user per account.
      await db.schema
        .createTable('chat_links')
        .addColumn('channel', 'varchar(10)', (col) => col.notNull())
        .addColumn('external_id', 'varchar(40)', (col) => col.notNull())
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id'))
        .addColumn('language', 'varchar(10)')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('chat_links_pk', ['channel', 'external_id'])
        .execute();

      // A group chat bound to one agent: only that agent's tree orders there.
      await db.schema
        .createTable('chat_groups')
        .addColumn('channel', 'varchar(10)', (col) => col.notNull())
        .addColumn('chat_id', 'varchar(40)', (col) => col.notNull())
        .addColumn('agent_id', 'bigint', (col) => col.notNull().references('users.id'))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('chat_groups_pk', ['channel', 'chat_id'])
        .execute();

      // A previewed chat order: confirmed at most once into one order (order_id), then cancelled
      // as a whole by its delete code.
      await db.schema
        .createTable('chat_previews')
        .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id'))
        .addColumn('placed_by', 'bigint', (col) => col.notNull().references('users.id'))
        .addColumn('channel', 'varchar(10)', (col) =>
          col.notNull().check(sql`channel in ('web', 'telegram')`),
        )
        // the chat and message ids of a chat message ('chat:message'): one preview per message
        .addColumn('message_key', 'varchar(80)')
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('order_string', 'text', (col) => col.notNull())
        // the tickets previewed (pool, draw date, lines), placed as they are: a line without a date
        // must not move to the next draw between the preview and the confirm
        .addColumn('drafts_json', 'text', (col) => col.notNull())
        .addColumn('total_cents', 'bigint', (col) => col.notNull())
        .addColumn('max_win_cents', 'bigint', (col) => col.notNull())
        .addColumn('commission_cents', 'bigint', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .addColumn('status', 'varchar(10)', (col) =>
          col.notNull().check(sql`status in ('open', 'confirmed', 'cancelled')`),
        )
        .addColumn('order_id', 'bigint', (col) => col.references('orders.id'))
        .addColumn('delete_code', 'varchar(6)', (col) => col.unique())
        .addColumn('receipt', 'text')
        .addColumn('confirmed_at', 'bigint')
        .addUniqueConstraint('chat_previews_message_unique', ['channel', 'message_key'])
        .execute();
      await db.schema
        .createIndex('chat_previews_placed_by_confirmed')
        .on('chat_previews')
        .columns(['placed_by', 'confirmed_at'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('chat_previews').execute();
      await db.schema.dropTable('chat_groups').execute();
      await db.schema.dropTable('chat_links').execute();
      await db.schema.dropTable('chat_link_codes').execute();
      await db.schema.alterTable('orders').dropColumn('channel').execute();
    },
  };
}
