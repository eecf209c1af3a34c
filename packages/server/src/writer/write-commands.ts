import type { AppContext } from '../context.js';
import type { WriteCommand, WriteCommandName } from '../db/run-write.js';
import { cancelTicketsWrite, cancelTicketWrite, placeOrderWrite } from '../features/orders/order.writes.js';
import { enterResultWrite } from '../features/results/result.writes.js';

type Command = (ctx: AppContext, payload: unknown) => Promise<unknown>;

const COMMANDS: readonly WriteCommand<never, unknown>[] = [
  placeOrderWrite,
  cancelTicketWrite,
  cancelTicketsWrite,
  enterResultWrite,
];

/**
 * The writes the write thread runs (write-thread.ts), by name: the composition layer
 * collects each feature's write commands, so db/run-write.ts never imports a feature.
 */
export const writeCommands = Object.fromEntries(
  COMMANDS.map((command) => [command.name, command.run as Command]),
) as Record<WriteCommandName, Command>;
