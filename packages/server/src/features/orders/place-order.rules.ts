import { formatDm } from '@lotto/domain/calendar-dates';
import { isDrawOpen, type PoolSchedule } from '@lotto/domain/draw-calendar';
import { cents, formatPoints, toPoints } from '@lotto/domain/money';
import { poolByCode, type PoolCode } from '@lotto/domain/pools';
import { allocateLines, parseSoldKey, soldKeysOf, type Allocation } from '@lotto/domain/sell-limits';
import type { BetLine } from '@lotto/domain/ticket';
import { lineCost } from '@lotto/domain/totals';
import type { InsufficientCreditData } from '@lotto/contract/account';
import { countPatternNumbers } from '@lotto/domain/patterns';
import type { BetStatus } from '@lotto/contract/order';
import { AppError } from '../../lib/app-error.js';
import type { ChainLink } from '../../common/downline-scope.js';
import { limitKeyId, type LimitKey } from './limit.repository.js';

/**
 * The decisions an order takes, shared by the one-order path (place-order.service.ts) and the
 * PostgreSQL batch (place-order.batch.ts), so both answer the same order the same way, word for
 * word. No I/O here: what the database holds comes in as arguments.
 */

/** One pool on one draw date with its lines: what becomes one ticket row. */
export interface TicketDraft {
  pool: PoolCode;
  drawDate: string;
  lines: BetLine[];
  /** the normal-mode cart items it came from (Rebet); null for advanced orders */
  cartJson: string | null;
}

/**
 * A sold-out order costs its caller nothing, yet leaves an order, its failed tickets and their
 * lines behind (the player sees them as Failed). Each caller may leave at most this many an hour
 * (issue #20 item 7); past it, a would-be sold-out order stores nothing and answers 429.
 */
export const MAX_SOLD_OUT_PER_HOUR = 60;
export const HOUR_MS = 60 * 60_000;

export function drawClosedError(draft: Pick<TicketDraft, 'pool' | 'drawDate'>): AppError {
  return new AppError(
    'DRAW_CLOSED',
    `Betting for ${poolByCode(draft.pool).name} on ${formatDm(draft.drawDate)} is closed`,
  );
}

/** The first draft whose draw the schedule no longer takes bets for, if any. */
export function draftPastCutOff(
  drafts: readonly TicketDraft[],
  schedules: readonly PoolSchedule[],
  now: number,
  timeZone: string,
): TicketDraft | undefined {
  return drafts.find((draft) => {
    const schedule = schedules.find((s) => s.pool === draft.pool);
    return !schedule || !isDrawOpen(schedule, draft.drawDate, now, timeZone);
  });
}

/** The most an order can cost: every line in full (sell limits only cut it). */
export function upperBoundOf(drafts: readonly TicketDraft[]): number {
  return drafts.reduce(
    (sum, draft) => sum + draft.lines.reduce((lines, line) => lines + lineCost(line), 0),
    0,
  );
}

/**
 * The order costs more than the owner's balance: the message and the data say the balance, the
 * order (its cost before sell limits cut it) and the shortfall (issue 36.3).
 */
export function insufficientCreditError(upperBound: number, balance: number): AppError {
  const short = upperBound - balance;
  const data: InsufficientCreditData = {
    balance: toPoints(cents(balance)),
    order: toPoints(cents(upperBound)),
    short: toPoints(cents(short)),
  };
  return new AppError(
    'INSUFFICIENT_CREDIT',
    `Insufficient credit: balance ${formatPoints(cents(balance))}, ` +
      `order ${formatPoints(cents(upperBound))}, short ${formatPoints(cents(short))}`,
    data,
  );
}

/**
 * Issue 41 rule 4 (docs/rules.md "Weekly cycle"): a member its upline chose to lock instead of
 * resetting places no new bet (nor an edit) until its closed week is settled through 结账.
 */
export function weeklyLockError(owner: { username: string; lockedWeek: string | null }): AppError | null {
  if (owner.lockedWeek === null) return null;
  return new AppError(
    'WEEK_LOCKED',
    `${owner.username} may not bet until the week of ${formatDm(owner.lockedWeek)} is settled with its upline (结账)`,
  );
}

export function soldOutAllowanceError(): AppError {
  return new AppError(
    'TOO_MANY_ATTEMPTS',
    `Sold out: at most ${MAX_SOLD_OUT_PER_HOUR} sold-out orders an hour are kept, please try again later`,
  );
}

/**
 * Suspension (docs/rules.md "Suspension", issue #36 item 4): an account may bet only while it and
 * every account above it are active. `chain` is the ticket owner's upline chain (itself first);
 * `caller` is who acts. Answers the refusal, or null.
 *
 * - Any write (`cancel` and `bet`): the caller's own part of the chain (itself and above) must be
 *   active, so nobody inside a suspended agent's tree places, edits or cancels anything.
 * - `bet` (place, edit, reorder): also the accounts between the owner and the caller, the owner
 *   included: the house or an agent above a suspended account may cancel its downline's tickets
 *   (a refund to the owner) but not bet for them.
 *
 * Inside the suspended tree the message names nobody (the player may not know the accounts above
 * its agent); above it, the owner and the suspended account are named.
 */
export function standingError(
  chain: readonly ChainLink[],
  caller: { id: number },
  mode: 'bet' | 'cancel',
): AppError | null {
  const found = chain.find((link) => link.id === caller.id);
  const callerDepth = found ? found.depth : chain.length;
  const suspended = (link: ChainLink) => link.status !== 'active';
  const own = chain.find((link) => link.depth >= callerDepth && suspended(link));
  if (own) return new AppError(own.depth === callerDepth ? 'ACCOUNT_SUSPENDED' : 'UPLINE_SUSPENDED');
  if (mode === 'cancel') return null;
  const below = chain.find((link) => link.depth < callerDepth && suspended(link));
  if (!below) return null;
  const owner = chain[0]!.username;
  return below.depth === 0
    ? new AppError('ACCOUNT_SUSPENDED', `${owner} is suspended: no bet can be placed for this account`)
    : new AppError('UPLINE_SUSPENDED', `${owner} cannot bet while ${below.username} above it is suspended`);
}

/**
 * The sell-limit counters an order's drafts may touch, counted without expanding anything (as the
 * order cap counts them, order-input.ts): numbers of each line's pattern x its bet types.
 */
export function countersOfDrafts(drafts: readonly TicketDraft[]): number {
  let counters = 0;
  for (const draft of drafts) {
    for (const line of draft.lines) {
      const types = Object.values(line.amounts).filter((amount) => amount > 0).length;
      counters += countPatternNumbers(line.number, line.pattern) * types;
    }
  }
  return counters;
}

/** Every sell-limit counter a draft's lines count against. */
export function keysOfDraft(draft: TicketDraft): LimitKey[] {
  return soldKeysOf(draft.lines).map((key) => ({
    pool: draft.pool,
    drawDate: draft.drawDate,
    ...parseSoldKey(key),
  }));
}

export interface PlacedDraft {
  draft: TicketDraft;
  /** the accepted amounts of each line */
  accepted: Allocation['accepted'];
  requestedCents: number;
  acceptedCents: number;
}

export interface Allocated {
  placed: PlacedDraft[];
  /** what each draft adds to each counter it uses, drafts in order (a key may come twice) */
  used: { key: LimitKey; used: number }[];
  total: number;
  betStatus: BetStatus;
}

/**
 * The stop of a limit key id (pool|date|betType|number): `${pool}|${drawDate}|${number}`, the form
 * SellStops answers (a stop holds the sold number for every bet type that sells it).
 */
export function stopIdOf(limitKeyId: string): string {
  const [pool, drawDate, , number] = limitKeyId.split('|');
  return `${pool}|${drawDate}|${number}`;
}

/**
 * Cuts each draft to what the sell limits leave (`remaining(limit key id)`), in order; the
 * order's status says whether anything was cut (LIMIT) or nothing was left (SOLD_OUT).
 */
export function allocateOrder(
  drafts: readonly TicketDraft[],
  remaining: (keyId: string) => number,
): Allocated {
  const used: Allocated['used'] = [];
  const placed = drafts.map((draft) => {
    const allocation = allocateLines(draft.lines, (soldKey) =>
      cents(remaining(limitKeyId({ pool: draft.pool, drawDate: draft.drawDate, ...parseSoldKey(soldKey) }))),
    );
    for (const [soldKey, cents] of allocation.used) {
      used.push({
        key: { pool: draft.pool, drawDate: draft.drawDate, ...parseSoldKey(soldKey) },
        used: cents,
      });
    }
    const accepted = allocation.accepted;
    const requestedCents = draft.lines.reduce((sum, line) => sum + lineCost(line), 0);
    const acceptedCents = draft.lines.reduce(
      (sum, line, j) => sum + lineCost({ ...line, amounts: accepted[j]! }),
      0,
    );
    return { draft, accepted, requestedCents, acceptedCents };
  });
  const total = placed.reduce((sum, p) => sum + p.acceptedCents, 0);
  const cut = placed.some((p) => p.acceptedCents < p.requestedCents);
  const betStatus: BetStatus = total === 0 ? 'SOLD_OUT' : cut ? 'LIMIT' : 'COMPLETE';
  return { placed, used, total, betStatus };
}

/**
 * Ticket numbers as a ledger remark names them: `#48`, `#43-44,#48`; runs of consecutive ids
 * shortened, and cut with "…" past the remark column's room (200 characters).
 */
export function ticketNumbers(ids: readonly number[]): string {
  const sorted = [...ids].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j += 1;
    runs.push(j === i ? `#${sorted[i]}` : `#${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  const text = runs.join(',');
  return text.length <= 120 ? text : `${text.slice(0, text.lastIndexOf(',', 119))},…`;
}
