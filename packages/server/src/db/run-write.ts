import type { AppContext } from '../context.js';
import { countOrder, timeSettlement } from '../metrics/app-metrics.js';

/** The writes that may run on the write thread, by name (writer/write-commands.ts lists them). */
export const WRITE_COMMAND_NAMES = ['placeOrder', 'cancelTicket', 'cancelTickets', 'enterResult'] as const;
export type WriteCommandName = (typeof WRITE_COMMAND_NAMES)[number];

/**
 * A write the write thread can run (db/write-thread-client.ts): its name, which crosses the thread
 * boundary, and the function itself, which runs here when there is no write thread. Each feature
 * declares its own (e.g. features/orders/order.writes.ts); writer/write-commands.ts collects them
 * for the thread. The payload must survive structured cloning (plain data, `now` included).
 */
export interface WriteCommand<P, R> {
  name: WriteCommandName;
  run: (ctx: AppContext, payload: P) => Promise<R>;
}

export function writeCommand<P, R>(
  name: WriteCommandName,
  run: (ctx: AppContext, payload: P) => Promise<R>,
): WriteCommand<P, R> {
  return { name, run };
}

/**
 * Runs a write on the write thread when there is one and it runs that command (the SQLite server:
 * all of them; the PostgreSQL server: settlements), else right here (orders on PostgreSQL, the
 * CLI, or after the write thread died). Same answer either way.
 */
export function runWrite<P, R>(ctx: AppContext, command: WriteCommand<P, R>, payload: P): Promise<R> {
  const writer = ctx.db.writer;
  const run = () =>
    writer?.runs(command.name) && writer.available()
      ? writer.call<R>(ctx.env, command.name, payload)
      : command.run(ctx, payload);
  // Counted here, on the request thread, whichever thread ran the write: the metrics live here.
  if (command.name === 'enterResult') {
    type Settled = { settlement: { settledNow: boolean } };
    return timeSettlement(ctx.metrics, run as unknown as () => Promise<Settled>) as unknown as Promise<R>;
  }
  const result = run();
  if (command.name === 'placeOrder' && ctx.metrics) {
    const { drafts } = payload as { drafts: readonly { lines: readonly unknown[] }[] };
    const lines = drafts.reduce((sum, draft) => sum + draft.lines.length, 0);
    void result.then(
      (receipt) => countOrder(ctx.metrics, receipt as { betStatus: string }, lines),
      () => {},
    );
  }
  return result;
}
