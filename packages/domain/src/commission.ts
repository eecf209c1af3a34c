import { BET_TYPES, type BetTypeCode } from './bet-types.js';
import { cents, type Cents } from './money.js';
import type { GameLength, PackageRates } from './package-rates.js';
import { patternMultiplier } from './patterns.js';
import type { BetLine } from './ticket.js';

/**
 * Commission a line earns its owner at settlement (game-rules §7): for each bet type, the line's
 * accepted cost of that type (amount x pattern multiplier, as debited: see lineCost) times the package's commission rate,
 * rounded DOWN to the cent per bet type and line, so the house never pays a fraction of a cent.
 * Throws RangeError when the package has no rate for a bet type the line carries.
 *
 * @example
 * // Big 1.00 + Small 1.00 on BOX 1234 (24 numbers) at 25%: 2 x 24.00 x 25% = 12.00
 * lineCommission({ number: '1234', pattern: 'BOX', amounts: { B: cents(100), S: cents(100) } }, BASE_PACKAGE_RATES)
 * // 1200
 */
export function lineCommission(line: BetLine, rates: PackageRates): Cents {
  return commissionOf(line.amounts, patternMultiplier(line.number, line.pattern), rates);
}

/**
 * The same for amounts already known to be multiplied by `multiplier` (settlement groups the
 * identical lines of a draw and computes each group once: floor per line, times the count).
 */
export function commissionOf(amounts: BetLine['amounts'], multiplier: number, rates: PackageRates): Cents {
  let total = 0;
  for (const [betType, amount] of Object.entries(amounts) as [BetTypeCode, Cents][]) {
    if (!amount) continue;
    const cost = amount * multiplier;
    const bp = commissionBpOf(rates, betType);
    const product = cost * bp;
    if (!Number.isSafeInteger(product)) throw new RangeError(`commission out of range: ${cost} x ${bp}`);
    total += (product - (product % 10_000)) / 10_000;
  }
  return cents(total);
}

function commissionBpOf(rates: PackageRates, betType: BetTypeCode): number {
  const game = BET_TYPES[betType].game.toLowerCase() as GameLength;
  const bp = rates[game].find((row) => row.betType === betType)?.commissionBp;
  if (bp === undefined) throw new RangeError(`the package has no commission rate for ${betType}`);
  return bp;
}
