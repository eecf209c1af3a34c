import type { OrderError } from '../order-string/index.js';
import { chatMessage } from './messages.js';
import { isSpace } from './text.js';
import type { ChatLine, ChatOrderError, CharOrigin, OrderLineSource } from './types.js';

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
  const origin = originAt(source, error.column);
  // A kept line's own column is exact; a translated piece is marked as the chat word it came from.
  const verbatim = chatLine?.kind === 'order';
  const column = origin === undefined ? 1 : verbatim ? origin.column : origin.start;
  const end = origin === undefined ? 2 : origin.end;
  const length = Math.max(1, end - column);
  const { messageKey, message } = chatWords(error, verbatim);
  return {
    line: source.line,
    column,
    length,
    token: typed.slice(column - 1, column - 1 + length),
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
function chatWords(error: OrderError, verbatim: boolean): Pick<ChatOrderError, 'message' | 'messageKey'> {
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
  if (!verbatim && chatKey !== undefined)
    return { messageKey: chatKey, message: chatMessage(chatKey, params) };
  // The parser always names its message; one without a key is told as an unreadable line.
  return { messageKey: key ?? 'unexpectedBetStart', message: error.message };
}

/** Where the order-string column came from; one past the end is the line's last visible character. */
function originAt(source: OrderLineSource, column: number): CharOrigin | undefined {
  const exact = source.origins[column - 1];
  if (exact !== undefined && !isSpace(source.text[column - 1])) return exact;
  for (let i = Math.min(column, source.origins.length) - 1; i >= 0; i -= 1) {
    if (!isSpace(source.text[i])) return source.origins[i];
  }
  return source.origins.find((_, i) => !isSpace(source.text[i]));
}
