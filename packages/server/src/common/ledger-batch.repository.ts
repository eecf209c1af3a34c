import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { MAX_CENTS } from '@lotto/domain/money';
import type { Actor } from '../context.js';
import type { Database } from '../db/schema.js';
import type { LedgerEntryTable, LedgerKind } from '../db/tables/ledger.table.js';
import type { RowToWrite } from '../db/tables/money-column.js';
import { balanceLimitError } from './ledger.repository.js';

/** One credit of a batch: a positive amount in cents, so it cannot take a balance below zero. */
export interface BatchCredit {
  userId: number;
  kind: LedgerKind;
  amount: number;
  remark: string;
}

/**
 * Wallets moved per statement (2 parameters each), and ledger rows per insert (11 columns: 5,500
 * parameters, far under SQLite's 32,766 and PostgreSQL's 65,535).
 */
const USERS_PER_UPDATE = 1_000;
const ENTRIES_PER_INSERT = 500;

/**
 * Credits many wallets at once inside the caller's transaction, with exactly the ledger rows that
 * one applyLedgerEntry per credit would write (same order, same pre/post balances), but in a few
 * statements instead of two round trips per credit (issue 19: a draw with thousands of owners
 * spent most of its PostgreSQL time on them). Per chunk of owners: on PostgreSQL their rows are
 * locked in ascending id order first (the order lockWallets uses, so a concurrent transfer cannot
 * deadlock with it), then one set-based UPDATE ... FROM (VALUES ...) adds each owner's total and
 * returns the new balances, from which each entry's pre and post balance follow; then multi-row
 * inserts append the entries. Only credits (amount > 0): a debit needs the per-row balance check.
 * A credit that would take a balance above MAX_CENTS is refused as applyLedgerEntry refuses it: the
 * UPDATE leaves that wallet out, and the batch throws (notCreditedBecause).
 */
export async function creditWallets(
  trx: Kysely<Database>,
  credits: readonly BatchCredit[],
  ref: { refType: string | null; refId: string | null; actor: Actor; now: number },
): Promise<void> {
  const byUser = new Map<number, BatchCredit[]>();
  for (const credit of credits) {
    if (!Number.isSafeInteger(credit.amount) || credit.amount <= 0) {
      throw new Error(
        `creditWallets takes positive whole cents, got ${credit.amount} for user ${credit.userId}`,
      );
    }
    const list = byUser.get(credit.userId);
    if (list) list.push(credit);
    else byUser.set(credit.userId, [credit]);
  }
  const users = [...byUser.keys()];
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  for (let i = 0; i < users.length; i += USERS_PER_UPDATE) {
    const chunk = users.slice(i, i + USERS_PER_UPDATE);
    const totals = chunk
      .map((userId) => [userId, byUser.get(userId)!.reduce((sum, c) => sum + c.amount, 0)] as const)
      .sort((a, b) => a[0] - b[0]);
    if (postgres) {
      await sql`select id from users where id in (${sql.join(totals.map(([id]) => id))}) order by id for update`.execute(
        trx,
      );
    }
    const values = sql.join(
      totals.map(([id, amount]) => sql`(cast(${id} as bigint), cast(${amount} as bigint))`),
    );
    const { rows } = await sql<{ id: number | string; balance_cents: number | string }>`
      with v(id, amount) as (values ${values})
      update users set balance_cents = users.balance_cents + v.amount
      from v where users.id = v.id and users.balance_cents + v.amount <= ${MAX_CENTS}
      returning users.id, users.balance_cents`.execute(trx);
    if (rows.length !== chunk.length) {
      const moved = new Set(rows.map((row) => Number(row.id)));
      throw await notCreditedBecause(
        trx,
        totals.filter(([id]) => !moved.has(id)),
      );
    }
    // Each owner's running balance before its first credit of this batch.
    const running = new Map<number, number>();
    for (const row of rows) {
      const id = Number(row.id);
      const total = byUser.get(id)!.reduce((sum, c) => sum + c.amount, 0);
      running.set(id, Number(row.balance_cents) - total);
    }
    const entries: Omit<RowToWrite<LedgerEntryTable>, 'id'>[] = [];
    // The caller's order, as one entry per credit would have written them.
    for (const credit of credits) {
      const pre = running.get(credit.userId);
      if (pre === undefined) continue;
      running.set(credit.userId, pre + credit.amount);
      entries.push({
        user_id: credit.userId,
        kind: credit.kind,
        amount_cents: credit.amount,
        pre_balance_cents: pre,
        post_balance_cents: pre + credit.amount,
        remark: credit.remark,
        ref_type: ref.refType,
        ref_id: ref.refId,
        actor_id: ref.actor.id,
        actor_name: ref.actor.name,
        created_at: ref.now,
      });
    }
    for (let j = 0; j < entries.length; j += ENTRIES_PER_INSERT) {
      await trx
        .insertInto('ledger_entries')
        .values(entries.slice(j, j + ENTRIES_PER_INSERT))
        .execute();
    }
  }
}

/**
 * Why some wallets of a batch were not credited: no such user (a bug: a plain Error), or the
 * credit would take the balance above MAX_CENTS, the same refusal as applyLedgerEntry's. Thrown,
 * so the caller's transaction (a settlement step) rolls back whole: the payout stays due, and the
 * step fails loudly each time it is run until the wallet can take it, never skipping the owner.
 */
async function notCreditedBecause(
  trx: Kysely<Database>,
  missed: readonly (readonly [number, number])[],
): Promise<Error> {
  const ids = missed.map(([id]) => id);
  const users = await trx
    .selectFrom('users')
    .select(['id', 'username', 'balance_cents'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  const found = new Set(users.map((user) => Number(user.id)));
  const unknown = ids.filter((id) => !found.has(id));
  const over = users[0];
  if (unknown.length > 0 || !over) return new Error(`no such user: ${unknown.join(', ')}`);
  const total = missed.find(([id]) => id === Number(over.id))?.[1] ?? 0;
  return balanceLimitError(over.username, Number(over.balance_cents), total);
}
