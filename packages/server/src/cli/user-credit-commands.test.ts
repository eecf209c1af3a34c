import { describe, expect, it } from 'vitest';
import { cents } from '@lotto/domain/money';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { createUser } from '../features/users/user.service.js';
import { findUserByUsername } from '../common/user.repository.js';
import { runCli } from '../test-support/run-cli.js';

const actor = { id: null, name: 'test' };

describe.each(TEST_DIALECTS)('user and credit back-office commands on %s', (dialect) => {
  const t = useTestContext(dialect, {
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, {
        username: 'boss',
        password: 'boss-pass',
        role: 'agent',
        credit: cents(50_00),
        actor,
      });
      await createUser(ctx, {
        username: 'pone',
        password: 'pone-pass',
        role: 'player',
        parent: 'boss',
        actor,
      });
    },
  });
  const user = (name: string) => findUserByUsername(t.db.kysely, name);
  const audits = (action: string) =>
    t.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

  it('suspends (ending sessions) and reactivates, audited as the CLI', async () => {
    expect((await runCli(t.ctx, ['user', 'suspend', '--username', 'PONE'])).out).toBe(
      'Suspended pone; its sessions have ended.',
    );
    expect((await user('pone'))!.status).toBe('suspended');
    expect((await runCli(t.ctx, ['user', 'reactivate', '--username', 'pone'])).out).toBe('Reactivated pone.');
    expect((await user('pone'))!.status).toBe('active');
    expect((await audits('user.suspend'))[0]).toMatchObject({ actor_name: 'cli:test', actor_id: null });
    const self = await runCli(t.ctx, ['user', 'suspend', '--username', 'house']);
    expect(self).toMatchObject({ code: 1, err: expect.stringMatching(/your own account/) });
    expect((await runCli(t.ctx, ['user', 'suspend', '--username', 'ghost'])).err).toMatch(
      /No user named ghost/,
    );
  });

  it('sets a package', async () => {
    expect((await runCli(t.ctx, ['user', 'package', '--username', 'pone', '--package', '2500'])).out).toBe(
      'Package of pone set to 2500.',
    );
    expect((await user('pone'))!.package_id).not.toBeNull();
    const bad = await runCli(t.ctx, ['user', 'package', '--username', 'pone', '--package', 'nope']);
    expect(bad).toMatchObject({ code: 1, err: 'packageName: no package named nope' });
  });

  it('transfers credit from an upline, and from the house', async () => {
    const run = await runCli(t.ctx, [
      'credit',
      'transfer',
      '--from',
      'boss',
      '--to',
      'pone',
      '--amount',
      '10.00',
      '--remark',
      'float',
    ]);
    expect(run.out).toBe('Gave 10.00 to pone; balances: boss 40.00, pone 10.00.');
    const back = await runCli(t.ctx, [
      'credit',
      'transfer',
      '--from',
      'boss',
      '--to',
      'pone',
      '--amount',
      '2.5',
      '--remark',
      'back',
      '--take',
    ]);
    expect(back.out).toBe('Took 2.50 from pone; balances: boss 42.50, pone 7.50.');
    const house = await runCli(t.ctx, [
      'credit',
      'transfer',
      '--from',
      'house',
      '--to',
      'boss',
      '--amount',
      '1',
      '--remark',
      'top-up',
    ]);
    expect(house.out).toBe('Gave 1.00 to boss; balances: boss 43.50.');
    expect((await audits('credit.transfer')).map((a) => a.actor_name)).toEqual(['cli:test', 'cli:test']);
    expect(await audits('credit.adjust')).toHaveLength(1);
  });

  it.each([
    [
      ['--from', 'pone', '--to', 'boss', '--amount', '1', '--remark', 'x'],
      /No user named boss in your downline/,
    ],
    [['--from', 'boss', '--to', 'pone', '--amount', '0', '--remark', 'x'], /--amount: must be more than 0/],
    [
      ['--from', 'boss', '--to', 'pone', '--amount', '999', '--remark', 'x'],
      /boss has [0-9,.]+, the transfer is 999.00, short [0-9,.]+/,
    ],
    [['--from', 'boss', '--to', 'pone', '--amount', '1', '--remark', ' '], /remark: required/],
  ])('refuses %j', async (args, message) => {
    const before = (await user('boss'))!.balance_cents;
    const run = await runCli(t.ctx, ['credit', 'transfer', ...args]);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(message);
    expect((await user('boss'))!.balance_cents).toBe(before);
  });
});
