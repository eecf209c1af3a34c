import { z } from 'zod';

/**
 * Navigation state: Rebet / Reorder (`betId`), Edit (`edit`), and where Back goes (`backTo`; or
 * `backToList`, check ticket's search, which Back hands back to /check-ticket to run again).
 */
const navigationStateSchema = z.object({
  betId: z.string().min(1),
  edit: z.boolean().optional(),
  backTo: z.string().optional(),
  backToList: z.object({ date: z.string(), ticketId: z.string(), betNumber: z.string() }).optional(),
});
export type AdvancedBettingState = z.infer<typeof navigationStateSchema>;

/** The state the screen was opened with, or undefined when it names no readable ticket. */
export function readNavigationState(state: unknown): AdvancedBettingState | undefined {
  const parsed = navigationStateSchema.safeParse(state);
  return parsed.success ? parsed.data : undefined;
}
