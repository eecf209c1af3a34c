import { writeCommand } from '../../db/run-write.js';
import { cancelTicket, cancelTickets } from './cancel.service.js';
import { placeOrder } from './place-order.service.js';

/** The orders feature's writes, run on the SQLite write thread when there is one (db/run-write.ts). */
export const placeOrderWrite = writeCommand('placeOrder', placeOrder);
export const cancelTicketWrite = writeCommand('cancelTicket', cancelTicket);
export const cancelTicketsWrite = writeCommand('cancelTickets', cancelTickets);
