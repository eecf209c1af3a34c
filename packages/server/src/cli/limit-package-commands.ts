import { InvalidArgumentError, type Command } from 'commander';
import { GAME_LENGTHS } from '@lotto/domain/package-rates';
import { parseInput } from '../http/envelope.js';
import { deleteLimit, listLimits, setLimit } from '../features/orders/limit.admin.service.js';
import { savePackageBody } from '@lotto/contract/packages';
import { listPackages, savePackage } from '../features/packages/package.admin.service.js';
import { CliError, migrated, type CliIo } from './cli-io.js';

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];
const number = (label: string) => (value: string) => {
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed)) {
    throw new InvalidArgumentError(`${label}: expected a number, got "${value}"`);
  }
  return parsed;
};

/** "B=30" pairs as a record of numbers, naming the option when one cannot be read. */
function pairs(label: string, items: readonly string[]): Record<string, number> {
  const record: Record<string, number> = {};
  for (const item of items) {
    const match = /^([^=]+)=(.+)$/.exec(item.trim());
    if (!match) throw new CliError(`${label}: expected KEY=VALUE, got "${item}"`);
    const value = Number(match[2]);
    if (!Number.isFinite(value)) throw new CliError(`${label}: expected a number, got "${match[2]}"`);
    record[match[1]!] = value;
  }
  return record;
}

/** "4d.B.1st=2700" edits as SavePackage's `rates` (game length, bet type, prize tier). */
function payoutEdits(items: readonly string[]) {
  const rates: Record<string, Record<string, { payouts: Record<string, number> }>> = {};
  for (const [key, value] of Object.entries(pairs('--payout', items))) {
    const [game, betType, tier] = key.split('.');
    if (!game || !betType || !tier || !(GAME_LENGTHS as readonly string[]).includes(game)) {
      throw new CliError(`--payout: expected GAME.BETTYPE.TIER=POINTS (e.g. 4d.B.1st=2700), got "${key}"`);
    }
    ((rates[game] ??= {})[betType] ??= { payouts: {} }).payouts[tier] = value;
  }
  return rates;
}

/** `lotto packages ...` and `lotto limits ...` (issue #8; docs/back-office.md). */
export function registerLimitPackageCommands(program: Command, io: CliIo): void {
  const packages = program.command('packages').description('Payout and commission packages');
  packages
    .command('list')
    .description('List packages with their scale and how many users bet under each')
    .action(async () => {
      const ctx = await migrated(io);
      for (const row of await listPackages(ctx.db.kysely, { id: 0, role: 'admin' })) {
        io.out(`${row.name.padEnd(12)} scale ${row.scale.toFixed(4)}  users ${row.users}`);
      }
    });
  packages
    .command('save')
    .description('Create a package from the base table (--scale) or edit an existing one; audited')
    .requiredOption('--name <name>', 'package name, e.g. 2730')
    .option('--scale <factor>', 'new package: payout scale, e.g. 1.092', number('--scale'))
    .option(
      '--scale-per10k <n>',
      'new package: scale in parts per 10,000, e.g. 10920',
      number('--scale-per10k'),
    )
    .option('--commission <betType=percent>', 'commission % of a bet type, e.g. B=27.5 (repeatable)', collect)
    .option(
      '--payout <game.betType.tier=points>',
      'existing package: a payout, e.g. 4d.B.1st=2700 (repeatable)',
      collect,
    )
    .action(
      async (options: {
        name: string;
        scale?: number;
        scalePer10k?: number;
        commission?: string[];
        payout?: string[];
      }) => {
        const ctx = await migrated(io);
        const input = parseInput(savePackageBody, {
          name: options.name,
          scale: options.scale,
          scalePer10k: options.scalePer10k,
          commission: options.commission && pairs('--commission', options.commission),
          rates: options.payout && payoutEdits(options.payout),
        });
        const { created, row } = await savePackage(ctx, input, io.actor);
        io.out(
          `${created ? 'Created' : 'Saved'} package ${row.name} (scale ${Number(row.scale_per10k) / 10_000}).`,
        );
      },
    );

  const limits = program.command('limits').description('Per-number sell limits (game-rules §6)');
  limits
    .command('list')
    .description('List the limits set by operators (defaults per pool and bet type, and overrides)')
    .action(async () => {
      const ctx = await migrated(io);
      const { defaults, overrides } = await listLimits(ctx);
      const set = defaults.filter((row) => row.source !== 'default');
      const seen = new Set<number>();
      for (const row of set) {
        if (seen.has(row.id!)) continue;
        seen.add(row.id!);
        const pool = row.source === 'all' ? 'all' : row.pool;
        io.out(`#${row.id}  ${pool.padEnd(3)} ${row.betType.padEnd(3)} any date  any number  ${row.limit}`);
      }
      for (const row of overrides) {
        io.out(
          `#${row.id}  ${row.pool.padEnd(3)} ${row.betType.padEnd(3)} ${row.drawDate ?? 'any date'}  ${row.number ?? 'any number'}  ${row.limit}`,
        );
      }
      if (seen.size + overrides.length === 0) io.out('(no limits set: the built-in defaults apply)');
    });
  limits
    .command('set')
    .description('Set the sell limit of a pool (or all) and bet type, optionally for one date and number')
    .requiredOption('--pool <pool>', 'pool code (mg, kd, tt, ...) or all')
    .requiredOption('--bet-type <code>', 'bet type, e.g. B, 4A, 3C')
    .option('--date <YYYY-MM-DD>', 'only this draw date')
    .option('--number <digits>', 'only this number')
    .requiredOption('--limit <points>', 'the most the house sells, in points')
    .action(
      async (options: { pool: string; betType: string; date?: string; number?: string; limit: string }) => {
        const ctx = await migrated(io);
        const saved = await setLimit(
          ctx,
          {
            pool: options.pool,
            betType: options.betType,
            drawDate: options.date,
            number: options.number,
            limit: options.limit,
          },
          io.actor,
        );
        io.out(
          `Limit #${saved.id} set: ${saved.pool} ${saved.betType} ${saved.drawDate ?? 'any date'} ${saved.number ?? 'any number'} ${saved.limit}`,
        );
      },
    );
  limits
    .command('delete')
    .description('Delete a limit by id (see limits list)')
    .requiredOption('--id <id>', 'the limit id', number('--id'))
    .action(async (options: { id: number }) => {
      const ctx = await migrated(io);
      const deleted = await deleteLimit(ctx, options.id, io.actor);
      io.out(`Deleted limit #${deleted.id}.`);
    });
}
