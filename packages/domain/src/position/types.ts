import type { BetTypeCode } from '../bet-types.js';
import type { Cents } from '../money.js';
import type { PackageRates } from '../package-rates.js';

/**
 * Position taking (占成) and eat caps (吃字), docs/rules.md "Position taking". In code the words are
 * `take` and `position`: "eat" already names the B/S/A/C/D amount order of order strings.
 */

/** A whole take: 100% in basis points. */
export const FULL_TAKE_BP = 10_000;

/**
 * An agent's cumulative take per bet type, in basis points (0..10000): the share of its downline's
 * stake held by the agent and everything below it. A missing bet type is 0 (takes nothing).
 */
export type TakeTable = Partial<Record<BetTypeCode, number>>;

/**
 * An agent's eat cap per bet type: the most it keeps of one sell-limit counter (pool, draw date,
 * bet type, sold number). A missing bet type has no cap; 0 keeps nothing.
 */
export type CapTable = Partial<Record<BetTypeCode, Cents>>;

/** Amounts per bet type, as a line's amounts: typed amounts, before IBOX sharing. */
export type Amounts = Partial<Record<BetTypeCode, Cents>>;

/** What allocation needs of one level of the path. */
export interface TakeSettings {
  userId: number;
  takes: TakeTable;
  caps: CapTable;
}

/**
 * One agent on the path of a ticket, as the ticket records it when it is placed: its settings and
 * its package. A path runs bottom-up, from the owner's parent to the top agent (the house's direct
 * agent); the house itself is never on it. An agent's own bets start the path at its parent: it
 * takes no position on them.
 */
export interface PositionLevel extends TakeSettings {
  rates: PackageRates;
}

/** What valuation needs of one level of the path. */
export interface ValuationLevel {
  userId: number;
  rates: PackageRates;
}

/**
 * What one level keeps of one line, as the ticket records it: its place on the path (0 = the
 * owner's parent), its user and its kept amount per bet type (only bet types it keeps).
 */
export interface KeptShare {
  level: number;
  userId: number;
  amounts: Amounts;
}
