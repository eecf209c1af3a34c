import { Migrator, type Migration, type MigrationResultSet } from 'kysely';
import type { Db } from './database.js';
import { accountsMigration } from './migrations/0001-accounts.js';
import { ordersMigration } from './migrations/0002-orders.js';
import { drawsMigration } from './migrations/0003-draws.js';
import { jackpotsMigration } from './migrations/0004-jackpots.js';
import { poolSchedulesMigration } from './migrations/0005-pool-schedules.js';
import { numberMeaningsMigration } from './migrations/0006-number-meanings.js';
import { drawRollupsMigration } from './migrations/0007-draw-rollups.js';
import { auditSearchMigration } from './migrations/0008-audit-search.js';
import { limitExposureMigration } from './migrations/0009-limit-exposure.js';
import { ledgerTransfersMigration } from './migrations/0010-ledger-transfers.js';
import { jobLeasesMigration } from './migrations/0011-job-leases.js';
import { ticketPlacedByMigration } from './migrations/0012-ticket-placed-by.js';
import { loginThrottleMigration } from './migrations/0013-login-throttle.js';
import { settlementStepsMigration } from './migrations/0014-settlement-steps.js';
import { drawOwnerStatusIndexMigration } from './migrations/0015-draw-owner-status-index.js';
import { strikeLineCheckMigration } from './migrations/0016-strike-line-check.js';
import { settlementReadCoveringMigration } from './migrations/0017-settlement-read-covering.js';
import { ticketLinesNumberIndexMigration } from './migrations/0018-ticket-lines-number-index.js';
import { jackpotHouseTopUpMigration } from './migrations/0019-jackpot-house-top-up.js';
import { knownDeviceLastUsedMigration } from './migrations/0021-known-device-last-used.js';
import { orderConfirmThresholdMigration } from './migrations/0022-order-confirm-threshold.js';
import { positionTakesMigration } from './migrations/0030-position-takes.js';
import { resultSourcesMigration } from './migrations/0040-result-sources.js';
import { chatOrdersMigration } from './migrations/0050-chat-orders.js';
import { chatUpdatesMigration } from './migrations/0051-chat-updates.js';
import { counterClaimsMigration } from './migrations/0060-counter-claims.js';
import { numberStopsMigration } from './migrations/0070-number-stops.js';
import { weeklyCycleMigration } from './migrations/0080-weekly-cycle.js';
import { weeklyLockMigration } from './migrations/0085-weekly-lock.js';
import { positionTicketsIndexMigration } from './migrations/0089-position-tickets-index.js';
import { sqliteLinesCoveringMigration } from './migrations/0090-sqlite-lines-covering.js';

/** Migrations live in code (not read from disk) so the built server carries them. */
function migrations(db: Db): Record<string, Migration> {
  return {
    '0001-accounts': accountsMigration(db.dialect),
    '0002-orders': ordersMigration(db.dialect),
    '0003-draws': drawsMigration(db.dialect),
    '0004-jackpots': jackpotsMigration(),
    '0005-pool-schedules': poolSchedulesMigration(),
    '0006-number-meanings': numberMeaningsMigration(),
    '0007-draw-rollups': drawRollupsMigration(),
    '0008-audit-search': auditSearchMigration(),
    '0009-limit-exposure': limitExposureMigration(),
    '0010-ledger-transfers': ledgerTransfersMigration(),
    '0011-job-leases': jobLeasesMigration(),
    '0012-ticket-placed-by': ticketPlacedByMigration(),
    '0013-login-throttle': loginThrottleMigration(db.dialect),
    '0014-settlement-steps': settlementStepsMigration(),
    '0015-draw-owner-status-index': drawOwnerStatusIndexMigration(),
    '0016-strike-line-check': strikeLineCheckMigration(db.dialect),
    '0017-settlement-read-covering': settlementReadCoveringMigration(db.dialect),
    '0018-ticket-lines-number-index': ticketLinesNumberIndexMigration(),
    '0019-jackpot-house-top-up': jackpotHouseTopUpMigration(),
    '0021-known-device-last-used': knownDeviceLastUsedMigration(),
    '0022-order-confirm-threshold': orderConfirmThresholdMigration(),
    '0030-position-takes': positionTakesMigration(),
    '0040-result-sources': resultSourcesMigration(db.dialect),
    '0050-chat-orders': chatOrdersMigration(),
    '0051-chat-updates': chatUpdatesMigration(),
    '0060-counter-claims': counterClaimsMigration(db.dialect),
    '0070-number-stops': numberStopsMigration(),
    '0080-weekly-cycle': weeklyCycleMigration(db.dialect),
    '0085-weekly-lock': weeklyLockMigration,
    '0089-position-tickets-index': positionTicketsIndexMigration(),
    '0090-sqlite-lines-covering': sqliteLinesCoveringMigration(db.dialect),
  };
}

function migrator(db: Db): Migrator {
  return new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations(db) },
  });
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const result: MigrationResultSet = await migrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((item) => item.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String(result.error)}`, {
      cause: result.error,
    });
  }
  return (result.results ?? []).map((item) => item.migrationName);
}

/** Migrates up (or down) to the named migration: for tests of a migration over older data. */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const result = await migrator(db).migrateTo(name);
  if (result.error)
    throw new Error(`migration to ${name} failed: ${String(result.error)}`, { cause: result.error });
}

/** True when every known migration has run (used by /readyz). */
export async function migrationsCurrent(db: Db): Promise<boolean> {
  const list = await migrator(db).getMigrations();
  return list.every((item) => item.executedAt !== undefined);
}
