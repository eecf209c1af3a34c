import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export const weeklyLockMigration: Migration = {
  async up(db: Kysely<any>) {
    // Issue 41 rule 4 (docs/rules.md "Weekly cycle"): per downline its upline chooses what the
    // Monday close does: `reset` (the wallet back to its target) or `lock` (no new bets until the
    // week is settled through 结账, then the reset).
    await db.schema
      .alterTable('users')
      .addColumn('weekly_at_close', 'varchar(10)', (col) =>
        col
          .notNull()
          .defaultTo('reset')
          .check(sql`weekly_at_close in ('reset', 'lock')`),
      )
      .execute();
    // The closed week (its Monday) a `lock` member is locked for; null: not locked.
    await db.schema.alterTable('users').addColumn('weekly_locked_week', 'varchar(10)').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('weekly_locked_week').execute();
    await db.schema.alterTable('users').dropColumn('weekly_at_close').execute();
  },
};
