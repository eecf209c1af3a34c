import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { withIdColumn } from './column-types.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function counterClaimsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      // Issue 44: a ticket's printed slips. The first print is the original and carries the claim
      // PIN (its argon2id hash here, the PIN itself nowhere); later prints are copies.
      await db.schema
        .createTable('ticket_slips')
        .addColumn('ticket_id', 'bigint', (col) =>
          col.primaryKey().references('tickets.id').onDelete('cascade'),
        )
        .addColumn('print_count', 'bigint', (col) => col.notNull().check(sql`print_count >= 1`))
        .addColumn('pin_hash', 'varchar(200)', (col) => col.notNull())
        .addColumn('first_printed_by', 'bigint', (col) => col.notNull().references('users.id'))
        .addColumn('first_printed_at', 'bigint', (col) => col.notNull())
        .addColumn('last_printed_at', 'bigint', (col) => col.notNull())
        .execute();
      // One claim per ticket: the unique ticket_id is what makes a second claim, at the same
      // instant or later, fail (claim.repository.ts inserts with ON CONFLICT DO NOTHING).
      await withIdColumn(dialect, db.schema.createTable('ticket_claims'))
        .addColumn('ticket_id', 'bigint', (col) => col.notNull().unique().references('tickets.id'))
        .addColumn('claimed_by', 'bigint', (col) => col.notNull().references('users.id'))
        .addColumn('customer_name', 'varchar(100)', (col) => col.notNull())
        .addColumn('id_kind', 'varchar(10)', (col) => col.notNull().check(sql`id_kind in ('ic', 'passport')`))
        .addColumn('id_number', 'varchar(20)', (col) => col.notNull())
        .addColumn('amount_cents', 'bigint', (col) => col.notNull().check(sql`amount_cents > 0`))
        .addColumn('win_cents', 'bigint', (col) => col.notNull())
        .addColumn('remark', 'varchar(200)', (col) => col.notNull())
        .addColumn('photo_file', 'varchar(100)')
        .addColumn('status', 'varchar(10)', (col) => col.notNull().check(sql`status in ('paid', 'pending')`))
        .addColumn('decided_by', 'bigint', (col) => col.references('users.id'))
        .addColumn('decided_at', 'bigint')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('ticket_claims_created_idx')
        .on('ticket_claims')
        .column('created_at')
        .execute();
      // The most an agent pays out at its counter without its upline's approval; null: no limit.
      await db.schema
        .alterTable('users')
        .addColumn('cash_out_limit_cents', 'bigint', (col) =>
          col.check(sql`cash_out_limit_cents is null or cash_out_limit_cents > 0`),
        )
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('users').dropColumn('cash_out_limit_cents').execute();
      await db.schema.dropTable('ticket_claims').execute();
      await db.schema.dropTable('ticket_slips').execute();
    },
  };
}
