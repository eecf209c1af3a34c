import type { TicketStatusName } from '@lotto/contract/tickets';
import type { TicketStatus } from '../db/tables/order.table.js';

/** A ticket's status as the wire names it (contract tickets.ts): ticket details, lists and CheckTicket. */
export const TICKET_STATUS_NAME: Record<TicketStatus, TicketStatusName> = {
  active: 'Active',
  voided: 'Voided',
  failed: 'Failed',
};
