import { sql, type Kysely } from 'kysely';
import { cents, type Cents, readCents } from '@lotto/domain/money';
import type { PatternCode } from '@lotto/domain/patterns';
import { POOL_CODES, type PoolCode } from '@lotto/domain/pools';
import type { Role } from '@lotto/domain/roles';
import type { PackageRates } from '@lotto/domain/package-rates';
import { BASE_PACKAGE_NAME, BASE_PACKAGE_RATES } from '@lotto/domain/package-rates';
import type { Database } from '../../db/schema.js';
import type { WeeklyAtClose } from '../../db/tables/user.table.js';
import { ratesOf } from '../../common/package.repository.js';
import { parseSettlementRef, SETTLEMENT_REF_TYPE } from '../../common/settlement-ref.js';
import { reversalOf, SETTLEMENT_KINDS } from '../../db/tables/ledger.table.js';

type Q = Kysely<Database>;

/** A user as the weekly cycle sees it. */
export interface CycleUser {
  id: number;
  username: string;
  role: Role;
  parentId: number | null;
  packageId: number | null;
  balance: Cents;
  limit: Cents | null;
  /** what the Monday close does to it (rule 4) */
  atClose: WeeklyAtClose;
  /** the closed week it is locked for; null: it may bet */
  lockedWeek: string | null;
}

/** Every user: the reset moves all wallets, a statement walks one tree (issue 41). */
export async function allCycleUsers(db: Q): Promise<CycleUser[]> {
  const rows = await db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'role',
      'parent_id',
      'package_id',
      'balance_cents',
      'weekly_limit_cents',
      'weekly_at_close',
      'weekly_locked_week',
    ])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    username: row.username,
    role: row.role,
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    packageId: row.package_id === null ? null : Number(row.package_id),
    balance: readCents(row.balance_cents),
    limit: row.weekly_limit_cents === null ? null : readCents(row.weekly_limit_cents),
    atClose: row.weekly_at_close,
    lockedWeek: row.weekly_locked_week,
  }));
}

/** Every package's rates by id, and the base package's (a user without a package bets under it). */
export async function packageRates(db: Q): Promise<{ byId: Map<number, PackageRates>; base: PackageRates }> {
  const rows = await db.selectFrom('packages').selectAll().execute();
  const byId = new Map(rows.map((row) => [Number(row.id), ratesOf(row)]));
  const base = rows.find((row) => row.name === BASE_PACKAGE_NAME);
  return { byId, base: base ? ratesOf(base) : BASE_PACKAGE_RATES };
}

/** One settled active line of the week, with what the statement values it by. */
export interface WeekLine {
  ticketId: number;
  ownerId: number;
  pool: PoolCode;
  drawDate: string;
  number: string;
  pattern: PatternCode;
  acceptedJson: string;
  positionJson: string | null;
  lineNo: number;
  resultJson: string;
}

/**
 * The active lines of every ticket on draws in from..to (YYYY-MM-DD) settled on their current
 * result: what the statements and the owed balances value. Ordered by ticket.
 */
export async function settledLines(db: Q, from: string, to: string): Promise<WeekLine[]> {
  const result = await sql<Record<string, string | number | null>>`
    select t.id as ticket_id, t.user_id, t.pool, t.draw_date, l.number, l.pattern, l.accepted_json,
           t.position_json, l.line_no, r.numbers_json
      from tickets t
      join ticket_lines l on l.ticket_id = t.id
      join draw_results r on r.pool = t.pool and r.draw_date = t.draw_date
      join settlements s on s.pool = t.pool and s.draw_date = t.draw_date
     where t.status = 'active'
       and t.draw_date >= ${from} and t.draw_date <= ${to}
       and s.state = 'settled' and s.result_version = r.version
     order by t.id, l.line_no`.execute(db);
  return result.rows.map((row) => ({
    ticketId: Number(row.ticket_id),
    ownerId: Number(row.user_id),
    pool: String(row.pool) as PoolCode,
    drawDate: String(row.draw_date),
    number: String(row.number),
    pattern: row.pattern as PatternCode,
    acceptedJson: String(row.accepted_json),
    positionJson: row.position_json === null ? null : String(row.position_json),
    lineNo: Number(row.line_no),
    resultJson: String(row.numbers_json),
  }));
}

/** A settled draw's jackpot (APP_TYPE=gd) as its current result version shares it. */
export interface JackpotDrawRow {
  pool: PoolCode;
  drawDate: string;
  /** the pot the winners shared */
  prize: Cents;
  /** the winning stakes, as the settlement found them (JackpotWinner<number>[], keyed by owner) */
  winnersJson: string;
}

/**
 * The jackpots won on draws from `from` to `to` (YYYY-MM-DD; null: no end) settled on their
 * current result: its pot row and the settlement's winners are both of that version (a
 * correction rewrites both, also when it moves no wallet), so the statement counts what the
 * current result pays.
 */
export async function settledJackpots(db: Q, from: string, to: string | null): Promise<JackpotDrawRow[]> {
  const result = await sql<Record<string, string | number>>`
    select j.pool, j.draw_date, j.prize_cents, s.jackpot_winners_json
      from jackpot_draws j
      join settlements s on s.pool = j.pool and s.draw_date = j.draw_date
      join draw_results r on r.pool = s.pool and r.draw_date = s.draw_date
     where s.state = 'settled' and s.result_version = r.version and j.result_version = r.version
       and j.paid_cents > 0
       and j.draw_date >= ${from} and j.draw_date <= ${to ?? '9999-12-31'}
     order by j.draw_date, j.pool`.execute(db);
  return result.rows.map((row) => ({
    pool: String(row.pool) as PoolCode,
    drawDate: String(row.draw_date),
    prize: readCents(row.prize_cents),
    winnersJson: String(row.jackpot_winners_json),
  }));
}

/** The draws in from..to that have active tickets and are not settled yet: the reset waits for them. */
export async function unsettledDraws(
  db: Q,
  from: string,
  to: string,
): Promise<{ pool: PoolCode; drawDate: string }[]> {
  const result = await sql<{ pool: PoolCode; draw_date: string }>`
    select distinct t.pool, t.draw_date
      from tickets t
      left join settlements s on s.pool = t.pool and s.draw_date = t.draw_date
     where t.status = 'active'
       and t.draw_date >= ${from} and t.draw_date <= ${to}
       and (s.state is null or s.state <> 'settled')
     order by t.draw_date, t.pool`.execute(db);
  return result.rows.map((row) => ({ pool: row.pool, drawDate: String(row.draw_date) }));
}

/**
 * Each user's stakes on active tickets for draws from..to (to null: no end), cents; with
 * `openOnly`, only on draws not settled yet (a reset delayed past a later draw counts that draw's
 * result in the wallet already, not as an open stake).
 */
export async function stakesByUser(
  db: Q,
  from: string,
  to: string | null,
  openOnly = false,
): Promise<Map<number, Cents>> {
  let query = db
    .selectFrom('tickets as t')
    .select(['t.user_id', (eb) => eb.fn.sum<string | number>('t.accepted_cents').as('stake')])
    .where('t.status', '=', 'active')
    .where('t.draw_date', '>=', from);
  if (to !== null) query = query.where('t.draw_date', '<=', to);
  if (openOnly) {
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('settlements as s')
            .select('s.pool')
            .whereRef('s.pool', '=', 't.pool')
            .whereRef('s.draw_date', '=', 't.draw_date')
            .where('s.state', '=', 'settled'),
        ),
      ),
    );
  }
  const rows = await query.groupBy('t.user_id').execute();
  return new Map(rows.map((row) => [Number(row.user_id), readCents(row.stake)]));
}

export interface PaymentRow {
  id: number;
  week: string;
  downlineId: number;
  direction: 'received' | 'paid';
  amount: Cents;
}

/** Every 结账 payment for weeks up to `to` (YYYY-MM-DD). */
export async function paymentsUpTo(db: Q, to: string): Promise<PaymentRow[]> {
  const rows = await db
    .selectFrom('weekly_payments')
    .select(['id', 'week_start', 'downline_id', 'direction', 'amount_cents'])
    .where('week_start', '<=', to)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    week: row.week_start,
    downlineId: Number(row.downline_id),
    direction: row.direction,
    amount: readCents(row.amount_cents),
  }));
}

export async function insertPayment(
  db: Q,
  row: {
    week: string;
    downlineId: number;
    uplineId: number | null;
    direction: 'received' | 'paid';
    amount: Cents;
    remark: string;
    by: number | null;
    now: number;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('weekly_payments')
    .values({
      week_start: row.week,
      downline_id: row.downlineId,
      upline_id: row.uplineId,
      direction: row.direction,
      amount_cents: row.amount,
      remark: row.remark,
      created_by: row.by,
      created_at: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** The closed weeks, oldest first. */
export async function closedWeeks(db: Q): Promise<string[]> {
  const rows = await db.selectFrom('weekly_closes').select('week_start').orderBy('week_start').execute();
  return rows.map((row) => row.week_start);
}

/**
 * Claims the close of a week inside the reset's transaction: false when it is closed already
 * (by a rerun or another instance: the primary key decides, after that one commits).
 */
export async function claimClose(db: Q, week: string, now: number): Promise<boolean> {
  const row = await db
    .insertInto('weekly_closes')
    .values({ week_start: week, closed_at: now, resets: 0 })
    .onConflict((conflict) => conflict.column('week_start').doNothing())
    .returning('week_start')
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordResets(db: Q, week: string, resets: number): Promise<void> {
  await db.updateTable('weekly_closes').set({ resets }).where('week_start', '=', week).execute();
}

export async function setLimit(db: Q, userId: number, limit: Cents | null): Promise<void> {
  await db.updateTable('users').set({ weekly_limit_cents: limit }).where('id', '=', userId).execute();
}

/**
 * Each user's own wins and commission on settled draws from `from` on (draw_rollups, rewritten by
 * a correction), cents: a reset that runs after a later draw settled leaves that draw's result in
 * the wallet.
 */
export async function laterCreditsByUser(db: Q, from: string): Promise<Map<number, Cents>> {
  const rows = await db
    .selectFrom('draw_rollups')
    .select([
      'user_id',
      (eb) =>
        eb.fn.sum<string | number>(eb('own_win_cents', '+', eb.ref('own_commission_cents'))).as('credits'),
    ])
    .where('draw_date', '>=', from)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.user_id), readCents(row.credits)]));
}

/**
 * Each user's wallet change, cents, from the settlement entries (wins, commission, jackpots and
 * their reversals) of draws dated before the first closed week, written from that close on: a
 * late result or a correction of a draw from before the weekly cycle. No statement holds those
 * draws (the 结账 ledger starts at the first closed week) and the first close had already set the
 * wallets, so the reset keeps this in the wallet, as before the cycle (rule 4, decision 025).
 */
export async function preCycleCreditsByUser(db: Q): Promise<Map<number, Cents>> {
  const first = await db
    .selectFrom('weekly_closes')
    .select(['week_start', 'closed_at'])
    .orderBy('week_start')
    .limit(1)
    .executeTakeFirst();
  const byUser = new Map<number, Cents>();
  if (first === undefined) return byUser;
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['user_id', 'ref_id', 'amount_cents'])
    .where('ref_type', '=', SETTLEMENT_REF_TYPE)
    .where('kind', 'in', [...SETTLEMENT_KINDS, ...SETTLEMENT_KINDS.map(reversalOf)])
    .where('created_at', '>=', Number(first.closed_at))
    // Each pool's refs `<pool>:<date>:v<n>` dated before the first week (read on the ref index);
    // the parse below confirms each.
    .where((eb) =>
      eb.or(
        POOL_CODES.map((pool) =>
          eb.and([eb('ref_id', '>=', `${pool}:`), eb('ref_id', '<', `${pool}:${first.week_start}`)]),
        ),
      ),
    )
    .execute();
  for (const row of rows) {
    const draw = parseSettlementRef(row.ref_id);
    if (draw === null || draw.drawDate >= first.week_start) continue;
    const userId = Number(row.user_id);
    byUser.set(userId, cents((byUser.get(userId) ?? 0) + readCents(row.amount_cents)));
  }
  return byUser;
}

export async function setAtClose(db: Q, userId: number, atClose: WeeklyAtClose): Promise<void> {
  await db.updateTable('users').set({ weekly_at_close: atClose }).where('id', '=', userId).execute();
}

/** Locks a member for a closed week (rule 4), or unlocks it (null). */
export async function setLockedWeek(db: Q, userId: number, week: string | null): Promise<void> {
  await db.updateTable('users').set({ weekly_locked_week: week }).where('id', '=', userId).execute();
}
