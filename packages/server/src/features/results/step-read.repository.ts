import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DrawResult } from '@lotto/domain/draw-result';
import { BASE_PACKAGE_RATES, type PackageRates } from '@lotto/domain/package-rates';
import type { PatternCode } from '@lotto/domain/patterns';
import { CANDIDATE_MAX_DIGITS, type StrikeCandidates } from '@lotto/domain/strike-candidates';
import { selectArrays } from '../../db/array-rows.js';
import { ratesOf } from '../../common/package.repository.js';
import { parsePosition } from '../../common/position-snapshot.repository.js';
import type { Database } from '../../db/schema.js';
import type { PackageRow } from '../../db/tables/package.table.js';

type Q = Kysely<Database>;

/**
 * The SQL shadow of the domain's isStrikeCandidate (docs/decisions/026): 1 for a line that may
 * strike (read into JavaScript and settled by the matcher), 0 for one that cannot (summed here).
 * Built from the same StrikeCandidates, rule by rule; settle-lines.differential.test.ts checks it
 * answers as isStrikeCandidate does on both databases. A CASE, so every line gets 0 or 1 and the
 * two reads of a step split its lines exactly; anything the condition cannot decide (a NULL) falls
 * to 1, the side that settles line by line. "Carries a bet type" is the amounts text naming it as a
 * key ("B" in quotes: the amounts are numbers, so only keys are quoted); on SQLite LIKE ignores
 * case, which only lets more lines through.
 */
export function candidateFlagSql(candidates: StrikeCandidates): RawBuilder<number> {
  const number = sql.ref('ticket_lines.number');
  const usable = candidates.rules.filter((rule) => rule.tails.length > 0 && rule.betTypes.length > 0);
  const rules = usable.map(
    (rule) =>
      sql`(length(${number}) >= ${sql.lit(rule.digits)}
          and substr(${number}, length(${number}) - ${sql.lit(rule.digits - 1)}) in (${sql.join(rule.tails)})
          and (${sql.join(
            rule.betTypes.map((betType) => sql`ticket_lines.accepted_json like ${`%"${betType}"%`}`),
            sql` or `,
          )}))`,
  );
  const conditions = [
    sql`ticket_lines.pattern <> 'NORMAL'`,
    sql`length(${number}) > ${sql.lit(CANDIDATE_MAX_DIGITS)}`,
    ...(candidates.numbers.length > 0 ? [sql`${number} in (${sql.join(candidates.numbers)})`] : []),
  ];
  if (rules.length > 0) {
    // A line that fits a rule ends in one of its tails, so its last `shortest` digits are those of
    // such a tail: one test that most NORMAL lines fail, before the rules' own (the flag was most of
    // a step read's own work: issue 45, docs/performance.md "Second pass"). Implied by every rule,
    // so the flag is what the rules alone give; the equality test checks every 2-4 digit number.
    const shortest = Math.min(...usable.map((rule) => rule.digits));
    const ends = [
      ...new Set(usable.flatMap((rule) => rule.tails.map((tail) => tail.slice(-shortest)))),
    ].sort();
    conditions.push(
      sql`(length(${number}) >= ${sql.lit(shortest)}
        and substr(${number}, length(${number}) - ${sql.lit(shortest - 1)}) in (${sql.join(ends)})
        and (${sql.join(rules, sql` or `)}))`,
    );
  }
  // `is not false`: a condition that came out NULL (none can: the columns are not null) lets the line
  // through, as said above, where a bare CASE would have summed it.
  return sql<number>`(case when (${sql.join(conditions, sql` or `)}) is not false then 1 else 0 end)`;
}

/** The active lines of a step's owners (after `afterUser`, up to `upTo`) on the draw. */
function stepLines(db: Q, result: DrawResult, afterUser: number, upTo: number) {
  return db
    .selectFrom('tickets')
    .innerJoin('ticket_lines', 'ticket_lines.ticket_id', 'tickets.id')
    .where('tickets.pool', '=', result.pool)
    .where('tickets.draw_date', '=', result.date)
    .where('tickets.status', '=', 'active')
    .where('tickets.user_id', '>', afterUser)
    .where('tickets.user_id', '<=', upTo);
}

/**
 * The step's lines that cannot strike, summed: per owner and amounts text, how many lines. All are
 * NORMAL (multiplier 1), so identical amounts earn identical commission and turnover.
 */
export type SummedLines = [userId: number | string, acceptedJson: string, lines: number | string];

/** One row of the one-pass read: a candidate line (lineId set, lines 1) or a sum (lineId null). */
type SplitRow = [
  userId: number | string,
  lineId: number | string | null,
  ticketId: number | string,
  number: string,
  pattern: PatternCode,
  acceptedJson: string,
  lines: number | string,
];

/**
 * Both reads of a step in one pass over its lines: grouped by owner, amounts text and, for a line
 * that may strike only, its own id, so each candidate is a group of one (its columns as they are)
 * and the others are counted per owner and amounts text. Answers the candidates in ticket and line
 * order, and the sums.
 */
export async function splitStepLines(
  db: Q,
  result: DrawResult,
  candidates: StrikeCandidates,
  range: { afterUser: number; upTo: number },
): Promise<{ rows: StepLine[]; summed: SummedLines[] }> {
  const query = stepLines(db, result, range.afterUser, range.upTo)
    .select((eb) => [
      'tickets.user_id',
      sql<number | null>`case when ${candidateFlagSql(candidates)} = 1 then ticket_lines.id end`.as(
        'one_line',
      ),
      eb.fn.min('ticket_lines.ticket_id').as('ticket_id'),
      eb.fn.min('ticket_lines.number').as('number'),
      eb.fn.min('ticket_lines.pattern').as('pattern'),
      'ticket_lines.accepted_json',
      eb.fn.countAll().as('lines'),
    ])
    .groupBy(['tickets.user_id', 'ticket_lines.accepted_json', sql`one_line`]);
  const split = await selectArrays<SplitRow>(db, query);
  const rows: StepLine[] = [];
  const summed: SummedLines[] = [];
  for (const [userId, lineId, ticketId, number, pattern, json, lines] of split) {
    if (lineId === null) summed.push([userId, json, lines]);
    else rows.push([userId, lineId, ticketId, number, pattern, json]);
  }
  rows.sort((a, b) => Number(a[2]) - Number(b[2]) || Number(a[1]) - Number(b[1]));
  return { rows, summed };
}

/**
 * A line of a step as read (rows as arrays: a million objects cost more than the read itself):
 * owner, line id, ticket id, number, pattern, accepted amounts (JSON). Ids are bigint columns:
 * numbers on SQLite, numbers or text on PostgreSQL.
 */
export type StepLine = [
  userId: number | string,
  lineId: number | string,
  ticketId: number | string,
  number: string,
  pattern: PatternCode,
  acceptedJson: string,
];

/** A step's lines as read: the owners after `afterUser` up to `uptoUser` (null: to the draw's last). */
export interface StepRead {
  afterUser: number;
  /** the highest owner of the step, or null when it reaches the draw's last owner */
  uptoUser: number | null;
  /** the lines read one by one: every line (the whole read), or those that may strike */
  rows: StepLine[];
  /** the lines that cannot strike, counted per owner and amounts text (empty for the whole read) */
  summed: SummedLines[];
}

/**
 * Reads one step's lines: the active lines of the draw's owners after `afterUser`, about `tickets`
 * tickets' worth (whole owners: the owner at the `tickets`-th ticket is included with all its
 * tickets). The owner range is found on the (pool, draw_date, user_id, status) index, so each step
 * is one index range. Ticket order within the step: the jackpot's winners are listed the same way
 * in every run. Once a draw has a result its lines never change (no order, cancel or edit), so
 * this may run outside the step's transaction, ahead of it (settlement.service.ts, PostgreSQL).
 */
export async function readStepLines(
  db: Q,
  result: DrawResult,
  afterUser: number,
  tickets: number,
): Promise<StepRead> {
  const last = await stepUpTo(db, result, afterUser, tickets);
  const upTo = last ?? Number.MAX_SAFE_INTEGER;
  const rows = await selectArrays<StepLine>(db, stepLinesQuery(db, result, afterUser, upTo));
  return { afterUser, uptoUser: last, rows, summed: [] };
}

/** The owner at the step's `tickets`-th ticket after `afterUser`, or null: the draw's last owners. */
async function stepUpTo(
  db: Q,
  result: DrawResult,
  afterUser: number,
  tickets: number,
): Promise<number | null> {
  const last = await db
    .selectFrom('tickets')
    .select('user_id')
    .where('pool', '=', result.pool)
    .where('draw_date', '=', result.date)
    .where('user_id', '>', afterUser)
    .orderBy('user_id')
    .limit(1)
    .offset(Math.max(1, tickets) - 1)
    .executeTakeFirst();
  return last ? Number(last.user_id) : null;
}

/**
 * Reads one step as readStepLines does (the same owners), but only the lines that may strike one
 * by one; the database counts the others per owner and amounts text (docs/decisions/026), in the
 * same pass (splitStepLines).
 */
export async function readStepCandidates(
  db: Q,
  result: DrawResult,
  candidates: StrikeCandidates,
  afterUser: number,
  tickets: number,
): Promise<StepRead> {
  const upTo = await stepUpTo(db, result, afterUser, tickets);
  const range = { afterUser, upTo: upTo ?? Number.MAX_SAFE_INTEGER };
  const { rows, summed } = await splitStepLines(db, result, candidates, range);
  return { afterUser, uptoUser: upTo, rows, summed };
}

/**
 * The lines of the draw's owners after `afterUser` up to `upTo`, active tickets only, by ticket and
 * line. On PostgreSQL both of its index reads are index-only (migration 0017, decision 018).
 */
export function stepLinesQuery(db: Q, result: DrawResult, afterUser: number, upTo: number) {
  return db
    .selectFrom('tickets')
    .innerJoin('ticket_lines', 'ticket_lines.ticket_id', 'tickets.id')
    .select([
      'tickets.user_id',
      'ticket_lines.id',
      'ticket_lines.ticket_id',
      'ticket_lines.number',
      'ticket_lines.pattern',
      'ticket_lines.accepted_json',
    ])
    .where('tickets.pool', '=', result.pool)
    .where('tickets.draw_date', '=', result.date)
    .where('tickets.status', '=', 'active')
    .where('tickets.user_id', '>', afterUser)
    .where('tickets.user_id', '<=', upTo)
    .orderBy('ticket_lines.ticket_id')
    .orderBy('ticket_lines.id');
}

/** Each owner's package rates (the base package for a user without one). */
async function loadRates(trx: Q, userIds: number[], ratesByUser: Map<number, PackageRates>): Promise<void> {
  const missing = userIds.filter((id) => !ratesByUser.has(id));
  if (missing.length === 0) return;
  const rows = await trx
    .selectFrom('users')
    .leftJoin('packages', 'packages.id', 'users.package_id')
    .select(['users.id as user_id', 'packages.rates_json'])
    .where('users.id', 'in', missing)
    .execute();
  for (const row of rows) {
    ratesByUser.set(
      Number(row.user_id),
      row.rates_json === null ? BASE_PACKAGE_RATES : ratesOf({ rates_json: row.rates_json } as PackageRow),
    );
  }
}

/** The rates of a step's owners (the base package for a user without one). */
export async function ratesOfOwners(db: Q, read: StepRead): Promise<Map<number, PackageRates>> {
  const ratesByUser = new Map<number, PackageRates>();
  const owners = new Set(read.rows.map((row) => Number(row[0])));
  for (const row of read.summed) owners.add(Number(row[0]));
  await loadRates(db, [...owners], ratesByUser);
  return ratesByUser;
}

/**
 * The tickets of a step sold at other owner rates than the owner's package gives today, and their
 * lines. A position snapshot records the owner's rates when the ticket was sold (decision 020);
 * such a ticket pays and values at them, whatever the package became since. Only the tickets
 * whose snapshot differs are listed: while nobody's package changed under an open ticket this is
 * one probe of the partial index tickets_position_draw_idx and nothing more.
 */
export interface SoldRates {
  /** ticket id -> the owner's rates when it was sold */
  byTicket: Map<number, PackageRates>;
  /** those tickets' lines: [owner, line id, ticket id, accepted amounts JSON] */
  lines: [userId: number, lineId: number, ticketId: number, acceptedJson: string][];
}

export async function soldRatesOf(
  db: Q,
  result: DrawResult,
  read: Pick<StepRead, 'afterUser' | 'uptoUser'>,
  ratesByUser: ReadonlyMap<number, PackageRates>,
): Promise<SoldRates> {
  const byTicket = new Map<number, PackageRates>();
  const lines: SoldRates['lines'] = [];
  // `position_json is not null` is the partial index's predicate (pool, draw_date).
  const tickets = await db
    .selectFrom('tickets')
    .select(['id', 'user_id', 'position_json'])
    .where('pool', '=', result.pool)
    .where('draw_date', '=', result.date)
    .where('position_json', 'is not', null)
    .where('status', '=', 'active')
    .where('user_id', '>', read.afterUser)
    .where('user_id', '<=', read.uptoUser ?? Number.MAX_SAFE_INTEGER)
    .execute();
  const today = new Map<number, string>();
  for (const ticket of tickets) {
    const position = parsePosition(ticket.position_json);
    if (!position) continue;
    const userId = Number(ticket.user_id);
    let current = today.get(userId);
    if (current === undefined) {
      current = JSON.stringify(ratesByUser.get(userId) ?? BASE_PACKAGE_RATES);
      today.set(userId, current);
    }
    if (JSON.stringify(position.ownerRates) !== current) byTicket.set(Number(ticket.id), position.ownerRates);
  }
  const ids = [...byTicket.keys()];
  const owners = new Map(tickets.map((ticket) => [Number(ticket.id), Number(ticket.user_id)]));
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('ticket_lines')
      .select(['id', 'ticket_id', 'accepted_json'])
      .where('ticket_id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) {
      const ticketId = Number(row.ticket_id);
      lines.push([owners.get(ticketId)!, Number(row.id), ticketId, row.accepted_json]);
    }
  }
  return { byTicket, lines };
}
