import type { BetTypeCode } from '../bet-types.js';
import { commissionOf } from '../commission.js';
import { cents, type Cents } from '../money.js';
import type { PackageRates } from '../package-rates.js';
import type { PatternCode } from '../patterns.js';
import type { LineMatcher, LineShape } from '../settlement-matcher.js';
import { payoutOf } from '../settlement.js';
import type { BetLine } from '../ticket.js';
import type { Amounts, KeptShare, ValuationLevel } from './types.js';

/**
 * Settlement of positions (docs/rules.md "Position taking", rule 6). The stake a level passes up is
 * valued as a bet at that level's own package: stake - win - commission, with wins and commission
 * computed by the very functions settlement pays with (payoutOf per concrete win, rounded down;
 * commissionOf per line and bet type, rounded down), so a level's figures round exactly as a
 * player's would. A level's result is what its child passes up to it, valued at the child's
 * package (the owner's own loss for the lowest level), minus its own pass-up's value. The house's
 * result is the top level's pass-up's value. The results telescope: the owner's result, every
 * level's result and the house's add up to 0 to the cent. Jackpots are not part of it: the pots
 * stay the house's.
 */

/** A stake valued at one package: its turnover, the wins it pays, the commission it earns. */
export interface BetFigures {
  turnover: Cents;
  win: Cents;
  commission: Cents;
}

/** What a stake is worth to whoever takes it: turnover - win - commission (negative when it wins). */
export function valueOf(figures: BetFigures): Cents {
  return cents(figures.turnover - figures.win - figures.commission);
}

/**
 * Values `amounts` bet on the line's number and pattern at `rates`, for the result `match` was
 * made from: turnover (amount x pattern multiplier), wins and commission exactly as settlement
 * pays and credits the owner of such a line.
 *
 * @example
 * // B 0.60 on 1234 at the 2500 package, 1234 the 1st prize
 * betFigures(lineMatcher(result), '1234', 'NORMAL', { B: 60 }, BASE_PACKAGE_RATES)
 * // { turnover: 60, win: 150000, commission: 15 }
 */
export function betFigures(
  match: LineMatcher,
  number: string,
  pattern: PatternCode,
  amounts: Amounts,
  rates: PackageRates,
): BetFigures {
  return figuresOf(match, match.shapeOf(number, pattern), amounts, rates);
}

function figuresOf(match: LineMatcher, shape: LineShape, amounts: Amounts, rates: PackageRates): BetFigures {
  let stake = 0;
  let win = 0;
  const { candidates } = shape;
  // The line's own keys, not all 24 bet types: sums do not depend on the order.
  for (const key in amounts) {
    const betType = key as BetTypeCode;
    const amount = amounts[betType];
    if (amount === undefined || amount <= 0) continue;
    stake += amount;
    // Most lines cannot strike (strikeFilter): no candidate, no win to look up.
    for (const number of candidates) {
      const wins = match.winsOf(number, betType);
      if (wins.length === 0) continue;
      const bet = { number, betType, amount, divisor: shape.divisor };
      for (const hit of wins) win += payoutOf(hit, bet, rates);
    }
  }
  return {
    turnover: cents(stake * shape.multiplier),
    win: cents(win),
    commission: commissionOf(amounts, shape.multiplier, rates),
  };
}

/** One line's positions valued on one result. */
export interface LineValuation {
  /** the owner's bet at the owner's package (what settlement credits it) */
  owner: BetFigures;
  /** the owner's result: win + commission - turnover */
  ownerResult: Cents;
  /** per level on the path, in its order: the stake it passes up, valued at its own package */
  passUps: BetFigures[];
  /** per level on the path: what its child passes up to it (valued) - the value of its own pass-up */
  results: Cents[];
  /** the house's result: the value of what the top level passes up (the owner's bet with no path) */
  house: Cents;
}

/**
 * Values one settled line's positions. `line.amounts` are the accepted amounts; `path` is the
 * ticket's recorded path (bottom-up, every level with the package it had when the ticket was
 * placed); `kept` is the ticket's recorded snapshot (allocateTakes' `kept`; only user and amounts
 * are read, in path order: a user is on a path once). Throws RangeError when the snapshot names a
 * user off the path or out of order, or keeps more than was accepted: a damaged ticket must stop
 * settlement, not move money.
 *
 * @example
 * // P (2500) > A (2500, kept B 0.40 of P's B 1.00 on 1234); 1234 the 1st prize
 * valueLine(match, { number: '1234', pattern: 'NORMAL', amounts: { B: 100 } }, rates2500,
 *   [{ userId: A, rates: rates2500 }], [{ userId: A, amounts: { B: 40 } }])
 * // ownerResult 249925, results [-99970], house -149955
 */
export function valueLine(
  match: LineMatcher,
  line: BetLine,
  ownerRates: PackageRates,
  path: readonly ValuationLevel[],
  kept: readonly Pick<KeptShare, 'userId' | 'amounts'>[],
): LineValuation {
  const shape = match.shapeOf(line.number, line.pattern);
  const owner = figuresOf(match, shape, line.amounts, ownerRates);
  const passUps: BetFigures[] = [];
  const results: Cents[] = [];
  let current = line.amounts;
  let currentRates = ownerRates;
  let figures = owner;
  let intake = valueOf(owner);
  let next = 0;
  for (let level = 0; level < path.length; level += 1) {
    const { userId, rates } = path[level]!;
    const share = kept[next];
    let changed = false;
    if (share !== undefined && share.userId === userId) {
      current = withoutKept(current, share.amounts);
      changed = true;
      next += 1;
    }
    // Same stake at the same package: same figures (most levels of most lines keep nothing).
    if (changed || rates !== currentRates) figures = figuresOf(match, shape, current, rates);
    currentRates = rates;
    passUps.push(figures);
    const value = valueOf(figures);
    results.push(cents(intake - value));
    intake = value;
  }
  if (next !== kept.length) {
    throw new RangeError(`snapshot: user ${kept[next]!.userId} is not on the path (or out of order)`);
  }
  return { owner, ownerResult: cents(-valueOf(owner)), passUps, results, house: intake };
}

function withoutKept(amounts: Amounts, kept: Amounts): Amounts {
  const rest: Amounts = { ...amounts };
  for (const [betType, amount] of Object.entries(kept) as [keyof Amounts, Cents][]) {
    const left = (rest[betType] ?? 0) - amount;
    if (amount < 0 || left < 0)
      throw new RangeError(`snapshot keeps ${amount} of ${betType}, more than reached it`);
    rest[betType] = cents(left);
  }
  return rest;
}
