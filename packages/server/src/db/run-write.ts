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
export interface WriteCommand<P, R, A = R> {
  name: string;
  /** the databases whose write thread runs it; elsewhere (and with no thread) it runs right here */
  threads: readonly Dialect[];
  run: (ctx: AppContext, payload: P) => Promise<R>;
  /** wraps every run on the request thread, whichever thread ran it: counts, timings */
  measure?: (ctx: AppContext, payload: P, run: () => Promise<R>) => Promise<R>;
  /**
   * The answer's last step, on the request thread whichever thread ran it: work that needs no
   * transaction, kept off the write thread that every write waits for (an order's receipt texts).
   */
  finish: (ctx: AppContext, value: R) => A;
}

export function writeCommand<P, R, A = R>(
  name: string,
  run: (ctx: AppContext, payload: P) => Promise<R>,
  options: Pick<WriteCommand<P, R, A>, 'threads' | 'measure'> & { finish?: WriteCommand<P, R, A>['finish'] },
): WriteCommand<P, R, A> {
  // Without a finish the answer is the run's own (A is R).
  return { name, run, ...options, finish: options.finish ?? ((_ctx, value) => value as unknown as A) };
}

/**
 * Runs a write on the write thread when there is one and the command runs on this database's
 * thread (the SQLite server: all of them; the PostgreSQL server: settlements), else right here
 * (orders on PostgreSQL, the CLI, or after the write thread died). Same answer either way.
 */
export async function runWrite<P, R, A>(
  ctx: AppContext,
  command: WriteCommand<P, R, A>,
  payload: P,
): Promise<A> {
  const writer = ctx.db.writer;
  const run = () =>
    writer && command.threads.includes(ctx.db.dialect) && writer.available()
      ? writer.call<R>(ctx.env, command.name, payload)
      : command.run(ctx, payload);
  return command.finish(ctx, await (command.measure ? command.measure(ctx, payload, run) : run()));
}
