import { BET_TYPE_CODES } from '../bet-types.js';
import { cents, type Cents } from '../money.js';
import { patternDivisor } from '../patterns.js';
import { multiplicities } from '../sell-limits.js';
import type { BetLine } from '../ticket.js';
import { FULL_TAKE_BP, type Amounts, type KeptShare, type TakeSettings } from './types.js';

/**
 * Allocation at placing (docs/rules.md "Position taking", rule 4): after the sell-limit cut, each
 * line's accepted amount a of each bet type is shared up the path, from the lowest agent up:
 *   target = floor(take x a / 10000) - what the levels below kept
 *   kept   = min(target, what reached it, what its eat cap still allows)
 * and the rest goes to its parent; the house gets what the top agent passes. The share comes
 * first, the cap can only lower it. Money never splits into fractions: every kept amount is whole
 * cents of the typed amount, so the levels and the house always add up to a exactly.
 *
 * Permuted lines follow the sell limits (allocateLines): a level keeps ONE amount for all of the
 * line's numbers, and that amount uses each counter (bet type, sold number) as the sell limits
 * count it: multiplicity x amount / divisor, the IBOX share rounded UP to the cent. The cap binds
 * on every counter the line touches: a level keeps the largest amount whose use of each counter
 * fits what its cap still allows there, i.e. floor(left / multiplicity) x divisor.
 */

/**
 * floor(takeBp x amount / 10000), exactly for every safe amount: split off whole 10000s first so
 * no product leaves the safe-integer range.
 *
 * @example takeShare(4000, 100) // 40: 40% of 1.00
 * @example takeShare(3333, 100) // 33: 33.33 cents rounded down
 */
export function takeShare(takeBp: number, amount: number): number {
  const whole = Math.floor(amount / FULL_TAKE_BP);
  const rest = amount - whole * FULL_TAKE_BP;
  return whole * takeBp + Math.floor((rest * takeBp) / FULL_TAKE_BP);
}

/**
 * Whether any level of the path takes anything: when none does, every line passes whole to the
 * house, nothing is recorded on the ticket and no usage is kept, so a caller may skip
 * allocateTakes altogether (position taking off costs nothing).
 */
export function anyTake(path: readonly TakeSettings[]): boolean {
  for (const level of path) {
    for (const key in level.takes) if ((level.takes[key as keyof typeof level.takes] ?? 0) > 0) return true;
  }
  return false;
}

/** How one line is shared up the path. Objects may be shared between levels and lines: never change them. */
export interface LineTakes {
  /** the levels that keep something, bottom-up (the ticket's snapshot); empty when all goes to the house */
  kept: KeptShare[];
  /** per level on the path, in its order: what that level passes up to its parent, per bet type */
  passed: Amounts[];
  /** what reaches the house per bet type: the top level's pass-up (the accepted amounts with no path) */
  house: Amounts;
}

export interface TakeAllocation {
  /** per line, in the lines' order */
  lines: LineTakes[];
  /**
   * per level on the path: what its kept amounts use of each counter (soldKey within the ticket's
   * pool and draw date), to add to its usage. It equals the sum over the lines of
   * lineStakes(line, that level's kept amounts), so a cancel frees exactly that.
   */
  used: Map<string, Cents>[];
}

function checkPath(path: readonly TakeSettings[]): void {
  for (const level of path) {
    for (const take of Object.values(level.takes)) {
      if (!Number.isInteger(take) || take < 0 || take > FULL_TAKE_BP) {
        throw new RangeError(`user ${level.userId}: take out of range: ${take}`);
      }
    }
    for (const cap of Object.values(level.caps)) {
      if (!Number.isSafeInteger(cap) || cap < 0)
        throw new RangeError(`user ${level.userId}: bad cap: ${cap}`);
    }
  }
}

/**
 * Shares each line's accepted amounts up the path, line by line in order: earlier lines of the
 * order use a level's cap first, as they use the sell limits first. `path` runs bottom-up, from the
 * owner's parent to the top agent; `keptBefore(level, key)` is what that level already keeps of the
 * counter `key` (soldKey) of this ticket's pool and draw date, from earlier orders. It is asked
 * only for a level with a cap on the key's bet type, at most once per level and key.
 * `accepted[i]` is line i's accepted amounts (allocateLines' answer). Throws RangeError on a take
 * outside 0..10000 or a negative cap: bad settings must stop the order, not misplace money.
 *
 * @example
 * // A (50% of B, cap 5.00) under M (80% of B); P bets B 20.00 on 1234
 * allocateTakes([line], [{ B: 2000 }], [A, M], () => 0)
 * // lines[0].kept: [{ level: 0, userId: A, amounts: { B: 500 } },
 * //                 { level: 1, userId: M, amounts: { B: 1100 } }]
 * // lines[0].passed: [{ B: 1500 }, { B: 400 }]; lines[0].house: { B: 400 }; used[0]: B|1234 -> 500
 */
export function allocateTakes(
  lines: readonly Pick<BetLine, 'number' | 'pattern'>[],
  accepted: readonly Amounts[],
  path: readonly TakeSettings[],
  keptBefore: (level: number, key: string) => Cents,
): TakeAllocation {
  if (accepted.length !== lines.length) {
    throw new RangeError(`${lines.length} lines but ${accepted.length} accepted amounts`);
  }
  checkPath(path);
  const depth = path.length;
  const used: Map<string, Cents>[] = path.map(() => new Map());
  // What each capped level's cap still allows per counter, once read (earlier lines consume it).
  const left: (Map<string, number> | undefined)[] = new Array<undefined>(depth);
  const leftOf = (level: number, key: string, cap: number): number => {
    let byKey = left[level];
    if (!byKey) {
      byKey = new Map();
      left[level] = byKey;
    }
    const known = byKey.get(key);
    if (known !== undefined) return known;
    const value = Math.max(0, cap - keptBefore(level, key));
    byKey.set(key, value);
    return value;
  };
  // Per level, what it keeps of the current line (reused across lines).
  const keptNow: (Amounts | undefined)[] = new Array<undefined>(depth);
  const result: LineTakes[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const amounts = accepted[index]!;
    keptNow.fill(undefined);
    let keptAny = false;
    let divisor = 0;
    for (const betType of BET_TYPE_CODES) {
      const a = amounts[betType];
      if (a === undefined || a <= 0) continue;
      let keptBelow = 0;
      let counts: Map<string, number> | undefined;
      for (let level = 0; level < depth; level += 1) {
        const settings = path[level]!;
        const take = settings.takes[betType];
        if (!take) continue;
        let amount = Math.min(takeShare(take, a) - keptBelow, a - keptBelow);
        if (amount <= 0) continue;
        if (divisor === 0) divisor = patternDivisor(line.number, line.pattern);
        counts ??= multiplicities(line, betType);
        const cap = settings.caps[betType];
        if (cap !== undefined) {
          for (const [key, count] of counts) {
            amount = Math.min(amount, Math.floor(leftOf(level, key, cap) / count) * divisor);
          }
          if (amount <= 0) continue;
        }
        const share = Math.ceil(amount / divisor);
        const levelUsed = used[level]!;
        for (const [key, count] of counts) {
          if (cap !== undefined) left[level]!.set(key, leftOf(level, key, cap) - share * count);
          levelUsed.set(key, cents((levelUsed.get(key) ?? 0) + share * count));
        }
        (keptNow[level] ??= {})[betType] = cents(amount);
        keptBelow += amount;
        keptAny = true;
      }
    }
    result.push(keptAny ? shareLine(amounts, path, keptNow) : passAll(amounts, depth));
  }
  return { lines: result, used };
}

/** A line nobody keeps anything of: every level passes the accepted amounts (one shared object). */
function passAll(amounts: Amounts, depth: number): LineTakes {
  return { kept: [], passed: new Array<Amounts>(depth).fill(amounts), house: amounts };
}

/** The snapshot and the pass-ups of a line some levels keep part of. */
function shareLine(
  amounts: Amounts,
  path: readonly TakeSettings[],
  keptNow: readonly (Amounts | undefined)[],
): LineTakes {
  const kept: KeptShare[] = [];
  const passed: Amounts[] = [];
  let current = amounts;
  for (let level = 0; level < path.length; level += 1) {
    const mine = keptNow[level];
    if (mine) {
      kept.push({ level, userId: path[level]!.userId, amounts: mine });
      current = { ...current };
      for (const [betType, amount] of Object.entries(mine) as [keyof Amounts, Cents][]) {
        current[betType] = cents((current[betType] ?? 0) - amount);
      }
    }
    passed.push(current);
  }
  return { kept, passed, house: current };
}
