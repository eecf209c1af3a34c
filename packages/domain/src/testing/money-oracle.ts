import type { DrawResult } from '../draw-result.js';
import type { BetLine } from '../ticket.js';
import {
  oracleExpand,
  oracleJackpotContribution,
  oracleJackpotShares,
  oracleStrikes,
  type OracleWin,
} from './settlement-oracle.js';

/**
 * TEST-ONLY. The reference settlement's money side (issue 22 "Prove it"), read from docs/rules.md
 * §3, §7, §8 and "Rounding and pots", sharing nothing with production (no package-rates, no
 * commission, no jackpots module): every package (scaled payouts), commissions, jackpots with
 * their pot chain, corrections (a draw's figures replaced by the new result's) and repeated
 * settlement (the same result settles to the same figures). Integers and BigInt only.
 */

/** A package as the house makes it: the base table scaled (parts per 10,000), commissions in bp. */
export interface OraclePackage {
  scalePer10k: number;
  /** commission overrides, basis points per bet type (2750 = 27.5%) */
  commissionBp?: Record<string, number>;
}

export const ORACLE_DEFAULT_PACKAGE: OraclePackage = { scalePer10k: 10_000 };

/** §3 commission column, in percent, by the digits of the bet type's game. */
function baseCommissionPercent(betType: string): number {
  if (betType === '5D' || betType === '6D') return 10;
  if (betType.startsWith('2')) return 15;
  if (betType.startsWith('3')) return 20;
  return 25; // B, S and the 4D types
}

export function oracleCommissionBp(pkg: OraclePackage, betType: string): number {
  return pkg.commissionBp?.[betType] ?? baseCommissionPercent(betType) * 100;
}

/**
 * The package's printed rate in cents per 1.00: points x 100 x scale / 10,000, rounded to the
 * NEAREST cent (half up; "Rounding and pots": the scaled payout per 1.00 is rounded first).
 */
export function oracleRateCents(points: number, pkg: OraclePackage): bigint {
  const exact2 = 2n * BigInt(points) * BigInt(pkg.scalePer10k); // 2 x points x 100 x scale / 100
  return (exact2 + 100n) / 200n;
}

/** Every win of a line at a package: floor(rate x amount / (100 x divisor)) per concrete win. */
export function oracleLineWins(
  result: DrawResult,
  line: BetLine,
  pkg: OraclePackage = ORACLE_DEFAULT_PACKAGE,
): OracleWin[] {
  const { numbers, divisor } = oracleExpand(line.number, line.pattern);
  const wins: OracleWin[] = [];
  for (const number of numbers) {
    for (const [betType, amount] of Object.entries(line.amounts)) {
      if (amount === undefined || amount <= 0) continue;
      for (const [tier, prizeNumber, points] of oracleStrikes(result, number, betType)) {
        const cents = (oracleRateCents(points, pkg) * BigInt(amount)) / (100n * BigInt(divisor));
        wins.push({ number, betType, tier, prizeNumber, amount: Number(cents) });
      }
    }
  }
  return wins;
}

/** §4: how many times the amounts are charged (IBOX and NORMAL once, else once per number). */
export function oracleMultiplier(line: BetLine): number {
  if (line.pattern === 'NORMAL' || line.pattern === 'IBOX') return 1;
  return oracleExpand(line.number, line.pattern).numbers.length;
}

/** What the line costs on one pool and date: the sum of its amounts x the multiplier. */
export function oracleLineCost(line: BetLine): number {
  const sum = Object.values(line.amounts).reduce<number>((s, a) => s + (a ?? 0), 0);
  return sum * oracleMultiplier(line);
}

/** §7 commission: per line and bet type, floor(cost x rate), in BigInt. */
export function oracleLineCommission(line: BetLine, pkg: OraclePackage = ORACLE_DEFAULT_PACKAGE): number {
  const multiplier = BigInt(oracleMultiplier(line));
  let total = 0n;
  for (const [betType, amount] of Object.entries(line.amounts)) {
    if (!amount) continue;
    total += (BigInt(amount) * multiplier * BigInt(oracleCommissionBp(pkg, betType))) / 10_000n;
  }
  return Number(total);
}

/** One active ticket: an owner's lines on one pool and one draw date. */
export interface OracleTicket {
  owner: string;
  pool: string;
  date: string;
  lines: BetLine[];
}

/** §8, re-typed: which pool feeds which pot with which bet types, who wins it, and the seed. */
const JACKPOTS = [
  {
    type: 'dragon',
    pool: 'gd',
    feeds: ['B', 'S', '4A', '4SB', '4SC', '4SD', '4SE', '4C'],
    wins: 'B',
    number: (r: DrawResult) => r.first,
    seed: 100_000_00,
  },
  {
    type: 'bonus',
    pool: 'nl',
    feeds: ['6D'],
    wins: '6D',
    number: (r: DrawResult) => r.sixD,
    seed: 50_000_00,
  },
] as const;

export interface OracleDrawFigures {
  /** per owner: prize wins (sum over its lines), commission and jackpot share */
  byOwner: Map<string, { win: number; commission: number; jackpot: number }>;
  wins: number;
  commission: number;
  jackpot: number;
}

interface PotRow {
  date: string;
  carriedIn: number;
  carriedOut: number;
}

/**
 * A book of settled draws: settle (or correct, or settle again) a draw from its result and its
 * active tickets, and read what every owner was credited. Jackpot pots follow "Rounding and
 * pots": a draw carries in what the previous settled draw of its jackpot carried out (or the
 * seed); a correction replaces the draw's figures and passes the change of what it carried out to
 * the latest later draw (never below 0).
 */
export class OracleBook {
  private readonly draws = new Map<string, OracleDrawFigures>();
  private readonly pots = new Map<string, PotRow[]>();

  constructor(private readonly packageOf: (owner: string) => OraclePackage) {}

  settle(result: DrawResult, tickets: readonly OracleTicket[], jackpots: boolean): OracleDrawFigures {
    const mine = tickets.filter((t) => t.pool === result.pool && t.date === result.date);
    const byOwner = new Map<string, { win: number; commission: number; jackpot: number }>();
    const of = (owner: string) => {
      const found = byOwner.get(owner) ?? { win: 0, commission: 0, jackpot: 0 };
      byOwner.set(owner, found);
      return found;
    };
    for (const ticket of mine) {
      const pkg = this.packageOf(ticket.owner);
      for (const line of ticket.lines) {
        const figures = of(ticket.owner);
        figures.win += oracleLineWins(result, line, pkg).reduce((s, w) => s + w.amount, 0);
        figures.commission += oracleLineCommission(line, pkg);
      }
    }
    const rule = jackpots ? JACKPOTS.find((j) => j.pool === result.pool) : undefined;
    if (rule) this.settleJackpot(rule, result, mine, of);
    const figures = {
      byOwner,
      wins: [...byOwner.values()].reduce((s, f) => s + f.win, 0),
      commission: [...byOwner.values()].reduce((s, f) => s + f.commission, 0),
      jackpot: [...byOwner.values()].reduce((s, f) => s + f.jackpot, 0),
    };
    this.draws.set(`${result.pool}:${result.date}`, figures);
    return figures;
  }

  private settleJackpot(
    rule: (typeof JACKPOTS)[number],
    result: DrawResult,
    tickets: readonly OracleTicket[],
    of: (owner: string) => { jackpot: number },
  ): void {
    let feed = 0;
    const winners: { owner: string; amountCents: number; permutations: number }[] = [];
    const number = rule.number(result);
    for (const ticket of tickets) {
      for (const line of ticket.lines) {
        const multiplier = oracleMultiplier(line);
        for (const type of rule.feeds)
          feed += (line.amounts[type as keyof BetLine['amounts']] ?? 0) * multiplier;
        const amount = line.amounts[rule.wins] ?? 0;
        if (amount <= 0 || number === undefined) continue;
        const { numbers, divisor } = oracleExpand(line.number, line.pattern);
        for (const n of numbers) {
          if (n === number) winners.push({ owner: ticket.owner, amountCents: amount, permutations: divisor });
        }
      }
    }
    const rows = this.pots.get(rule.type) ?? [];
    this.pots.set(rule.type, rows);
    const at = rows.findIndex((r) => r.date === result.date);
    const before = rows.filter((r) => r.date < result.date).at(-1);
    const carriedIn = at >= 0 ? rows[at]!.carriedIn : before ? before.carriedOut : rule.seed;
    const pot = carriedIn + oracleJackpotContribution(feed);
    const shares = oracleJackpotShares(pot, winners);
    shares.forEach((share, i) => {
      of(winners[i]!.owner).jackpot += share;
    });
    const paid = shares.reduce((s, v) => s + v, 0);
    const carriedOut = winners.length === 0 ? pot : rule.seed + pot - paid;
    if (at >= 0) {
      const difference = carriedOut - rows[at]!.carriedOut;
      rows[at]!.carriedOut = carriedOut;
      const latest = rows.at(-1)!;
      if (latest !== rows[at]) latest.carriedOut = Math.max(0, latest.carriedOut + difference);
    } else {
      rows.push({ date: result.date, carriedIn, carriedOut });
      rows.sort((x, y) => (x.date < y.date ? -1 : 1));
    }
  }

  /** What the draw paid, as last settled. */
  draw(pool: string, date: string): OracleDrawFigures | undefined {
    return this.draws.get(`${pool}:${date}`);
  }

  /** Everything an owner was credited by settled draws: wins + commission + jackpot shares. */
  creditedTo(owner: string): number {
    let total = 0;
    for (const figures of this.draws.values()) {
      const f = figures.byOwner.get(owner);
      if (f) total += f.win + f.commission + f.jackpot;
    }
    return total;
  }

  /** The pot the jackpot's next draw would carry in. */
  pot(type: 'dragon' | 'bonus'): number {
    const rows = this.pots.get(type) ?? [];
    return rows.at(-1)?.carriedOut ?? JACKPOTS.find((j) => j.type === type)!.seed;
  }
}

/**
 * One P/L row (§7): a set of tickets valued at ONE package: turnover, win (prize wins only),
 * commission and total = turnover - win - commission.
 */
export function oracleProfitLoss(
  tickets: readonly OracleTicket[],
  results: ReadonlyMap<string, DrawResult>,
  pkg: OraclePackage,
): { turnover: number; win: number; commission: number; total: number } {
  let turnover = 0;
  let win = 0;
  let commission = 0;
  for (const ticket of tickets) {
    const result = results.get(`${ticket.pool}:${ticket.date}`);
    if (!result) continue;
    for (const line of ticket.lines) {
      turnover += oracleLineCost(line);
      win += oracleLineWins(result, line, pkg).reduce((s, w) => s + w.amount, 0);
      commission += oracleLineCommission(line, pkg);
    }
  }
  return { turnover, win, commission, total: turnover - win - commission };
}
