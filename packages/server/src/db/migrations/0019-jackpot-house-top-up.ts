import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function jackpotHouseTopUpMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // What the house added to a jackpot's carried-out pot so that the next draw starts from the
      // seed at least (issue 36.17): a correction that gives an earlier draw a winner takes back a
      // pot a later draw has already paid out. Every existing row added nothing.
      await db.schema
        .alterTable('jackpot_draws')
        .addColumn('house_topup_cents', 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('jackpot_draws').dropColumn('house_topup_cents').execute();
    },
  };
}
