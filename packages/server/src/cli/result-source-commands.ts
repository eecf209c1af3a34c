import { Option, type Command } from 'commander';
import { SOURCE_KINDS, saveResultSourceBody } from '@lotto/contract/result-sources';
import { RESULT_FORMATS } from '@lotto/contract/results';
import { parseInput } from '../http/envelope.js';
import { findSource } from '../features/results/sync/result-source.repository.js';
import {
  deleteSource,
  saveSource,
  sourcesWithStatus,
} from '../features/results/sync/result-source.service.js';
import { CliError, migrated, type CliIo } from './cli-io.js';

interface SourceOptions {
  name?: string;
  url?: string;
  format?: string;
  pools?: string;
  kind?: string;
  disabled?: boolean;
}

const withSourceOptions = (command: Command, required: boolean) =>
  command
    .addOption(new Option('--name <name>', 'what the house calls it').makeOptionMandatory(required))
    .addOption(
      new Option(
        '--url <template>',
        'address with {yyyy} {mm} {dd} {yyyymmdd} {date} for the draw date',
      ).makeOptionMandatory(required),
    )
    .addOption(
      new Option('--format <format>', 'the importer format')
        .choices(RESULT_FORMATS)
        .makeOptionMandatory(required),
    )
    .addOption(
      new Option('--pools <codes>', 'pool codes it covers, comma-separated (mg,kd)').makeOptionMandatory(
        required,
      ),
    )
    .addOption(
      new Option('--kind <kind>', 'publisher or aggregator')
        .choices(SOURCE_KINDS)
        .makeOptionMandatory(required),
    )
    .option('--disabled', 'keep it but do not fetch it');

/**
 * `lotto results sources ...` (issue 43): the same calls as the back office's Sources screen,
 * checked by the same contract schema and audited the same way.
 */
export function registerResultSourceCommands(results: Command, io: CliIo): void {
  const sources = results.command('sources').description('The places results are fetched from');

  sources
    .command('list')
    .description('Every source, with its last fetch, success and error')
    .action(async () => {
      const ctx = await migrated(io);
      const list = await sourcesWithStatus(ctx);
      if (list.length === 0) io.out('No result sources.');
      for (const source of list) {
        io.out(
          `${source.id}  ${source.name}  ${source.kind} ${source.format} ${source.pools.join(',')}` +
            `${source.enabled ? '' : '  (disabled)'}${source.failingDay ? '  FAILED ALL LAST DRAW DAY' : ''}\n` +
            `    ${source.urlTemplate}\n` +
            `    last fetch ${source.lastFetchAt ?? '-'}, last success ${source.lastSuccessAt ?? '-'}` +
            (source.lastError ? `, last error ${source.lastErrorAt}: ${source.lastError}` : ''),
        );
      }
    });

  withSourceOptions(sources.command('add').description('Add a source'), true).action(
    async (options: SourceOptions) => {
      const ctx = await migrated(io);
      const body = parseInput(saveResultSourceBody, {
        name: options.name,
        urlTemplate: options.url,
        format: options.format,
        pools: options.pools?.split(',').map((pool) => pool.trim()),
        kind: options.kind,
        enabled: !options.disabled,
      });
      const id = await saveSource(ctx, body, io.actor);
      io.out(`Added source ${id} (${body.name}).`);
    },
  );

  const change = async (id: string, options: SourceOptions & { enabled?: boolean }) => {
    const ctx = await migrated(io);
    const source = /^\d+$/.test(id) ? await findSource(ctx.db.kysely, Number(id)) : undefined;
    if (!source) throw new CliError(`no result source ${id}`);
    const body = parseInput(saveResultSourceBody, {
      id: source.id,
      name: options.name ?? source.name,
      urlTemplate: options.url ?? source.url_template,
      format: options.format ?? source.format,
      pools: options.pools?.split(',').map((pool) => pool.trim()) ?? source.pools.split(','),
      kind: options.kind ?? source.kind,
      enabled: options.enabled ?? (options.disabled ? false : source.enabled === 1),
    });
    await saveSource(ctx, body, io.actor);
    io.out(`Saved source ${source.id} (${body.name})${body.enabled ? '' : ', disabled'}.`);
  };
  withSourceOptions(sources.command('set').description('Change a source').argument('<id>'), false).action(
    change,
  );
  sources
    .command('enable')
    .argument('<id>')
    .action((id: string) => change(id, { enabled: true }));
  sources
    .command('disable')
    .argument('<id>')
    .action((id: string) => change(id, { enabled: false }));
  sources
    .command('delete')
    .description('Delete a source and its results of draws not yet official (audited)')
    .argument('<id>')
    .action(async (id: string) => {
      const ctx = await migrated(io);
      const source = /^\d+$/.test(id) ? await findSource(ctx.db.kysely, Number(id)) : undefined;
      if (!source) throw new CliError(`no result source ${id}`);
      await deleteSource(ctx, source.id, io.actor);
      io.out(`Deleted source ${source.id} (${source.name}).`);
    });
}
