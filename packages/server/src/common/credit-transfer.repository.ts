import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Cents, cents, formatPoints, NO_CENTS } from '@lotto/domain/money';
import type { Database } from '../db/schema.js';
import type { Actor } from '../context.js';
import { AppError } from '../lib/app-error.js';
import type { LedgerEntryRow, LedgerKind } from '../db/tables/ledger.table.js';
import { applyLedgerEntry, getBalance, lockWallets } from './ledger.repository.js';

export const TRANSFER_DIRECTIONS = ['give', 'take'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

/** Both entries of one transfer carry this ref_type and the same ref_id. */
export const TRANSFER_REF_TYPE = 'transfer';
/** The ledger kind says which way the credit went, on both sides. */
export const TRANSFER_KIND: Record<TransferDirection, LedgerKind> = {
  give: 'transfer_give',
  take: 'transfer_take',
};

interface Party {
  id: number;
  username: string;
}

export interface TransferInput {
  /** null: the house, whose wallet is not touched (giving creates credit, taking removes it) */
  upline: Party | null;
  downline: Party;
  /** positive cents */
  amount: Cents;
  direction: TransferDirection;
  remark: string;
  actor: Actor;
  now: number;
}

export interface TransferEntries {
  ref: string;
  upline: LedgerEntryRow | null;
  downline: LedgerEntryRow;
}

/**
 * The refusal of a transfer the paying wallet cannot cover: whose wallet, what it holds, the
 * amount and the shortfall (issue 36.3), so the operator knows how much to give first.
 */
export function transferShortError(username: string, balance: Cents, amount: Cents): AppError {
  return new AppError(
    'INSUFFICIENT_CREDIT',
    `Insufficient credit: ${username} has ${formatPoints(balance)}, the transfer is ${formatPoints(amount)}, ` +
      `short ${formatPoints(cents(amount - balance))}`,
  );
}

/**
 * Moves credit between an upline and its downline inside the caller's transaction: the paying
 * side first, so a wallet with too little is refused (naming whose) before anything is written.
 * Both entries share one ref so either side leads to the other.
 */
export async function transferBetween(trx: Kysely<Database>, input: TransferInput): Promise<TransferEntries> {
  const ref = randomUUID();
  const kind = TRANSFER_KIND[input.direction];
  const entry = async (party: Party, amount: number) => {
    try {
      return await applyLedgerEntry(trx, {
        userId: party.id,
        amount: cents(amount),
        kind,
        remark: input.remark,
        refType: TRANSFER_REF_TYPE,
        refId: ref,
        actor: input.actor,
        now: input.now,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_CREDIT') {
        throw transferShortError(party.username, (await getBalance(trx, party.id)) ?? NO_CENTS, input.amount);
      }
      throw error;
    }
  };
  await lockWallets(trx, input.upline ? [input.upline.id, input.downline.id] : [input.downline.id]);
  if (input.direction === 'give') {
    const upline = input.upline ? await entry(input.upline, -input.amount) : null;
    return { ref, upline, downline: await entry(input.downline, input.amount) };
  }
  const downline = await entry(input.downline, -input.amount);
  return { ref, upline: input.upline ? await entry(input.upline, input.amount) : null, downline };
}
