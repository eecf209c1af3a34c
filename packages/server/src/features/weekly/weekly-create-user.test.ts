import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { TestBrowser } from '../../test-support/http-client.js';
import { TEST_DIALECTS, useTestContext } from '../../test-support/test-db.js';
import { createUser } from '../users/user.service.js';
import { buildProgram } from '../../cli/program.js';
import { AppError } from '../../lib/app-error.js';
import { runCli } from '../../test-support/run-cli.js';

const actor = { id: null, name: 'test' };

/**
 * Issue 41, docs/rules.md "Weekly cycle" item 7: in weekly mode a new user is created without
 * opening credit and given a weekly limit; CreateUser with a credit is refused and creates nothing.
 */
describe.each(TEST_DIALECTS)('CreateUser in weekly mode on %s', (dialect) => {
  const t = useTestContext(dialect, {
    env: { CREDIT_CYCLE: 'weekly' },
    setup: async (ctx) => {
      await createUser(ctx, { username: 'house', password: 'house-pass', role: 'admin', actor });
      await createUser(ctx, { username: 'boss', password: 'boss-pass', role: 'agent', actor });
    },
  });
  let app: FastifyInstance;
  const browser = async (username: string, password: string) => {
    const b = new TestBrowser(app);
    await b.login(username, password);
    return b;
  };
  const userCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const ledgerCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('ledger_entries')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    app = await buildApp(t.ctx);
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['the house', 'house', 'house-pass', '100'],
    ['an agent', 'boss', 'boss-pass', '0.01'],
  ])(
    'refuses %s an opening credit, naming the field and the weekly limit, creating nothing',
    async (_, who, pw, credit) => {
      const b = await browser(who, pw);
      const [users, ledger] = [await userCount(), await ledgerCount()];
      const answer = await b.postForm('/Admin/CreateUser', {
        username: `new${who}`,
        password: 'newp-pass',
        role: 'player',
        parent: 'boss',
        credit,
      });
      expect(answer.statusCode).toBe(400);
      const body = answer.json();
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(body.message).toMatch(/^credit: /);
      expect(body.message).toMatch(/weekly limit/);
      expect([await userCount(), await ledgerCount()]).toEqual([users, ledger]);
    },
  );

  it('creates a user without opening credit (empty or absent), at 0 until its limit is set', async () => {
    const b = await browser('boss', 'boss-pass');
    for (const [username, extra] of [
      ['pempty', { credit: '' }],
      ['pnone', {}],
    ] as const) {
      const answer = await b.postForm('/Admin/CreateUser', {
        username,
        password: 'newp-pass',
        role: 'player',
        ...extra,
      });
      expect(answer.json()).toMatchObject({ success: true, data: { username } });
      const row = await t.db.kysely
        .selectFrom('users')
        .select('balance_cents')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      expect(Number(row.balance_cents)).toBe(0);
    }
  });

  // The operator CLI's `user add` (npm run lotto -- user add ...) follows the same rule.
  const addArgs = (username: string, ...extra: string[]) => [
    'user',
    'add',
    '--username',
    username,
    '--password',
    'newp-pass',
    '--role',
    'player',
    '--parent',
    'boss',
    ...extra,
  ];

  it('the CLI refuses `user add --credit` (VALIDATION_FAILED naming credit and the weekly limit), creating nothing', async () => {
    const [users, ledger] = [await userCount(), await ledgerCount()];
    const run = await runCli(t.ctx, addArgs('clicredit', '--credit', '100'));
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    expect(run.err).toMatch(/^--credit: no opening credit while CREDIT_CYCLE=weekly; /);
    expect(run.err).toMatch(/weekly limit/);
    // The error itself, as cli.ts receives it (it prints `error: <message>` and exits 1).
    let thrown: unknown;
    const program = buildProgram({
      out: () => {},
      err: () => {},
      actor: { id: null, name: 'cli:test' },
      context: async () => t.ctx,
    });
    await program
      .parseAsync(['node', 'lotto', ...addArgs('clicredit', '--credit', '0.01')])
      .catch((error) => {
        thrown = error;
      });
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect([await userCount(), await ledgerCount()]).toEqual([users, ledger]);
    expect(
      await t.db.kysely
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'clicredit')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('the CLI creates a user without opening credit (or with 0) and says to give it a weekly limit', async () => {
    for (const [username, extra] of [
      ['clinone', []],
      ['clizero', ['--credit', '0']],
    ] as const) {
      const run = await runCli(t.ctx, addArgs(username, ...extra));
      expect(run).toMatchObject({
        code: 0,
        out: expect.stringMatching(new RegExp(`^Created player ${username} `)),
      });
      expect(run.out).toMatch(/weekly limit/);
      const row = await t.db.kysely
        .selectFrom('users')
        .select('balance_cents')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      expect(Number(row.balance_cents)).toBe(0);
    }
  });
});
