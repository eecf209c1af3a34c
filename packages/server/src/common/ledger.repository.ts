import { PostgresAdapter, type ExpressionBuilder, type Kysely } from 'kysely';
import { type Cents, cents, formatPoints, MAX_CENTS, NO_CENTS, readCents } from '@lotto/domain/money';
import { bindRow, preparedQuery, type Bind } from '../db/prepared-query.js';
import type { Database } from '../db/schema.js';
import type { Actor } from '../context.js';
import { AppError, validationFailed } from '../lib/app-error.js';
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

/**
 * The condition of every balance move: the new balance is not below zero, and a credit does not
 * take it above MAX_CENTS (every sum of money stays exact, and readCents can read it back). Written
 * as "new <= MAX or new <= old" so that a debit of a balance somehow above the limit is still
 * taken, and so that the amount is compared only inside `balance_cents + amount` (PostgreSQL then
 * types the parameter bigint, as the column).
 */
function withinLimits(eb: ExpressionBuilder<Database, 'users'>, amount: Cents) {
  const after = eb('balance_cents', '+', amount);
  return eb.and([
    eb(after, '>=', NO_CENTS),
    eb.or([eb(after, '<=', cents(MAX_CENTS)), eb(after, '<=', eb.ref('balance_cents'))]),
  ]);
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
    .where((eb) => withinLimits(eb, amount))
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
 * row when the balance would go below zero or a credit above MAX_CENTS (or the user does not
 * exist), and then no entry.
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
        .where((eb) => withinLimits(eb, amount))
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
 * The update is conditional (0 <= balance + amount, and a credit keeps it <= MAX_CENTS), so two
 * concurrent debits can never take a balance below zero on either database, and no credit makes a
 * balance the money type cannot hold; the CHECK constraints (never below zero) are the second line
 * of defence. A move refused changes nothing and throws: INSUFFICIENT_CREDIT for a debit,
 * VALIDATION_FAILED for a credit past the limit, NOT_FOUND for no such user.
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
    throw await noMoveBecause(trx, input.userId, input.amount);
  }
  const updated = await moveBalance.takeFirst(trx, { userId: input.userId, amount: input.amount });
  if (!updated) throw await noMoveBecause(trx, input.userId, input.amount);
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

/**
 * Why a conditional balance move changed nothing: the user is missing, a debit found the balance
 * too low, or a credit would take it above the limit. The sign tells the last two apart: a credit
 * cannot fail the floor (balances are never below zero), a debit cannot fail the ceiling.
 */
async function noMoveBecause(trx: Kysely<Database>, userId: number, amount: Cents): Promise<AppError> {
  const user = await trx
    .selectFrom('users')
    .select(['username', 'balance_cents'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return new AppError('NOT_FOUND', 'No such user');
  if (amount > 0) return balanceLimitError(user.username, Number(user.balance_cents), amount);
  return new AppError('INSUFFICIENT_CREDIT');
}

/**
 * The refusal of a credit that would take a wallet above MAX_CENTS: whose, what it holds, the
 * amount and the limit, so the operator sees why (a VALIDATION_FAILED, not a crash on reading back
 * a balance the money type cannot hold).
 */
export function balanceLimitError(username: string, balance: number, amount: number): AppError {
  // Only formatted, never added: a balance a former version let past the limit is no Cents.
  const points = (value: number) => formatPoints(value as Cents);
  return validationFailed(
    `amount: ${points(amount)} would take ${username}'s balance of ${points(balance)} above the ` +
      `limit of ${formatPoints(cents(MAX_CENTS))}`,
  );
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
