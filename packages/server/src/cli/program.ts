import { Command, InvalidArgumentError, Option } from 'commander';
import { type Cents, cents, formatPoints, parsePoints } from '@lotto/domain/money';
import { ROLES, type Role } from '@lotto/domain/roles';
import type { AppContext } from '../context.js';
import { migrateToLatest } from '../db/migrator.js';
import { createLoginToken } from '../features/auth/auth.service.js';
import { demoLoginsText, seedDemo } from '../demo/seed-demo.js';
import { findUserByUsername, listUsers } from '../common/user.repository.js';
import { createUser, setPassword } from '../features/users/user.service.js';
import { weeklyOpeningCreditRefusal } from '../features/users/user.admin.service.js';
import { adjustCredit } from '../features/wallet/wallet.service.js';
import { weeklyCreditMoveRefusal } from '../features/wallet/weekly-credit-refusal.js';
import { AppError } from '../lib/app-error.js';
import { migrated, type CliIo } from './cli-io.js';
import { registerMeaningCommands } from './meaning-commands.js';
import { registerLimitPackageCommands } from './limit-package-commands.js';
import { registerResultCommands } from './result-commands.js';
import { registerResultSourceCommands } from './result-source-commands.js';
import { registerUserCreditCommands } from './user-credit-commands.js';

function points(label: string, options: { allowNegative: boolean }) {
  return (value: string): Cents => {
    const parsed = parsePoints(value);
    if (!parsed.ok) throw new InvalidArgumentError(`${label}: ${parsed.reason} (got "${value}")`);
    if (!options.allowNegative && parsed.value < 0)
      throw new InvalidArgumentError(`${label}: must not be negative`);
    return parsed.value;
  };
}

async function needUser(ctx: AppContext, username: string) {
  const user = await findUserByUsername(ctx.db.kysely, username);
  if (!user) throw new AppError('NOT_FOUND', `No user named ${username}`);
  return user;
}

/** The operator CLI (`npm run lotto -- <command>`); every command has --help. */
export function buildProgram(io: CliIo): Command {
  const program = new Command('lotto')
    .description('Lotto operator commands. Configuration comes from the environment (see .env.example).')
    .showHelpAfterError('(add --help for usage)')
    // Subcommands inherit these: help and usage errors throw CommanderError instead of exiting,
    // so the caller decides the exit code (and tests can run the CLI in-process).
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.out(text.replace(/\n$/, '')), writeErr: io.err });

  program
    .command('migrate')
    .description('Create or upgrade the database schema to the latest version')
    .action(async () => {
      const ctx = await io.context();
      const applied = await migrateToLatest(ctx.db);
      io.out(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
    });

  program
    .command('seed-demo')
    .description('Migrate, then add the demo users and packages if the database has no users yet')
    .action(async () => {
      const ctx = await io.context();
      await migrateToLatest(ctx.db);
      if (await seedDemo(ctx)) io.out(demoLoginsText());
      else io.out('The database already has users; demo data was not added.');
    });

  const user = program.command('user').description('Manage users');

  user
    .command('add')
    .description('Create an admin, agent or player')
    .requiredOption('--username <name>', 'login name: 3-32 of a-z, 0-9, _ and .')
    .requiredOption('--password <password>', 'initial password, 6-64 characters')
    .addOption(new Option('--role <role>', 'role').choices(ROLES).makeOptionMandatory())
    .option('--parent <username>', 'upline (agents and players; default: the first admin)')
    .option(
      '--credit <points>',
      "opening credit in points, e.g. 1000.50; under an agent it comes from the agent's wallet (refused with CREDIT_CYCLE=weekly: give a weekly limit instead)",
      points('--credit', { allowNegative: false }),
    )
    .option('--package <name>', 'package name, e.g. 2500')
    .action(
      async (options: {
        username: string;
        password: string;
        role: Role;
        parent?: string;
        credit?: Cents;
        package?: string;
      }) => {
        const ctx = await migrated(io);
        // As CreateUser: in weekly mode a new user gets a weekly limit, never an opening credit.
        const refusal = weeklyOpeningCreditRefusal(ctx, options.credit, '--credit');
        if (refusal) throw refusal;
        const id = await createUser(ctx, {
          username: options.username,
          password: options.password,
          role: options.role,
          parent: options.parent,
          credit: options.credit,
          packageName: options.package,
          // Under an agent the credit leaves the agent's wallet, as in the back office (issue 22.4).
          fundedByParent: true,
          actor: io.actor,
        });
        io.out(
          `Created ${options.role} ${options.username.toLowerCase()} (id ${id}).` +
            (ctx.env.CREDIT_CYCLE === 'weekly' && options.role !== 'admin'
              ? ' Give it a weekly limit before it bets (Weekly limits, 一周限制).'
              : ''),
        );
      },
    );

  user
    .command('passwd')
    .description("Set a user's password; ends all of that user's sessions")
    .requiredOption('--username <name>', 'the user')
    .requiredOption('--password <password>', 'the new password, 6-64 characters')
    .action(async (options: { username: string; password: string }) => {
      const ctx = await migrated(io);
      const target = await needUser(ctx, options.username);
      await setPassword(ctx, { userId: target.id, newPassword: options.password, actor: io.actor });
      io.out(`Password of ${target.username} changed; its sessions have ended.`);
    });

  user
    .command('list')
    .description('List users with role, upline, package, status and balance')
    .action(async () => {
      const ctx = await migrated(io);
      const rows = await listUsers(ctx.db.kysely);
      const header = ['id', 'username', 'role', 'parent', 'package', 'status', 'balance'];
      const table = rows.map((row) => [
        String(row.id),
        row.username,
        row.role,
        row.parent ?? '-',
        row.package_name ?? '-',
        row.status,
        formatPoints(cents(row.balance_cents)),
      ]);
      const widths = header.map((title, i) =>
        Math.max(title.length, ...table.map((cells) => cells[i]!.length)),
      );
      const line = (cells: string[]) =>
        cells.map((cell, i) => (i === 6 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ');
      io.out(line(header));
      for (const cells of table) io.out(line(cells));
      if (rows.length === 0) io.out('(no users)');
    });

  user
    .command('login-link')
    .description('Make a one-time login link (valid 10 minutes) for a user')
    .requiredOption('--username <name>', 'the user')
    .option('--base-url <url>', 'where the app is served', 'http://127.0.0.1:8080')
    .action(async (options: { username: string; baseUrl: string }) => {
      const ctx = await migrated(io);
      const target = await needUser(ctx, options.username);
      const token = await createLoginToken(ctx, target.id);
      io.out(`${options.baseUrl.replace(/\/$/, '')}/?token=${token}`);
    });

  const credit = program.command('credit').description("Adjust users' credit");
  credit
    .command('add')
    .description(
      'Add credit to a user (a negative amount takes it back); an audited ledger entry (refused with CREDIT_CYCLE=weekly: set weekly limits instead)',
    )
    .requiredOption('--username <name>', 'the user')
    .requiredOption(
      '--amount <points>',
      'points, e.g. 500 or -20.50',
      points('--amount', { allowNegative: true }),
    )
    .requiredOption('--remark <text>', 'why (kept in the ledger and the audit log)')
    .action(async (options: { username: string; amount: Cents; remark: string }) => {
      const ctx = await migrated(io);
      const refusal = weeklyCreditMoveRefusal(ctx, 'credit add');
      if (refusal) throw refusal;
      const entry = await adjustCredit(ctx, { ...options, actor: io.actor });
      io.out(
        `${formatPoints(entry.amount_cents)} to ${options.username.toLowerCase()}: balance ${formatPoints(entry.pre_balance_cents)} -> ${formatPoints(entry.post_balance_cents)}`,
      );
    });

  registerResultCommands(program, io);
  registerResultSourceCommands(
    program.commands.find((command) => command.name() === 'results')!,
    io,
  );
  registerUserCreditCommands(program, io);
  registerMeaningCommands(program, io);
  registerLimitPackageCommands(program, io);
  return program;
}
