import type { Kysely } from 'kysely';
import { commissionOf } from '@lotto/domain/commission';
import type { DrawResult } from '@lotto/domain/draw-result';
import { feedCost, type JackpotRule, type JackpotWinner } from '@lotto/domain/jackpots';
import { BASE_PACKAGE_RATES, type PackageRates } from '@lotto/domain/package-rates';
import { BET_TYPE_CODES, type BetTypeCode } from '@lotto/domain/bet-types';
import type { Cents } from '@lotto/domain/money';
import type { PatternCode } from '@lotto/domain/patterns';
import { payoutOf } from '@lotto/domain/settlement';
import { lineMatcher, type LineMatcher } from '@lotto/domain/settlement-matcher';
import type { ConcreteBet } from '@lotto/domain/totals';
import { selectArrays } from '../../db/array-rows.js';
import { insertStrikes } from './strike.repository.js';
import type { Database } from '../../db/schema.js';
import { ratesOf } from '../../common/package.repository.js';
import type { PackageRow } from '../../db/tables/package.table.js';
import type { Amounts } from '../../common/ticket.repository.js';
import type { LineGroup, WinGroup } from '../../common/draw-rollup.js';
import type { NewStrike } from '../../db/tables/result.table.js';

type Q = Kysely<Database>;

interface CommissionGroup {
  userId: number;
  multiplier: number;
  amountsJson: string;
  count: number;
}

/**
 * A line of a step as read (rows as arrays: a million objects cost more than the read itself):
 * owner, line id, ticket id, number, pattern, accepted amounts (JSON). Ids are bigint columns:
 * numbers on SQLite, numbers or text on PostgreSQL.
 */
type StepLine = [
  userId: number | string,
  lineId: number | string,
  ticketId: number | string,
  number: string,
  pattern: PatternCode,
  acceptedJson: string,
];

interface ParsedAmounts {
  values: Amounts;
  /** the positive amounts in bet-type order */
  bets: [BetTypeCode, Cents][];
}

/**
 * The matcher of the draw being settled, kept from one step to the next (each step reads the
 * result again): its memory of line shapes then serves the whole draw, not one step. Keyed by the
 * result's content, so a corrected or previewed result never meets another one's matcher.
 */
let lastMatcher: { key: string; match: LineMatcher } | null = null;
function matcherOf(result: DrawResult): LineMatcher {
  const key = JSON.stringify(result);
  if (lastMatcher?.key !== key) lastMatcher = { key, match: lineMatcher(result) };
  return lastMatcher.match;
}

export interface Credits {
  win: number;
  commission: number;
}

/** What one step settles, before it is written: its strikes, each owner's credits, its rollups. */
export interface MatchedStep {
  lines: number;
  /** the highest owner this step settled, or null when this step reached the draw's last owner */
  uptoUser: number | null;
  credits: Map<number, Credits>;
  feed: number;
  jackpotWinners: JackpotWinner<number>[];
  /** identical lines per owner, for the report rollups */
  groups: LineGroup[];
  /** identical winning bets per owner, for the report rollups (each upline values them itself) */
  winGroups: WinGroup[];
  /** the step's strikes, in line order */
  strikes: NewStrike[];
}

/**
 * One settlement step (docs/decisions/014): reads the active lines of the draw's owners after
 * `afterUser`, about `tickets` tickets' worth (whole owners: the owner at the `tickets`-th ticket
 * is included with all its tickets, so each owner is credited once per draw), records strikes and
 * sums each owner's credits. `uptoUser` is null when no owner of the draw is left after this step.
 */
export async function settleLines(
  trx: Q,
  result: DrawResult,
  version: number,
  now: number,
  jackpot: JackpotRule | undefined,
  range: { afterUser: number; tickets: number },
): Promise<MatchedStep> {
  const step = await prepareStep(trx, result, version, now, jackpot, range);
  await insertStrikes(trx, step.strikes);
  return step;
}

/**
 * A step read and matched ahead of its transaction (settlement.service.ts, PostgreSQL): its lines,
 * its owners' rates, and what it settles. Lines never change once the draw has a result; rates
 * are read as the step's own transaction would (read committed, no lock), a step earlier.
 */
export async function prepareStep(
  db: Q,
  result: DrawResult,
  version: number,
  now: number,
  jackpot: JackpotRule | undefined,
  range: { afterUser: number; tickets: number },
): Promise<MatchedStep> {
  const read = await readStepLines(db, result, range.afterUser, range.tickets);
  const rates = await ratesOfOwners(db, read);
  return matchStep(read, rates, result, version, now, jackpot);
}

/** The rates of a step's owners (the base package for a user without one). */
async function ratesOfOwners(db: Q, read: StepRead): Promise<Map<number, PackageRates>> {
  const ratesByUser = new Map<number, PackageRates>();
  await loadRates(db, [...new Set(read.rows.map((row) => Number(row[0])))], ratesByUser);
  return ratesByUser;
}

/**
 * Matches a step's lines against the result (no database): lines that cannot strike
 * (strikeFilter) skip the expansion; every line earns commission.
 */
export function matchStep(
  read: StepRead,
  ratesByUser: Map<number, PackageRates>,
  result: DrawResult,
  version: number,
  now: number,
  jackpot: JackpotRule | undefined,
): MatchedStep {
  const jackpotNumber = jackpot?.winningNumber(result);
  const jackpotWinners: JackpotWinner<number>[] = [];
  const credits = new Map<number, Credits>();
  const creditOf = (userId: number): Credits => {
    let credit = credits.get(userId);
    if (!credit) {
      credit = { win: 0, commission: 0 };
      credits.set(userId, credit);
    }
    return credit;
  };
  const match = matcherOf(result);
  // Identical lines of one owner earn the same commission, so they are counted and each kind
  // priced once at the end (most lines of a draw share a handful of amount sets). Found per owner
  // by multiplier and amounts text; listed in the order first seen (the credits' and rollups' order).
  const commissionGroups: CommissionGroup[] = [];
  const groupsByUser = new Map<number, Map<string, CommissionGroup>>();
  // Amount sets repeat across lines: parse each distinct text once (the objects are never changed),
  // with its positive amounts in bet-type order (the order concreteBets lists a number's bets in).
  const parsed = new Map<string, ParsedAmounts>();
  const amountsOf = (json: string): ParsedAmounts => {
    let amounts = parsed.get(json);
    if (!amounts) {
      const values = JSON.parse(json) as Amounts;
      const bets: [BetTypeCode, Cents][] = [];
      for (const betType of BET_TYPE_CODES) {
        const amount = values[betType];
        if (amount !== undefined && amount > 0) bets.push([betType, amount]);
      }
      amounts = { values, bets };
      if (parsed.size < 10_000) parsed.set(json, amounts);
    }
    return amounts;
  };
  const winGroups = new Map<string, WinGroup>();
  let lines = 0;
  const { rows } = read;
  const strikes: NewStrike[] = [];
  for (const row of rows) {
    lines += 1;
    const userId = Number(row[0]);
    const json = row[5];
    const shape = match.shapeOf(row[3], row[4]);
    let userGroups = groupsByUser.get(userId);
    if (!userGroups) {
      userGroups = new Map();
      groupsByUser.set(userId, userGroups);
    }
    // Amounts text is JSON (it starts with "{"), so the multiplier 1 of most lines needs no prefix.
    const kind = shape.multiplier === 1 ? json : `${shape.multiplier}|${json}`;
    const group = userGroups.get(kind);
    if (group) group.count += 1;
    else {
      const created = { userId, multiplier: shape.multiplier, amountsJson: json, count: 1 };
      userGroups.set(kind, created);
      commissionGroups.push(created);
    }
    // Empty when the line cannot strike (strikeFilter): most lines stop here.
    if (shape.candidates.length === 0) continue;

    const rates = ratesByUser.get(userId)!;
    const { bets } = amountsOf(json);
    const divisor = shape.divisor;
    // concreteBets' order: each concrete number, then its bet types.
    for (const number of shape.candidates) {
      for (const [betType, amount] of bets) {
        const bet: ConcreteBet = { number, betType, amount, divisor };
        if (jackpot && betType === jackpot.winningBetType && number === jackpotNumber) {
          // The exact stake (amount / divisor): never rounded before the pot is shared (issue 22.1).
          jackpotWinners.push({ key: userId, stake: bet.amount, divisor });
        }
        for (const win of match.winsOf(number, betType)) {
          const paid = payoutOf(win, bet, rates);
          creditOf(userId).win += paid;
          const winKind = `${userId}|${betType}|${win.tier}|${amount}|${divisor}`;
          const same = winGroups.get(winKind);
          if (same) same.count += 1;
          else
            winGroups.set(winKind, {
              userId,
              betType,
              tier: win.tier,
              amount: bet.amount,
              divisor,
              count: 1,
            });
          strikes.push({
            ticket_id: Number(row[2]),
            line_id: Number(row[1]),
            user_id: userId,
            pool: result.pool,
            draw_date: result.date,
            result_version: version,
            number,
            bet_type: betType,
            tier: win.tier,
            prize_number: win.prizeNumber,
            stake_cents: Math.floor(amount / divisor),
            win_cents: paid,
            created_at: now,
          });
        }
      }
    }
  }
  let feed = 0;
  const groups: LineGroup[] = [];
  for (const group of commissionGroups) {
    const amounts = amountsOf(group.amountsJson).values;
    groups.push({ userId: group.userId, multiplier: group.multiplier, amounts, count: group.count });
    const each = commissionOf(amounts, group.multiplier, ratesByUser.get(group.userId)!);
    creditOf(group.userId).commission += each * group.count;
    if (jackpot) feed += feedCost(jackpot, amounts, group.multiplier) * group.count;
  }
  return {
    lines,
    uptoUser: read.uptoUser,
    credits,
    feed,
    jackpotWinners,
    groups,
    winGroups: [...winGroups.values()],
    strikes,
  };
}

/** A step's lines as read: the owners after `afterUser` up to `uptoUser` (null: to the draw's last). */
export interface StepRead {
  afterUser: number;
  /** the highest owner of the step, or null when it reaches the draw's last owner */
  uptoUser: number | null;
  rows: StepLine[];
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
  const upTo = last ? Number(last.user_id) : Number.MAX_SAFE_INTEGER;
  const rows = await selectArrays<StepLine>(db, stepLinesQuery(db, result, afterUser, upTo));
  return { afterUser, uptoUser: last ? upTo : null, rows };
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
