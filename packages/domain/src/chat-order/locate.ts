import type { OrderError } from '../order-string/index.js';
import { chatMessage } from './messages.js';
import { isSpace } from './text.js';
import type { ChatLine, ChatOrderError, OrderLineSource } from './types.js';

/**
 * Maps the order-string parser's errors (lines and columns of the order string) back onto the
 * chat text, so the preview marks the chat line and highlights the token the order line came
 * from: the chat word of a translated piece (`1B` of `1234-1B`), or from the exact character to
 * the end of its word on a line of Lotto's own that was kept as typed.
 *
 * @example
 * const t = chatToOrderString('16/11 MKT\n123-1B', context); // 123#B1: B does not fit 3 digits
 * locateOrderErrors(t, parseOrderString(t.orderString, orderContext).errors)
 * // [{ line: 2, column: 5, length: 2, token: '1B', code: 'INVALID_BET_AMOUNT', messageKey: 'eatTypeOn3D', ... }]
 */
export function locateOrderErrors(
  translation: { sources: readonly OrderLineSource[]; lines: readonly ChatLine[] },
  errors: readonly OrderError[],
): ChatOrderError[] {
  const located: ChatOrderError[] = [];
  for (const error of errors) {
    const source = translation.sources[error.line - 1];
    if (source === undefined) continue;
    located.push(locate(error, source, translation.lines[source.line - 1]));
  }
  return located;
}

export function locate(
  error: OrderError,
  source: OrderLineSource,
  chatLine: ChatLine | undefined,
): ChatOrderError {
  const typed = chatLine?.text ?? '';
  const { start, end } = markAt(source, error.column);
  const { messageKey, message } = chatWords(error, chatLine?.kind === 'order');
  return {
    line: source.line,
    column: start,
    length: end - start,
    token: typed.slice(start - 1, end - 1),
    code: error.code,
    message,
    messageKey,
    params: error.params ?? {},
  };
}

/**
 * The parser's words, or the chat's where the parser's speak of order-string syntax the chat line
 * did not use (`#`) or count order lines the sender did not type.
 */
function chatWords(error: OrderError, kept: boolean): Pick<ChatOrderError, 'message' | 'messageKey'> {
  const params = error.params ?? {};
  if (error.code === 'TOO_MANY_LINES') {
    return { messageKey: 'tooManyOrderLines', message: chatMessage('tooManyOrderLines', params) };
  }
  const key = error.messageKey;
  const chatKey =
    key === 'noAmountAbove'
      ? 'noAmountToRepeat'
      : key === 'amountsDoNotFit'
        ? 'amountsAboveDoNotFit'
        : undefined;
  if (!kept && chatKey !== undefined) return { messageKey: chatKey, message: chatMessage(chatKey, params) };
  // The parser always names its message; one without a key is told as an unreadable line.
  return { messageKey: key ?? 'unexpectedBetStart', message: error.message };
}

/**
 * What an error at an order-string column marks in the chat line (1-based, end excluded). Past
 * the end of the line (the parser's "expected more here") it marks the line's last word.
 */
function markAt(source: OrderLineSource, column: number): { start: number; end: number } {
  const visible = (i: number) => source.origins[i] !== undefined && !isSpace(source.text[i]);
  if (visible(column - 1)) {
    const origin = source.origins[column - 1]!;
    return { start: origin.start, end: Math.max(origin.start + 1, origin.end) };
  }
  let last = Math.min(column, source.origins.length) - 1;
  while (last >= 0 && !visible(last)) last -= 1;
  const origin = source.origins[last];
  if (origin === undefined) return { start: 1, end: 2 };
  let first = last;
  while (first > 0 && visible(first - 1) && source.origins[first - 1]!.end === origin.end) first -= 1;
  const start = Math.min(origin.start, source.origins[first]!.start);
  return { start, end: Math.max(start + 1, origin.end) };
}
