import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LedgerKind } from '../../db/tables/ledger.table.js';
import { TRANSFER_REF_TYPE } from '../../common/credit-transfer.repository.js';

type Q = Kysely<Database>;

export interface StatementEntryRow {
  id: number;
  created_at: number;
  kind: LedgerKind;
  remark: string;
  pre_balance_cents: number;
  amount_cents: number;
  post_balance_cents: number;
  actor_name: string;
  ref_type: string | null;
  ref_id: string | null;
  /** a transfer's other side: the username on the other entry of the same ref; null without one */
  other_party: string | null;
}

/**
 * The caller's own ledger entries created in [fromMs, toMs), oldest first, at most `limit`. A
 * transfer's two entries share ref_type 'transfer' and one ref_id, so each entry is joined to the
 * other (ledger_entries_ref_idx, migration 0010) to name who was on the other end; the house gives
 * without an entry of its own, so there is none then.
 */
export function statementEntries(
  db: Q,
  input: { userId: number; fromMs: number; toMs: number; limit: number },
): Promise<StatementEntryRow[]> {
  return db
    .selectFrom('ledger_entries as l')
    .leftJoin('ledger_entries as o', (join) =>
      join
        .on('l.ref_type', '=', TRANSFER_REF_TYPE)
        .on('o.ref_type', '=', TRANSFER_REF_TYPE)
        .onRef('o.ref_id', '=', 'l.ref_id')
        .onRef('o.id', '<>', 'l.id'),
    )
    .leftJoin('users as ou', 'ou.id', 'o.user_id')
    .select([
      'l.id as id',
      'l.created_at as created_at',
      'l.kind as kind',
      'l.remark as remark',
      'l.pre_balance_cents as pre_balance_cents',
      'l.amount_cents as amount_cents',
      'l.post_balance_cents as post_balance_cents',
      'l.actor_name as actor_name',
      'l.ref_type as ref_type',
      'l.ref_id as ref_id',
      'ou.username as other_party',
    ])
    .where('l.user_id', '=', input.userId)
    .where('l.created_at', '>=', input.fromMs)
    .where('l.created_at', '<', input.toMs)
    .orderBy('l.id')
    .limit(input.limit)
    .execute();
}
