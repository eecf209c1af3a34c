import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { TicketClaimTable } from '../../db/tables/claim.table.js';
import { inTreeOf } from '../../common/downline-scope.js';

type Q = Kysely<Database>;
type NewClaim = Omit<TicketClaimTable, 'id'>;

/**
 * Counts one print of a ticket's slip in one atomic upsert and answers the prints so far: the
 * first print inserts the row with the claim PIN's hash; every later one only adds 1 (the hash
 * stays the first one's), so two prints at the same instant get 1 and 2, never 1 and 1.
 */
export async function countPrint(
  db: Q,
  input: { ticketId: number; pinHash: string; by: number; now: number },
): Promise<number> {
  const row = await db
    .insertInto('ticket_slips')
    .values({
      ticket_id: input.ticketId,
      print_count: 1,
      pin_hash: input.pinHash,
      first_printed_by: input.by,
      first_printed_at: input.now,
      last_printed_at: input.now,
    })
    .onConflict((oc) =>
      oc.column('ticket_id').doUpdateSet((eb) => ({
        print_count: eb('ticket_slips.print_count', '+', 1),
        last_printed_at: input.now,
      })),
    )
    .returning('print_count')
    .executeTakeFirstOrThrow();
  return Number(row.print_count);
}

/**
 * The slip's PIN hash, read so that claims of one ticket take turns (PostgreSQL: a row lock held
 * to the end of the transaction; SQLite: one writer at a time anyway).
 */
export async function lockSlip(db: Q, dialect: Dialect, ticketId: number) {
  const query = db.selectFrom('ticket_slips').select('pin_hash').where('ticket_id', '=', ticketId);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** Inserts the claim unless the ticket has one: answers its id, or undefined when it had one. */
export async function insertClaim(db: Q, row: NewClaim): Promise<number | undefined> {
  const inserted = await db
    .insertInto('ticket_claims')
    .values(row)
    .onConflict((oc) => oc.column('ticket_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? Number(inserted.id) : undefined;
}

export function findClaim(db: Q, claimId: number) {
  return db.selectFrom('ticket_claims').selectAll().where('id', '=', claimId).executeTakeFirst();
}

export function claimOfTicket(db: Q, ticketId: number) {
  return db.selectFrom('ticket_claims').selectAll().where('ticket_id', '=', ticketId).executeTakeFirst();
}

/** A pending claim approved: answers false when it was no longer pending (decided meanwhile). */
export async function approveClaim(
  db: Q,
  input: { claimId: number; by: number; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('ticket_claims')
    .set({ status: 'paid', decided_by: input.by, decided_at: input.now })
    .where('id', '=', input.claimId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A pending claim refused: it is dropped, so the ticket may be claimed again. */
export async function dropPendingClaim(db: Q, claimId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('ticket_claims')
    .where('id', '=', claimId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Claims made in [fromMs, toMs) of tickets owned in `rootId`'s tree, newest first, at most `limit`. */
export function listClaims(db: Q, input: { rootId: number; fromMs: number; toMs: number; limit: number }) {
  return db
    .selectFrom('ticket_claims as c')
    .innerJoin('tickets as t', 't.id', 'c.ticket_id')
    .innerJoin('users as o', 'o.id', 't.user_id')
    .innerJoin('users as u', 'u.id', 'c.claimed_by')
    .leftJoin('users as d', 'd.id', 'c.decided_by')
    .selectAll('c')
    .select([
      't.pool',
      't.draw_date',
      'o.username as owner',
      'u.username as claimer',
      'd.username as decider',
    ])
    .where(inTreeOf('t.user_id', input.rootId))
    .where('c.created_at', '>=', input.fromMs)
    .where('c.created_at', '<', input.toMs)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(input.limit)
    .execute();
}

export async function setCashOutLimit(db: Q, userId: number, cents: number | null): Promise<void> {
  await db.updateTable('users').set({ cash_out_limit_cents: cents }).where('id', '=', userId).execute();
}

export async function cashOutLimitOf(db: Q, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('cash_out_limit_cents')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.cash_out_limit_cents == null ? null : Number(row.cash_out_limit_cents);
}
