import { z } from 'zod';

/** The receipt MakeOrder and MakeOrderAdvanced answer (spec §3, docs/api.md). */
export const receiptSchema = z.object({
  receiptString: z.array(z.string()),
  ticketXId: z.array(z.string()),
  betStatus: z.enum(['COMPLETE', 'LIMIT', 'SOLD_OUT']),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** Navigation state of /bet-success: the receipt to show. */
export interface BetSuccessState {
  receipt: Receipt;
}
