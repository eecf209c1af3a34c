import { sql, type Kysely } from 'kysely';
import type { PackageDetail, PackageSummary, SavePackageInput } from '@lotto/contract/packages';
import { parsePoints } from '@lotto/domain/money';
import {
  BASE_PACKAGE_NAME,
  BASE_PACKAGE_RATES,
  GAME_LENGTHS,
  PRIZE_NAMES,
  PRIZE_TIERS,
  scalePackage,
  type GameLength,
  type PackageRates,
  type PrizeTier,
} from '@lotto/domain/package-rates';
import type { Actor, AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { AppError, validationFailed } from '../../lib/app-error.js';
import { recordAudit } from '../../common/audit.repository.js';
import { inTreeOf } from '../../common/downline-scope.js';
import { findPackageByName, ratesOf } from '../../common/package.repository.js';
import type { PackageRow } from '../../db/tables/package.table.js';

type Q = Kysely<Database>;

/** Percent with at most two decimals (25.5) as basis points; refuses anything else by field. */
function percentToBp(field: string, percent: number): number {
  const bp = Math.round(percent * 100);
  if (!Number.isFinite(percent) || Math.abs(percent * 100 - bp) > 1e-6) {
    throw validationFailed(`${field}: at most two decimals, got ${percent}`);
  }
  if (bp < 0 || bp > 10_000) throw validationFailed(`${field}: must be 0 to 100, got ${percent}`);
  return bp;
}

function pointsToCents(field: string, points: number): number {
  const parsed = parsePoints(points);
  if (!parsed.ok) throw validationFailed(`${field}: ${parsed.reason}, got ${points}`);
  if (parsed.value < 0) throw validationFailed(`${field}: must not be negative, got ${points}`);
  return parsed.value;
}

function scaleOf(input: SavePackageInput): number {
  if (input.scale !== undefined && input.scalePer10k !== undefined) {
    throw validationFailed('scale: give scale or scalePer10k, not both');
  }
  if (input.scalePer10k !== undefined) return input.scalePer10k;
  if (input.scale === undefined) throw validationFailed('scale: required to create a package');
  const per10k = Math.round(input.scale * 10_000);
  if (Math.abs(input.scale * 10_000 - per10k) > 1e-6) {
    throw validationFailed(`scale: at most four decimals, got ${input.scale}`);
  }
  return per10k;
}

function gameOfBetType(rates: PackageRates, betType: string): GameLength | undefined {
  return GAME_LENGTHS.find((game) => rates[game].some((row) => row.betType === betType));
}

/** Applies the commission overrides and rate edits to a copy of `rates`, validating each field. */
export function editedRates(rates: PackageRates, input: SavePackageInput): PackageRates {
  const next = structuredClone(rates);
  for (const [betType, percent] of Object.entries(input.commission ?? {})) {
    const game = gameOfBetType(next, betType);
    if (!game) throw validationFailed(`commission.${betType}: no such bet type`);
    next[game].find((row) => row.betType === betType)!.commissionBp = percentToBp(
      `commission.${betType}`,
      percent,
    );
  }
  for (const game of GAME_LENGTHS) {
    const edits = input.rates?.[game];
    for (const [betType, edit] of Object.entries(edits ?? {})) {
      const row = next[game].find((item) => item.betType === betType);
      if (!row) throw validationFailed(`rates.${game}.${betType}: no such bet type in ${game}`);
      if (edit.commission !== undefined) {
        row.commissionBp = percentToBp(`rates.${game}.${betType}.commission`, edit.commission);
      }
      for (const [tier, points] of Object.entries(edit.payouts ?? {})) {
        const field = `rates.${game}.${betType}.payouts.${tier}`;
        if (
          !(PRIZE_TIERS as readonly string[]).includes(tier) ||
          row.payout[tier as PrizeTier] === undefined
        ) {
          throw validationFailed(`${field}: ${betType} pays no such prize`);
        }
        row.payout[tier as PrizeTier] = pointsToCents(field, points);
      }
    }
  }
  return next;
}

/** Creates or edits a package in one audited transaction; answers the saved row. */
export async function savePackage(
  ctx: AppContext,
  input: SavePackageInput,
  actor: Actor,
): Promise<{ created: boolean; row: PackageRow }> {
  const now = ctx.clock();
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const existing = await findPackageByName(trx, input.name);
    if (existing) {
      if (input.scale !== undefined || input.scalePer10k !== undefined) {
        throw validationFailed(`name: a package named ${input.name} already exists; edit its rates instead`);
      }
      const before = ratesOf(existing);
      const after = editedRates(before, input);
      await trx
        .updateTable('packages')
        .set({ rates_json: JSON.stringify(after) })
        .where('id', '=', existing.id)
        .execute();
      await recordAudit(trx, {
        actor,
        action: 'package.edit',
        targetUserId: null,
        before: { name: existing.name, rates: before },
        after: { name: existing.name, rates: after },
        now,
      });
      return { created: false, row: { ...existing, rates_json: JSON.stringify(after) } };
    }
    if (input.rates !== undefined) {
      throw validationFailed(`rates: no package named ${input.name}; create it with a scale first`);
    }
    const scalePer10k = scaleOf(input);
    const rates = editedRates(scalePackage(BASE_PACKAGE_RATES, scalePer10k), input);
    const row = await trx
      .insertInto('packages')
      .values({
        name: input.name,
        scale_per10k: scalePer10k,
        rates_json: JSON.stringify(rates),
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor,
      action: 'package.create',
      targetUserId: null,
      after: { name: input.name, scalePer10k, rates },
      now,
    });
    return { created: true, row };
  });
}

/**
 * Every package with how many users bet under it (users without a package bet under the base
 * package). An agent counts only its own downline; the house counts everyone.
 */
export async function listPackages(db: Q, viewer: { id: number; role: string }): Promise<PackageSummary[]> {
  const rows = await db
    .selectFrom('packages')
    .leftJoin('users', (join) =>
      join.on((eb) =>
        eb.or([
          eb('users.package_id', '=', eb.ref('packages.id')),
          eb.and([eb('users.package_id', 'is', null), eb('packages.name', '=', BASE_PACKAGE_NAME)]),
        ]),
      ),
    )
    .select(['packages.id', 'packages.name', 'packages.scale_per10k'])
    .select(
      viewer.role === 'admin'
        ? sql<number>`count(users.id)`.as('users')
        : sql<number>`count(case when ${inTreeOf('users.id', viewer.id)} and users.id <> ${viewer.id} then 1 end)`.as(
            'users',
          ),
    )
    .groupBy(['packages.id', 'packages.name', 'packages.scale_per10k'])
    .orderBy('packages.name')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    scale: Number(row.scale_per10k) / 10_000,
    scalePer10k: Number(row.scale_per10k),
    users: Number(row.users),
  }));
}

/** A package's full rates on the wire: per game length, per bet type, commission % and payouts in points. */
export function packageDetail(summary: PackageSummary, rates: PackageRates): PackageDetail {
  const games = Object.fromEntries(
    GAME_LENGTHS.map((game) => [
      game,
      rates[game].map((row) => ({
        betType: row.betType,
        commission: row.commissionBp / 100,
        payouts: PRIZE_TIERS.filter((tier) => row.payout[tier] !== undefined).map((tier) => ({
          tier,
          priceName: PRIZE_NAMES[tier],
          amount: (row.payout[tier] as number) / 100,
        })),
      })),
    ]),
  );
  return { ...summary, games: games as PackageDetail['games'] };
}

export function packageNotFound(name: string): AppError {
  return new AppError('NOT_FOUND', `No package named ${name}`);
}
