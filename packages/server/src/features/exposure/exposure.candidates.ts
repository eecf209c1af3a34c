import { BET_TYPES, type BetTypeCode } from '@lotto/domain/bet-types';

/**
 * Every typed number whose line may sell the 4D counter (bet type, number): the patterns bet
 * permutations of the typed digits (NORMAL, R, BOX, IBOX, L-H, L-B) or change its first or last
 * digit (P-H, P-B). A superset: the caller still counts each line's stake on the counter exactly.
 * Null for 2D, 3D, 5D and 6D counters (a 3D number is sold by every 4-digit number ending in it),
 * which are read from the draw's lines instead.
 *
 * @example typedNumbersSelling('B', '1123') // 1123, 1132, ..., 3211, 0123 ... 9123, 1120 ... 1129
 */
export function typedNumbersSelling(betType: BetTypeCode, number: string): string[] | null {
  if (BET_TYPES[betType].game !== '4D' || !/^\d{4}$/.test(number)) return null;
  const found = new Set<string>();
  const permute = (rest: string, prefix: string) => {
    if (rest === '') found.add(prefix);
    for (let i = 0; i < rest.length; i += 1) permute(rest.slice(0, i) + rest.slice(i + 1), prefix + rest[i]);
  };
  permute(number, '');
  for (let d = 0; d <= 9; d += 1) {
    found.add(`${d}${number.slice(1)}`);
    found.add(`${number.slice(0, -1)}${d}`);
  }
  return [...found].sort();
}
