import { addDays } from '@lotto/domain/calendar-dates';
import { cents, NO_CENTS, type Cents } from '@lotto/domain/money';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { computedByMember, jackpotPayouts, type FlowWorld } from './weekly-flows.js';
import {
  closedWeeks,
  paymentsUpTo,
  settledJackpots,
  settledLines,
  type PaymentRow,
} from './weekly.repository.js';

type Q = Kysely<Database>;

/**
 * The 结账 ledger between each user and its upline (issue 41 rule 6): per week, what the week
 * computed (its row on the upline's statement, + the user pays) and what was received and paid.
 * It starts at the first closed week: weeks before the weekly cycle owe nothing.
 */
export interface WeekLedger {
  firstWeek: string | null;
  computed: Map<number, Map<string, Cents>>;
  payments: PaymentRow[];
}

/** Reads the ledger for weeks up to and including `lastWeek` (a Monday). */
export async function readLedger(db: Q, world: FlowWorld, lastWeek: string): Promise<WeekLedger> {
  const weeks = await closedWeeks(db);
  const firstWeek = weeks[0];
  if (firstWeek === undefined || firstWeek > lastWeek)
    return { firstWeek: null, computed: new Map(), payments: [] };
  const lines = await settledLines(db, firstWeek, addDays(lastWeek, 6));
  const jackpots = jackpotPayouts(await settledJackpots(db, firstWeek, addDays(lastWeek, 6)));
  const payments = await paymentsUpTo(db, lastWeek);
  return { firstWeek, computed: computedByMember(world, lines, jackpots), payments };
}

/** What `userId`'s row computed for `week`. */
export function computedOf(ledger: WeekLedger, userId: number, week: string): Cents {
  return ledger.computed.get(userId)?.get(week) ?? NO_CENTS;
}

/** Cash received and paid on `userId`'s row for `week`. */
export function paymentsOf(
  ledger: WeekLedger,
  userId: number,
  week: string,
): { received: Cents; paid: Cents } {
  let received = 0;
  let paid = 0;
  for (const payment of ledger.payments) {
    if (payment.downlineId !== userId || payment.week !== week) continue;
    if (payment.direction === 'received') received += payment.amount;
    else paid += payment.amount;
  }
  return { received: cents(received), paid: cents(paid) };
}

/**
 * What `userId` owes its upline from the weeks before `week` (+: it owes; -: it is owed): every
 * earlier week's computed figure, less what it paid, plus what it was paid. This is the balance
 * carried onto `week`'s statement, and what the reset of `week` keeps from its credit.
 */
export function carriedInto(ledger: WeekLedger, userId: number, week: string): Cents {
  if (ledger.firstWeek === null) return NO_CENTS;
  let total = 0;
  for (const [w, amount] of ledger.computed.get(userId) ?? []) {
    if (w >= ledger.firstWeek && w < week) total += amount;
  }
  for (const payment of ledger.payments) {
    if (payment.downlineId !== userId || payment.week >= week) continue;
    total += payment.direction === 'received' ? -payment.amount : payment.amount;
  }
  return cents(total);
}
