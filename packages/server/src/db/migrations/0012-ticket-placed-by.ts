import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function ticketPlacedByMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // A ticket belongs to its owner (tickets.user_id: whose wallet paid, whose history shows it)
      // and was placed by a user: the owner, or an upline who edited or reordered it for the owner
      // (issue #16, docs/rules.md "Ownership"). Until now the placer was always the owner. The
      // column stays nullable (SQLite cannot add a NOT NULL column without a default); every
      // ticket written from now on has it, and the rows before are the owner's own.
      await db.schema
        .alterTable('tickets')
        .addColumn('placed_by', 'bigint', (col) => col.references('users.id'))
        .execute();
      await db
        .updateTable('tickets')
        .set({ placed_by: sql`user_id` })
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('tickets').dropColumn('placed_by').execute();
    },
  };
}
