import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTreeOf } from '../../common/downline-scope.js';

type Q = Kysely<Database>;

/** The latest draw date ('YYYY-MM-DD') of each kind of report data the caller may see; null when none. */
export interface LatestDates {
  /** active tickets of the caller's tree (bet report, daily sales, check ticket) */
  sales: string | null;
  /** settled draws with figures for the caller's tree (profit loss, profit loss 2) */
  settled: string | null;
  /** the caller's own strikes (strike history) */
  strikes: string | null;
}

const maxDate = (row: { latest: string | null } | undefined): string | null => row?.latest ?? null;

/**
 * Three max() lookups, one per report family, each on the same scope its report uses: the tree
 * from the caller for tickets, the caller's own rollup rows (they cover its whole subtree), and its
 * own strikes. No id from the request widens them.
 */
export async function latestDates(db: Q, userId: number): Promise<LatestDates> {
  const [sales, settled, strikes] = await Promise.all([
    db
      .selectFrom('tickets')
      .select((eb) => eb.fn.max('tickets.draw_date').as('latest'))
      .where('tickets.status', '=', 'active')
      .where(inTreeOf('tickets.user_id', userId))
      .executeTakeFirst(),
    db
      .selectFrom('draw_rollups')
      .select((eb) => eb.fn.max('draw_date').as('latest'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('strikes')
      .select((eb) => eb.fn.max('draw_date').as('latest'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return { sales: maxDate(sales), settled: maxDate(settled), strikes: maxDate(strikes) };
}
