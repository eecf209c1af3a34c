import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS, useTestContext } from '../test-support/test-db.js';
import { createUser } from '../features/users/user.service.js';
import { runCli } from '../test-support/run-cli.js';

const actor = { id: null, name: 'test' };

/**
 * Issue 41 (docs/rules.md "Weekly cycle"): in weekly mode credit moves only with the weekly limits,
 * so a wallet never holds what its limit does not account for. The back office refuses give/take
 * (TransferCredit); the operator's CLI refuses its two ways of moving credit alike, moving nothing.
 */
describe.each(TEST_DIALECTS)('credit commands in weekly mode on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { CREDIT_CYCLE: 'weekly' },
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, { username: 'boss', password: 'boss-pass', role: 'agent', actor });
      await createUser(ctx, {
        username: 'pone',
        password: 'pone-pass',
        role: 'player',
        parent: 'boss',
        actor,
      });
    },
  });
  const state = async () => ({
    wallets: await t.db.kysely
      .selectFrom('users')
      .select(['username', 'balance_cents'])
      .orderBy('id')
      .execute(),
    ledger: (await t.db.kysely.selectFrom('ledger_entries').select('id').execute()).length,
  });

  it('refuses `credit add`, naming the weekly limit', async () => {
    const before = await state();
    const run = await runCli(t.ctx, [
      'credit',
      'add',
      '--username',
      'pone',
      '--amount',
      '50',
      '--remark',
      'cash',
    ]);
    expect(run).toMatchObject({ code: 1, out: '' });
    expect(run.err).toMatch(
      /^credit add: credit moves with the weekly limit \(SetWeeklyLimit\) while CREDIT_CYCLE=weekly/,
    );
    expect(await state()).toEqual(before);
  });

  it('refuses `credit transfer`, both ways, naming the weekly limit', async () => {
    const before = await state();
    for (const extra of [[], ['--take']]) {
      const run = await runCli(t.ctx, [
        'credit',
        'transfer',
        '--from',
        'boss',
        '--to',
        'pone',
        '--amount',
        '10',
        '--remark',
        'cash',
        ...extra,
      ]);
      expect(run).toMatchObject({ code: 1, out: '' });
      expect(run.err).toMatch(
        /^credit transfer: credit moves with the weekly limit \(SetWeeklyLimit\) while CREDIT_CYCLE=weekly/,
      );
    }
    expect(await state()).toEqual(before);
  });
});
