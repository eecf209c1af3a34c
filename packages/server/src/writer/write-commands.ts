import type { AppContext } from '../context.js';
import type { WriteCommand } from '../db/run-write.js';
import { cancelTicketsWrite, cancelTicketWrite, placeOrderWrite } from '../features/orders/order.writes.js';
import { enterResultWrite } from '../features/results/result.writes.js';

type Command = (ctx: AppContext, payload: unknown) => Promise<unknown>;

/** What the thread needs of a command: its name and its function (how it is measured stays on the request thread). */
type ThreadCommand = Pick<WriteCommand<never, unknown>, 'name' | 'threads' | 'run'>;

/** Every write command of the features; each says itself which databases' threads run it. */
export const WRITE_COMMANDS: readonly ThreadCommand[] = [
  placeOrderWrite,
  cancelTicketWrite,
  cancelTicketsWrite,
  enterResultWrite,
];

/**
 * The writes the write thread runs (write-thread.ts), by name: the composition layer
 * collects each feature's write commands, so db/run-write.ts never imports a feature.
 */
export const writeCommands: Readonly<Record<string, Command>> = Object.fromEntries(
  WRITE_COMMANDS.map((command) => [command.name, command.run as Command]),
);
