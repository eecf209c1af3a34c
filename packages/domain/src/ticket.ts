import type { BetGroupCode, BetTypeCode } from './bet-types.js';
import type { Cents } from './money.js';
import type { PatternCode } from './patterns.js';
import type { PoolCode } from './pools.js';

/**
 * The shape every module shares: a ticket is a set of bet lines placed on every chosen pool for
 * every chosen draw date. Dates are 'YYYY-MM-DD' in the draw time zone.
 */
export interface BetLine {
  /** the typed digits (for P-H / P-B the running digit's position holds any digit) */
  number: string;
  pattern: PatternCode;
  /** amount per bet type, per concrete number (before IBOX sharing); zero amounts are left out */
  amounts: Partial<Record<BetTypeCode, Cents>>;
}

export interface Ticket {
  drawDates: string[];
  pools: PoolCode[];
  lines: BetLine[];
}

/** A normal-mode ticket also names its bet-type group (the form's group select). */
export interface NormalTicket extends Ticket {
  group: BetGroupCode;
}
