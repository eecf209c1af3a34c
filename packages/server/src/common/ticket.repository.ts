import { PostgresAdapter, type Kysely } from 'kysely';
import type { BetTypeCode } from '@lotto/domain/bet-types';
import type { Cents } from '@lotto/domain/money';
import type { BetLine } from '@lotto/domain/ticket';
import { bindRow, preparedQuery, type Bind } from '../db/prepared-query.js';
import type { Database } from '../db/schema.js';
import type {
  TicketLineRow,
  TicketLineTable,
  TicketRow,
  TicketStatus,
  TicketTable,
} from '../db/tables/order.table.js';
import type { RowToWrite } from '../db/tables/money-column.js';

type Q = Kysely<Database>;
// The position snapshot (common/position-snapshot.repository.ts positionJson) is null while
// nobody on the owner's path takes: written with the ticket, not by an UPDATE after it.
type NewTicket = Omit<RowToWrite<TicketTable>, 'id'>;
type NewLine = Omit<TicketLineTable, 'id'>;
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

// Every order runs these; compiled once (db/prepared-query.ts).
const TICKET_COLUMNS = [
  'order_id',
  'user_id',
  'placed_by',
  'pool',
  'draw_date',
  'status',
  'requested_cents',
  'accepted_cents',
  'remark',
  'phone',
  'cart_json',
  'created_at',
  'voided_at',
  'voided_by',
  'position_json',
] as const;
const insertTicketRow = preparedQuery((db, $: Bind<NewTicket>) =>
  db
    .insertInto('tickets')
    .values(bindRow($, (v: NewTicket) => v, TICKET_COLUMNS))
    .returning('id'),
);

/** Rows per multi-row insert: under every bound-parameter limit, and few distinct shapes. */
const LINES_PER_INSERT = 100;

const LINE_COLUMNS = [
  'ticket_id',
  'line_no',
  'number',
  'pattern',
  'requested_json',
  'accepted_json',
] as const;
const insertLines = preparedQuery(
  (db, $: Bind<NewLine[]>, sample) =>
    db.insertInto('ticket_lines').values(sample.map((_, i) => bindRow($, (v) => v[i]!, LINE_COLUMNS))),
  (rows) => String(rows.length),
);

type LineOfTicket = Omit<NewLine, 'ticket_id'>;
interface TicketWithLines {
  ticket: NewTicket;
  lines: readonly LineOfTicket[];
}

/**
 * PostgreSQL: the ticket and its lines in ONE statement (a data-modifying WITH), one round trip
 * less per ticket (issue 19). Each line's ticket_id is the new ticket's id, read from the WITH.
 */
const insertTicketAndLines = preparedQuery(
  (db, $: Bind<TicketWithLines>, sample) =>
    db
      .with('new_ticket', (q) =>
        q
          .insertInto('tickets')
          .values(bindRow($, (v: TicketWithLines) => v.ticket, TICKET_COLUMNS))
          .returning('id'),
      )
      .insertInto('ticket_lines')
      .values((eb) =>
        sample.lines.map((_, i) => ({
          ...bindRow(
            $,
            (v: TicketWithLines) => v.lines[i]!,
            LINE_COLUMNS.slice(1) as readonly (keyof LineOfTicket)[],
          ),
          ticket_id: eb.selectFrom('new_ticket').select('new_ticket.id'),
        })),
      )
      .returning('ticket_lines.ticket_id'),
  (values) => String(values.lines.length),
);

/**
 * Inserts a ticket and its lines; answers the ticket's id. One statement on PostgreSQL for the
 * usual ticket (up to LINES_PER_INSERT lines), else the ticket and then its lines in chunks.
 */
export async function insertTicketWithLines(
  db: Q,
  ticket: NewTicket,
  lines: readonly LineOfTicket[],
): Promise<{ id: number }> {
  if (
    db.getExecutor().adapter instanceof PostgresAdapter &&
    lines.length > 0 &&
    lines.length <= LINES_PER_INSERT
  ) {
    const row = await insertTicketAndLines.takeFirst(db, { ticket, lines });
    if (!row) throw new Error('insert into tickets returned no id');
    return { id: Number(row.ticket_id) };
  }
  const inserted = await insertTicket(db, ticket);
  await insertTicketLines(
    db,
    lines.map((line) => ({ ...line, ticket_id: inserted.id })),
  );
  return inserted;
}

export async function insertTicket(db: Q, row: NewTicket): Promise<{ id: number }> {
  const inserted = await insertTicketRow.takeFirst(db, row);
  if (!inserted) throw new Error('insert into tickets returned no id');
  return inserted;
}

export async function insertTicketLines(db: Q, rows: readonly NewLine[]): Promise<void> {
  for (let i = 0; i < rows.length; i += LINES_PER_INSERT) {
    await insertLines.run(db, rows.slice(i, i + LINES_PER_INSERT));
  }
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

/** The usernames of the given user ids (null ids skipped), by id. */
export async function usernamesOf(db: Q, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null).map(Number))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'username']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [Number(row.id), row.username]));
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
