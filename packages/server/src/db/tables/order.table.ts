import type { Generated, Selectable } from 'kysely';
import type { BetStatus } from '@lotto/contract/order';
import type { BetTypeCode } from '@lotto/domain/bet-types';
import type { PatternCode } from '@lotto/domain/patterns';
import type { PoolCode } from '@lotto/domain/pools';
import type { CentsColumn } from './money-column.js';

/** One MakeOrder / MakeOrderAdvanced request: the idempotency record and the receipt answered. */
export interface OrderTable {
  id: Generated<number>;
  /**
   * who sent the request: its Idempotency-Key is this user's. Usually the tickets' owner; an
   * upline's Edit or Reorder of a downline's ticket is the upline's request for the downline's
   * tickets (tickets.user_id, tickets.placed_by).
   */
  user_id: number;
  /** the client's Idempotency-Key; unique per user when present */
  idempotency_key: string | null;
  /** sha256 of the request body, so the same key with another body is refused */
  request_hash: string;
  source: 'normal' | 'advanced';
  /** where the order came from: the app, or a chat message (issue 42; migration 0050) */
  channel: Generated<'app' | 'chat'>;
  /** COMPLETE | LIMIT | SOLD_OUT */
  bet_status: BetStatus;
  created_at: number;
}

export const TICKET_STATUSES = ['active', 'voided', 'failed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** A ticket is one pool on one draw date (game-rules §6: one per pool-date group). */
export interface TicketTable {
  id: Generated<number>;
  order_id: number;
  /** the owner: whose wallet paid it, whose history, reports and wins it counts in */
  user_id: number;
  /**
   * who placed it: the owner, or an upline who edited or reordered it for the owner. Always set
   * (migration 0012 filled older rows with user_id); nullable only because SQLite cannot add a
   * NOT NULL column to an existing table.
   */
  placed_by: number | null;
  pool: PoolCode;
  draw_date: string;
  status: TicketStatus;
  requested_cents: CentsColumn;
  accepted_cents: CentsColumn;
  remark: string;
  phone: string;
  /** the normal-mode cart item(s) it came from, JSON, for Rebet; null for advanced orders */
  cart_json: string | null;
  created_at: number;
  voided_at: number | null;
  voided_by: number | null;
  /**
   * the position snapshot (issue 39, migration 0030) when a level on the owner's path takes:
   * JSON of TicketPosition (common/position-snapshot.repository.ts); null: the house holds the whole stake
   */
  position_json: Generated<string | null>;
}

export interface TicketLineTable {
  id: Generated<number>;
  ticket_id: number;
  line_no: number;
  number: string;
  pattern: PatternCode;
  /** requested amounts per bet type, cents, JSON */
  requested_json: string;
  /** accepted amounts per bet type after sell limits, cents, JSON */
  accepted_json: string;
}

/** How much of one concrete number the house has sold for a draw (game-rules §6). */
export interface LimitUsageTable {
  pool: PoolCode;
  draw_date: string;
  bet_type: BetTypeCode;
  number: string;
  used_cents: CentsColumn;
}

/**
 * Operator overrides of the default sell limits (bet-types.ts). The most specific matching row wins;
 * a draw date counts most, then a number, then a pool (see limitsFor in limit.repository.ts).
 */
export interface SellLimitTable {
  id: Generated<number>;
  pool: PoolCode | null;
  bet_type: BetTypeCode;
  draw_date: string | null;
  number: string | null;
  limit_cents: CentsColumn;
}

export type OrderRow = Selectable<OrderTable>;
export type TicketRow = Selectable<TicketTable>;
export type TicketLineRow = Selectable<TicketLineTable>;
