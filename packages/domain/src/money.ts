/**
 * Money is points with two decimals, held as integer cents behind a branded type so that a
 * plain number can never be mistaken for an amount. Parse and format only at the edges
 * (wire, forms, CLI); everything in between adds and compares cents.
 */
export type Cents = number & { readonly __brand: 'Cents' };

/** The largest amount we accept anywhere: 1e13 cents keeps every sum far below 2^53. */
export const MAX_CENTS = 10_000_000_000_000;

export type ParseResult = { ok: true; value: Cents } | { ok: false; reason: string };

export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of cents: ${value}`);
  if (Math.abs(value) > MAX_CENTS) throw new RangeError(`amount out of range: ${value}`);
  return value as Cents;
}

/** Nothing: the amount that balances, counters and sums start from and are compared with. */
export const NO_CENTS: Cents = cents(0);

const POINTS_PATTERN = /^(-)?(\d{1,11})(?:\.(\d{1,2}))?$/;

/**
 * Parses a user or wire amount in points ("12", "12.5", "-3.25") into cents. Only ASCII digits,
 * at most two decimals; nothing is rounded, so "0.005" is refused rather than silently changed.
 */
export function parsePoints(input: string | number): ParseResult {
  const text = typeof input === 'number' ? numberToText(input) : input.trim();
  if (text === null) return { ok: false, reason: 'not a finite number' };
  const match = POINTS_PATTERN.exec(text);
  if (!match) return { ok: false, reason: 'expected a number with at most two decimals' };
  const [, sign, whole = '0', fraction = ''] = match;
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (value > MAX_CENTS) return { ok: false, reason: 'amount too large' };
  return { ok: true, value: (sign && value !== 0 ? -value : value) as Cents };
}

function numberToText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  // Numbers on the wire are points such as 12.5; toFixed(2) would hide a third decimal,
  // so compare the round trip instead.
  const text = String(value);
  return /e/i.test(text) ? null : text;
}

/** Points on the wire: a JSON number with at most two decimals (1234.5 means 1,234.50). */
export function toPoints(amount: Cents): number {
  return amount / 100;
}

/** "1,234.50" (or "-1,234.50"): two decimals always, thousands grouped. */
export function formatPoints(amount: Cents, options: { grouping?: boolean } = {}): string {
  const negative = amount < 0;
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  const wholeText =
    options.grouping === false ? String(whole) : whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${wholeText}.${fraction}`;
}

export function addCents(a: Cents, b: Cents): Cents {
  return cents(a + b);
}

/**
 * Cents from a stored or summed integer. The database drivers hand back 64-bit integers and sums as
 * numbers, numeric strings or bigints (pg's int8, SQLite's SUM); a missing sum means nothing.
 * Checked like `cents()`, so a fraction or an out-of-range value fails loudly instead of becoming money.
 */
export function readCents(value: number | string | bigint | null | undefined): Cents {
  if (value === null || value === undefined) return NO_CENTS;
  if (typeof value === 'string' && !/^-?\d+$/.test(value))
    throw new RangeError(`not a whole number of cents: ${value}`);
  return cents(Number(value));
}

/** a − b. */
export function subtractCents(a: Cents, b: Cents): Cents {
  return cents(a - b);
}

/** The sum of any number of amounts (NO_CENTS for none). */
export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return cents(total);
}
