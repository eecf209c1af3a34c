import type { AppContext } from '../context.js';
import { cancelTicket, cancelTickets } from '../features/orders/cancel.service.js';
import { placeOrder } from '../features/orders/place-order.service.js';
import { enterResult } from '../features/results/result.service.js';
import { countOrder, timeSettlement } from '../metrics/app-metrics.js';

/**
 * The writes that run on the SQLite write thread (db/sqlite-writer.ts), by name. Each takes the
 * thread's context and a payload that survives structured cloning (plain data, `now` included),
 * and resolves after its transaction has committed.
 */
export const writeCommands = {
  placeOrder: (ctx: AppContext, input: Parameters<typeof placeOrder>[1]) => placeOrder(ctx, input),
  cancelTicket: (ctx: AppContext, input: Parameters<typeof cancelTicket>[1]) => cancelTicket(ctx, input),
  cancelTickets: (ctx: AppContext, input: Parameters<typeof cancelTickets>[1]) => cancelTickets(ctx, input),
  enterResult: (ctx: AppContext, input: Parameters<typeof enterResult>[1]) => enterResult(ctx, input),
};

type WriteCommands = typeof writeCommands;
type Command = (ctx: AppContext, payload: unknown) => Promise<unknown>;

/**
 * Runs a write on the write thread when there is one (the SQLite server), else right here
 * (PostgreSQL, the CLI, or after the write thread died). Same answer either way.
 */
export function runWrite<K extends keyof WriteCommands>(
  ctx: AppContext,
  command: K,
  payload: Parameters<WriteCommands[K]>[1],
): ReturnType<WriteCommands[K]> {
  const writer = ctx.db.writer;
  const run = () =>
    writer?.alive
      ? writer.call(ctx.env, command, payload)
      : (writeCommands[command] as Command)(ctx, payload);
  // Counted here, on the request thread, whichever thread ran the write: the metrics live here.
  if (command === 'enterResult') {
    return timeSettlement(ctx.metrics, run as () => ReturnType<WriteCommands['enterResult']>) as ReturnType<
      WriteCommands[K]
    >;
  }
  const result = run();
  if (command === 'placeOrder' && ctx.metrics) {
    const { drafts } = payload as Parameters<WriteCommands['placeOrder']>[1];
    const lines = drafts.reduce((sum, draft) => sum + draft.lines.length, 0);
    void result.then(
      (receipt) => countOrder(ctx.metrics, receipt as { betStatus: string }, lines),
      () => {},
    );
  }
  return result as ReturnType<WriteCommands[K]>;
}
