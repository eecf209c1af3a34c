import type { BetTypeCode } from './bet-types.js';
import { parseYmd } from './calendar-dates.js';
import { cents, type Cents } from './money.js';
import { isPatternCode } from './patterns.js';
import { isPoolCode, type PoolCode } from './pools.js';
import { isNearDrawDate, MAX_DRAW_DISTANCE_DAYS } from './receipt-dates.js';
import type { BetLine } from './ticket.js';
import { lineCost } from './totals.js';

/**
 * The placed ticket a receipt describes (game-rules §9): its shape, its accepted total and the
 * checks that make sure its text reads back as the same ticket.
 */

/** A bet line as placed. `accepted` follows the spec's LIMIT status (game-rules §6). */
export type ReceiptLine = BetLine & {
  /**
   * Present only when a sell limit cut the line: the accepted amount of every bet type of `amounts`
   * (0 when sold out, the requested amount when not cut). A type missing here counts as 0.
   */
  accepted?: Partial<Record<BetTypeCode, Cents>>;
};

export interface ReceiptTicket {
  /** letters, digits, '_' and '-', e.g. '10023' */
  ticketId: string;
  /** local time of the bet, given by the caller: 'YYYY-MM-DD' and 'HH:mm:ss' */
  placedAt: { date: string; time: string };
  /** 'YYYY-MM-DD', each within 182 days of `placedAt.date` */
  drawDates: string[];
  pools: PoolCode[];
  lines: ReceiptLine[];
  /** voided: the text starts with '&' */
  cancelled: boolean;
  remark?: string;
  /** the customer's phone (normal mode), printed as `Tel:` */
  phone?: string;
}

export type ReceiptParseResult = { ok: true; value: ReceiptTicket } | { ok: false; message: string };

const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
/** 'HH:mm:ss', the bet time of the receipt's first line. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/**
 * The accepted total: accepted amounts x pattern multiplier x pools x dates. Equals `ticketTotal`
 * when no line was cut. A voided ticket keeps its total (what the void refunded).
 *
 * @example acceptedTotal({ drawDates: ['2025-11-25'], pools: ['mg', 'kd'], lines: [{ number: '1234', pattern: 'R', amounts: { B: cents(1000) }, accepted: { B: cents(400) } }] }) // 1600
 */
export function acceptedTotal(ticket: Pick<ReceiptTicket, 'drawDates' | 'pools' | 'lines'>): Cents {
  const perDrawAndPool = ticket.lines.reduce(
    (sum, line) => sum + lineCost({ ...line, amounts: line.accepted ?? line.amounts }),
    0,
  );
  return cents(perDrawAndPool * ticket.pools.length * ticket.drawDates.length);
}

/** What makes a ticket unwritable (read back it would differ), or null. */
export function ticketProblem(ticket: ReceiptTicket): string | null {
  const { date, time } = ticket.placedAt;
  if (!ID_PATTERN.test(ticket.ticketId)) return `ticket id ${JSON.stringify(ticket.ticketId)}`;
  if (!parseYmd(date) || !TIME_PATTERN.test(time)) return `bet time ${date} ${time}`;
  const far = ticket.drawDates.find((d) => !isNearDrawDate(d, date));
  if (far !== undefined) return `draw date ${far} (more than ${MAX_DRAW_DISTANCE_DAYS} days from ${date})`;
  const pool = ticket.pools.find((code) => !isPoolCode(code));
  if (pool !== undefined) return `pool ${String(pool)}`;
  for (const line of ticket.lines) {
    if (!/^\d{2,6}$/.test(line.number) || !isPatternCode(line.pattern)) {
      return `line ${line.number} ${line.pattern}`;
    }
    const values = [...Object.values(line.amounts), ...Object.values(line.accepted ?? {})];
    if (values.some((a) => !Number.isSafeInteger(a) || a < 0)) return `amounts of line ${line.number}`;
  }
  return null;
}
