import { BET_TYPE_CODES, EAT_TYPE_BET, EAT_TYPES } from '@lotto/domain/bet-types';
import { parsePoints, toPoints, type Cents } from '@lotto/domain/money';
import { poolByLetter } from '@lotto/domain/pools';
import { isIsoDate } from '@/lib/dates/date-range';
import { fromCompactDate } from '@lotto/contract/wire-dates';
import { displayCompactDate } from '@/lib/dates/display-dates';
import { formatWirePoints } from '@/lib/format-points';
import type { BetReportTicket } from '../api/get-bet-report';

/**
 * The badge order: the receipt's (eat-type letters B S A C D first, then the other bet-type codes
 * in catalogue order); a label the app does not know goes last.
 */
const EAT_CODES = new Set<string>(Object.values(EAT_TYPE_BET));
const LABEL_ORDER: readonly string[] = [
  ...EAT_TYPES,
  ...BET_TYPE_CODES.filter((code) => !EAT_CODES.has(code)),
];
const rank = (label: string) => {
  const index = LABEL_ORDER.indexOf(label);
  return index < 0 ? LABEL_ORDER.length : index;
};

/** Points of the wire as cents, so sums of 0.1 + 0.2 stay exact. */
function centsOf(points: number): number {
  const parsed = parsePoints(points);
  return parsed.ok ? parsed.value : Math.round(points * 100);
}

export interface TypeTotal {
  type: string;
  /** points */
  amount: number;
}

/** Badge totals (spec §2): each bet type's amounts summed over every line of every ticket. */
export function betTypeTotals(tickets: readonly BetReportTicket[]): TypeTotal[] {
  const sums = new Map<string, number>();
  for (const ticket of tickets) {
    for (const line of ticket.ticketDetails) {
      for (const detail of line.details) {
        for (const eat of detail.eatTypes)
          sums.set(eat.type, (sums.get(eat.type) ?? 0) + centsOf(eat.amount));
      }
    }
  }
  return [...sums]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([type, sum]) => ({ type, amount: toPoints(sum as Cents) }));
}

/** One pool line as the card and the share text write it: 'B 1.00  S 2.00'. */
export function amountsText(eatTypes: readonly { type: string; amount: number }[]): string {
  return eatTypes.map((eat) => `${eat.type} ${formatWirePoints(eat.amount)}`).join('  ');
}

/** The pool's name for a receipt letter ('M' -> 'Magnum 4D'), or the letter itself. */
export function poolNameOf(letter: string): string {
  return poolByLetter(letter)?.name ?? letter;
}

/**
 * The text Share sends: the ticket number, draw date and pool, then every number with its pool
 * lines, e.g.
 *
 *     Ticket #10023
 *     Draw date: 22/11/2026
 *     1234
 *       M  B 1.00  S 2.00
 */
export function ticketShareText(
  ticket: BetReportTicket,
  labels: { ticket: (id: string) => string; drawDate: (date: string) => string },
): string {
  const lines = [labels.ticket(ticket.ticketXId), labels.drawDate(displayCompactDate(ticket.drawDate))];
  for (const line of ticket.ticketDetails) {
    lines.push(line.number);
    for (const detail of line.details)
      lines.push(`  ${detail.poolShortCode}  ${amountsText(detail.eatTypes)}`);
  }
  return lines.join('\n');
}

/**
 * The date the report opens on: the nearest open draw date (the first bet date, where a bet just
 * placed most likely went), else today in the draw time zone.
 */
export function defaultDrawDate(
  betDates: readonly { fullDate: string }[] | undefined,
  today: string,
): string {
  const first = betDates?.[0];
  return (first && fromCompactDate(first.fullDate)) || today;
}

const TICKET_ID = /^\d{1,15}$/;

/** A ticket id the server takes (1-15 digits), or '' for none. */
export function ticketIdOf(value: unknown): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return TICKET_ID.test(text) ? text : '';
}

/**
 * Navigation state that forces a search (spec §2): `{ ticketId, drawDate? }`, the date as
 * 'YYYY-MM-DD' or 'YYYYMMDD'; null when it holds no usable ticket id.
 */
export function forcedSearchOf(state: unknown): { ticketId: string; drawDate: string | null } | null {
  if (typeof state !== 'object' || state === null) return null;
  const { ticketId, drawDate } = state as { ticketId?: unknown; drawDate?: unknown };
  const id = ticketIdOf(ticketId);
  if (!id) return null;
  const date =
    typeof drawDate !== 'string' ? null : isIsoDate(drawDate) ? drawDate : fromCompactDate(drawDate);
  return { ticketId: id, drawDate: date };
}
