import type { Kysely } from 'kysely';
import type { BetTypeCode } from '@lotto/domain/bet-types';
import { commissionOf } from '@lotto/domain/commission';
import { readCents } from '@lotto/domain/money';
import { BASE_PACKAGE_RATES, type PackageRates, type PrizeTier } from '@lotto/domain/package-rates';
import type { PoolCode } from '@lotto/domain/pools';
import { payoutOf } from '@lotto/domain/settlement';
import type { Database } from '../db/schema.js';
import { ratesOf } from './package.repository.js';

type Q = Kysely<Database>;

/** Identical lines of one owner in one draw (settle-lines groups them): amounts in cents per bet type. */
export interface LineGroup {
  userId: number;
  multiplier: number;
  amounts: Partial<Record<BetTypeCode, number>>;
  count: number;
  /** the owner's rates when sold, for lines of a ticket sold at other rates than the owner's today */
  rates?: PackageRates;
}

/**
 * Identical winning bets of one owner in one draw (settle-lines groups its strikes): a bet type,
 * the tier it struck, the amount and divisor of the concrete bet, and how many there were. A win
 * is kept as the bet, not as the amount paid, so that each upline can value it at its own payouts.
 */
export interface WinGroup {
  userId: number;
  betType: BetTypeCode;
  tier: PrizeTier;
  amount: number;
  divisor: number;
  count: number;
  /** as LineGroup's: the owner's rates when sold, if not the owner's today */
  rates?: PackageRates;
}

export interface TreeNode {
  parentId: number | null;
  /** null: the base package */
  packageId: number | null;
}

export interface Rollup {
  turnover: number;
  win: number;
  commission: number;
  ownTurnover: number;
  ownWin: number;
  ownCommission: number;
}

/**
 * Game-rules §7 figures of one draw for every owner and every upline of an owner: the subtree's
 * turnover, and its win and commission at the upline's own package rates (what the upline settles
 * with its own upline): each win paid at the upline's payout table (payoutOf, rounded down per
 * bet, exactly as settlement pays), commission per line and bet type, rounded down, exactly as
 * settlement credits it. At the owner itself these are what its wallet was credited: priced at a
 * group's own `rates` (a ticket sold at other rates), else at `ownerRates` (the rates settlement
 * priced the owner's credits at) when given, else at the owner's package. Each line's cost of a bet type and each kind of winning bet is priced once per
 * package (they repeat), so the work is about (distinct costs + distinct wins) x distinct packages.
 */
export function computeRollups(
  groups: readonly LineGroup[],
  winGroups: readonly WinGroup[],
  tree: ReadonlyMap<number, TreeNode>,
  ratesOfPackage: (packageId: number | null) => PackageRates,
  ownerRates?: ReadonlyMap<number, PackageRates>,
): Map<number, Rollup> {
  // Groups sold at other rates keep their keys apart ("|s0" after the figures), and are priced at
  // those rates at the owner (soldKeys: key -> rates and their cache name).
  const soldIds = new Map<PackageRates, number>();
  const soldKeys = new Map<string, { name: string; rates: PackageRates }>();
  const keyOf = (figures: string, rates: PackageRates | undefined): string => {
    if (!rates) return figures;
    let id = soldIds.get(rates);
    if (id === undefined) {
      id = soldIds.size;
      soldIds.set(rates, id);
    }
    const key = `${figures}|s${id}`;
    soldKeys.set(key, { name: `s${id}`, rates });
    return key;
  };
  // owner -> "betType|cost" -> lines
  const costs = new Map<number, Map<string, number>>();
  for (const group of groups) {
    let byCost = costs.get(group.userId);
    if (!byCost) costs.set(group.userId, (byCost = new Map()));
    for (const [betType, amount] of Object.entries(group.amounts)) {
      if (!amount) continue;
      const key = keyOf(`${betType}|${amount * group.multiplier}`, group.rates);
      byCost.set(key, (byCost.get(key) ?? 0) + group.count);
    }
  }
  // owner -> "betType|tier|amount|divisor" -> winning bets
  const winsByOwner = new Map<number, Map<string, number>>();
  for (const win of winGroups) {
    let byKind = winsByOwner.get(win.userId);
    if (!byKind) winsByOwner.set(win.userId, (byKind = new Map()));
    const key = keyOf(`${win.betType}|${win.tier}|${win.amount}|${win.divisor}`, win.rates);
    byKind.set(key, (byKind.get(key) ?? 0) + win.count);
  }
  // A price is cached per rates: a package's ("p12", "pbase") or an owner's own ("o7").
  const paid = new Map<string, number>();
  const winAt = (ratesKey: string, rates: () => PackageRates, key: string): number => {
    const cacheKey = `${ratesKey}|${key}`;
    let value = paid.get(cacheKey);
    if (value === undefined) {
      const [betType, tier, amount, divisor] = key.split('|') as [BetTypeCode, PrizeTier, string, string];
      value = payoutOf(
        { tier, prizeNumber: '' },
        { number: '', betType, amount: readCents(amount), divisor: Number(divisor) },
        rates(),
      );
      paid.set(cacheKey, value);
    }
    return value;
  };
  const priced = new Map<string, number>();
  const commissionAt = (ratesKey: string, rates: () => PackageRates, key: string): number => {
    const cacheKey = `${ratesKey}|${key}`;
    let value = priced.get(cacheKey);
    if (value === undefined) {
      const [betType, cost] = key.split('|') as [BetTypeCode, string];
      value = commissionOf({ [betType]: readCents(cost) }, 1, rates());
      priced.set(cacheKey, value);
    }
    return value;
  };
  const rollups = new Map<number, Rollup>();
  const rollupOf = (userId: number): Rollup => {
    let rollup = rollups.get(userId);
    if (!rollup) {
      rollup = { turnover: 0, win: 0, commission: 0, ownTurnover: 0, ownWin: 0, ownCommission: 0 };
      rollups.set(userId, rollup);
    }
    return rollup;
  };
  const owners = new Set([...costs.keys(), ...winsByOwner.keys()]);
  for (const owner of owners) {
    const byCost = costs.get(owner) ?? new Map<string, number>();
    const byWin = winsByOwner.get(owner) ?? new Map<string, number>();
    let turnover = 0;
    for (const [key, count] of byCost) turnover += Number(key.split('|')[1]) * count;
    const seen = new Set<number>();
    for (let at: number | null = owner; at !== null && !seen.has(at); at = tree.get(at)?.parentId ?? null) {
      seen.add(at);
      const node = tree.get(at);
      if (!node) throw new Error(`user ${at} is missing from the tree`);
      const own = at === owner ? ownerRates?.get(owner) : undefined;
      const packageId = node.packageId;
      const ratesKey = own ? `o${owner}` : `p${packageId ?? 'base'}`;
      const rates = own ? () => own : () => ratesOfPackage(packageId);
      // At the owner a group sold at other rates is priced at those; above it, as any other.
      const soldAt = (key: string) => (at === owner ? soldKeys.get(key) : undefined);
      let commission = 0;
      for (const [key, count] of byCost) {
        const sold = soldAt(key);
        commission +=
          (sold ? commissionAt(sold.name, () => sold.rates, key) : commissionAt(ratesKey, rates, key)) *
          count;
      }
      let win = 0;
      for (const [key, count] of byWin) {
        const sold = soldAt(key);
        win += (sold ? winAt(sold.name, () => sold.rates, key) : winAt(ratesKey, rates, key)) * count;
      }
      const rollup = rollupOf(at);
      rollup.turnover += turnover;
      rollup.win += win;
      rollup.commission += commission;
      if (at === owner) {
        rollup.ownTurnover += turnover;
        rollup.ownWin += win;
        rollup.ownCommission += commission;
      }
    }
  }
  return rollups;
}

/** The owners and all their uplines: parent and package, read level by level. */
async function loadTree(trx: Q, ownerIds: Iterable<number>): Promise<Map<number, TreeNode>> {
  const tree = new Map<number, TreeNode>();
  let missing = [...new Set(ownerIds)];
  while (missing.length > 0) {
    for (let i = 0; i < missing.length; i += 500) {
      const rows = await trx
        .selectFrom('users')
        .select(['id', 'parent_id', 'package_id'])
        .where('id', 'in', missing.slice(i, i + 500))
        .execute();
      for (const row of rows) {
        tree.set(Number(row.id), {
          parentId: row.parent_id === null ? null : Number(row.parent_id),
          packageId: row.package_id === null ? null : Number(row.package_id),
        });
      }
    }
    missing = [
      ...new Set(
        [...tree.values()]
          .map((node) => node.parentId)
          .filter((id): id is number => id !== null && !tree.has(id)),
      ),
    ];
  }
  return tree;
}

/** Removes the draw's rollup rows (a correction's first step: its steps add the new ones). */
export async function deleteDrawRollups(trx: Q, draw: { pool: PoolCode; drawDate: string }): Promise<void> {
  await trx
    .deleteFrom('draw_rollups')
    .where('pool', '=', draw.pool)
    .where('draw_date', '=', draw.drawDate)
    .execute();
}

/**
 * Adds one settlement step's lines and wins to the draw's rollup rows, inside the step's
 * transaction. The figures are sums over lines and winning bets (each priced alone, rounded
 * down), so adding the steps' parts gives exactly what the whole draw at once would.
 */
export async function addDrawRollups(
  trx: Q,
  draw: { pool: PoolCode; drawDate: string; now: number },
  groups: readonly LineGroup[],
  wins: readonly WinGroup[],
  /** the rates the step's credits were priced at, per owner (see computeRollups) */
  ownerRates?: ReadonlyMap<number, PackageRates>,
): Promise<void> {
  if (groups.length === 0 && wins.length === 0) return;
  const tree = await loadTree(trx, [
    ...groups.map((group) => group.userId),
    ...wins.map((win) => win.userId),
  ]);
  const packageIds = [...new Set([...tree.values()].map((node) => node.packageId))].filter(
    (id): id is number => id !== null,
  );
  const rates = new Map<number, PackageRates>();
  if (packageIds.length > 0) {
    const rows = await trx.selectFrom('packages').selectAll().where('id', 'in', packageIds).execute();
    for (const row of rows) rates.set(Number(row.id), ratesOf(row));
  }
  const rollups = computeRollups(
    groups,
    wins,
    tree,
    (id) => (id === null ? BASE_PACKAGE_RATES : (rates.get(id) ?? BASE_PACKAGE_RATES)),
    ownerRates,
  );
  const rows = [...rollups].map(([userId, rollup]) => ({
    user_id: userId,
    draw_date: draw.drawDate,
    pool: draw.pool,
    turnover_cents: rollup.turnover,
    win_cents: rollup.win,
    commission_cents: rollup.commission,
    own_turnover_cents: rollup.ownTurnover,
    own_win_cents: rollup.ownWin,
    own_commission_cents: rollup.ownCommission,
    settled_at: draw.now,
  }));
  const FIGURES = [
    'turnover_cents',
    'win_cents',
    'commission_cents',
    'own_turnover_cents',
    'own_win_cents',
    'own_commission_cents',
  ] as const;
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto('draw_rollups')
      .values(rows.slice(i, i + 500))
      // An upline (or an owner) already met in an earlier step of this draw: add to its row.
      .onConflict((oc) =>
        oc.columns(['user_id', 'draw_date', 'pool']).doUpdateSet((eb) => ({
          ...Object.fromEntries(
            FIGURES.map((name) => [name, eb(`draw_rollups.${name}`, '+', eb.ref(`excluded.${name}`))]),
          ),
          settled_at: eb.ref('excluded.settled_at'),
        })),
      )
      .execute();
  }
}
