import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Everything a refused call must leave alone (row counts, active tickets, each user's wallet,
 * status, package and password), as one comparable string.
 */
export async function dbSnapshot(db: Db): Promise<string> {
  const counts = await sql<Record<string, unknown>>`
    select
      (select count(*) from ledger_entries) as ledger,
      (select count(*) from tickets) as tickets,
      (select count(*) from tickets where status = 'active') as active_tickets,
      (select count(*) from limit_usage) as limit_usage,
      (select count(*) from ticket_lines) as lines,
      (select count(*) from orders) as orders,
      (select count(*) from audit_log) as audit,
      (select count(*) from users) as users,
      (select count(*) from sell_limits) as limits,
      (select count(*) from draw_results) as results,
      (select count(*) from packages) as packages,
      (select count(*) from draw_dates) as draw_dates,
      (select count(*) from pool_schedules) as schedules,
      (select count(*) from number_meanings) as meanings
  `.execute(db.kysely);
  const wallets = await db.kysely
    .selectFrom('users')
    .select(['id', 'balance_cents', 'status', 'package_id', 'password_hash'])
    .orderBy('id')
    .execute();
  return JSON.stringify([Object.values(counts.rows[0] ?? {}).map(String), wallets]);
}

/** Every wallet and the ledger's size: what money moving would change. */
export async function walletsOf(db: Db): Promise<string> {
  const wallets = await db.kysely.selectFrom('users').select(['id', 'balance_cents']).orderBy('id').execute();
  const ledger = await db.kysely
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return JSON.stringify([wallets, String(ledger.n)]);
}
