/**
 * Receipt text (game-rules §9, spec §2 check ticket, §3 receipt): one placed ticket as compact plain
 * text for WhatsApp, Telegram and the clipboard, and the reader that turns it back into the ticket.
 *
 * Layout (lines joined by '\n'):
 *
 *     #10023 22/11/2025 14:05:09     ticket id, bet date dd/MM/yyyy and time; '&#10023 ...' when voided
 *     D:25/11,26/11                  draw dates dd/MM (year: see below)
 *     P:MKT                          pool letters (game-rules §1)
 *     1234 B1 S2                     one bet line: number with its pattern marks, then amounts
 *     **5678 B10>4 A0.5              a cut line: B requested 10, accepted 4
 *     R:call after 6pm\nthanks       remark, only when the ticket has one (escaped, one line)
 *     Tel:0123456789                 the customer's phone, only when the ticket has one (escaped)
 *     T:123.00                       accepted total
 *
 * - Pattern marks are those of the order string (game-rules §5): `1234` NORMAL, `*1234` BOX,
 *   `**1234` IBOX, `1234*` R, `+234` P-H, `123+` P-B, `123*4` L-H, `1*234` L-B. The running digit of
 *   P-H / P-B is no part of the bet, so it reads back as 0.
 * - Amounts: `B S A C D` for B, S, 3A, 3C, 4A (the eat-type letters), the bet-type code for the rest
 *   (`2A1`, `4SB2`, `5D1`), in eat order B S A C D then the catalogue order. Points without needless
 *   zeros and without grouping (`1`, `0.5`, `1.05`, `1000`); `parsePoints` reads each back exactly.
 *   `B10>4`: requested 10, accepted 4 (only where a sell limit cut the line, game-rules §6).
 * - The total keeps two decimals and groups thousands (`T:1,234.50`); it is the accepted total.
 * - The bet date carries the year; each draw date takes the year that puts it nearest the bet date,
 *   so draw dates must lie within 182 days of it (bets are sold at most 7 days ahead).
 * - The remark (and the phone) keeps every character: `\` becomes `\\`, newline `\n`, carriage return `\r`, other
 *   control and line-separator characters `\uXXXX`. Note spec §2: a remark containing "cancelled"
 *   makes `isCancelledReceipt` true, which hides Edit and Void for that entry.
 *
 * This module only gathers the receipt's parts: the ticket and its total (receipt-ticket.ts), the
 * date forms (receipt-dates.ts), remark escaping (receipt-escape.ts), writing (receipt-render.ts)
 * and reading (receipt-parse.ts).
 */

export {
  acceptedTotal,
  type ReceiptLine,
  type ReceiptParseResult,
  type ReceiptTicket,
} from './receipt-ticket.js';
export { customerLines, renderReceipt, renderReceiptLine } from './receipt-render.js';
export { isCancelledReceipt, parseReceipt, receiptTicketId } from './receipt-parse.js';
