import type { Kysely } from 'kysely';
import { commissionOf } from '@lotto/domain/commission';
import type { DrawResult } from '@lotto/domain/draw-result';
import { feedCost, type JackpotRule, type JackpotWinner } from '@lotto/domain/jackpots';
import type { PackageRates } from '@lotto/domain/package-rates';
import { BET_TYPE_CODES, type BetTypeCode } from '@lotto/domain/bet-types';
import type { Cents } from '@lotto/domain/money';
import { payoutOf } from '@lotto/domain/settlement';
import { lineMatcher, type LineMatcher } from '@lotto/domain/settlement-matcher';
import { strikeCandidates, type StrikeCandidates } from '@lotto/domain/strike-candidates';
import type { ConcreteBet } from '@lotto/domain/totals';
import { insertStrikes } from './strike.repository.js';
import type { Database } from '../../db/schema.js';
import type { Amounts } from '../../common/ticket.repository.js';
import type { LineGroup, WinGroup } from '../../common/draw-rollup.js';
import type { NewStrike } from '../../db/tables/result.table.js';
import {
  ratesOfOwners,
  readStepCandidates,
  readStepLines,
  soldRatesOf,
  type SoldRates,
  type StepRead,
} from './step-read.repository.js';

export { stepLinesQuery, type StepRead } from './step-read.repository.js';

type Q = Kysely<Database>;

interface CommissionGroup {
  userId: number;
  multiplier: number;
  amountsJson: string;
  count: number;
  /** the owner's rates when sold, for a ticket sold at other rates than its owner's today */
  rates?: PackageRates;
}

/** No ticket of the step sold at other rates than its owner's today (the usual case). */
const NONE_SOLD_APART: SoldRates = { byTicket: new Map(), lines: [] };

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

/** The lines of a draw that may strike (docs/decisions/026): the jackpot's number always among them. */
export function candidatesOf(result: DrawResult, jackpot: JackpotRule | undefined): StrikeCandidates {
  return strikeCandidates(result, [jackpot?.winningNumber(result)]);
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
  /**
   * each owner's rates its credits were priced at (but the groups that carry their own `rates`: a
   * ticket sold at other rates): the rollups price the owner's own figures at these too, so they
   * say what the wallet was credited even if a package changed since the read
   */
  ownerRates: Map<number, PackageRates>;
}

/**
 * One settlement step (docs/decisions/014): the active lines of the draw's owners after
 * `afterUser`, about `tickets` tickets' worth (whole owners: the owner at the `tickets`-th ticket
 * is included with all its tickets, so each owner is credited once per draw); those that can strike
 * read one by one, the others summed by the database (docs/decisions/026). Records strikes and
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
  const candidates = candidatesOf(result, jackpot);
  const read = await readStepCandidates(db, result, candidates, range.afterUser, range.tickets);
  const rates = await ratesOfOwners(db, read);
  const sold = await soldRatesOf(db, result, read, rates);
  return matchStep(read, rates, result, version, now, jackpot, sold);
}

/**
 * The same step from the whole read (every line into JavaScript, nothing summed in SQL): the path
 * settlement took before decision 026, kept as the reference the differential test
 * (settle-lines.differential.test.ts) compares prepareStep with.
 */
export async function prepareWholeStep(
  db: Q,
  result: DrawResult,
  version: number,
  now: number,
  jackpot: JackpotRule | undefined,
  range: { afterUser: number; tickets: number },
): Promise<MatchedStep> {
  const read = await readStepLines(db, result, range.afterUser, range.tickets);
  const rates = await ratesOfOwners(db, read);
  const sold = await soldRatesOf(db, result, read, rates);
  return matchStep(read, rates, result, version, now, jackpot, sold);
}

/**
 * Matches a step's lines against the result (no database): lines that cannot strike
 * (strikeFilter) skip the expansion; every line earns commission, the lines read one by one and
 * the summed ones (decision 026: NORMAL lines counted per owner and amounts text) alike. A line of
 * a ticket sold at other rates than its owner's today (`sold`) is priced at those: its wins, its
 * commission (its own groups, taken out of the database's sums) and the rollups' owner figures.
 */
export function matchStep(
  read: StepRead,
  ratesByUser: Map<number, PackageRates>,
  result: DrawResult,
  version: number,
  now: number,
  jackpot: JackpotRule | undefined,
  sold: SoldRates = NONE_SOLD_APART,
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
  // A ticket sold at other rates groups apart: its kinds are prefixed by its rates' number.
  const soldIds = new Map<PackageRates, number>();
  const soldPrefix = (rates: PackageRates | undefined): string => {
    if (!rates) return '';
    let id = soldIds.get(rates);
    if (id === undefined) {
      id = soldIds.size;
      soldIds.set(rates, id);
    }
    return `r${id}:`;
  };
  const groupOf = (userId: number, kind: string, multiplier: number, json: string, rates?: PackageRates) => {
    let userGroups = groupsByUser.get(userId);
    if (!userGroups) {
      userGroups = new Map();
      groupsByUser.set(userId, userGroups);
    }
    const key = soldPrefix(rates) + kind;
    let group = userGroups.get(key);
    if (!group) {
      group = { userId, multiplier, amountsJson: json, count: 0, ...(rates ? { rates } : {}) };
      userGroups.set(key, group);
      commissionGroups.push(group);
    }
    return group;
  };
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
    const soldAt = sold.byTicket.get(Number(row[2]));
    // Amounts text is JSON (it starts with "{"), so the multiplier 1 of most lines needs no prefix.
    const kind = shape.multiplier === 1 ? json : `${shape.multiplier}|${json}`;
    groupOf(userId, kind, shape.multiplier, json, soldAt).count += 1;
    // Empty when the line cannot strike (strikeFilter): most lines stop here.
    if (shape.candidates.length === 0) continue;

    const rates = soldAt ?? ratesByUser.get(userId)!;
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
          const winKind = `${soldPrefix(soldAt)}${userId}|${betType}|${win.tier}|${amount}|${divisor}`;
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
              ...(soldAt ? { rates: soldAt } : {}),
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
  // The lines that cannot strike, summed by the database per owner and amounts text: NORMAL, so
  // multiplier 1, the kind a NORMAL line read above has (the same group, the same commission).
  // The sums count the lines of tickets sold at other rates too: those lines, not read one by one
  // above, are taken out of the sums and grouped at their own rates.
  const soldApart = new Map<string, number>();
  if (sold.lines.length > 0) {
    const readOne = new Set(rows.map((row) => Number(row[1])));
    for (const [userId, lineId, ticketId, json] of sold.lines) {
      if (readOne.has(lineId)) continue;
      const key = `${userId}|${json}`;
      soldApart.set(key, (soldApart.get(key) ?? 0) + 1);
      groupOf(userId, json, 1, json, sold.byTicket.get(ticketId)).count += 1;
      lines += 1;
    }
  }
  for (const [user, json, count] of read.summed) {
    const userId = Number(user);
    const left = Number(count) - (soldApart.get(`${userId}|${json}`) ?? 0);
    if (left <= 0) continue;
    lines += left;
    groupOf(userId, json, 1, json).count += left;
  }
  let feed = 0;
  const groups: LineGroup[] = [];
  for (const group of commissionGroups) {
    const amounts = amountsOf(group.amountsJson).values;
    groups.push({
      userId: group.userId,
      multiplier: group.multiplier,
      amounts,
      count: group.count,
      ...(group.rates ? { rates: group.rates } : {}),
    });
    const each = commissionOf(amounts, group.multiplier, group.rates ?? ratesByUser.get(group.userId)!);
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
    ownerRates: ratesByUser,
  };
}
