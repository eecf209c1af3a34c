import type { Command } from 'commander';
import { type Cents, cents, formatPoints, parsePoints } from '@lotto/domain/money';
import type { AppContext } from '../context.js';
import { AppError } from '../lib/app-error.js';
import { setUserPackage, setUserStatus } from '../features/users/user.admin.service.js';
import { findHouseAdmin, findUserByUsername } from '../common/user.repository.js';
import type { UserStatus } from '../db/tables/user.table.js';
import { transferCredit } from '../features/wallet/credit.admin.service.js';
import { weeklyCreditMoveRefusal } from '../features/wallet/weekly-credit-refusal.js';
import { weeklyInit } from '../features/weekly/weekly-init.service.js';
import { CliError, migrated, type CliIo } from './cli-io.js';

/** The CLI acts as the house: it reaches every user; the audit names the CLI actor. */
async function house(ctx: AppContext) {
  const admin = await findHouseAdmin(ctx.db.kysely);
  if (!admin) throw new CliError('there is no admin yet; create one with `user add --role admin`');
  return admin;
}

function positivePoints(value: string): Cents {
  const parsed = parsePoints(value);
  if (!parsed.ok) throw new CliError(`--amount: ${parsed.reason} (got "${value}")`);
  if (parsed.value <= 0) throw new CliError('--amount: must be more than 0');
  return parsed.value;
}

/** Back-office commands (issue #8): suspension, packages and credit transfers, house-run and audited. */
export function registerUserCreditCommands(program: Command, io: CliIo): void {
  const find = (name: string) => {
    const command = program.commands.find((c) => c.name() === name);
    if (!command) throw new Error(`the ${name} command group is missing`);
    return command;
  };
  const user = find('user');
  const credit = find('credit');

  const status = (name: string, value: UserStatus, description: string) =>
    user
      .command(name)
      .description(description)
      .requiredOption('--username <name>', 'the user')
      .action(async (options: { username: string }) => {
        const ctx = await migrated(io);
        await setUserStatus(ctx, await house(ctx), { ...options, status: value, actor: io.actor });
        io.out(
          value === 'suspended'
            ? `Suspended ${options.username.toLowerCase()}; its sessions have ended.`
            : `Reactivated ${options.username.toLowerCase()}.`,
        );
      });
  status('suspend', 'suspended', 'Suspend a user: its sessions end at once and its login is refused');
  status('reactivate', 'active', 'Reactivate a suspended user');

  user
    .command('package')
    .description("Set a user's package")
    .requiredOption('--username <name>', 'the user')
    .requiredOption('--package <name>', 'an existing package, e.g. 2500')
    .action(async (options: { username: string; package: string }) => {
      const ctx = await migrated(io);
      await setUserPackage(ctx, await house(ctx), {
        username: options.username,
        packageName: options.package,
        actor: io.actor,
      });
      io.out(`Package of ${options.username.toLowerCase()} set to ${options.package}.`);
    });

  credit
    .command('transfer')
    .description(
      'Move credit from an upline to a user below it (--take: back up); from an admin, the house creates or removes it',
    )
    .requiredOption('--from <upline>', 'the upline (an agent, or an admin for the house)')
    .requiredOption('--to <downline>', 'a user below the upline')
    .requiredOption('--amount <points>', 'points, more than 0, e.g. 10.00')
    .requiredOption('--remark <text>', 'why (kept in both ledger entries and the audit log)')
    .option('--take', 'take the amount from the downline back to the upline')
    .action(async (options: { from: string; to: string; amount: string; remark: string; take?: boolean }) => {
      const amount = positivePoints(options.amount);
      const ctx = await migrated(io);
      const refusal = weeklyCreditMoveRefusal(ctx, 'credit transfer');
      if (refusal) throw refusal;
      const upline = await findUserByUsername(ctx.db.kysely, options.from);
      if (!upline) throw new AppError('NOT_FOUND', `No user named ${options.from}`);
      const result = await transferCredit(ctx, {
        upline,
        username: options.to,
        amount,
        direction: options.take ? 'take' : 'give',
        remark: options.remark,
        actor: io.actor,
      });
      const balances = [
        result.uplineBalance === null
          ? null
          : `${result.upline} ${formatPoints(cents(Math.round(result.uplineBalance * 100)))}`,
        `${result.downline} ${formatPoints(cents(Math.round(result.downlineBalance * 100)))}`,
      ].filter(Boolean);
      io.out(
        `${options.take ? 'Took' : 'Gave'} ${formatPoints(amount)} ${options.take ? 'from' : 'to'} ${result.downline}; balances: ${balances.join(', ')}.`,
      );
    });

  credit
    .command('weekly-init')
    .description(
      "Switch a running book to the weekly cycle (issue 41): each weekly limit = the wallet + its children's limits; then start with CREDIT_CYCLE=weekly",
    )
    .action(async () => {
      const ctx = await migrated(io);
      const result = await weeklyInit(ctx, io.actor);
      io.out(
        `Weekly limits set for ${result.users} users (the house's agents: ${formatPoints(result.total)}).` +
          (ctx.env.CREDIT_CYCLE === 'weekly'
            ? ''
            : ' Start the server with CREDIT_CYCLE=weekly to use them.'),
      );
    });
}
