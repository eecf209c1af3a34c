import type { Generated, Selectable } from 'kysely';
import type { CentsColumn } from './money-column.js';

/**
 * What moved the money: the closed list of ledger entry kinds. Every writer names one of these
 * (applyLedgerEntry takes a LedgerKind), so a report or an audit can rely on the list being whole.
 */
export const LEDGER_KINDS = [
  /** the house (or the operator CLI) gives or takes credit: wallet.service */
  'credit_add',
  'credit_deduct',
  /** credit between an upline and its downline, one entry on each side: credit-transfer */
  'transfer_give',
  'transfer_take',
  /** an order's debit and a cancel's refund: orders */
  'bet',
  'refund',
  /** a draw's settlement, and its reversal when a corrected result settles again: results */
  'win',
  'commission',
  'jackpot',
  'win_reversal',
  'commission_reversal',
  'jackpot_reversal',
  /** the Monday reset of the weekly cycle (issue 41): the wallet back to its target, ref week */
  'weekly_reset',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The kinds a draw's settlement credits, each taken back by its `_reversal` kind. */
export const SETTLEMENT_KINDS = ['win', 'commission', 'jackpot'] as const satisfies readonly LedgerKind[];
export type SettlementKind = (typeof SETTLEMENT_KINDS)[number];

export function reversalOf(kind: SettlementKind): `${SettlementKind}_reversal` & LedgerKind {
  return `${kind}_reversal`;
}

/** Append-only: entries are never updated or deleted; a correction is a new entry. */
export interface LedgerEntryTable {
  id: Generated<number>;
  user_id: number;
  kind: LedgerKind;
  amount_cents: CentsColumn;
  pre_balance_cents: CentsColumn;
  post_balance_cents: CentsColumn;
  remark: string;
  ref_type: string | null;
  ref_id: string | null;
  /** the user who caused it; null for the operator CLI (see actor_name) */
  actor_id: number | null;
  actor_name: string;
  created_at: number;
}

export type LedgerEntryRow = Selectable<LedgerEntryTable>;
