import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function jobLeasesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // Background jobs (demo draws) run on one instance at a time: the instance whose lease has not
      // expired (jobs/job-lease.ts, docs/decisions/008-job-lease.md).
      await db.schema
        .createTable('job_leases')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('holder', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('job_leases').execute();
    },
  };
}
