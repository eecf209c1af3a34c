import { z } from 'zod';
import type { BetSuccessBack } from '@/lib/orders/receipt';

/**
 * Navigation state: Rebet / Reorder (`betId`), Edit (`edit`), and where Back goes (`backTo`; or
 * `backToList`, check ticket's search, which Back hands back to /check-ticket to run again).
 * `listPath`: the list the ticket was opened from (betting history with its filter), where Bet
 * Success leads back to after the order (issue 38 item 6).
 */
const navigationStateSchema = z.object({
  betId: z.string().min(1),
  edit: z.boolean().optional(),
  backTo: z.string().optional(),
  backToList: z.object({ date: z.string(), ticketId: z.string(), betNumber: z.string() }).optional(),
  listPath: z.string().startsWith('/').optional(),
});
export type AdvancedBettingState = z.infer<typeof navigationStateSchema>;

/** The state the screen was opened with, or undefined when it names no readable ticket. */
export function readNavigationState(state: unknown): AdvancedBettingState | undefined {
  const parsed = navigationStateSchema.safeParse(state);
  return parsed.success ? parsed.data : undefined;
}

/** Where Bet Success leads back to after this screen's order: the list the ticket came from. */
export function backOf(state: AdvancedBettingState | undefined): BetSuccessBack | undefined {
  if (state?.backToList) return { path: '/check-ticket', state: { backToList: state.backToList } };
  if (state?.listPath) return { path: state.listPath };
  return undefined;
}
