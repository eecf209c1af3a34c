import type { DrawResult } from '../draw-result.js';
import type { BetLine } from '../ticket.js';
import { oracleLineCommission, oracleLineCost, oracleLineWins, type OraclePackage } from './money-oracle.js';
import { oracleExpand } from './settlement-oracle.js';

/**
 * TEST-ONLY. Position taking re-read from docs/rules.md "Position taking" (rules 1, 3, 4, 6),
 * sharing nothing with production (no position/*, no sell-limits, no patterns, no settlement, no
 * commission module): the naive way, by brute force. A level's kept amount is found by trying
 * every amount from the most its share allows down to 0 until every number it would keep fits
 * under its cap; usage is counted per concrete number; every figure is valued through the money
 * oracle (testing/money-oracle.ts). Users are names; the house is "house".
 */

export interface OracleMember {
  /** null: directly under the house */
  parent: string | null;
  pkg: OraclePackage;
  /** cumulative take per bet type in basis points (agents only; missing = 0) */
  takes?: Record<string, number>;
  /** eat cap per bet type in cents (missing = none) */
  caps?: Record<string, number>;
}

/** What one placed line gave each agent: name -> bet type -> cents (only what was kept). */
export type OracleKept = Map<string, Record<string, number>>;

interface Placed {
  owner: string;
  line: BetLine;
  kept: OracleKept;
  /** what each kept amount used, agent|betType|sold number -> cents, to free on a cancel */
  usage: Map<string, number>;
  cancelled: boolean;
}

/** How many trailing digits a bet type sells (game-rules §3, typed again). */
function digitsOf(betType: string): number {
  if (betType === 'B' || betType === 'S' || betType.startsWith('4')) return 4;
  if (betType === '5D') return 5;
  if (betType === '6D') return 6;
  return Number(betType[0]);
}

const ceilDiv = (a: number, b: number) => Math.floor((a + b - 1) / b);

export class OraclePositionBook {
  private readonly usage = new Map<string, number>();
  private readonly placed: Placed[] = [];
  private readonly members: Map<string, OracleMember>;

  constructor(members: ReadonlyMap<string, OracleMember>) {
    this.members = new Map(members);
  }

  /**
   * A change of an agent's takes or caps (rule 5): later lines are shared at the new settings;
   * what was placed keeps what it was given.
   */
  change(name: string, settings: Pick<OracleMember, 'takes' | 'caps'>): void {
    const member = this.members.get(name)!;
    this.members.set(name, { ...member, takes: { ...settings.takes }, caps: { ...settings.caps } });
  }

  /** The agents above an owner, bottom-up: its parent first, the top agent last. */
  pathOf(owner: string): string[] {
    const path: string[] = [];
    for (let at = this.members.get(owner)!.parent; at !== null; at = this.members.get(at)!.parent)
      path.push(at);
    return path;
  }

  /**
   * Places one line (its amounts are the accepted ones); answers its id, what each agent kept and
   * what that used of each agent's counters (agent|betType|sold number -> cents).
   */
  place(owner: string, line: BetLine): { id: number; kept: OracleKept; used: ReadonlyMap<string, number> } {
    const kept: OracleKept = new Map();
    const usage = new Map<string, number>();
    const { numbers, divisor } = oracleExpand(line.number, line.pattern);
    for (const [betType, a] of Object.entries(line.amounts)) {
      if (a === undefined || a <= 0) continue;
      let keptBelow = 0;
      for (const agent of this.pathOf(owner)) {
        const take = this.members.get(agent)!.takes?.[betType] ?? 0;
        const cap = this.members.get(agent)!.caps?.[betType];
        const cumulative = Number((BigInt(take) * BigInt(a)) / 10_000n);
        let amount = Math.min(cumulative - keptBelow, a - keptBelow);
        // What keeping `amount` of every number uses, per sold number.
        const wants = (k: number) => {
          const per = new Map<string, number>();
          for (const n of numbers) {
            const key = `${agent}|${betType}|${n.slice(n.length - digitsOf(betType))}`;
            per.set(key, (per.get(key) ?? 0) + ceilDiv(k, divisor));
          }
          return per;
        };
        const fits = (k: number) =>
          cap === undefined || [...wants(k)].every(([key, use]) => (this.usage.get(key) ?? 0) + use <= cap);
        while (amount > 0 && !fits(amount)) amount -= 1;
        if (amount <= 0) continue;
        for (const [key, use] of wants(amount)) {
          this.usage.set(key, (this.usage.get(key) ?? 0) + use);
          usage.set(key, (usage.get(key) ?? 0) + use);
        }
        kept.set(agent, { ...kept.get(agent), [betType]: amount });
        keptBelow += amount;
      }
    }
    this.placed.push({ owner, line, kept, usage, cancelled: false });
    return { id: this.placed.length - 1, kept, used: usage };
  }

  /** A cancel frees what the line used and the line is never settled. */
  cancel(id: number): void {
    const placed = this.placed[id]!;
    if (placed.cancelled) throw new Error(`line ${id} cancelled twice`);
    placed.cancelled = true;
    for (const [key, use] of placed.usage) this.usage.set(key, this.usage.get(key)! - use);
  }

  /** What an agent keeps of one counter now (agent|betType|sold number). */
  usageOf(key: string): number {
    return this.usage.get(key) ?? 0;
  }

  /** Every counter with usage, for comparing. */
  usageEntries(): [string, number][] {
    return [...this.usage].filter(([, use]) => use !== 0);
  }

  /**
   * Every result of a draw (rule 6): an owner's own result (win + commission - stake at its
   * package), each agent's position result (its child's pass-up valued at the child's package -
   * its own pass-up valued at its package) and the house's (what the top agent passes, valued).
   */
  settle(result: DrawResult): { owners: Map<string, number>; agents: Map<string, number>; house: number } {
    const owners = new Map<string, number>();
    const agents = new Map<string, number>();
    let house = 0;
    const add = (map: Map<string, number>, name: string, value: number) =>
      map.set(name, (map.get(name) ?? 0) + value);
    for (const placed of this.placed) {
      if (placed.cancelled) continue;
      const value = (amounts: Record<string, number>, pkg: OraclePackage) => {
        const bet = { ...placed.line, amounts } as BetLine;
        const wins = oracleLineWins(result, bet, pkg).reduce((sum, win) => sum + win.amount, 0);
        return oracleLineCost(bet) - wins - oracleLineCommission(bet, pkg);
      };
      let stream: Record<string, number> = { ...placed.line.amounts } as Record<string, number>;
      let passed = value(stream, this.members.get(placed.owner)!.pkg);
      add(owners, placed.owner, -passed);
      for (const agent of this.pathOf(placed.owner)) {
        const mine = placed.kept.get(agent) ?? {};
        stream = Object.fromEntries(
          Object.entries(stream).map(([type, amount]) => [type, amount - (mine[type] ?? 0)]),
        );
        const own = value(stream, this.members.get(agent)!.pkg);
        add(agents, agent, passed - own);
        passed = own;
      }
      house += passed;
    }
    return { owners, agents, house };
  }
}
