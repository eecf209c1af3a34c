/**
 * Orders from chat (rules.md "Orders from chat"): chat text such as `16/11 MKT 1234-1B 1S` turned
 * into Lotto's order string, which then goes through the advanced order path (one grammar, the
 * same caps and errors). `chatToOrderString` translates; `locateOrderErrors` maps the order path's
 * errors back onto the chat text; `readChatOrder` does both with the order-string parser.
 */
export { chatToOrderString } from './translate.js';
export { locateOrderErrors } from './locate.js';
export { readChatOrder } from './read.js';
export { CHAT_MESSAGES, CHAT_MESSAGE_KEYS, chatMessage, type ChatMessageKey } from './messages.js';
export {
  CHAT_ORDER_ERROR_CODES,
  DEFAULT_MAX_DAYS_AHEAD,
  MAX_CHAT_ORDER_CHARS,
  MAX_DAYS_AHEAD,
  type CharOrigin,
  type ChatLine,
  type ChatLineKind,
  type ChatOrderContext,
  type ChatOrderError,
  type ChatOrderErrorCode,
  type ChatOrderReading,
  type ChatTranslation,
  type OrderLineSource,
} from './types.js';
