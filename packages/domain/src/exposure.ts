import { BET_TYPES, type BetTypeCode } from './bet-types.js';
import { cents, type Cents } from './money.js';
import type { GameLength, PackageRates } from './package-rates.js';

/**
 * The heavy-number report's figures (docs/rules.md "Heavy numbers"): a bet type's top prize at a
 * package, the potential payout of a kept stake, and the eat cap that keeps one number's worst
 * case within a loss the agent accepts. Pure, shared by the server's report and the web's sheet.
 */

/** A bet type's rates at a package: its top prize (cents per 1.00) and commission (basis points). */
export interface TopRate {
  topPrize: number;
  commissionBp: number;
}

export function topRateOf(rates: PackageRates, betType: BetTypeCode): TopRate {
  const game = BET_TYPES[betType].game.toLowerCase() as GameLength;
  const row = rates[game].find((rate) => rate.betType === betType);
  if (!row) throw new RangeError(`the package has no rate for ${betType}`);
  return {
    topPrize: Math.max(0, ...Object.values(row.payout).map((value) => value ?? 0)),
    commissionBp: row.commissionBp,
  };
}

/**
 * What a kept stake pays if its number takes the top prize: stake x top prize per 1.00, rounded
 * down to the cent as settlement rounds a win.
 *
 * @example potentialPayout(600, { topPrize: 250000, commissionBp: 2500 }) // 1500000: 6.00 of B pays 15,000.00
 */
export function potentialPayout(stake: number, rate: TopRate): Cents {
  return cents(Math.floor((stake * rate.topPrize) / 100));
}

/**
 * The largest cap (cents) whose worst case on one number stays within `loss` (cents): a kept stake
 * c that takes the top prize costs c x prize - c + c x commission. Rounded down, so the cap's
 * worst case is at most the loss. 0 when even a cent would lose more.
 *
 * @example suggestCap(1000000, { topPrize: 250000, commissionBp: 2500 }) // 400: 4.00 of B loses 9,997.00
 */
export function suggestCap(loss: number, rate: TopRate): Cents {
  if (!Number.isSafeInteger(loss) || loss < 0) throw new RangeError(`bad loss: ${loss}`);
  // per cent kept, x 10000: prize/100 - 1 + bp/10000
  const perCent = rate.topPrize * 100 - 10_000 + rate.commissionBp;
  if (perCent <= 0) throw new RangeError('the bet type cannot lose');
  // The linear estimate, then settled on the rounded worst case (a step or two at most).
  let cap = Math.floor((loss * 10_000) / perCent);
  while (cap > 0 && worstCaseOf(cap, rate) > loss) cap -= 1;
  while (worstCaseOf(cap + 1, rate) <= loss) cap += 1;
  return cents(cap);
}

/** The worst case of keeping `stake` cents of one number: what its top prize costs, net of the stake and commission. */
export function worstCaseOf(stake: number, rate: TopRate): number {
  return potentialPayout(stake, rate) - stake + Math.floor((stake * rate.commissionBp) / 10_000);
}
