import { DEFAULT_EAT_SEQUENCE } from '../bet-types.js';
import type { OrderContext } from '../order-string/index.js';
import { availablePools } from '../pools.js';
import type { ChatOrderContext } from '../chat-order/index.js';

/**
 * The day the chat-order tests are read on: Wed 25 Nov 2026, with the open draws of the
 * order-string tests (Wed, Sat, Sun, a special Tuesday, Wed), across a month end.
 */
export const TODAY = '2026-11-25';
export const OPEN = ['2026-11-25', '2026-11-28', '2026-11-29', '2026-12-01', '2026-12-02'];
export const CHAT_CONTEXT: ChatOrderContext = {
  today: TODAY,
  pools: availablePools('normal').map((pool) => pool.code),
};
export const ORDER_CONTEXT: OrderContext = { eatSequence: DEFAULT_EAT_SEQUENCE, openDates: OPEN };
