import { z } from 'zod';

/** A counter claim's state (issue 44): paid, or waiting for an upline above the cash-out limit. */
export const CLAIM_STATUS_NAMES = ['Paid', 'Pending'] as const;

/**
 * What ticket details and Check Ticket say of a ticket's counter claim ("Claimed by ... on ...");
 * apart from counter.ts so that tickets.ts, which counter.ts reads, can name it without a cycle.
 */
export const claimNoteSchema = z.object({
  claimedBy: z.string(),
  claimedAt: z.string(),
  /** points paid */
  amount: z.number(),
  status: z.enum(CLAIM_STATUS_NAMES),
  /** a result correction lowered the win below what was paid */
  flagged: z.boolean(),
});
export type ClaimNote = z.infer<typeof claimNoteSchema>;
