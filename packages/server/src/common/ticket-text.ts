import { DEFAULT_EAT_SEQUENCE } from '@lotto/domain/bet-types';
import { formatOrderString } from '@lotto/domain/order-string';
import { renderReceipt } from '@lotto/domain/receipt';
import type { BetLine } from '@lotto/domain/ticket';
import { localStamp } from '../lib/local-time.js';
import type { Amounts, StoredLine } from './ticket.repository.js';

/**
 * Receipt and order-string texts are derived from the stored ticket and lines (deterministic),
 * not stored: placing an order writes fewer rows, and a text can never disagree with the bets.
 */
export interface TicketForText {
  id: number;
  pool: string;
  draw_date: string;
  created_at: number;
  /** the order's remark and the customer's phone; '' (none) prints no `R:` / `Tel:` line */
  remark?: string;
  phone?: string;
}

/** The receipt marks a cut line with its accepted amounts (all types), else leaves them out. */
function withAccepted(line: BetLine, accepted: Amounts) {
  const cut = Object.entries(line.amounts).some(
    ([code, amount]) => (accepted[code as keyof Amounts] ?? 0) < amount,
  );
  return cut ? { ...line, accepted } : line;
}

/** The receipt text (game-rules §9); `cancelled` puts the '&' in front. */
export function ticketReceipt(
  ticket: TicketForText,
  lines: readonly StoredLine[],
  timeZone: string,
  cancelled = false,
) {
  return renderReceipt({
    ticketId: String(ticket.id),
    placedAt: localStamp(ticket.created_at, timeZone),
    drawDates: [ticket.draw_date],
    pools: [ticket.pool as never],
    lines: lines.map(({ line, accepted }) => withAccepted(line, accepted)),
    cancelled,
    ...(ticket.remark ? { remark: ticket.remark } : {}),
    ...(ticket.phone ? { phone: ticket.phone } : {}),
  });
}

/** The ticket as an order string (Rebet, Reorder, Edit); '' when the language cannot express it. */
export function ticketOrderString(ticket: TicketForText, lines: readonly StoredLine[]): string {
  const printed = formatOrderString(
    [{ drawDates: [ticket.draw_date], pools: [ticket.pool as never], lines: lines.map(({ line }) => line) }],
    { eatSequence: DEFAULT_EAT_SEQUENCE, openDates: [ticket.draw_date] },
  );
  return printed.ok ? printed.text : '';
}
