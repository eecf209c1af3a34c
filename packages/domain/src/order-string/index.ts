/**
 * Advanced-mode order strings (game-rules §5): `parseOrderString` reads the typed lines into
 * tickets with per-line errors (`createOrderParser` gives the same answers to an editor, reading
 * again only the lines a keystroke changed), `formatOrderString` prints tickets back.
 */
export { createOrderParser, parseOrderString } from './parse.js';
export { formatOrderString, DEFAULT_ADVANCED_TEXT } from './format.js';
export {
  ORDER_MESSAGES,
  ORDER_MESSAGE_KEYS,
  messageParams,
  orderMessage,
  type OrderMessageKey,
  type OrderMessageParams,
} from './messages.js';
export {
  DEFAULT_MAX_LINES,
  ORDER_ERROR_CODES,
  type FormatResult,
  type LineInfo,
  type LineKind,
  type OrderContext,
  type OrderError,
  type OrderErrorCode,
  type OrderParseResult,
} from './types.js';
