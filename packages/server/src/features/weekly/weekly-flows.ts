import type { DrawResult } from '@lotto/domain/draw-result';
import { jackpotRuleOfPool, settleJackpot, type JackpotWinner } from '@lotto/domain/jackpots';
import { cents, NO_CENTS, type Cents } from '@lotto/domain/money';
import type { PoolCode } from '@lotto/domain/pools';
import type { PackageRates } from '@lotto/domain/package-rates';
import {
  betFigures,
  valueLine,
  valueOf,
  type Amounts,
  type BetFigures,
  type LineValuation,
  type ValuationLevel,
} from '@lotto/domain/position';
import { lineMatcher, type LineMatcher } from '@lotto/domain/settlement-matcher';
import { weekOf } from '@lotto/domain/weekly-cycle';
import {
  addJackpot,
  addLine,
  addRow,
  emptyStatement,
  type StatementFigures,
} from '@lotto/domain/weekly-statement';
import { parsePosition, type TicketPosition } from '../../common/position-snapshot.repository.js';
import type { CycleUser, JackpotDrawRow, WeekLine } from './weekly.repository.js';

/**
 * The week's cash flows between each user and its upline, valued line by line (issue 41 rule 5,
 * docs/rules.md "Weekly cycle"). A ticket that records a position (issue 39) values as sold, by
 * its snapshot's path and packages; any other ticket passes its whole stake up its owner's
 * current path, each level at its current package (nobody kept anything of it).
 */
export interface FlowWorld {
  users: Map<number, CycleUser>;
  rates: { byId: Map<number, PackageRates>; base: PackageRates };
}

export function worldOf(users: readonly CycleUser[], rates: FlowWorld['rates']): FlowWorld {
  return { users: new Map(users.map((user) => [user.id, user])), rates };
}

export const isHouse = (user: CycleUser | undefined): boolean => user?.role === 'admin';

function ratesOfUser(world: FlowWorld, id: number): PackageRates {
  const packageId = world.users.get(id)?.packageId ?? null;
  return (packageId === null ? undefined : world.rates.byId.get(packageId)) ?? world.rates.base;
}

/** The owner's current path: its parent up to the top agent (the house is never on a path). */
function currentPath(world: FlowWorld, ownerId: number): ValuationLevel[] {
  const path: ValuationLevel[] = [];
  let at = world.users.get(ownerId)?.parentId ?? null;
  while (at !== null) {
    const user = world.users.get(at);
    if (!user || isHouse(user)) break;
    path.push({ userId: at, rates: ratesOfUser(world, at) });
    at = user.parentId;
  }
  return path;
}

/** A ticket's path: its snapshot's (issue 39), else its owner's current one. */
function pathOfTicket(world: FlowWorld, row: WeekLine): readonly ValuationLevel[] {
  return parsePosition(row.positionJson)?.path ?? currentPath(world, row.ownerId);
}

/** What one owner was paid of one draw's jackpot (APP_TYPE=gd): its `jackpot` ledger entry. */
export interface JackpotPayout {
  ownerId: number;
  pool: PoolCode;
  drawDate: string;
  amount: Cents;
}

/**
 * Each settled draw's jackpot split as its settlement split it (settleJackpot over the pot and the
 * winners' exact stakes it recorded), summed per owner: the amounts of its `jackpot` entries, or
 * of the entries it would have written had the draw's week not been closed (decision 025).
 */
export function jackpotPayouts(rows: readonly JackpotDrawRow[]): JackpotPayout[] {
  const out: JackpotPayout[] = [];
  for (const row of rows) {
    const rule = jackpotRuleOfPool(row.pool);
    if (!rule) continue;
    const winners = JSON.parse(row.winnersJson) as JackpotWinner<number>[];
    // The pot as it was shared: nothing more to add from the turnover.
    const { payouts } = settleJackpot(rule, row.prize, NO_CENTS, winners);
    const byOwner = new Map<number, number>();
    for (const payout of payouts) byOwner.set(payout.key, (byOwner.get(payout.key) ?? 0) + payout.amount);
    for (const [ownerId, amount] of byOwner) {
      if (amount > 0) out.push({ ownerId, pool: row.pool, drawDate: row.drawDate, amount: cents(amount) });
    }
  }
  return out;
}

/**
 * Calls `visit` with each jackpot payout, its week and the path it passes up: the path of the
 * owner's first ticket on that draw (a user's tickets on one draw share its path; the current path
 * if none is found).
 */
function forEachJackpot(
  world: FlowWorld,
  lines: readonly WeekLine[],
  jackpots: readonly JackpotPayout[],
  visit: (payout: JackpotPayout, week: string, path: readonly ValuationLevel[]) => void,
): void {
  if (jackpots.length === 0) return;
  const keyOf = (ownerId: number, pool: string, drawDate: string) => `${ownerId}|${pool}|${drawDate}`;
  const wanted = new Set(jackpots.map((payout) => keyOf(payout.ownerId, payout.pool, payout.drawDate)));
  const paths = new Map<string, readonly ValuationLevel[]>();
  for (const row of lines) {
    const key = keyOf(row.ownerId, row.pool, row.drawDate);
    if (wanted.has(key) && !paths.has(key)) paths.set(key, pathOfTicket(world, row));
  }
  for (const payout of jackpots) {
    const path =
      paths.get(keyOf(payout.ownerId, payout.pool, payout.drawDate)) ?? currentPath(world, payout.ownerId);
    visit(payout, weekOf(payout.drawDate), path);
  }
}

export interface ValuedLine {
  ownerId: number;
  week: string;
  path: readonly ValuationLevel[];
  valuation: LineValuation;
  /** what each level kept of the line, valued at its package (by user id) */
  kept: (userId: number) => BetFigures | null;
}

/** Values each line as sold; calls `visit` with it. */
export function forEachValuedLine(
  world: FlowWorld,
  lines: readonly WeekLine[],
  visit: (line: ValuedLine) => void,
): void {
  const matchers = new Map<string, LineMatcher>();
  let ticketId = -1;
  let position: TicketPosition | null = null;
  let path: readonly ValuationLevel[] = [];
  let ownerRates: PackageRates = world.rates.base;
  for (const row of lines) {
    if (row.ticketId !== ticketId) {
      ticketId = row.ticketId;
      position = parsePosition(row.positionJson);
      path = position ? position.path : currentPath(world, row.ownerId);
      ownerRates = position ? position.ownerRates : ratesOfUser(world, row.ownerId);
    }
    let match = matchers.get(row.resultJson);
    if (!match) {
      match = lineMatcher(JSON.parse(row.resultJson) as DrawResult);
      matchers.set(row.resultJson, match);
    }
    const amounts = JSON.parse(row.acceptedJson) as Amounts;
    const keptShares = position?.lines[row.lineNo - 1] ?? [];
    const valuation = valueLine(
      match,
      { number: row.number, pattern: row.pattern, amounts },
      ownerRates,
      path,
      keptShares,
    );
    const levelPath = path;
    const matcher = match;
    visit({
      ownerId: row.ownerId,
      week: weekOf(row.drawDate),
      path: levelPath,
      valuation,
      kept: (userId) => {
        const share = keptShares.find((candidate) => candidate.userId === userId);
        const level = levelPath.find((candidate) => candidate.userId === userId);
        if (!share || !level) return null;
        return betFigures(matcher, row.number, row.pattern, share.amounts, level.rates);
      },
    });
  }
}

/**
 * What each user's stream is worth to its upline, per week: the figure its upline's statement
 * shows on its row (+: the user pays). Keyed by user id, then week. Every level of every line,
 * and every jackpot payout, which its owner and each level on its path receive whole.
 */
export function computedByMember(
  world: FlowWorld,
  lines: readonly WeekLine[],
  jackpots: readonly JackpotPayout[] = [],
): Map<number, Map<string, Cents>> {
  const out = new Map<number, Map<string, Cents>>();
  const add = (member: number, week: string, amount: Cents) => {
    let weeks = out.get(member);
    if (!weeks) out.set(member, (weeks = new Map()));
    weeks.set(week, cents((weeks.get(week) ?? NO_CENTS) + amount));
  };
  forEachValuedLine(world, lines, (line) => {
    add(line.ownerId, line.week, valueOf(line.valuation.owner));
    line.path.forEach((level, index) =>
      add(level.userId, line.week, valueOf(line.valuation.passUps[index]!)),
    );
  });
  forEachJackpot(world, lines, jackpots, (payout, week, path) => {
    const paid = cents(-payout.amount);
    add(payout.ownerId, week, paid);
    for (const level of path) add(level.userId, week, paid);
  });
  return out;
}

/**
 * The statement rows of `viewerId` for `week`: one per member directly below it whose stream
 * reached it (the viewer's own bets are the row of the viewer itself, passed whole to its upline),
 * jackpot payouts included (addJackpot).
 */
export function statementRows(
  world: FlowWorld,
  lines: readonly WeekLine[],
  viewerId: number,
  week: string,
  jackpots: readonly JackpotPayout[] = [],
): { rows: Map<number, StatementFigures>; self: StatementFigures | null } {
  const rows = new Map<number, StatementFigures>();
  let self: StatementFigures | null = null;
  const house = isHouse(world.users.get(viewerId));
  forEachValuedLine(world, lines, (line) => {
    if (line.week !== week) return;
    if (line.ownerId === viewerId) {
      // The viewer's own bets: a player's under its parent, passed up whole at its own package.
      self ??= emptyStatement();
      const figures = line.valuation.owner;
      const own = emptyStatement();
      own.turnover = figures.turnover;
      own.dl = {
        tickets: figures.turnover,
        commission: figures.commission,
        win: figures.win,
        total: valueOf(figures),
      };
      own.upline = valueOf(figures);
      own.net = NO_CENTS;
      addRow(self, own);
      return;
    }
    let at: number;
    if (house) {
      // The house sees every stream, through the top agent that passed it.
      at = line.path.length;
    } else {
      at = line.path.findIndex((level) => level.userId === viewerId);
      if (at < 0) return;
    }
    const member = at === 0 ? line.ownerId : line.path[at - 1]!.userId;
    let row = rows.get(member);
    if (!row) rows.set(member, (row = emptyStatement()));
    addLine(row, line.valuation, at, house ? null : line.kept(viewerId));
  });
  forEachJackpot(world, lines, jackpots, (payout, payoutWeek, path) => {
    if (payoutWeek !== week) return;
    if (payout.ownerId === viewerId) {
      self ??= emptyStatement();
      addJackpot(self, payout.amount, true);
      return;
    }
    const at = house ? path.length : path.findIndex((level) => level.userId === viewerId);
    if (at < 0) return;
    const member = at === 0 ? payout.ownerId : path[at - 1]!.userId;
    let row = rows.get(member);
    if (!row) rows.set(member, (row = emptyStatement()));
    addJackpot(row, payout.amount, at < path.length);
  });
  return { rows, self };
}
