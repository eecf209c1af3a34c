import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  BASE_PACKAGE_NAME,
  BASE_PACKAGE_RATES,
  GAME_LENGTHS,
  PRIZE_TIERS,
  scalePackage,
  type PackageRates,
} from '@lotto/domain/package-rates';
import type { Database } from '../db/schema.js';
import type { PackageRow } from '../db/tables/package.table.js';

type Q = Kysely<Database>;

const tierPayouts = z.partialRecord(z.enum(PRIZE_TIERS), z.number().int().nonnegative());
const betTypeRate = z.object({
  betType: z.string().min(1),
  commissionBp: z.number().int().min(0).max(10_000),
  payout: tierPayouts,
});
const packageRates = z.object(
  Object.fromEntries(GAME_LENGTHS.map((game) => [game, z.array(betTypeRate)])) as Record<
    (typeof GAME_LENGTHS)[number],
    z.ZodArray<typeof betTypeRate>
  >,
);

/** Rates are stored as JSON; read them back through a schema so a bad row fails loudly. */
export function ratesOf(row: PackageRow): PackageRates {
  return packageRates.parse(JSON.parse(row.rates_json));
}

export function findPackageByName(db: Q, name: string): Promise<PackageRow | undefined> {
  return db.selectFrom('packages').selectAll().where('name', '=', name).executeTakeFirst();
}

export function findPackageById(db: Q, id: number): Promise<PackageRow | undefined> {
  return db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A package scaled from the base table (scalePer10k 10920 = 1.092x). */
export async function insertScaledPackage(
  db: Q,
  name: string,
  scalePer10k: number,
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('packages')
    .values({
      name,
      scale_per10k: scalePer10k,
      rates_json: JSON.stringify(scalePackage(BASE_PACKAGE_RATES, scalePer10k)),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The package a user bets under: its own, else the base package. */
export async function packageOfUser(
  db: Q,
  packageId: number | null,
): Promise<{ name: string; rates: PackageRates }> {
  const row =
    (packageId === null ? undefined : await findPackageById(db, packageId)) ??
    (await findPackageByName(db, BASE_PACKAGE_NAME));
  if (!row) return { name: BASE_PACKAGE_NAME, rates: BASE_PACKAGE_RATES };
  return { name: row.name, rates: ratesOf(row) };
}
