import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function auditSearchMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // The back office's audit log lists newest first (id descending) filtered by actor, action
      // or target user: an index on (column, id) answers a page without sorting the table.
      for (const column of ['actor_name', 'action', 'target_user_id']) {
        await db.schema
          .createIndex(`audit_log_${column}_idx`)
          .on('audit_log')
          .columns([column, 'id'])
          .execute();
      }
    },
    async down(db: Kysely<any>) {
      for (const column of ['actor_name', 'action', 'target_user_id']) {
        await db.schema.dropIndex(`audit_log_${column}_idx`).execute();
      }
    },
  };
}
