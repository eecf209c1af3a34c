import type { Receipt } from '@lotto/contract/order';

/** The receipt MakeOrder and MakeOrderAdvanced answer: the contract's shape (spec §3, docs/api.md). */
export { receiptSchema, type Receipt } from '@lotto/contract/order';

/** Navigation state of /bet-success: the receipt to show, and what the agent needs around it. */
export interface BetSuccessState {
  receipt: Receipt;
  /** whose tickets these are when not the viewer's own (a customer's order, an Edit or Reorder) */
  owner?: string | null | undefined;
  /** Edit: the ticket this order replaced */
  replaced?: string | undefined;
  /** the list the order was started from, to go back to (betting history's, check ticket's) */
  back?: BetSuccessBack | undefined;
}

/** A screen to go back to from Bet Success: its path (with its query) and navigation state. */
export interface BetSuccessBack {
  path: string;
  state?: unknown;
}
