import { writeCommand } from '../../db/run-write.js';
import { countOrder } from '../../metrics/app-metrics.js';
import { cancelTicket, cancelTickets } from './cancel.service.js';
import { placeOrderUnrendered, receiptOfPlaced } from './place-order.service.js';

/**
 * The orders feature's writes: on SQLite they run on the write thread when there is one; on
 * PostgreSQL on the request thread, where its batches gather them (decision 017).
 */
export const placeOrderWrite = writeCommand('placeOrder', placeOrderUnrendered, {
  threads: ['sqlite'],
  // The receipt texts are rendered here, on the request thread (issue 45, second pass).
  finish: (ctx, placed) => receiptOfPlaced(placed, ctx.env.TZ_DRAWS),
  // Counted on the request thread, whichever thread placed it: the metrics live here.
  measure: (ctx, payload, run) => {
    const result = run();
    if (ctx.metrics) {
      const lines = payload.drafts.reduce((sum, draft) => sum + draft.lines.length, 0);
      void result.then(
        (receipt) => countOrder(ctx.metrics, receipt, lines),
        () => {},
      );
    }
    return result;
  },
});
export const cancelTicketWrite = writeCommand('cancelTicket', cancelTicket, { threads: ['sqlite'] });
export const cancelTicketsWrite = writeCommand('cancelTickets', cancelTickets, { threads: ['sqlite'] });
