import { describe, expect, it } from 'vitest';
import { cents } from '@lotto/domain/money';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { runCli } from '../../test-support/run-cli.js';

const actor = { id: null, name: 'test' };

/**
 * `credit weekly-init` (issue 41): each limit = the wallet + its children's limits, deepest first.
 * house > boss (600.00) > sub (250.00) > pone (100.00), and boss > ptwo (50.00), each funded by the
 * house: pone 100, sub 250 + 100 = 350, ptwo 50, boss 600 + 350 + 50 = 1,000.
 */
describe.each(TEST_DIALECTS)('credit weekly-init on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { CREDIT_CYCLE: 'weekly' },
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      const c = (points: number) => cents(Math.round(points * 100));
      await createUser(ctx, {
        username: 'boss',
        password: 'boss-pass',
        role: 'agent',
        credit: c(600),
        actor,
      });
      await createUser(ctx, {
        username: 'sub',
        password: 'sub-pass1',
        role: 'agent',
        parent: 'boss',
        credit: c(250),
        actor,
      });
      await createUser(ctx, {
        username: 'pone',
        password: 'pone-pass',
        role: 'player',
        parent: 'sub',
        credit: c(100),
        actor,
      });
      await createUser(ctx, {
        username: 'ptwo',
        password: 'ptwo-pass',
        role: 'player',
        parent: 'boss',
        credit: c(50),
        actor,
      });
    },
  });

  it('sets every limit to the wallet plus the children’s limits, moves no wallet, and is audited', async () => {
    const before = await t.db.kysely
      .selectFrom('users')
      .select(['username', 'balance_cents'])
      .orderBy('id')
      .execute();
    const run = await runCli(t.ctx, ['credit', 'weekly-init']);
    expect(run.out).toBe("Weekly limits set for 4 users (the house's agents: 1,000.00).");
    const rows = await t.db.kysely
      .selectFrom('users')
      .select(['username', 'balance_cents', 'weekly_limit_cents'])
      .orderBy('id')
      .execute();
    expect(
      rows.map((row) => [
        row.username,
        Number(row.balance_cents),
        row.weekly_limit_cents === null ? null : Number(row.weekly_limit_cents),
      ]),
    ).toEqual([
      ['house', 0, null],
      ['boss', 600_00, 1_000_00],
      ['sub', 250_00, 350_00],
      ['pone', 100_00, 100_00],
      ['ptwo', 50_00, 50_00],
    ]);
    expect(rows.map((row) => Number(row.balance_cents))).toEqual(
      before.map((row) => Number(row.balance_cents)),
    );
    const audits = await t.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'weekly.init')
      .execute();
    expect(audits).toHaveLength(4);
  });
});
