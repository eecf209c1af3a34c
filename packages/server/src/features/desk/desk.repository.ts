import { sql, type Kysely } from 'kysely';
import { NO_CENTS, readCents, type Cents } from '@lotto/domain/money';
import type { Database } from '../../db/schema.js';
import { inTreeOf } from '../../common/downline-scope.js';

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

const TRANSFER_KINDS = ['transfer_give', 'transfer_take'] as const;

/**
 * The credit `userId` has given its direct downlines, less what it took back: its own transfer
 * entries (a give is negative on its wallet). The house pays no transfer from a wallet, so for it
 * the same moves are read on its direct downlines' side.
 */
export async function creditGiven(db: Q, user: { id: number; role: string }): Promise<Cents> {
  if (user.role !== 'admin') {
    const row = await db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<number>('amount_cents').as('cents'))
      .where('user_id', '=', user.id)
      .where('kind', 'in', TRANSFER_KINDS)
      .executeTakeFirst();
    const given = readCents(row?.cents);
    return given === NO_CENTS ? NO_CENTS : readCents(-given);
  }
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.sum<number>('amount_cents').as('cents'))
    .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('parent_id', '=', user.id))
    .where('kind', 'in', TRANSFER_KINDS)
    .executeTakeFirst();
  return readCents(row?.cents);
}
