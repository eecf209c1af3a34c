import { type Cents, cents, readCents, toPoints } from '@lotto/domain/money';
import type { Claim } from '@lotto/contract/counter';
import { formatStamp } from '../../lib/local-time.js';
import { isFlagged, type ClaimWithNames } from '../../common/ticket-counter.repository.js';

/** A claim as the answers show it (contract counter.ts): the ID number masked but for its last four. */
export function claimView(
  claim: ClaimWithNames & { pool: string; draw_date: string; owner: string },
  winNow: Cents | undefined,
  timeZone: string,
): Claim {
  return {
    claimId: String(claim.id),
    ticketId: String(claim.ticket_id),
    owner: claim.owner,
    drawDate: claim.draw_date,
    pool: claim.pool,
    claimedBy: claim.claimer,
    claimedAt: formatStamp(Number(claim.created_at), timeZone),
    customerName: claim.customer_name,
    idKind: claim.id_kind,
    idNumber: maskId(String(claim.id_number)),
    amount: toPoints(readCents(claim.amount_cents)),
    win: toPoints(readCents(claim.win_cents)),
    winNow: toPoints(cents(winNow ?? Number(claim.win_cents))),
    flagged: isFlagged(claim, winNow),
    remark: claim.remark,
    hasPhoto: claim.photo_file !== null,
    status: claim.status === 'paid' ? 'Paid' : 'Pending',
    approvedBy: claim.status === 'paid' ? claim.decider : null,
    approvedAt:
      claim.status === 'paid' && claim.decided_at !== null
        ? formatStamp(Number(claim.decided_at), timeZone)
        : null,
  };
}

/** All but the last four characters of an ID number masked: what screens and the audit log show. */
export function maskId(value: string): string {
  return value.length <= 4 ? value : `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}
