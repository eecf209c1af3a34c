import { sql, type Kysely } from 'kysely';
import { NO_CENTS, readCents, type Cents } from '@lotto/domain/money';
import type { Database } from '../../db/schema.js';
import { inTreeOf } from '../../common/downline-scope.js';
import { TRANSFER_KIND, TRANSFER_REF_TYPE } from '../../common/credit-transfer.repository.js';

type Q = Kysely<Database>;

/** `%text%` for a LIKE on a lower-cased column, with LIKE's own characters taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface CustomerRow {
  username: string;
  status: 'active' | 'suspended';
  balance_cents: Cents;
  remark: string | null;
  phone: string | null;
}

/**
 * The players below `rootId` (its whole tree, never itself), by name, each with the remark and
 * the phone of its latest ticket that had one (what an agent knows a customer by). `search` keeps
 * those whose name, remark or phone contains it. At most `limit` rows.
 *
 * The latest ticket is read through tickets_user_date_idx (user_id, draw_date) backwards: one short
 * index walk per customer.
 */
export async function listCustomers(
  db: Q,
  rootId: number,
  options: { search?: string | undefined; limit: number },
): Promise<CustomerRow[]> {
  const latest = (column: 'remark' | 'phone') =>
    sql<string | null>`(select t.${sql.ref(column)} from tickets t
      where t.user_id = u.id and t.${sql.ref(column)} <> ''
      order by t.draw_date desc, t.id desc limit 1)`;
  let query = db
    .selectFrom(
      db
        .selectFrom('users as u')
        .select(['u.username', 'u.status', 'u.balance_cents'])
        .select([latest('remark').as('remark'), latest('phone').as('phone')])
        .where(inTreeOf('u.id', rootId))
        .where('u.id', '<>', rootId)
        .where('u.role', '=', 'player')
        .as('c'),
    )
    .selectAll();
  if (options.search) {
    const pattern = containsPattern(options.search);
    query = query.where((eb) =>
      eb.or(
        (['c.username', 'c.remark', 'c.phone'] as const).map(
          (column) => sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const rows = await query.orderBy('c.username').limit(options.limit).execute();
  return rows.map((row) => ({ ...row, balance_cents: readCents(row.balance_cents) }));
}

export interface TurnoverRow {
  username: string;
  cents: Cents;
  tickets: number;
}

/**
 * Each owner's sales placed in [from, to) (epoch ms) below `rootId`: the accepted totals of its
 * active tickets (voided and failed ones are not sales), biggest first. A ticket placed today is for
 * a draw of today or later, so the draw date bounds the index range (user_id, draw_date).
 */
export async function turnoverByCustomer(
  db: Q,
  rootId: number,
  placed: { from: number; to: number; firstDrawDate: string },
): Promise<TurnoverRow[]> {
  const rows = await db
    .selectFrom('tickets as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.username'])
    .select((eb) => [
      eb.fn.sum<number>('t.accepted_cents').as('cents'),
      eb.fn.countAll<number>().as('tickets'),
    ])
    .where(inTreeOf('t.user_id', rootId))
    .where('t.user_id', '<>', rootId)
    .where('t.status', '=', 'active')
    .where('t.draw_date', '>=', placed.firstDrawDate)
    .where('t.created_at', '>=', placed.from)
    .where('t.created_at', '<', placed.to)
    .groupBy('u.username')
    .execute();
  return rows
    .map((row) => ({ username: row.username, cents: readCents(row.cents), tickets: Number(row.tickets) }))
    .sort((a, b) => b.cents - a.cents || (a.username < b.username ? -1 : 1));
}

/**
 * The net credit `user` has moved to its direct downlines: what it gave them less what it took
 * back (docs/api.md, GetAgentDesk). A transfer writes one entry on each side with the same
 * ref_type 'transfer' and ref_id, the same kind on both; the downline's entry is + for a give and
 * - for a take, so the sum of the downline-side entries is the net credit given. Credit the user
 * received from its own upline, and what its downlines passed on further down, are not its giving.
 *
 * It runs on the home screen, so each branch walks one short index range: the CROSS JOINs fix the
 * join order on SQLite (its planner has no statistics here and would otherwise start from
 * ledger_entries_ref_idx, every transfer of every user); PostgreSQL plans them as inner joins.
 */
export async function creditGiven(db: Q, user: { id: number; role: string }): Promise<Cents> {
  if (user.role !== 'admin') {
    // The user's own upline-side entries (a give debits it, a take credits it), through
    // ledger_entries_user_idx; each joined to its other side by ref (ledger_entries_ref_idx) and
    // kept when that side is a direct downline. Starting from the downlines' wallets instead would
    // read every bet they placed.
    const row = await db
      .selectFrom('ledger_entries as g')
      .crossJoin('ledger_entries as d')
      .crossJoin('users as c')
      .select((eb) => eb.fn.sum<number>('d.amount_cents').as('cents'))
      .where('g.user_id', '=', user.id)
      .where((eb) =>
        eb.or([
          eb.and([eb('g.kind', '=', TRANSFER_KIND.give), eb('g.amount_cents', '<', NO_CENTS)]),
          eb.and([eb('g.kind', '=', TRANSFER_KIND.take), eb('g.amount_cents', '>', NO_CENTS)]),
        ]),
      )
      .where('d.ref_type', '=', TRANSFER_REF_TYPE)
      .whereRef('d.ref_id', '=', 'g.ref_id')
      .whereRef('d.id', '<>', 'g.id')
      .whereRef('c.id', '=', 'd.user_id')
      .where('c.parent_id', '=', user.id)
      .executeTakeFirst();
    return readCents(row?.cents);
  }
  // The house pays from no wallet: its transfers have the downline's entry only. A direct
  // downline of the house has no other upline, so every downline-side transfer entry on it is the
  // house's: its direct downlines (users_parent_idx), then each one's entries (ledger_entries_user_idx).
  const row = await db
    .selectFrom('users as c')
    .crossJoin('ledger_entries as d')
    .select((eb) => eb.fn.sum<number>('d.amount_cents').as('cents'))
    .where('c.parent_id', '=', user.id)
    .whereRef('d.user_id', '=', 'c.id')
    .where((eb) =>
      eb.or([
        eb.and([eb('d.kind', '=', TRANSFER_KIND.give), eb('d.amount_cents', '>', NO_CENTS)]),
        eb.and([eb('d.kind', '=', TRANSFER_KIND.take), eb('d.amount_cents', '<', NO_CENTS)]),
      ]),
    )
    .executeTakeFirst();
  return readCents(row?.cents);
}
