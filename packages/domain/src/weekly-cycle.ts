import { addDays, formatDm, localNow, startOfLocalDay, weekday } from './calendar-dates.js';
import { cents, NO_CENTS, type Cents } from './money.js';

/**
 * The weekly credit cycle (一周限制), docs/rules.md "Weekly cycle": the week's bounds in the draw
 * time zone, the Monday reset's target and the 结账 balance. Pure arithmetic on dates
 * ('YYYY-MM-DD') and integer cents; the server supplies the figures.
 */

/** `none`: today's give/take credit; `weekly`: weekly limits and the Monday reset. */
export const CREDIT_CYCLES = ['none', 'weekly'] as const;
export type CreditCycle = (typeof CREDIT_CYCLES)[number];

/** The Monday ('YYYY-MM-DD') of the week a date belongs to: weeks run Monday to Sunday. */
export function weekOf(date: string): string {
  // weekday: 0 = Sunday .. 6 = Saturday, so Sunday is 6 days after its Monday.
  const back = (weekday(date) + 6) % 7;
  return addDays(date, -back);
}

export function isMonday(date: string): boolean {
  return weekday(date) === 1;
}

/** The week's first and last dates (Monday, Sunday) and the next week's Monday. */
export function weekBounds(monday: string): { first: string; last: string; next: string } {
  if (!isMonday(monday)) throw new RangeError(`not a Monday: ${monday}`);
  return { first: monday, last: addDays(monday, 6), next: addDays(monday, 7) };
}

/** The instants the week starts (Monday 00:00) and ends (the next Monday 00:00) in `timeZone`. */
export function weekInstants(monday: string, timeZone: string): { start: number; end: number } {
  const { next } = weekBounds(monday);
  return { start: startOfLocalDay(monday, timeZone), end: startOfLocalDay(next, timeZone) };
}

/** The Monday of the week the instant `nowMs` falls in, in `timeZone`. */
export function weekAt(nowMs: number, timeZone: string): string {
  return weekOf(localNow(nowMs, timeZone).date);
}

/**
 * The last week that has ended at `nowMs` (its Sunday 24:00 has passed): the week before the
 * current one. A reset for it may run from Monday 00:00:00 on, never before.
 */
export function lastEndedWeek(nowMs: number, timeZone: string): string {
  return addDays(weekAt(nowMs, timeZone), -7);
}

/** "Mon 10/11 00:00 – Sun 16/11 24:00": the bounds a statement prints (with its zone's name). */
export function weekLabel(monday: string): string {
  const { last } = weekBounds(monday);
  return `Mon ${formatDm(monday)} 00:00 – Sun ${formatDm(last)} 24:00`;
}

export interface ResetFigures {
  /** the user's weekly limit */
  limit: Cents;
  /** the sum of its children's weekly limits */
  childrenLimits: Cents;
  /** its own stakes on active, unsettled tickets for draws after the week */
  laterStakes: Cents;
  /** what it still owes its upline from weeks before the one closing (0 when nothing) */
  owed: Cents;
  /** its wallet now */
  balance: Cents;
}

/**
 * The Monday reset of one wallet (rule 4): target = limit - children's limits - later stakes -
 * owed, never below 0; the ledger amount is target - balance (+: the wallet is topped up, the
 * user lost and pays its upline; -: it won and is paid). Owing less than nothing (the upline
 * owes it) raises nothing: no phantom credit either way.
 */
export function resetOf(figures: ResetFigures): { target: Cents; amount: Cents } {
  const owed = figures.owed > 0 ? figures.owed : NO_CENTS;
  const target = Math.max(0, figures.limit - figures.childrenLimits - figures.laterStakes - owed);
  return { target: cents(target), amount: cents(target - figures.balance) };
}

/**
 * What is left of an agent's limit to give its children (rule 3). The house (null limit) has no
 * bound.
 */
export function leftToGive(limit: Cents | null, childrenLimits: Cents): Cents | null {
  return limit === null ? null : cents(limit - childrenLimits);
}

export type LimitRefusal =
  | { code: 'QUOTA_EXCEEDED'; left: Cents; limit: Cents; given: Cents }
  | { code: 'BELOW_CHILDREN'; given: Cents };

/**
 * Whether an upline may move its child's limit from `from` to `to` (rule 3): a raise must fit in
 * what the upline has left to give, and a child agent's limit may not go below what it gave its
 * own children. Money is never clamped: the call is refused instead. The wallet side (the child
 * must hold what a decrease takes back) is the transfer's own check.
 */
export function checkLimitChange(input: {
  uplineLimit: Cents | null;
  uplineGiven: Cents;
  from: Cents;
  to: Cents;
  childGiven: Cents;
}): LimitRefusal | null {
  const raise = input.to - input.from;
  const left = leftToGive(input.uplineLimit, input.uplineGiven);
  if (raise > 0 && left !== null && raise > left && input.uplineLimit !== null) {
    return { code: 'QUOTA_EXCEEDED', left, limit: input.uplineLimit, given: input.uplineGiven };
  }
  if (input.to < input.childGiven) return { code: 'BELOW_CHILDREN', given: input.childGiven };
  return null;
}

export interface StatementBalance {
  /** this week's figure (+: the downline pays) */
  computed: Cents;
  /** the balance carried from earlier weeks (+: the downline owes) */
  carried: Cents;
  /** cash received from the downline for this week */
  received: Cents;
  /** cash paid to the downline for this week */
  paid: Cents;
}

/**
 * What stays open on a statement row (rule 6): computed + carried - received + paid. Carried
 * into the next week as its balance; a correction after 结账 changes `computed` and shows here.
 */
export function openOf(row: StatementBalance): Cents {
  return cents(row.computed + row.carried - row.received + row.paid);
}

/** The amount 结账 prefills: the open balance, and which way it goes. */
export function settlementOf(open: Cents): { direction: 'received' | 'paid'; amount: Cents } {
  return open >= 0 ? { direction: 'received', amount: open } : { direction: 'paid', amount: cents(-open) };
}
