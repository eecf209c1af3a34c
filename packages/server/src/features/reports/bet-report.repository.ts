import type { Kysely } from 'kysely';
import type { PoolCode } from '@lotto/domain/pools';
import type { Database } from '../../db/schema.js';
import type { TicketLineRow } from '../../db/tables/order.table.js';
import { inTreeOf } from '../../common/downline-scope.js';

type Q = Kysely<Database>;

/** The most tickets one bet report answers (newest first); docs/api.md says so. */
export const MAX_BET_REPORT_TICKETS = 500;

export interface BetReportTicketRow {
  id: number;
  pool: PoolCode;
  draw_date: string;
  created_at: number;
  username: string;
}

export type BetReportLineRow = Pick<TicketLineRow, 'ticket_id' | 'number' | 'pattern' | 'accepted_json'>;

/**
 * The active tickets of one draw date (any pool) that `rootId` may see: its own and, for an agent
 * or the house, its whole downline's (the scope is the SQL's, common/downline-scope.ts). Newest first,
 * at most MAX_BET_REPORT_TICKETS. A `ticketId` names one ticket of whatever draw date (issue 36
 * item 10: a date the screen chose must not hide it), so it replaces the date rather than narrowing it.
 */
export function activeTicketsOfDraw(
  db: Q,
  input: {
    rootId: number;
    /** rootId's tree is every account (`isWholeTree`): the query leaves the tree out */
    wholeTree: boolean;
    drawDate?: string | undefined;
    ticketId?: number | undefined;
  },
): Promise<BetReportTicketRow[]> {
  let query = db
    .selectFrom('tickets')
    .innerJoin('users', 'users.id', 'tickets.user_id')
    .select([
      'tickets.id as id',
      'tickets.pool as pool',
      'tickets.draw_date as draw_date',
      'tickets.created_at as created_at',
      'users.username as username',
    ])
    .where('tickets.status', '=', 'active');
  if (!input.wholeTree) query = query.where(inTreeOf('tickets.user_id', input.rootId));
  if (input.ticketId !== undefined) query = query.where('tickets.id', '=', input.ticketId);
  else if (input.drawDate !== undefined) query = query.where('tickets.draw_date', '=', input.drawDate);
  else return Promise.resolve([]);
  return query.orderBy('tickets.id', 'desc').limit(MAX_BET_REPORT_TICKETS).execute();
}

/** The lines of those tickets in one query, by ticket then line order. */
export function linesOfTickets(db: Q, ticketIds: readonly number[]): Promise<BetReportLineRow[]> {
  if (ticketIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ticket_lines')
    .select(['ticket_id', 'number', 'pattern', 'accepted_json'])
    .where('ticket_id', 'in', ticketIds)
    .orderBy('ticket_id')
    .orderBy('line_no')
    .execute();
}
