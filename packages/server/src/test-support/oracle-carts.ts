import fc from 'fast-check';
import type { RealDraw } from './real-draws.js';
import { derivedFiveSix } from './real-draws.js';

/** Test-only: random normal-mode carts for the settlement property (docs/rules.md §3, §4). */

/** Pool codes by id - 1 (Magnum 1 .. 9 Lotto 9), all drawing on Sundays. */
export const POOL_CODE = ['mg', 'kd', 'tt', 'sg', 'sb', 'sn', 'sr', 'gd', 'nl'];

interface Group {
  name: string;
  digits: number;
  types: string[];
  pools: number[];
  patterns: string[];
}
const ALL_PATTERNS = ['NORMAL', 'BOX', 'IBOX', 'R', 'P-H', 'P-B', 'L-H', 'L-B'];
const GROUPS: Group[] = [
  {
    name: '4D',
    digits: 4,
    types: ['B', 'S', '4A', '4SB', '4SC', '4SD', '4SE', '4C'],
    pools: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    patterns: ALL_PATTERNS,
  },
  {
    name: '3.4D',
    digits: 4,
    types: ['B', 'S', '3A', '3C', '4A'],
    pools: [1, 2, 3, 8, 9],
    patterns: ALL_PATTERNS,
  },
  {
    name: '3D',
    digits: 3,
    types: ['3A', '3SB', '3SC', '3SD', '3SE', '3C', '3F'],
    pools: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    patterns: ALL_PATTERNS,
  },
  {
    name: '2D',
    digits: 2,
    types: ['2A', '2SB', '2SC', '2SD', '2SE', '2C', '2F'],
    pools: [1, 2, 3, 4, 5, 6, 7, 9],
    patterns: ['NORMAL', 'BOX', 'IBOX', 'R', 'P-H', 'P-B'],
  },
  { name: '5D', digits: 5, types: ['5D'], pools: [3], patterns: ['NORMAL'] },
  { name: '6D', digits: 6, types: ['6D'], pools: [3, 8, 9], patterns: ['NORMAL'] },
];
/** Odd amounts on purpose: they leave fractions of a cent to round (IBOX, scaled packages). */
const AMOUNTS = ['0.01', '0.03', '0.1', '0.25', '0.5', '0.7', '1', '1.5', '2', '3.3', '7', '10'];

export interface CartItem {
  by: string;
  /** an upline re-keys this downline's last ticket as an advanced order (placed for the owner) */
  reorderFor?: string;
  /** cancel the first ticket of the order: 0 by its owner, 1 by its upline */
  cancelBy?: number;
  cart(day: string, drawOf: (pool: string) => RealDraw): unknown;
  advanced(): string;
}

/** Where a bet's number comes from: a prize of the pool's draw (most win) or random digits. */
function numberOf(draw: RealDraw, digits: number, pick: number, random: string): string {
  const prizes = [draw.first, draw.second, draw.third, ...draw.starters, ...draw.consolations];
  const { fiveD, sixD } = derivedFiveSix(draw);
  if (pick >= 30) return random.slice(0, digits);
  if (digits === 5) {
    // 1st to 3rd exactly, or the 1st's last 4 / 3 digits (4th, 5th: 6th follows from those).
    const k = pick % 5;
    return k < 3 ? fiveD[k]! : random.slice(0, k - 2) + fiveD[0].slice(k - 2);
  }
  if (digits === 6) {
    const k = pick % 3;
    return k === 0 ? sixD : k === 1 ? sixD.slice(0, 3) + random.slice(3) : random.slice(0, 2) + sixD.slice(2);
  }
  // The 1st prize most often: it pays most and wins the Dragon jackpot.
  return prizes[pick < 10 ? 0 : pick % prizes.length]!.slice(4 - digits);
}

export function cartItem(bettors: string[]): fc.Arbitrary<CartItem> {
  return fc
    .record({
      by: fc.constantFrom(...bettors),
      group: fc.constantFrom(...GROUPS),
      patternPick: fc.nat(),
      pools: fc.uniqueArray(fc.nat({ max: 8 }), { minLength: 1, maxLength: 3 }),
      amounts: fc.array(fc.tuple(fc.nat(), fc.constantFrom(...AMOUNTS)), { minLength: 1, maxLength: 4 }),
      pick: fc.nat({ max: 40 }),
      random: fc.stringMatching(/^\d{6}$/),
      reorder: fc.boolean(),
      cancel: fc.nat({ max: 9 }),
      aim: fc.nat({ max: 3 }),
    })
    .map(({ by, group, patternPick, pools, amounts, pick: anyPick, random, reorder, cancel, aim }) => {
      const pattern = group.patterns[patternPick % group.patterns.length]!;
      // One item in four aims at a jackpot: Big on Grand Dragon's 1st prize, 6D on 9 Lotto's 6D.
      const jackpot = aim === 0 && (group.types.includes('B') || group.name === '6D');
      const pick = jackpot ? 0 : anyPick;
      const poolList = jackpot
        ? [group.name === '6D' ? 9 : 8]
        : [...new Set(pools.map((p) => group.pools[p % group.pools.length]!))];
      const filled = new Map(amounts.map(([i, amount]) => [group.types[i % group.types.length]!, amount]));
      if (jackpot && group.name !== '6D' && !filled.has('B')) filled.set('B', amounts[0]![1]);
      // 3.4D: a 4-digit number needs a 4D amount (3A/3C alone bet 3 digits).
      if (group.name === '3.4D' && !['B', 'S', '4A'].some((type) => filled.has(type))) filled.set('B', '1');
      const downline = by === 'ag1' ? 'pla' : by === 'sub' ? 'plb' : undefined;
      const shown = {
        by,
        group: group.name,
        pattern,
        poolList,
        amounts: [...filled],
        pick,
        random,
        reorder,
        cancel,
      };
      return {
        // fast-check prints a failing run's items with this (the functions would print as code).
        [fc.toStringMethod]: () => JSON.stringify(shown),
        by,
        reorderFor: reorder ? downline : undefined,
        // One order in five is cancelled: 0 by its owner, 1 by an upline.
        cancelBy: cancel < 2 ? cancel : undefined,
        cart: (day: string, drawOf: (pool: string) => RealDraw) => {
          const number = numberOf(drawOf(POOL_CODE[poolList[0]! - 1]!), group.digits, pick, random);
          // P-H / P-B: the running digit is not typed.
          const typed =
            pattern === 'P-H' ? number.slice(1) : pattern === 'P-B' ? number.slice(0, -1) : number;
          return {
            name: group.name,
            dates: [{ value: day }],
            betList: [
              {
                number: typed,
                pattern,
                betType: [...filled].map(([shortCode, amount]) => ({ shortCode, amount })),
                poolList,
              },
            ],
            remark: '',
            phone: '',
          };
        },
        advanced: () => `D\n#1\n${random.slice(0, 4)}#${AMOUNTS[pick % AMOUNTS.length]}`,
      };
    });
}
