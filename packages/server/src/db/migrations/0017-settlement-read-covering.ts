import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/** Rows inserted into tickets or ticket_lines after which autovacuum visits them again. */
export const INSERT_VACUUM_ROWS = 100_000;

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function settlementReadCoveringMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      // PostgreSQL only (decision 018). A settlement step reads its owners' active tickets on the
      // draw index, then each ticket's lines on the lines' ticket index. Both went to the table for
      // every row: the ticket's id, the line's number, pattern and amounts, two random page visits
      // per ticket, about half of PostgreSQL's CPU in a 1M-line settlement (issue 19). With those
      // columns in the indexes (INCLUDE: carried, not sorted on) both reads are index-only once the
      // rows are marked all-visible. Same names, so both databases keep one schema vocabulary.
      // SQLite needs neither: its indexes carry the rowid (the ticket's id), and a wider lines index
      // measured no gain there (a ticket's lines share one table page).
      if (dialect !== 'postgres') return;
      await sql`create index tickets_draw_owner_status_cover on tickets (pool, draw_date, user_id, status)
        include (id)`.execute(db);
      await sql`drop index tickets_draw_owner_status_idx`.execute(db);
      await sql`alter index tickets_draw_owner_status_cover rename to tickets_draw_owner_status_idx`.execute(
        db,
      );
      await sql`create index ticket_lines_ticket_cover on ticket_lines (ticket_id)
        include (id, number, pattern, accepted_json)`.execute(db);
      await sql`drop index ticket_lines_ticket_idx`.execute(db);
      await sql`alter index ticket_lines_ticket_cover rename to ticket_lines_ticket_idx`.execute(db);
      // Index-only needs the visibility map, which only VACUUM sets. Insert-only tables are vacuumed
      // after 20% of their size in new rows by default: on a table of 50M lines, a whole day of
      // draws could be settled before their pages are marked. Every 100,000 new rows instead, so a
      // draw's lines are marked within a minute or so of its close, long before its result.
      for (const table of ['tickets', 'ticket_lines']) {
        await sql`alter table ${sql.table(table)} set (
          autovacuum_vacuum_insert_threshold = ${sql.lit(INSERT_VACUUM_ROWS)},
          autovacuum_vacuum_insert_scale_factor = 0)`.execute(db);
      }
    },
    async down(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      for (const table of ['tickets', 'ticket_lines']) {
        await sql`alter table ${sql.table(table)}
          reset (autovacuum_vacuum_insert_threshold, autovacuum_vacuum_insert_scale_factor)`.execute(db);
      }
      await sql`drop index ticket_lines_ticket_idx`.execute(db);
      await sql`create index ticket_lines_ticket_idx on ticket_lines (ticket_id)`.execute(db);
      await sql`drop index tickets_draw_owner_status_idx`.execute(db);
      await sql`create index tickets_draw_owner_status_idx on tickets (pool, draw_date, user_id, status)`.execute(
        db,
      );
    },
  };
}
