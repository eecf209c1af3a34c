import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTreeOf } from '../../common/downline-scope.js';

type Q = Kysely<Database>;

/** The draw date ('YYYY-MM-DD') each kind of report opens on for the caller; null when it has no data. */
export interface LatestDates {
  /**
   * active tickets of the caller's tree (bet report, daily sales, check ticket): the latest draw
   * date on or before today with one, else the nearest later one (see latestDates)
   */
  sales: string | null;
  /** settled draws with figures for the caller's tree (profit loss, profit loss 2) */
  settled: string | null;
  /** the caller's own strikes (strike history) */
  strikes: string | null;
}

const maxDate = (row: { latest: string | null } | undefined): string | null => row?.latest ?? null;

/**
 * One lookup per report family, each on the same scope its report uses: the tree from the caller
 * for tickets, the caller's own rollup rows (they cover its whole subtree), and its own strikes. No
 * id from the request widens them. Tickets can be ahead of `today` (the draw time zone's date):
 * an agent's reports open on today when it has tickets, else on the latest earlier day with
 * tickets, and on a later day only when there is none, the nearest (issue 36 item 11: on Sunday
 * morning they opened on Wednesday's open draw, hiding the day being sold). Settled draws and
 * strikes are never ahead, so their latest is simply the max.
 */
export async function latestDates(db: Q, userId: number, today: string): Promise<LatestDates> {
  const activeOfTree = () =>
    db
      .selectFrom('tickets')
      .where('tickets.status', '=', 'active')
      .where(inTreeOf('tickets.user_id', userId));
  const [pastSales, nextSales, settled, strikes] = await Promise.all([
    activeOfTree()
      .select((eb) => eb.fn.max('tickets.draw_date').as('latest'))
      .where('tickets.draw_date', '<=', today)
      .executeTakeFirst(),
    activeOfTree()
      .select((eb) => eb.fn.min('tickets.draw_date').as('latest'))
      .where('tickets.draw_date', '>', today)
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
  return {
    sales: maxDate(pastSales) ?? maxDate(nextSales),
    settled: maxDate(settled),
    strikes: maxDate(strikes),
  };
}
