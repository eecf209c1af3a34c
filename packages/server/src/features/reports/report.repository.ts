import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { PoolCode } from '@lotto/domain/pools';
import type { Database } from '../../db/schema.js';

type Q = Kysely<Database>;

export interface Member {
  id: number;
  username: string;
  role: string;
}

/** The caller's direct downlines (agents and players right below it), by username. */
export async function directDownlines(db: Q, userId: number): Promise<Member[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'role'])
    .where('parent_id', '=', userId)
    .orderBy('username')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), username: row.username, role: row.role }));
}

export interface BranchSales {
  /** the caller itself (its own bets) or the direct downline whose subtree sold them */
  branchId: number;
  pool: PoolCode;
  cents: number;
}

/**
 * Accepted sales of one draw date per branch of the caller's tree and pool, live from the tickets
 * (open draws included). The recursive query walks only the caller's tree and tags every user
 * with the direct downline it sits under, so the scope is the SQL's, not the caller's.
 */
export async function salesByBranch(
  db: Q,
  rootId: number,
  drawDate: string,
  pools: readonly PoolCode[],
): Promise<BranchSales[]> {
  const result = await sql<{ branch_id: number | string; pool: PoolCode; cents: number | string }>`
    with recursive tree(id, branch_id) as (
      select id, id from users where id = ${rootId}
      union all
      select u.id, case when t.id = ${rootId} then u.id else t.branch_id end
        from users u join tree t on u.parent_id = t.id
    )
    select tree.branch_id, tickets.pool, sum(tickets.accepted_cents) as cents
      from tickets join tree on tree.id = tickets.user_id
     where tickets.draw_date = ${drawDate}
       and tickets.status = 'active'
       and tickets.pool in (${sql.join(pools)})
     group by tree.branch_id, tickets.pool`.execute(db);
  return result.rows.map((row) => ({
    branchId: Number(row.branch_id),
    pool: row.pool,
    cents: Number(row.cents),
  }));
}

export interface RollupSums {
  userId: number;
  turnover: number;
  win: number;
  commission: number;
  ownTurnover: number;
  ownWin: number;
  ownCommission: number;
}

/**
 * The draw of a rollup row has finished settling. A draw settles in steps (docs/decisions/014) and
 * its rollups grow with each; profit and loss counts settled draws only, so a draw still settling
 * shows nothing rather than the owners paid so far (one primary-key lookup per row).
 */
function settledDraw(selectFrom: ExpressionBuilder<Database, 'draw_rollups'>['selectFrom']) {
  return selectFrom('settlements')
    .select('settlements.pool')
    .whereRef('settlements.pool', '=', 'draw_rollups.pool')
    .whereRef('settlements.draw_date', '=', 'draw_rollups.draw_date')
    .where('settlements.state', '=', 'settled');
}

/** Settled figures of the caller and each of its direct downlines (their whole subtrees) over a range. */
export async function rollupsOfBranches(
  db: Q,
  rootId: number,
  from: string,
  to: string,
  pools: readonly PoolCode[],
): Promise<RollupSums[]> {
  // The members first, then their rows by the primary key (user_id, draw_date, pool): a CROSS
  // JOIN keeps SQLite from scanning every user's rows of the dates through the (pool, date) index.
  const result = await sql<Record<string, number | string>>`
    select r.user_id,
           sum(r.turnover_cents) as turnover, sum(r.win_cents) as win,
           sum(r.commission_cents) as commission, sum(r.own_turnover_cents) as own_turnover,
           sum(r.own_win_cents) as own_win, sum(r.own_commission_cents) as own_commission
      from (select id from users where parent_id = ${rootId}
            union all select cast(${rootId} as bigint)) members
     cross join draw_rollups r
     where r.user_id = members.id
       and r.draw_date >= ${from} and r.draw_date <= ${to}
       and r.pool in (${sql.join(pools)})
       and exists (select 1 from settlements s
                    where s.pool = r.pool and s.draw_date = r.draw_date and s.state = 'settled')
     group by r.user_id`.execute(db);
  return result.rows.map((row) => ({
    userId: Number(row.user_id),
    turnover: Number(row.turnover),
    win: Number(row.win),
    commission: Number(row.commission),
    ownTurnover: Number(row.own_turnover),
    ownWin: Number(row.own_win),
    ownCommission: Number(row.own_commission),
  }));
}

export interface DailyFigures {
  drawDate: string;
  turnover: number;
  win: number;
  commission: number;
}

/** The caller's whole tree at its own rates, per settled draw date (profit loss 2). */
export async function rollupsByDate(
  db: Q,
  userId: number,
  from: string,
  to: string,
  pools: readonly PoolCode[],
): Promise<DailyFigures[]> {
  const rows = await db
    .selectFrom('draw_rollups')
    .select((eb) => [
      'draw_date',
      eb.fn.sum<number | string>('turnover_cents').as('turnover'),
      eb.fn.sum<number | string>('win_cents').as('win'),
      eb.fn.sum<number | string>('commission_cents').as('commission'),
    ])
    .where('user_id', '=', userId)
    .where('draw_date', '>=', from)
    .where('draw_date', '<=', to)
    .where('pool', 'in', pools)
    .where(({ exists, selectFrom }) => exists(settledDraw(selectFrom)))
    .groupBy('draw_date')
    .orderBy('draw_date')
    .execute();
  return rows.map((row) => ({
    drawDate: row.draw_date,
    turnover: Number(row.turnover),
    win: Number(row.win),
    commission: Number(row.commission),
  }));
}
