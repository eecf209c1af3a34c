import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function sqliteLinesCoveringMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      // SQLite only (issue 45, docs/decisions/030). A settlement step reads each of its tickets'
      // lines on this index and, since decision 026, evaluates the strike-candidate flag on every
      // line's number, pattern and amounts: each line's table row was visited for them. With those
      // columns in the index (SQLite has no INCLUDE: they are trailing keys; the line's id is the
      // rowid every index carries), the read is index-only, as PostgreSQL's has been since 0017.
      // The 125 step reads of a 1M-line draw, best of five: 1.94 s from the table, 1.36 s from the
      // index (docs/performance.md, "Second pass"). 0017 measured no gain for the whole read
      // (every line sent to JavaScript); the flag read sends a quarter of them. Same name, so both
      // databases keep one schema vocabulary; SQLite cannot rename an index, so drop, then create.
      if (dialect !== 'sqlite') return;
      await sql`drop index ticket_lines_ticket_idx`.execute(db);
      await sql`create index ticket_lines_ticket_idx on ticket_lines
        (ticket_id, number, pattern, accepted_json)`.execute(db);
    },
    async down(db: Kysely<any>) {
      if (dialect !== 'sqlite') return;
      await sql`drop index ticket_lines_ticket_idx`.execute(db);
      await sql`create index ticket_lines_ticket_idx on ticket_lines (ticket_id)`.execute(db);
    },
  };
}
