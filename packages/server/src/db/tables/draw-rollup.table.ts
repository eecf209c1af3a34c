import type { PoolCode } from '@lotto/domain/pools';
import type { CentsColumn } from './money-column.js';

/**
 * One user's profit-and-loss figures for one settled draw (game-rules §7), written by settlement:
 * `turnover/win/commission` cover the user's whole subtree (itself and every downline) with
 * commission at THIS user's package rates (what it settles with its upline); `own_*` are its own
 * bets alone at its own rates. Integer cents.
 */
export interface DrawRollupTable {
  user_id: number;
  draw_date: string;
  pool: PoolCode;
  turnover_cents: CentsColumn;
  win_cents: CentsColumn;
  commission_cents: CentsColumn;
  own_turnover_cents: CentsColumn;
  own_win_cents: CentsColumn;
  own_commission_cents: CentsColumn;
  settled_at: number;
}
