import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function strikeLineCheckMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      // PostgreSQL only: the strikes' three foreign keys (ticket, line, owner) checked each strike
      // with a row lock on its ticket, its line and its owner: the first lock of a row writes its
      // page to the WAL, and the three checks were three quarters of a settlement step's strike
      // insert (about 1 s of a 1M-line draw, issue 19). The insert now checks every strike itself,
      // in the same statement and more strictly: its line must exist, belong to its ticket, and the
      // ticket to its owner, or the step fails whole (strike.repository.ts). Tickets, lines and
      // users are never deleted and their ids never change, which is all the keys guarded after
      // the insert. SQLite keeps its foreign keys: there a check takes no lock.
      if (dialect !== 'postgres') return;
      for (const name of ['strikes_ticket_id_fkey', 'strikes_line_id_fkey', 'strikes_user_id_fkey']) {
        await sql`alter table strikes drop constraint ${sql.ref(name)}`.execute(db);
      }
    },
    async down(db: Kysely<any>) {
      if (dialect !== 'postgres') return;
      await sql`alter table strikes
        add constraint strikes_ticket_id_fkey foreign key (ticket_id) references tickets (id),
        add constraint strikes_line_id_fkey foreign key (line_id) references ticket_lines (id),
        add constraint strikes_user_id_fkey foreign key (user_id) references users (id)`.execute(db);
    },
  };
}
