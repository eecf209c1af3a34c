import type { Generated, Selectable } from 'kysely';

/** What moved the money; later issues add bet, refund, win, commission, transfer. */
export const LEDGER_KINDS = ['credit_add', 'credit_deduct'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number] | (string & {});

/** Append-only: entries are never updated or deleted; a correction is a new entry. */
export interface LedgerEntryTable {
  id: Generated<number>;
  user_id: number;
  kind: LedgerKind;
  amount_cents: number;
  pre_balance_cents: number;
  post_balance_cents: number;
  remark: string;
  ref_type: string | null;
  ref_id: string | null;
  /** the user who caused it; null for the operator CLI (see actor_name) */
  actor_id: number | null;
  actor_name: string;
  created_at: number;
}

export type LedgerEntryRow = Selectable<LedgerEntryTable>;
