import type { Receipt } from '@lotto/contract/order';

/** The receipt MakeOrder and MakeOrderAdvanced answer: the contract's shape (spec §3, docs/api.md). */
export { receiptSchema, type Receipt } from '@lotto/contract/order';

/** Navigation state of /bet-success: the receipt to show. */
export interface BetSuccessState {
  receipt: Receipt;
}
