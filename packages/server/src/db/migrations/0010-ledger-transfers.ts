import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was */
export function ledgerTransfersMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      // Credit transfers (back office): both entries share ref_type 'transfer' and one ref_id.
      // GetTransfers finds the transfer entries and joins each to its other side by ref_id; without
      // this index both would scan the whole ledger.
      await db.schema
        .createIndex('ledger_entries_ref_idx')
        .on('ledger_entries')
        .columns(['ref_type', 'ref_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('ledger_entries_ref_idx').execute();
    },
  };
}
