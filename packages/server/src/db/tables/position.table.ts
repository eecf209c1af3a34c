import type { BetTypeCode } from '@lotto/domain/bet-types';
import type { PoolCode } from '@lotto/domain/pools';

/**
 * An agent's position setting for one bet type (issue 39, migration 0030): its cumulative take in
 * basis points and its eat cap in cents (null: none). A row exists only while one of them is set.
 */
export interface PositionTakeTable {
  user_id: number;
  bet_type: BetTypeCode;
  take_bp: number;
  cap_cents: number | null;
}

/** What an agent keeps of one sell-limit counter, counted against its eat cap. */
export interface PositionUsageTable {
  user_id: number;
  pool: PoolCode;
  draw_date: string;
  bet_type: BetTypeCode;
  number: string;
  kept_cents: number;
}

/**
 * A sold number of a draw stopped by a user for its downline (issue 40, migration 0070): orders
 * of anyone below it sell nothing more of that number, as a sell limit of 0.
 */
export interface NumberStopTable {
  user_id: number;
  pool: PoolCode;
  draw_date: string;
  number: string;
  created_at: number;
}
