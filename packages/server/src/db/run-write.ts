import type { AppContext } from '../context.js';
import type { Dialect } from './database.js';

/**
 * A write the write thread can run (db/write-thread-client.ts): its name, which crosses the thread
 * boundary, and the function itself, which runs here when there is no write thread. Each feature
 * declares its own (e.g. features/orders/order.writes.ts) with the options that concern it: which
 * databases' write threads run it, and how the request thread measures it (the metrics live there).
 * writer/write-commands.ts collects them for the thread, so this layer names no feature. The
 * payload must survive structured cloning (plain data, `now` included).
 */
export interface WriteCommand<P, R> {
  name: string;
  /** the databases whose write thread runs it; elsewhere (and with no thread) it runs right here */
  threads: readonly Dialect[];
  run: (ctx: AppContext, payload: P) => Promise<R>;
  /** wraps every run on the request thread, whichever thread ran it: counts, timings */
  measure?: (ctx: AppContext, payload: P, run: () => Promise<R>) => Promise<R>;
}

export function writeCommand<P, R>(
  name: string,
  run: (ctx: AppContext, payload: P) => Promise<R>,
  options: Pick<WriteCommand<P, R>, 'threads' | 'measure'>,
): WriteCommand<P, R> {
  return { name, run, ...options };
}

/**
 * Runs a write on the write thread when there is one and the command runs on this database's
 * thread (the SQLite server: all of them; the PostgreSQL server: settlements), else right here
 * (orders on PostgreSQL, the CLI, or after the write thread died). Same answer either way.
 */
export function runWrite<P, R>(ctx: AppContext, command: WriteCommand<P, R>, payload: P): Promise<R> {
  const writer = ctx.db.writer;
  const run = () =>
    writer && command.threads.includes(ctx.db.dialect) && writer.available()
      ? writer.call<R>(ctx.env, command.name, payload)
      : command.run(ctx, payload);
  return command.measure ? command.measure(ctx, payload, run) : run();
}
