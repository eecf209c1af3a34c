import type { BetLine } from '../ticket.js';
import { oracleExpand } from './settlement-oracle.js';

/**
 * TEST-ONLY. The house's sell limits of one pool's draw re-read from docs/rules.md §6 and
 * "Patterns", sharing nothing with production (no sell-limits module, no patterns module): the
 * naive way, by brute force. Every concrete number a line bets uses its counter (bet type, the
 * number's last digits that type sells) by the amount, an IBOX share (amount / permutations)
 * rounded up to the cent; a number the line bets twice (R on 1221) uses it twice. A line over what
 * is left is cut to the most that still fits on every counter, found by trying every amount from
 * the requested one down; earlier lines use the limits first. A cancel frees what the line used.
 */

/** How many trailing digits a bet type sells (game-rules §3, typed again). */
function digitsOf(betType: string): number {
  if (betType === 'B' || betType === 'S' || betType.startsWith('4')) return 4;
  if (betType === '5D') return 5;
  if (betType === '6D') return 6;
  return Number(betType[0]);
}

interface Sold {
  usage: Map<string, number>;
  cancelled: boolean;
}

export class OracleSellLimits {
  private readonly usage = new Map<string, number>();
  private readonly sold: Sold[] = [];

  /** `limitOf(betType, soldNumber)`: the limit in cents of that counter on this draw. */
  constructor(private readonly limitOf: (betType: string, soldNumber: string) => number) {}

  /** Cuts one line to what the limits leave; answers its id and the accepted amounts. */
  place(line: BetLine): { id: number; accepted: Record<string, number> } {
    const { numbers, divisor } = oracleExpand(line.number, line.pattern);
    const accepted: Record<string, number> = {};
    const usage = new Map<string, number>();
    for (const [betType, requested] of Object.entries(line.amounts)) {
      if (requested === undefined || requested <= 0) continue;
      const uses = (amount: number) => {
        const per = new Map<string, number>();
        for (const n of numbers) {
          const key = `${betType}|${n.slice(n.length - digitsOf(betType))}`;
          per.set(key, (per.get(key) ?? 0) + Math.ceil(amount / divisor));
        }
        return per;
      };
      const fits = (amount: number) =>
        [...uses(amount)].every(([key, use]) => {
          const [type, number] = key.split('|') as [string, string];
          return (this.usage.get(key) ?? 0) + use <= this.limitOf(type, number);
        });
      let amount: number = requested;
      while (amount > 0 && !fits(amount)) amount -= 1;
      accepted[betType] = amount;
      if (amount === 0) continue;
      for (const [key, use] of uses(amount)) {
        this.usage.set(key, (this.usage.get(key) ?? 0) + use);
        usage.set(key, (usage.get(key) ?? 0) + use);
      }
    }
    this.sold.push({ usage, cancelled: false });
    return { id: this.sold.length - 1, accepted };
  }

  /** A cancel (or an edit's void) frees exactly what the line used. */
  cancel(id: number): void {
    const sold = this.sold[id]!;
    if (sold.cancelled) throw new Error(`line ${id} cancelled twice`);
    sold.cancelled = true;
    for (const [key, use] of sold.usage) this.usage.set(key, this.usage.get(key)! - use);
  }

  /** Every counter with usage (betType|number -> cents), for comparing. */
  usageEntries(): [string, number][] {
    return [...this.usage].filter(([, use]) => use !== 0);
  }
}
