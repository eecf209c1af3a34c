import type { Command } from 'commander';
import { readMeaningFile } from '../features/meanings/meaning-file.js';
import { upsertMeanings } from '../features/meanings/meaning.repository.js';
import { CliError, migrated, type CliIo } from './cli-io.js';

/** The most problems printed; the rest are counted. */
const SHOWN_PROBLEMS = 200;

/** `lotto meanings ...` (issue #7; docs/number-meanings.md). */
export function registerMeaningCommands(program: Command, io: CliIo): void {
  const meanings = program
    .command('meanings')
    .description('Manage the number meaning charts (Tua Pek Kong and Guan Yin)');

  meanings
    .command('import')
    .description(
      'Import a chart file (.csv or .json): all or nothing; new numbers are added, changed ones replaced',
    )
    .argument('<file>', 'a .csv file (header number,tpk_chn,tpk_eng,gy_chn,gy_eng) or a .json list')
    .action(async (file: string) => {
      const parsed = readMeaningFile(file);
      if (parsed.problems.length > 0) {
        const shown = parsed.problems
          .slice(0, SHOWN_PROBLEMS)
          .map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);
        const more =
          parsed.problems.length > SHOWN_PROBLEMS
            ? `\n... and ${parsed.problems.length - SHOWN_PROBLEMS} more`
            : '';
        throw new CliError(
          `${shown.join('\n')}${more}\n${parsed.problems.length} problem(s); nothing was imported`,
        );
      }
      const ctx = await migrated(io);
      const summary = await upsertMeanings(
        ctx.db.kysely,
        parsed.meanings.map((item) => item.meaning),
        { now: ctx.clock(), actor: io.actor, source: file },
      );
      io.out(
        `Imported ${parsed.meanings.length} number(s): ${summary.added} added, ` +
          `${summary.changed} changed, ${summary.unchanged} unchanged.`,
      );
    });
}
