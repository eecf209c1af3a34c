import { cents, formatPoints, type Cents } from './money.js';
import { poolByCode } from './pools.js';
import { receiptBetDate, receiptDrawDate } from './receipt-dates.js';
import { escapeRemark } from './receipt-escape.js';
import { acceptedTotal, ticketProblem, type ReceiptLine, type ReceiptTicket } from './receipt-ticket.js';
import { AMOUNT_ORDER, amountLabel, markedNumber } from './receipt-vocabulary.js';

/** Writing the receipt text of a ticket (layout in receipt.ts). */

/**
 * Writes the receipt text (layout in receipt.ts). Throws a RangeError for a ticket that
 * could not be read back (bad id, date or time, a draw date far from the bet date, a negative amount,
 * a number that is not 2-6 digits).
 *
 * @example renderReceipt({ ticketId: '10023', placedAt: { date: '2025-11-22', time: '14:05:09' }, drawDates: ['2025-11-25'], pools: ['mg', 'kd'], lines: [{ number: '1234', pattern: 'BOX', amounts: { B: cents(100) } }], cancelled: false })
 * // '#10023 22/11/2025 14:05:09\nD:25/11\nP:MK\n*1234 B1\nT:48.00'
 */
export function renderReceipt(ticket: ReceiptTicket): string {
  const problem = ticketProblem(ticket);
  if (problem !== null) throw new RangeError(`cannot write receipt: ${problem}`);
  const text = [
    `${ticket.cancelled ? '&' : ''}#${ticket.ticketId} ${receiptBetDate(ticket.placedAt.date)} ${ticket.placedAt.time}`,
    `D:${ticket.drawDates.map(receiptDrawDate).join(',')}`,
    `P:${ticket.pools.map((code) => poolByCode(code).letter).join('')}`,
    ...ticket.lines.map(renderReceiptLine),
  ];
  text.push(...customerLines(ticket));
  text.push(`T:${formatPoints(acceptedTotal(ticket))}`);
  return text.join('\n');
}

/** The `R:` and `Tel:` lines of a ticket or an order: each only when present. */
export function customerLines({ remark, phone }: { remark?: string; phone?: string }): string[] {
  const lines: string[] = [];
  if (remark !== undefined) lines.push(`R:${escapeRemark(remark)}`);
  if (phone !== undefined) lines.push(`Tel:${escapeRemark(phone)}`);
  return lines;
}

/** One bet line of a receipt: `1234 B1 S2`, `**5678 B10>4`. */
export function renderReceiptLine(line: ReceiptLine): string {
  const tokens = [markedNumber(line.pattern, line.number)];
  for (const code of AMOUNT_ORDER) {
    const requested = line.amounts[code];
    if (requested === undefined) continue;
    const accepted = line.accepted ? (line.accepted[code] ?? cents(0)) : requested;
    const cut = accepted === requested ? '' : `>${shortPoints(accepted)}`;
    tokens.push(`${amountLabel(code)}${shortPoints(requested)}${cut}`);
  }
  return tokens.join(' ');
}

/** Points without needless zeros: 100 -> '1', 150 -> '1.5', 105 -> '1.05'. */
function shortPoints(amount: Cents): string {
  return formatPoints(amount, { grouping: false })
    .replace(/\.00$/, '')
    .replace(/(\.\d)0$/, '$1');
}
