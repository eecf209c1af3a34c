import type { Actor, AppContext } from '../context.js';
import { migrationsCurrent } from '../db/migrator.js';

export interface CliIo {
  out: (line: string) => void;
  err: (text: string) => void;
  /** opens the context lazily, so --help never touches the database */
  context: () => Promise<AppContext>;
  actor: Actor;
}

/** The context for commands that need the schema: refuse clearly on an un-migrated database. */
export async function migrated(io: CliIo): Promise<AppContext> {
  const ctx = await io.context();
  if (!(await migrationsCurrent(ctx.db))) {
    throw new CliError('the database is not migrated; run `npm run lotto -- migrate` first');
  }
  return ctx;
}

export class CliError extends Error {}
