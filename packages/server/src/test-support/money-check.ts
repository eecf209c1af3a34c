import type { Kysely } from 'kysely';
import { JACKPOT_RULES } from '@lotto/domain/jackpots';
import type { Database } from '../db/schema.js';

/** What a conservation check found, in cents. */
export interface MoneyTotals {
  wallets: number;
  /** credit the house created or removed: credit_add / credit_deduct and transfers with the house */
  deposits: number;
  /** the house's result: stakes kept minus prizes, commissions and the pots' funding */
  house: number;
  /** the jackpots' current pots */
  pots: number;
}

/**
 * Conservation after a settlement (docs/rules.md "Rounding and pots"): the sum of all wallets, the
 * house's result and the pots changes only by deposits and withdrawals. Checked piece by piece so a
 * failure names what broke: every wallet equals its ledger (and each entry continues the one
 * before), every transfer between two users sums to 0, every jackpot draw row follows the pot rule,
 * and the jackpot entries in the ledger add up to what the pots paid. Throws on the first problem.
 */
export async function checkMoneyConserved(db: Kysely<Database>): Promise<MoneyTotals> {
  const users = await db.selectFrom('users').select(['id', 'username', 'balance_cents']).execute();
  const entries = await db
    .selectFrom('ledger_entries')
    .select([
      'id',
      'user_id',
      'kind',
      'amount_cents',
      'pre_balance_cents',
      'post_balance_cents',
      'ref_type',
      'ref_id',
    ])
    .orderBy('id')
    .execute();
  const last = new Map<number, number>();
  for (const e of entries) {
    const user = Number(e.user_id);
    const pre = Number(e.pre_balance_cents);
    if (pre !== (last.get(user) ?? 0) || Number(e.post_balance_cents) !== pre + Number(e.amount_cents)) {
      throw new Error(`ledger entry ${e.id} of user ${user} does not continue its wallet`);
    }
    last.set(user, Number(e.post_balance_cents));
  }
  let wallets = 0;
  for (const u of users) {
    const balance = Number(u.balance_cents);
    if (balance !== (last.get(Number(u.id)) ?? 0)) {
      throw new Error(
        `${u.username}: wallet ${balance} differs from its ledger ${last.get(Number(u.id)) ?? 0}`,
      );
    }
    wallets += balance;
  }

  const sum = (rows: typeof entries) => rows.reduce((s, e) => s + Number(e.amount_cents), 0);
  const byTransfer = new Map<string, typeof entries>();
  for (const e of entries.filter((x) => x.ref_type === 'transfer')) {
    byTransfer.set(String(e.ref_id), [...(byTransfer.get(String(e.ref_id)) ?? []), e]);
  }
  let deposits = sum(entries.filter((e) => e.kind === 'credit_add' || e.kind === 'credit_deduct'));
  for (const [ref, pair] of byTransfer) {
    if (pair.length === 1)
      deposits += sum(pair); // the house's side touches no wallet
    else if (sum(pair) !== 0) throw new Error(`transfer ${ref} does not sum to 0`);
  }

  const draws = await db.selectFrom('jackpot_draws').selectAll().orderBy('draw_date').execute();
  let funding = 0;
  let paid = 0;
  const pots = new Map<string, number>();
  for (const row of draws) {
    const rule = JACKPOT_RULES.find((r) => r.type === row.type)!;
    const [carriedIn, contribution, prize] = [
      row.carried_in_cents,
      row.contribution_cents,
      row.prize_cents,
    ].map(Number);
    const [rowPaid, carriedOut] = [Number(row.paid_cents), Number(row.carried_out_cents)];
    if (prize !== carriedIn! + contribution!)
      throw new Error(`${row.type} ${row.draw_date}: prize is not pot + contribution`);
    if (rowPaid > prize) throw new Error(`${row.type} ${row.draw_date}: paid more than the pot`);
    if (carriedOut < rule.seed)
      throw new Error(`${row.type} ${row.draw_date}: carries out less than the seed`);
    // The house funds each fresh pot's seed, the seed again after every win, and any top-up of a
    // pot a correction left below its seed (docs/rules.md "Corrections and pots").
    funding +=
      contribution! +
      (pots.has(row.type) ? 0 : rule.seed) +
      (rowPaid > 0 ? rule.seed : 0) +
      Number(row.house_topup_cents);
    paid += rowPaid;
    pots.set(row.type, carriedOut);
  }
  const jackpotNet = sum(entries.filter((e) => e.kind === 'jackpot' || e.kind === 'jackpot_reversal'));
  if (jackpotNet !== paid) throw new Error(`jackpot entries net ${jackpotNet}, the pots paid ${paid}`);
  const potTotal = [...pots.values()].reduce((s, v) => s + v, 0);
  const settledAndBets = sum(
    entries.filter((e) => !['credit_add', 'credit_deduct'].includes(e.kind) && e.ref_type !== 'transfer'),
  );
  // The house keeps what the wallets lost to bets and settlement (jackpots aside) and funds the pots.
  const house = -(settledAndBets - jackpotNet) - funding;
  if (potTotal !== funding - paid) {
    throw new Error(`the pots hold ${potTotal}, but were funded ${funding} and paid ${paid}`);
  }
  if (wallets + house + potTotal !== deposits) {
    throw new Error(`wallets ${wallets} + house ${house} + pots ${potTotal} is not the deposits ${deposits}`);
  }
  return { wallets, deposits, house, pots: potTotal };
}
