import { CommanderError } from 'commander';
import { buildProgram } from '../cli/program.js';
import type { AppContext } from '../context.js';

/** Runs the operator CLI in-process against a test context; answers its output and exit code. */
export async function runCli(
  ctx: AppContext,
  args: string[],
): Promise<{ out: string; err: string; code: number }> {
  const out: string[] = [];
  const err: string[] = [];
  const program = buildProgram({
    out: (line) => out.push(line),
    err: (text) => err.push(text),
    actor: { id: null, name: 'cli:test' },
    context: async () => ctx,
  });
  try {
    await program.parseAsync(['node', 'lotto', ...args]);
    return { out: out.join('\n'), err: err.join(''), code: 0 };
  } catch (error) {
    if (error instanceof CommanderError)
      return { out: out.join('\n'), err: err.join(''), code: error.exitCode };
    return { out: out.join('\n'), err: String((error as Error).message), code: 1 };
  }
}
