import type { Generated } from 'kysely';
import type { CentsColumn } from './money-column.js';

/** A week the Monday reset closed (issue 41, migration 0080). */
export interface WeeklyCloseTable {
  /** the Monday, YYYY-MM-DD */
  week_start: string;
  closed_at: number;
  /** how many wallets it moved */
  resets: number;
}

/** 结账: cash between an upline and a direct downline for a closed week. */
export interface WeeklyPaymentTable {
  id: Generated<number>;
  week_start: string;
  downline_id: number;
  /** null: the house */
  upline_id: number | null;
  direction: 'received' | 'paid';
  amount_cents: CentsColumn;
  remark: string;
  created_by: number | null;
  created_at: number;
}
