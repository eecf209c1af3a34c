import type { Kysely } from 'kysely';
import { cents, readCents } from '@lotto/domain/money';
import type { PoolCode } from '@lotto/domain/pools';
import type { Actor } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { reversalOf, SETTLEMENT_KINDS, type SettlementKind } from '../../db/tables/ledger.table.js';
import { AppError } from '../../lib/app-error.js';
import { applyLedgerEntry } from '../../common/ledger.repository.js';
import { settlementRef } from './settlement-claim.js';

type Q = Kysely<Database>;

/** Takes back what an earlier version credited: one opposite entry per entry, never below zero. */
export async function reverseSettlement(
  trx: Q,
  pool: PoolCode,
  drawDate: string,
  version: number,
  label: string,
  actor: Actor,
  now: number,
): Promise<void> {
  const ref = settlementRef(pool, drawDate, version);
  const entries = await trx
    .selectFrom('ledger_entries')
    .innerJoin('users', 'users.id', 'ledger_entries.user_id')
    .select([
      'ledger_entries.user_id',
      'ledger_entries.kind',
      'ledger_entries.amount_cents',
      'users.username',
    ])
    .where('ledger_entries.ref_type', '=', 'draw')
    .where('ledger_entries.ref_id', '=', ref)
    .where('ledger_entries.kind', 'in', SETTLEMENT_KINDS)
    .orderBy('ledger_entries.id')
    .execute();
  for (const entry of entries) {
    try {
      await applyLedgerEntry(trx, {
        userId: Number(entry.user_id),
        amount: cents(-readCents(entry.amount_cents)),
        kind: reversalOf(entry.kind as SettlementKind),
        remark: `Correction of ${label}: ${entry.kind} taken back`,
        refType: 'draw',
        refId: ref,
        actor,
        now,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_CREDIT') {
        throw new AppError(
          'INSUFFICIENT_CREDIT',
          `The correction of ${label} would take back more than ${entry.username} has left; ` +
            'give that user credit first, then enter the correction again',
        );
      }
      throw error;
    }
  }
}
