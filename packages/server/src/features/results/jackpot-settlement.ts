import type { Kysely } from 'kysely';
import type { DrawResult } from '@lotto/domain/draw-result';
import { settleJackpot, type JackpotRule, type JackpotWinner } from '@lotto/domain/jackpots';
import type { Cents } from '@lotto/domain/money';
import type { Actor } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { applyLedgerEntry } from '../../common/ledger.repository.js';

type Q = Kysely<Database>;

/**
 * A correction changed what a draw carried out (a pot that now has no winner rolls over, or one
 * that now has a winner restarts). Later draws keep the pots they were settled with, so the
 * difference goes to the pot now open: the latest settled draw's carried-out pot, never below 0
 * (docs/rules.md "Rounding and pots").
 */
async function passOnCorrection(trx: Q, rule: JackpotRule, date: string, difference: number): Promise<void> {
  if (difference === 0) return;
  const latest = await trx
    .selectFrom('jackpot_draws')
    .select(['draw_date', 'carried_out_cents'])
    .where('type', '=', rule.type)
    .where('draw_date', '>', date)
    .orderBy('draw_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return; // the corrected draw is the latest: its own row carries the pot on
  await trx
    .updateTable('jackpot_draws')
    .set({ carried_out_cents: Math.max(0, Number(latest.carried_out_cents) + difference) })
    .where('type', '=', rule.type)
    .where('draw_date', '=', latest.draw_date)
    .execute();
}

/**
 * The pool's jackpot at this draw (game-rules §8): the pot carried in from its previous draw (or
 * the seed), plus the share of this draw's turnover, shared by the winning bets; one ledger
 * entry per winner. A correction replaces the draw's row; later draws keep the pot they were
 * settled with, and a correction passes its difference on (docs/rules.md "Rounding and pots").
 */
export async function settleJackpotDraw(
  trx: Q,
  input: {
    rule: JackpotRule;
    result: DrawResult;
    version: number;
    feed: number;
    winners: JackpotWinner<number>[];
    ref: string;
    label: string;
    actor: Actor;
    now: number;
  },
): Promise<number> {
  const { rule, result, now } = input;
  const previous = await trx
    .selectFrom('jackpot_draws')
    .select('carried_out_cents')
    .where('type', '=', rule.type)
    .where('draw_date', '<', result.date)
    .orderBy('draw_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  const carriedIn = (previous ? Number(previous.carried_out_cents) : rule.seed) as Cents;
  const outcome = settleJackpot(rule, carriedIn, input.feed as Cents, input.winners);
  const byUser = new Map<number, number>();
  for (const payout of outcome.payouts) byUser.set(payout.key, (byUser.get(payout.key) ?? 0) + payout.amount);
  for (const [userId, amount] of byUser) {
    if (amount <= 0) continue;
    await applyLedgerEntry(trx, {
      userId,
      amount: amount as Cents,
      kind: 'jackpot',
      remark: `${rule.name} ${input.label}`,
      refType: 'draw',
      refId: input.ref,
      actor: input.actor,
      now,
    });
  }
  const replaced = await trx
    .selectFrom('jackpot_draws')
    .select('carried_out_cents')
    .where('type', '=', rule.type)
    .where('draw_date', '=', result.date)
    .executeTakeFirst();
  await trx
    .deleteFrom('jackpot_draws')
    .where('type', '=', rule.type)
    .where('draw_date', '=', result.date)
    .execute();
  if (replaced)
    await passOnCorrection(trx, rule, result.date, outcome.carriedOut - Number(replaced.carried_out_cents));
  await trx
    .insertInto('jackpot_draws')
    .values({
      type: rule.type,
      pool: rule.pool,
      draw_date: result.date,
      result_version: input.version,
      winning_number: rule.winningNumber(result) ?? null,
      carried_in_cents: carriedIn,
      contribution_cents: outcome.contribution,
      prize_cents: outcome.prize,
      units_cents: outcome.units,
      paid_cents: outcome.paid,
      carried_out_cents: outcome.carriedOut,
      settled_at: now,
    })
    .execute();
  return outcome.paid;
}
