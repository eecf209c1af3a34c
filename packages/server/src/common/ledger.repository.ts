import { PostgresAdapter, type Kysely } from 'kysely';
import { type Cents, NO_CENTS, readCents } from '@lotto/domain/money';
import { bindRow, preparedQuery, type Bind } from '../db/prepared-query.js';
import type { Database } from '../db/schema.js';
import type { Actor } from '../context.js';
import { AppError } from '../lib/app-error.js';
import type { LedgerEntryRow, LedgerEntryTable, LedgerKind } from '../db/tables/ledger.table.js';
import type { RowToWrite } from '../db/tables/money-column.js';

export interface LedgerEntryInput {
  userId: number;
  amount: Cents;
  kind: LedgerKind;
  remark: string;
  refType?: string | null;
  refId?: string | null;
  actor: Actor;
  now: number;
}

// Every order and cancel runs these two; compiled once (db/prepared-query.ts).
type NewEntry = Omit<RowToWrite<LedgerEntryTable>, 'id'>;

const moveBalance = preparedQuery((db, $: Bind<{ userId: number; amount: Cents }>) => {
  const amount = $((v) => v.amount);
  const userId = $((v) => v.userId);
  return db
    .updateTable('users')
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', amount) }))
    .where('id', '=', userId)
    .where((eb) => eb(eb('balance_cents', '+', amount), '>=', NO_CENTS))
    .returning('balance_cents');
});

const insertEntry = preparedQuery((db, $: Bind<NewEntry>) =>
  db
    .insertInto('ledger_entries')
    .values(
      bindRow($, (v: NewEntry) => v, [
        'user_id',
        'kind',
        'amount_cents',
        'pre_balance_cents',
        'post_balance_cents',
        'remark',
        'ref_type',
        'ref_id',
        'actor_id',
        'actor_name',
        'created_at',
      ]),
    )
    .returningAll(),
);

const ENTRY_COLUMNS = [
  'user_id',
  'kind',
  'amount_cents',
  'remark',
  'ref_type',
  'ref_id',
  'actor_id',
  'actor_name',
  'created_at',
] as const;
type EntryValues = Omit<NewEntry, 'pre_balance_cents' | 'post_balance_cents' | 'amount_cents'> & {
  amount_cents: Cents;
};

/**
 * PostgreSQL: the balance move and its ledger entry in ONE statement (a data-modifying WITH), one
 * round trip less per order and cancel (issue 19). The same conditional update as moveBalance: no
 * row when the balance would go below zero (or the user does not exist), and then no entry.
 */
const moveBalanceWithEntry = preparedQuery((db, $: Bind<EntryValues>) => {
  const amount = $((v) => v.amount_cents);
  const userId = $((v) => v.user_id);
  const row = bindRow($, (v: EntryValues) => v, ENTRY_COLUMNS);
  return db
    .with('moved', (q) =>
      q
        .updateTable('users')
        .set((eb) => ({ balance_cents: eb('balance_cents', '+', amount) }))
        .where('id', '=', userId)
        .where((eb) => eb(eb('balance_cents', '+', amount), '>=', NO_CENTS))
        .returning('balance_cents'),
    )
    .insertInto('ledger_entries')
    .columns([...ENTRY_COLUMNS, 'pre_balance_cents', 'post_balance_cents'])
    .expression((eb) =>
      eb
        .selectFrom('moved')
        .select((s) => [
          ...ENTRY_COLUMNS.map((column) => s.val(row[column]).as(column)),
          s(s.ref('moved.balance_cents'), '-', amount).as('pre_balance_cents'),
          s.ref('moved.balance_cents').as('post_balance_cents'),
        ]),
    )
    .returningAll();
});

/**
 * Takes the row locks of these wallets in one fixed order (ascending id) before any of them moves
 * (issue #20 item 9): a give locked the upline then the downline, a take the other way round, so
 * two at once deadlocked on PostgreSQL. A no-op update locks on both databases without FOR UPDATE,
 * which SQLite lacks (there the whole write is serialised anyway).
 */
export async function lockWallets(trx: Kysely<Database>, userIds: readonly number[]): Promise<void> {
  for (const id of [...new Set(userIds)].sort((a, b) => a - b)) {
    await trx
      .updateTable('users')
      .set((eb) => ({ balance_cents: eb.ref('balance_cents') }))
      .where('id', '=', id)
      .execute();
  }
}

/**
 * Moves a user's balance by `amount` and appends the ledger entry, inside the caller's transaction.
 * The update is conditional (balance + amount >= 0), so two concurrent debits can never take a
 * balance below zero on either database; the CHECK constraints are the second line of defence.
 */
export async function applyLedgerEntry(
  trx: Kysely<Database>,
  input: LedgerEntryInput,
): Promise<LedgerEntryRow> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    const entry = await moveBalanceWithEntry.takeFirst(trx, {
      user_id: input.userId,
      kind: input.kind,
      amount_cents: input.amount,
      remark: input.remark,
      ref_type: input.refType ?? null,
      ref_id: input.refId ?? null,
      actor_id: input.actor.id,
      actor_name: input.actor.name,
      created_at: input.now,
    });
    if (entry) return entry;
    throw await noMoveBecause(trx, input.userId);
  }
  const updated = await moveBalance.takeFirst(trx, { userId: input.userId, amount: input.amount });
  if (!updated) throw await noMoveBecause(trx, input.userId);
  const post = Number(updated.balance_cents);
  const entry = await insertEntry.takeFirst(trx, {
    user_id: input.userId,
    kind: input.kind,
    amount_cents: input.amount,
    pre_balance_cents: post - input.amount,
    post_balance_cents: post,
    remark: input.remark,
    ref_type: input.refType ?? null,
    ref_id: input.refId ?? null,
    actor_id: input.actor.id,
    actor_name: input.actor.name,
    created_at: input.now,
  });
  if (!entry) throw new Error('insert into ledger_entries returned no row');
  return entry;
}

/** Why a conditional balance move changed nothing: the user is missing, or the balance too low. */
async function noMoveBecause(trx: Kysely<Database>, userId: number): Promise<AppError> {
  const exists = await trx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return exists ? new AppError('INSUFFICIENT_CREDIT') : new AppError('NOT_FOUND', 'No such user');
}

const balanceOf = preparedQuery((db, $: Bind<number>) =>
  db
    .selectFrom('users')
    .select('balance_cents')
    .where(
      'id',
      '=',
      $((v) => v),
    ),
);

export async function getBalance(db: Kysely<Database>, userId: number): Promise<Cents | undefined> {
  const row = await balanceOf.takeFirst(db, userId);
  return row ? readCents(row.balance_cents) : undefined;
}

export function ledgerEntriesOf(db: Kysely<Database>, userId: number): Promise<LedgerEntryRow[]> {
  return db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}
