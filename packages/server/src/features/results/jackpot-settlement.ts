import type { Kysely } from 'kysely';
import type { DrawResult } from '@lotto/domain/draw-result';
import { settleJackpot, type JackpotRule, type JackpotWinner } from '@lotto/domain/jackpots';
import { cents, toPoints } from '@lotto/domain/money';
import type { Actor } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { applyLedgerEntry } from '../../common/ledger.repository.js';
import { recordAudit } from '../../common/audit.repository.js';

type Q = Kysely<Database>;

/**
 * A correction changed what a draw carried out (a pot that now has no winner rolls over, or one
 * that now has a winner restarts). Later draws keep the pots they were settled with, so the
 * difference goes to the pot now open: the latest settled draw's carried-out pot. A pot never
 * starts below its seed (issue 36.17): when a correction gives an earlier draw a winner, the pot
 * it had rolled over may have been paid out by a later draw already; the house pays what is
 * missing, kept on that row (house_topup_cents) and in the audit log, naming who corrected
 * (docs/rules.md "Rounding and pots").
 */
async function passOnCorrection(
  trx: Q,
  rule: JackpotRule,
  correction: { date: string; difference: number; actor: Actor; now: number },
): Promise<void> {
  const { date, difference } = correction;
  if (difference === 0) return;
  const latest = await trx
    .selectFrom('jackpot_draws')
    .select(['draw_date', 'carried_out_cents', 'house_topup_cents'])
    .where('type', '=', rule.type)
    .where('draw_date', '>', date)
    .orderBy('draw_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return; // the corrected draw is the latest: its own row carries the pot on
  const pot = Number(latest.carried_out_cents) + difference;
  const topUp = Math.max(0, rule.seed - pot);
  await trx
    .updateTable('jackpot_draws')
    .set({
      carried_out_cents: pot + topUp,
      house_topup_cents: Number(latest.house_topup_cents) + topUp,
    })
    .where('type', '=', rule.type)
    .where('draw_date', '=', latest.draw_date)
    .execute();
  if (topUp > 0) {
    await recordAudit(trx, {
      actor: correction.actor,
      action: 'jackpot.top_up',
      targetUserId: null,
      after: {
        jackpot: rule.name,
        drawDate: latest.draw_date,
        correctedDrawDate: date,
        topUp: toPoints(cents(topUp)),
        pot: toPoints(cents(pot + topUp)),
      },
      now: correction.now,
    });
  }
}

/**
 * The pool's jackpot at this draw (game-rules §8): the pot carried in from its previous draw (or
 * the seed), plus the share of this draw's turnover, shared by the winning bets; one ledger
 * entry per winner. A correction replaces the draw's row; later draws keep the pot they were
 * settled with, and a correction passes its difference on (docs/rules.md "Rounding and pots").
 * With `walletsClosed` (weekly mode, the draw's week closed: decision 025) the pot is settled as
 * always but no winner's wallet moves: the week's statement counts the payout from this row and
 * the settlement's winners, so a change shows as open there, as a win or commission does.
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
    walletsClosed?: boolean;
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
  const carriedIn = cents(previous ? Number(previous.carried_out_cents) : rule.seed);
  const outcome = settleJackpot(rule, carriedIn, cents(input.feed), input.winners);
  const byUser = new Map<number, number>();
  for (const payout of outcome.payouts) byUser.set(payout.key, (byUser.get(payout.key) ?? 0) + payout.amount);
  for (const [userId, amount] of byUser) {
    if (amount <= 0 || input.walletsClosed === true) continue;
    await applyLedgerEntry(trx, {
      userId,
      amount: cents(amount),
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
    await passOnCorrection(trx, rule, {
      date: result.date,
      difference: outcome.carriedOut - Number(replaced.carried_out_cents),
      actor: input.actor,
      now,
    });
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
