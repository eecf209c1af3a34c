import { BET_TYPE_CODES, BET_TYPES } from './bet-types.js';
import { cents, type Cents } from './money.js';
import type { GameLength, PackageRates, PrizeTier } from './package-rates.js';
import { patternDivisor } from './patterns.js';
import { payoutOf } from './settlement.js';
import type { BetLine } from './ticket.js';

/**
 * The most one line can win on one pool and one draw (a chat order's preview, issue 42; rules.md
 * "Orders from chat"): for each bet type it carries, its best tier paid on its stake, as settlement
 * pays it (payoutOf: rounded down to the cent), summed over the bet types. One number of a pattern
 * wins at most the best tier once, so a BOX line's maximum is one permutation's, an IBOX's the
 * share of one.
 *
 * @example
 * // Big 1.00 + Small 1.00 on 1234 under the base package: 2,500.00 + 3,500.00
 * lineMaxWin({ number: '1234', pattern: 'NORMAL', amounts: { B: cents(100), S: cents(100) } }, BASE_PACKAGE_RATES)
 * // 600000
 */
export function lineMaxWin(line: BetLine, rates: PackageRates): Cents {
  const divisor = patternDivisor(line.number, line.pattern);
  let total = 0;
  for (const betType of BET_TYPE_CODES) {
    const amount = line.amounts[betType];
    if (amount === undefined || amount <= 0) continue;
    const game = BET_TYPES[betType].game.toLowerCase() as GameLength;
    const payouts = rates[game].find((row) => row.betType === betType)?.payout ?? {};
    let best = 0;
    for (const tier of Object.keys(payouts) as PrizeTier[]) {
      const paid = payoutOf(
        { tier, prizeNumber: line.number },
        { number: line.number, betType, amount, divisor },
        rates,
      );
      if (paid > best) best = paid;
    }
    total += best;
  }
  return cents(total);
}
