import { addCents, cents, formatPoints, type Cents } from './money.js';
import { poolByCode, POOL_CODES, type PoolCode } from './pools.js';
import { receiptDrawDate } from './receipt-dates.js';
import {
  acceptedTotal,
  customerLines,
  parseReceipt,
  renderReceiptLine,
  type ReceiptTicket,
} from './receipt.js';

/**
 * The order text (game-rules §9 "Receipts"): one text for the customer per order, whatever the
 * number of tickets (one per pool and draw date), for Bet Success, Share and Copy:
 *
 *     D:25/11,28/11        the draw dates of a block of tickets (dd/MM)
 *     P:MTS                their pools (letters)
 *     1234 B1 S2           the lines those tickets share (as on each ticket's receipt)
 *     R:Uncle Lim          remark and phone of the order, each only when given
 *     Tel:0123456789
 *     T:48.00              the grand total: the sum of the tickets' accepted totals
 *     #48,#49,#50,#51      the ticket ids, as the per-ticket receipts name them
 *
 * Tickets are grouped into blocks: tickets with the same lines, and among them the pools that draw
 * on the same set of dates, so each block is every pool x every date (a normal cart of 3 pools x 2
 * dates is one block). A block repeats `D:`/`P:`/lines. Voided tickets keep their `&` mark: `&#48`.
 */
export function renderOrderText(tickets: readonly ReceiptTicket[]): string {
  const blocks = new Map<string, { lines: string[]; byPool: Map<PoolCode, Set<string>> }>();
  for (const ticket of tickets) {
    const lines = ticket.lines.map(renderReceiptLine);
    const key = lines.join('\n');
    const block = blocks.get(key) ?? { lines, byPool: new Map<PoolCode, Set<string>>() };
    blocks.set(key, block);
    for (const pool of ticket.pools) {
      const dates = block.byPool.get(pool) ?? new Set<string>();
      for (const date of ticket.drawDates) dates.add(date);
      block.byPool.set(pool, dates);
    }
  }

  const text: string[] = [];
  for (const { lines, byPool } of blocks.values()) {
    const poolsByDates = new Map<string, PoolCode[]>();
    for (const pool of POOL_CODES) {
      const dates = byPool.get(pool);
      if (!dates) continue;
      const key = [...dates].sort().join(',');
      poolsByDates.set(key, [...(poolsByDates.get(key) ?? []), pool]);
    }
    for (const [dates, pools] of poolsByDates) {
      text.push(`D:${dates.split(',').map(receiptDrawDate).join(',')}`);
      text.push(`P:${pools.map((code) => poolByCode(code).letter).join('')}`);
      text.push(...lines);
    }
  }
  const first = tickets[0];
  if (first) text.push(...customerLines(first));
  const total = tickets.reduce<Cents>((sum, ticket) => addCents(sum, acceptedTotal(ticket)), cents(0));
  text.push(`T:${formatPoints(total)}`);
  text.push(tickets.map((ticket) => `${ticket.cancelled ? '&' : ''}#${ticket.ticketId}`).join(','));
  return text.join('\n');
}

/**
 * The order text of the receipts an order answered (MakeOrder's `receiptString`), or null when one
 * of them cannot be read (then the per-ticket receipts are shared as they are).
 *
 * @example orderTextOfReceipts(['#1 25/11/2026 10:00:00\nD:25/11\nP:M\n1234 B1\nT:1.00', '#2 25/11/2026 10:00:00\nD:25/11\nP:K\n1234 B1\nT:1.00'])
 * // 'D:25/11\nP:MK\n1234 B1\nT:2.00\n#1,#2'
 */
export function orderTextOfReceipts(receipts: readonly string[]): string | null {
  const tickets: ReceiptTicket[] = [];
  for (const receipt of receipts) {
    const parsed = parseReceipt(receipt);
    if (!parsed.ok) return null;
    tickets.push(parsed.value);
  }
  return tickets.length === 0 ? null : renderOrderText(tickets);
}
