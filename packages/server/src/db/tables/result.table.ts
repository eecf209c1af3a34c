import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { BetTypeCode } from '@lotto/domain/bet-types';
import type { PrizeTier } from '@lotto/domain/package-rates';
import type { PoolCode } from '@lotto/domain/pools';
import type { CentsColumn, DefaultedCentsColumn } from './money-column.js';

/** An operator's change to a pool's default calendar for one date. */
export interface DrawDateTable {
  pool: PoolCode;
  draw_date: string;
  /** special: an extra draw day; closed: no bets (closed early, or cancelled) */
  kind: 'special' | 'closed';
  created_at: number;
  created_by: string;
}

/** A pool's weekly draw days and cut-off (game-rules §1), as the operator last set them. */
export interface PoolScheduleTable {
  pool: PoolCode;
  /** weekdays 0 (Sunday) to 6, comma-separated */
  weekdays: string;
  /** 'HH:mm' in the draw time zone */
  cutoff: string;
  updated_at: number;
  updated_by: string;
}

/** The numbers drawn for one pool and date (a domain DrawResult as JSON). */
export interface DrawResultTable {
  id: Generated<number>;
  pool: PoolCode;
  draw_date: string;
  numbers_json: string;
  /** 1 when first entered; each correction adds 1 */
  version: number;
  /** entry | import:<format> | demo */
  source: string;
  entered_by: string;
  created_at: number;
  updated_at: number;
}

/** A draw settled with a result version (the idempotency claim of settlement). */
export interface SettlementTable {
  pool: PoolCode;
  draw_date: string;
  result_version: number;
  lines: number;
  win_cents: CentsColumn;
  commission_cents: CentsColumn;
  settled_at: number;
  /** 'settling' until the last step of the settlement commits (docs/decisions/014) */
  state: ColumnType<'settling' | 'settled', 'settling' | 'settled' | undefined, 'settling' | 'settled'>;
  /** the highest owner (user id) whose lines are settled: the next step starts after it */
  settled_upto_user: ColumnType<number, number | undefined, number>;
  /** the jackpot's feed from the lines settled so far, cents */
  feed_cents: DefaultedCentsColumn;
  /** the jackpot's winning stakes found so far, in ticket order (JackpotWinner[]) */
  jackpot_winners_json: ColumnType<string, string | undefined, string>;
  /** a correction: the version whose credits the last step takes back */
  reverses_version: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One prize one concrete number of one bet line struck. */
export interface StrikeTable {
  id: Generated<number>;
  ticket_id: number;
  line_id: number;
  user_id: number;
  pool: PoolCode;
  draw_date: string;
  result_version: number;
  number: string;
  bet_type: BetTypeCode;
  tier: PrizeTier;
  prize_number: string;
  /** what was staked on this bet type for this number (IBOX: the shared amount) */
  stake_cents: CentsColumn;
  win_cents: CentsColumn;
  created_at: number;
}

/** One jackpot's pot at one draw (game-rules §8). */
export interface JackpotDrawTable {
  type: 'dragon' | 'bonus';
  pool: PoolCode;
  draw_date: string;
  result_version: number;
  /** the drawn number that could win it (null if the result had none, e.g. no 6D number) */
  winning_number: string | null;
  carried_in_cents: CentsColumn;
  contribution_cents: CentsColumn;
  prize_cents: CentsColumn;
  units_cents: CentsColumn;
  paid_cents: CentsColumn;
  carried_out_cents: CentsColumn;
  settled_at: number;
  /**
   * What the house added to carried_out_cents so that the next draw starts from the seed at least
   * (a correction took back a pot already paid out, docs/rules.md "Corrections and pots")
   */
  house_topup_cents: DefaultedCentsColumn;
}

export type DrawResultRow = Selectable<DrawResultTable>;
export type StrikeRow = Selectable<StrikeTable>;
export type NewStrike = Insertable<StrikeTable>;
