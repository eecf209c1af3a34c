import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function orderConfirmThresholdMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // Issue 36.3: the order total (cents) above which the app asks the user once more before
      // placing an order, set by an upline; null (every user before) is off.
      await db.schema
        .alterTable('users')
        .addColumn('confirm_order_above_cents', 'bigint', (col) =>
          col.check(sql`confirm_order_above_cents is null or confirm_order_above_cents > 0`),
        )
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('users').dropColumn('confirm_order_above_cents').execute();
    },
  };
}
