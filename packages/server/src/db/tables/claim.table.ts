import type { Generated, Selectable } from 'kysely';
import type { IdKind } from '@lotto/domain/id-document';

/** A ticket's printed slips (issue 44, migration 0060): one row from its first print on. */
export interface TicketSlipTable {
  ticket_id: number;
  /** prints so far: 1 is the original, n + 1 is "COPY n" */
  print_count: number;
  /** argon2id hash of the claim PIN printed on the original only */
  pin_hash: string;
  first_printed_by: number;
  first_printed_at: number;
  last_printed_at: number;
}

export const CLAIM_STATUSES = ['paid', 'pending'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** A winning ticket paid out at the counter (issue 44): at most one per ticket (unique). */
export interface TicketClaimTable {
  id: Generated<number>;
  ticket_id: number;
  /** the agent (or upline) who paid */
  claimed_by: number;
  customer_name: string;
  id_kind: IdKind;
  id_number: string;
  amount_cents: number;
  /** the ticket's win when claimed: a later correction that lowers it flags the claim */
  win_cents: number;
  remark: string;
  /** the ID photo's file name in the claim photo folder, null when none */
  photo_file: string | null;
  /** pending: above the claimer's cash-out limit, waiting for an upline's approval */
  status: ClaimStatus;
  decided_by: number | null;
  decided_at: number | null;
  created_at: number;
}

export type TicketClaimRow = Selectable<TicketClaimTable>;
