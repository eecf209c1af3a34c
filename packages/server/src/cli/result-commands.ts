import { InvalidArgumentError, Option, type Command } from 'commander';
import { cents, formatPoints } from '@lotto/domain/money';
import { validateDrawResult } from '@lotto/domain/draw-result';
import {
  addCalendarDate,
  removeCalendarDate,
  setPoolSchedule,
  type DrawDateKind,
} from '../features/calendar/draw-dates.service.js';
import { poolSchedules } from '../common/schedule.repository.js';
import { RESULT_FORMATS, type ResultFormat } from '@lotto/contract/results';
import { readResultFiles } from '../features/results/import/result-file.js';
import { ImportRefused, importResults } from '../features/results/import-results.service.js';
import { enterResult } from '../features/results/result.service.js';
import { CliError, migrated, type CliIo } from './cli-io.js';

const ymd = (value: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
    throw new InvalidArgumentError(`expected YYYY-MM-DD, got "${value}"`);
  return value;
};
const list = (value: string): string[] => value.split(',').map((item) => item.trim());
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const dayNames = (days: readonly number[]) => days.map((day) => WEEKDAYS[day]).join(',');
const weekdayList = (value: string): number[] =>
  value.split(',').map((day) => {
    if (!/^[0-6]$/.test(day.trim())) throw new InvalidArgumentError(`expected weekdays 0-6, got "${value}"`);
    return Number(day);
  });

/** `lotto draws ...` and `lotto results ...` (issue #6; docs/results-import.md). */
export function registerResultCommands(program: Command, io: CliIo): void {
  const draws = program.command('draws').description("Change a pool's draw calendar");
  // close / reopen / special / unspecial: one calendar date added or removed, with what to say.
  const dateCommands: {
    name: string;
    description: string;
    kind: DrawDateKind;
    add: boolean;
    done: string;
    already: string;
  }[] = [
    {
      name: 'close',
      description: 'Stop betting on a draw now (closed early or cancelled); its result may then be entered',
      kind: 'closed',
      add: true,
      done: 'Closed {draw}: no more bets are taken on it.',
      already: '{draw} was already closed.',
    },
    {
      name: 'reopen',
      description: 'Undo `draws close` (bets are taken again until the cut-off)',
      kind: 'closed',
      add: false,
      done: 'Reopened {draw}.',
      already: '{draw} was not closed.',
    },
    {
      name: 'special',
      description: 'Add a special draw date (usually a Tuesday)',
      kind: 'special',
      add: true,
      done: 'Added the special draw {draw}.',
      already: '{draw} was already a special draw.',
    },
    {
      name: 'unspecial',
      description: 'Remove a special draw date',
      kind: 'special',
      add: false,
      done: 'Removed the special draw {draw}.',
      already: '{draw} was not a special draw.',
    },
  ];
  for (const command of dateCommands) {
    draws
      .command(command.name)
      .description(command.description)
      .requiredOption('--pool <code>', 'pool code: mg kd tt sg sb sn sr gd nl')
      .requiredOption('--date <YYYY-MM-DD>', 'the draw date', ymd)
      .action(async (options: { pool: string; date: string }) => {
        const ctx = await migrated(io);
        const change = { ...options, kind: command.kind, actor: io.actor, now: ctx.clock() };
        const changed = command.add
          ? await addCalendarDate(ctx, change)
          : await removeCalendarDate(ctx, change);
        io.out(
          (changed ? command.done : command.already).replace('{draw}', `${options.pool} ${options.date}`),
        );
      });
  }

  draws
    .command('schedule')
    .description("Change a pool's weekly draw days and/or its cut-off time")
    .requiredOption('--pool <code>', 'pool code: mg kd tt sg sb sn sr gd nl')
    .option('--weekdays <list>', 'draw weekdays, 0 = Sunday .. 6 = Saturday, e.g. 0,3,6', weekdayList)
    .option('--cutoff <HH:mm>', 'betting closes at this local time on the draw date, e.g. 19:00')
    .action(async (options: { pool: string; weekdays?: number[]; cutoff?: string }) => {
      if (!options.weekdays && !options.cutoff) throw new CliError('give --weekdays, --cutoff or both');
      const ctx = await migrated(io);
      const schedule = await setPoolSchedule(ctx, { ...options, actor: io.actor, now: ctx.clock() });
      io.out(`${schedule.pool}: draws on ${dayNames(schedule.weekdays)}; cut-off ${schedule.cutoff}.`);
    });

  draws
    .command('list')
    .description("Show every pool's weekly draw days, cut-off, and special and closed dates")
    .action(async () => {
      const ctx = await migrated(io);
      for (const schedule of await poolSchedules(ctx)) {
        const extra = [
          schedule.specialDates.length > 0 ? `special ${schedule.specialDates.join(' ')}` : '',
          (schedule.closedDates ?? []).length > 0 ? `closed ${(schedule.closedDates ?? []).join(' ')}` : '',
        ].filter(Boolean);
        io.out(
          `${schedule.pool}  ${dayNames(schedule.weekdays).padEnd(27)}  cut-off ${schedule.cutoff}` +
            (extra.length > 0 ? `  ${extra.join('; ')}` : ''),
        );
      }
    });

  const results = program
    .command('results')
    .description('Enter or import draw results (each draw is settled)');
  results
    .command('enter')
    .description('Enter or correct one draw result; the draw is settled in the same transaction')
    .requiredOption('--pool <code>', 'pool code: mg kd tt sg sb sn sr gd nl')
    .requiredOption('--date <YYYY-MM-DD>', 'the draw date', ymd)
    .requiredOption('--first <number>', '1st prize (4 digits)')
    .requiredOption('--second <number>', '2nd prize')
    .requiredOption('--third <number>', '3rd prize')
    .requiredOption('--starters <list>', 'the 10 starter (special) numbers, comma-separated', list)
    .requiredOption('--consolations <list>', 'the 10 consolation numbers, comma-separated', list)
    .option('--five-d <list>', 'Toto 5D 1st,2nd,3rd', list)
    .option('--six-d <number>', '6D 1st prize (tt, gd, nl)')
    .action(
      async (options: {
        pool: string;
        date: string;
        first: string;
        second: string;
        third: string;
        starters: string[];
        consolations: string[];
        fiveD?: string[];
        sixD?: string;
      }) => {
        const checked = validateDrawResult(options);
        if (!checked.ok) throw new CliError(checked.errors.join('\n'));
        const ctx = await migrated(io);
        const outcome = await enterResult(ctx, {
          result: checked.value,
          source: 'entry',
          actor: io.actor,
          now: ctx.clock(),
        });
        const { settlement } = outcome;
        io.out(
          outcome.change === 'unchanged'
            ? `${options.pool} ${options.date}: the same result was already entered; nothing changed.`
            : `${options.pool} ${options.date}: result ${outcome.change === 'new' ? 'entered' : `corrected (version ${outcome.version})`}; ` +
                `settled ${settlement.lines} line(s): wins ${formatPoints(cents(settlement.winCents))}, ` +
                `commission ${formatPoints(cents(settlement.commissionCents))}.`,
        );
      },
    );

  results
    .command('import')
    .description('Import a publisher results file (or a directory of them) and settle every draw in it')
    .addOption(new Option('--format <format>', 'file format').choices(RESULT_FORMATS).makeOptionMandatory())
    .option(
      '--add-special-draws',
      "add the file's draws that are not in the calendar (a publisher's special draws) as special draws",
    )
    .argument('<path>', 'a file, or a directory (Da Ma Cai: one JSON file per draw)')
    .action(async (file: string, options: { format: ResultFormat; addSpecialDraws?: boolean }) => {
      const parsed = readResultFiles(options.format, file);
      const ctx = await migrated(io);
      const now = ctx.clock();
      try {
        const summary = await importResults(
          ctx,
          { ...parsed, format: options.format, actor: io.actor, now },
          options.addSpecialDraws
            ? (draw) =>
                addCalendarDate(ctx, {
                  pool: draw.pool,
                  date: draw.date,
                  kind: 'special',
                  actor: io.actor,
                  now,
                })
            : undefined,
        );
        io.out(
          `Imported ${summary.draws} draw(s): ${summary.new} new, ${summary.corrected} corrected, ` +
            `${summary.unchanged} unchanged; wins ${formatPoints(cents(summary.winCents))}, ` +
            `commission ${formatPoints(cents(summary.commissionCents))}.`,
        );
      } catch (error) {
        if (!(error instanceof ImportRefused)) throw error;
        const shown = error.problems
          .slice(0, 200)
          .map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);
        const more = error.problems.length > 200 ? `\n... and ${error.problems.length - 200} more` : '';
        throw new CliError(`${shown.join('\n')}${more}\n${error.message}`);
      }
    });
}
