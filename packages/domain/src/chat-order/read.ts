import { parseOrderString, type OrderContext } from '../order-string/index.js';
import { locate } from './locate.js';
import { readChatText } from './translate.js';
import type { ChatLine, ChatOrderContext, ChatOrderError, ChatOrderReading } from './types.js';

/**
 * Chat text all the way to tickets (rules.md "Orders from chat"): `chatToOrderString`, then the
 * order-string parser on the result, with every error of either stage on the chat line it belongs
 * to, so a preview can mark each line ✓ or ✗. One error per line, the leftmost. Lines below a
 * refused chat line are checked as the parser checks lines below its own refused lines (a refused
 * date or pools line leaves the lines under it unchecked against dates or pools; a refused bet
 * leaves a bare number under it without a "no amount" error).
 *
 * @example
 * readChatOrder('16/11 MKT 1234-1B 1S', { today: '2026-11-14', pools }, { eatSequence, openDates })
 * // { ok: true, orderString: 'D16\n#MKT\n1234#B1#S1', tickets: [{ drawDates: ['2026-11-16'],
 * //   pools: ['mg', 'kd', 'tt'], lines: [{ number: '1234', pattern: 'NORMAL', amounts: { B: 100, S: 100 } }] }], lines }
 */
export function readChatOrder(
  text: string,
  chatContext: ChatOrderContext,
  orderContext: OrderContext,
): ChatOrderReading {
  const reading = readChatText(text, chatContext);
  if (reading.lines.length === 0) return { ok: false, errors: reading.errors, lines: [] };

  const probe = reading.produced.map((p) => p.text).join('\n');
  const parsed = parseOrderString(probe, orderContext);
  const byLine = new Map<number, ChatOrderError>(reading.errors.map((error) => [error.line, error]));
  if (!parsed.ok) {
    for (const error of parsed.errors) {
      const source = reading.produced[error.line - 1];
      // A placeholder's own error is the chat error already on its line.
      if (source === undefined || source.placeholder) continue;
      const located = locate(error, source, reading.lines[source.line - 1]);
      const held = byLine.get(located.line);
      if (held === undefined || located.column < held.column) byLine.set(located.line, located);
    }
  }

  const lines: ChatLine[] = reading.lines.map((line) => {
    const error = byLine.get(line.line);
    return error === undefined ? line : { ...line, produced: [], errors: [error] };
  });
  const errors = lines.flatMap((line) => line.errors);
  if (errors.length > 0 || !parsed.ok) return { ok: false, errors, lines };
  return { ok: true, orderString: probe, tickets: parsed.tickets, lines };
}
