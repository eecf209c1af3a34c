/**
 * Packages (game-rules §3): a named table of payouts per bet type and prize tier, plus a
 * commission rate per bet type. Payouts are integer cents paid per 1.00 point bet; commission is
 * in basis points (2500 = 25%). Agents scale the base table ("2730" pays 1.092x "2500").
 */
export const GAME_LENGTHS = ['2d', '3d', '4d', '5d', '6d'] as const;
export type GameLength = (typeof GAME_LENGTHS)[number];

export const PRIZE_TIERS = ['1st', '2nd', '3rd', '4th', '5th', '6th', 'starter', 'consolation'] as const;
export type PrizeTier = (typeof PRIZE_TIERS)[number];

/** The spec's price names as the package list shows them. */
export const PRIZE_NAMES: Record<PrizeTier, string> = {
  '1st': '1st Prize',
  '2nd': '2nd Prize',
  '3rd': '3rd Prize',
  '4th': '4th Prize',
  '5th': '5th Prize',
  '6th': '6th Prize',
  starter: 'Starter',
  consolation: 'Consolation',
};

export type TierPayouts = Partial<Record<PrizeTier, number>>;

export interface BetTypeRate {
  betType: string;
  /** basis points of turnover */
  commissionBp: number;
  /** cents paid per 1.00 bet, per winning tier */
  payout: TierPayouts;
}

export type PackageRates = Record<GameLength, BetTypeRate[]>;

const TOP3 = (each: number): TierPayouts => ({ '1st': each, '2nd': each, '3rd': each });
const ALL23 = (each: number): TierPayouts => ({ ...TOP3(each), starter: each, consolation: each });
const pts = (points: number): number => Math.round(points * 100);

function rate(betType: string, commissionPercent: number, payoutPoints: TierPayouts): BetTypeRate {
  const payout: TierPayouts = {};
  for (const [tier, value] of Object.entries(payoutPoints) as [PrizeTier, number][]) {
    payout[tier] = pts(value);
  }
  return { betType, commissionBp: commissionPercent * 100, payout };
}

/** The default package "2500": the payout table of game-rules §3. */
export const BASE_PACKAGE_NAME = '2500';

export const BASE_PACKAGE_RATES: PackageRates = {
  '2d': [
    rate('2A', 15, { '1st': 70 }),
    rate('2SB', 15, { '2nd': 70 }),
    rate('2SC', 15, { '3rd': 70 }),
    rate('2SD', 15, { starter: 7 }),
    rate('2SE', 15, { consolation: 7 }),
    rate('2C', 15, TOP3(23)),
    rate('2F', 15, ALL23(3)),
  ],
  '3d': [
    rate('3A', 20, { '1st': 660 }),
    rate('3SB', 20, { '2nd': 660 }),
    rate('3SC', 20, { '3rd': 660 }),
    rate('3SD', 20, { starter: 66 }),
    rate('3SE', 20, { consolation: 66 }),
    rate('3C', 20, TOP3(220)),
    rate('3F', 20, ALL23(28)),
  ],
  '4d': [
    rate('B', 25, { '1st': 2500, '2nd': 1000, '3rd': 500, starter: 180, consolation: 60 }),
    rate('S', 25, { '1st': 3500, '2nd': 2000, '3rd': 1000 }),
    rate('4A', 25, { '1st': 6000 }),
    rate('4SB', 25, { '2nd': 6000 }),
    rate('4SC', 25, { '3rd': 6000 }),
    rate('4SD', 25, { starter: 600 }),
    rate('4SE', 25, { consolation: 600 }),
    rate('4C', 25, TOP3(2000)),
  ],
  '5d': [rate('5D', 10, { '1st': 15000, '2nd': 5000, '3rd': 3000, '4th': 500, '5th': 20, '6th': 5 })],
  '6d': [rate('6D', 10, { '1st': 100000, '2nd': 3000, '3rd': 300, '4th': 30, '5th': 4 })],
};

/**
 * Scales every payout of a table by a factor given in parts per 10,000 (10920 = 1.092x),
 * rounding each payout to the nearest cent. Commission is not scaled.
 */
export function scalePackage(rates: PackageRates, factorPer10k: number): PackageRates {
  if (!Number.isInteger(factorPer10k) || factorPer10k <= 0 || factorPer10k > 100_000) {
    throw new RangeError(`scale factor out of range: ${factorPer10k}`);
  }
  const scaled = {} as PackageRates;
  for (const game of GAME_LENGTHS) {
    scaled[game] = rates[game].map((row) => {
      const payout: TierPayouts = {};
      for (const [tier, value] of Object.entries(row.payout) as [PrizeTier, number][]) {
        payout[tier] = Math.round((value * factorPer10k) / 10_000);
      }
      return { ...row, payout };
    });
  }
  return scaled;
}

/** The package list answer of spec §3 (GetPackageList), amounts in points. */
export interface PackageListView {
  activatedPackage: string;
  commissionList2d: CommissionView[];
  commissionList3d: CommissionView[];
  commissionList4d: CommissionView[];
  commissionList5d: CommissionView[];
  commissionList6d: CommissionView[];
  payoutList2d: PayoutView[];
  payoutList3d: PayoutView[];
  payoutList4d: PayoutView[];
  payoutList5d: PayoutView[];
  payoutList6d: PayoutView[];
}
export interface CommissionView {
  betType: string;
  /** percent of turnover, e.g. 25 */
  amount: number;
}
export interface PayoutView {
  betType: string;
  priceName: string;
  /** points paid per 1.00 bet */
  amount: number;
}

export function packageListView(name: string, rates: PackageRates): PackageListView {
  const commission = (game: GameLength): CommissionView[] =>
    rates[game].map((row) => ({ betType: row.betType, amount: row.commissionBp / 100 }));
  const payout = (game: GameLength): PayoutView[] =>
    rates[game].flatMap((row) =>
      PRIZE_TIERS.filter((tier) => row.payout[tier] !== undefined).map((tier) => ({
        betType: row.betType,
        priceName: PRIZE_NAMES[tier],
        amount: (row.payout[tier] as number) / 100,
      })),
    );
  return {
    activatedPackage: name,
    commissionList2d: commission('2d'),
    commissionList3d: commission('3d'),
    commissionList4d: commission('4d'),
    commissionList5d: commission('5d'),
    commissionList6d: commission('6d'),
    payoutList2d: payout('2d'),
    payoutList3d: payout('3d'),
    payoutList4d: payout('4d'),
    payoutList5d: payout('5d'),
    payoutList6d: payout('6d'),
  };
}
