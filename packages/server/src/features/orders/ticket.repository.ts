import type { Kysely } from 'kysely';
import type { BetTypeCode } from '@lotto/domain/bet-types';
import type { Cents } from '@lotto/domain/money';
import type { BetLine } from '@lotto/domain/ticket';
import type { Database } from '../../db/schema.js';
import type { TicketLineRow, TicketRow, TicketStatus } from './order.table.js';

type Q = Kysely<Database>;
export type Amounts = Partial<Record<BetTypeCode, Cents>>;

export interface StoredLine {
  line: BetLine;
  accepted: Amounts;
}

export function linesOf(rows: readonly TicketLineRow[]): StoredLine[] {
  return [...rows]
    .sort((a, b) => a.line_no - b.line_no)
    .map((row) => ({
      line: { number: row.number, pattern: row.pattern, amounts: JSON.parse(row.requested_json) as Amounts },
      accepted: JSON.parse(row.accepted_json) as Amounts,
    }));
}

export function findTicket(db: Q, id: number): Promise<TicketRow | undefined> {
  return db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirst();
}

export function ticketLines(db: Q, ticketId: number): Promise<TicketLineRow[]> {
  return db
    .selectFrom('ticket_lines')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .orderBy('line_no')
    .execute();
}

/** Flips active -> voided atomically; false when another request got there first. */
export async function markVoided(db: Q, id: number, by: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('tickets')
    .set({ status: 'voided', voided_at: now, voided_by: by })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function listTickets(
  db: Q,
  input: { userId: number; from: string; to: string; status: TicketStatus },
): Promise<TicketRow[]> {
  return db
    .selectFrom('tickets')
    .selectAll()
    .where('user_id', '=', input.userId)
    .where('status', '=', input.status)
    .where('draw_date', '>=', input.from)
    .where('draw_date', '<=', input.to)
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
}
