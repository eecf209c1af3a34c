import os from 'node:os';
import { CommanderError } from 'commander';
import { EnvError, parseEnv } from './config/env.js';
import type { AppContext } from './context.js';
import { openDatabase, type Db } from './db/database.js';
import { CliError } from './cli/cli-io.js';
import { buildProgram } from './cli/program.js';
import { AppError } from './lib/app-error.js';

let db: Db | undefined;

const program = buildProgram({
  out: (line) => console.log(line),
  err: (text) => process.stderr.write(text),
  actor: { id: null, name: `cli:${os.userInfo().username}`.slice(0, 64) },
  context: async (): Promise<AppContext> => {
    const env = parseEnv(process.env);
    db = openDatabase(env.DATABASE_URL, { poolSize: 2 });
    return { db, env, clock: Date.now };
  },
});

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // help, version and usage errors: commander has already printed them
    process.exitCode = error.exitCode;
  } else if (error instanceof AppError || error instanceof EnvError || error instanceof CliError) {
    console.error(`error: ${error.message}`);
    process.exitCode = 1;
  } else {
    console.error(error);
    process.exitCode = 1;
  }
} finally {
  await db?.destroy();
}
