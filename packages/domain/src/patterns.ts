/**
 * Patterns (game-rules §4): how one typed number becomes the concrete numbers that are bet, and
 * the multiplier of the ticket total.
 */
export const PATTERN_CODES = ['NORMAL', 'BOX', 'IBOX', 'R', 'P-H', 'P-B', 'L-H', 'L-B'] as const;
export type PatternCode = (typeof PATTERN_CODES)[number];

export function isPatternCode(value: unknown): value is PatternCode {
  return typeof value === 'string' && (PATTERN_CODES as readonly string[]).includes(value);
}

/** Every distinct ordering of the digits, sorted ascending ("1123" has 12). */
export function distinctPermutations(digits: string): string[] {
  const result: string[] = [];
  const chars = [...digits].sort();
  const used = new Array<boolean>(chars.length).fill(false);
  const current: string[] = [];
  const walk = () => {
    if (current.length === chars.length) {
      result.push(current.join(''));
      return;
    }
    for (let i = 0; i < chars.length; i += 1) {
      if (used[i]) continue;
      // Skip a digit equal to the previous unused one: it would repeat the same ordering.
      if (i > 0 && chars[i] === chars[i - 1] && !used[i - 1]) continue;
      used[i] = true;
      current.push(chars[i]!);
      walk();
      current.pop();
      used[i] = false;
    }
  };
  walk();
  return result;
}

/** n! / (product of each repeated digit's count!), without listing them. */
export function countDistinctPermutations(digits: string): number {
  const counts = new Map<string, number>();
  for (const d of digits) counts.set(d, (counts.get(d) ?? 0) + 1);
  let result = factorial(digits.length);
  for (const c of counts.values()) result /= factorial(c);
  return result;
}

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i += 1) f *= i;
  return f;
}

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * The concrete numbers a pattern bets. R keeps both entries even for a palindrome (it is charged
 * twice, as its multiplier says), so the total always equals the sum over the expanded numbers.
 *
 * @example expandPattern('1234', 'R') // ['1234', '4321']
 * @example expandPattern('123', 'P-H') // ['023', '123', ..., '923']
 */
export function expandPattern(number: string, pattern: PatternCode): string[] {
  switch (pattern) {
    case 'NORMAL':
      return [number];
    case 'BOX':
    case 'IBOX':
      return distinctPermutations(number);
    case 'R':
      return [number, [...number].reverse().join('')];
    case 'P-H':
      return DIGITS.map((d) => d + number.slice(1));
    case 'P-B':
      return DIGITS.map((d) => number.slice(0, -1) + d);
    case 'L-H':
      return distinctPermutations(number.slice(0, -1)).map((p) => p + number.slice(-1));
    case 'L-B':
      return distinctPermutations(number.slice(1)).map((p) => number.slice(0, 1) + p);
  }
}

/**
 * How many times the amounts are charged (spec §5 total formula). IBOX is 1: its amounts are
 * shared among the permutations.
 */
export function patternMultiplier(number: string, pattern: PatternCode): number {
  switch (pattern) {
    case 'NORMAL':
    case 'IBOX':
      return 1;
    case 'R':
      return 2;
    case 'P-H':
    case 'P-B':
      return 10;
    case 'BOX':
      return countDistinctPermutations(number);
    case 'L-H':
      return countDistinctPermutations(number.slice(0, -1));
    case 'L-B':
      return countDistinctPermutations(number.slice(1));
  }
}

/**
 * The share of the typed amounts each concrete number carries: 1 / permutations for IBOX, else 1.
 * A win pays payout x amount / divisor; limits count amount / divisor rounded up to the cent.
 */
export function patternDivisor(number: string, pattern: PatternCode): number {
  return pattern === 'IBOX' ? countDistinctPermutations(number) : 1;
}

/**
 * One grammar for both betting modes (issue 22.3): which patterns a number of `length` digits takes.
 * 5D and 6D are bet straight. L-H and L-B of a 2-digit number lock one digit and "permute" the other,
 * so both are the one number itself and would print the same receipt (`1*2`): bet it straight.
 * Answers null when the pattern is allowed, else why not.
 *
 * @example patternRefusal(5, 'BOX') // '5D numbers are bet straight: ...'
 */
export function patternRefusal(length: number, pattern: PatternCode): string | null {
  if (length >= 5 && pattern !== 'NORMAL') {
    return `${length}D numbers are bet straight: patterns (BOX, IBOX, R, P-H, P-B, L-H, L-B) take 2 to 4 digits`;
  }
  if (length === 2 && (pattern === 'L-H' || pattern === 'L-B')) {
    return `${pattern} of a 2-digit number bets only that number: bet it straight (L-H and L-B take 3 or 4 digits)`;
  }
  return null;
}

/** P-H and P-B run one digit through 0-9: it is not typed, and stored as 0 (`+234` is `0234`). */
export function isRunningPattern(pattern: PatternCode): pattern is 'P-H' | 'P-B' {
  return pattern === 'P-H' || pattern === 'P-B';
}

/**
 * The number bet from the digits typed with a pattern: P-H puts the running digit (0) in front,
 * P-B after; other patterns bet the digits as typed.
 *
 * @example numberOfTyped('234', 'P-H') // '0234'
 */
export function numberOfTyped(typed: string, pattern: PatternCode): string {
  if (pattern === 'P-H') return `0${typed}`;
  if (pattern === 'P-B') return `${typed}0`;
  return typed;
}
